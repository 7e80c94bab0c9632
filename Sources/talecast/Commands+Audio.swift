import TalecastCommandLine

extension Commands {
  static let audio = CommandSpec(
    name: "audio", abstract: "Inspect and convert audio files with Talecast's audio engine.",
    subcommands: [
      CommandSpec(
        name: "probe", abstract: "Decode a whole file and report what it really holds.",
        discussion:
          "Duration, codec, sample rate, channels, bit rate, chapters, tags, loudness (LUFS) and true peak (dBTP), measured by decoding.",
        arguments: [ArgumentSpec("file", help: "Any audio file FFmpeg reads.")], options: [json],
        examples: [
          "talecast audio probe Media/stories/…/story.m4a",
          "talecast audio probe narration.wav --json",
        ]),
      CommandSpec(
        name: "transcode",
        abstract: "Convert a file to m4a, m4b, mp3, opus or wav, keeping tags and chapters.",
        arguments: [
          ArgumentSpec("input", help: "Any audio file FFmpeg reads."),
          ArgumentSpec(
            "output", help: "The file to write (written under a temporary name, then renamed)."),
        ],
        options: [
          OptionSpec(
            "format", value: "format", help: "m4a, m4b, mp3, opus or wav.",
            default: "from the output's extension"),
          OptionSpec(
            "bitrate", value: "rate", help: "Bit rate, e.g. 64k or 96000.",
            default: "m4a/m4b/mp3 64k, opus 32k"),
          OptionSpec(
            "sample-rate", value: "hz", help: "Output sample rate (opus is always 48000).",
            default: "the input's"),
          OptionSpec("normalize", help: "Normalise loudness (EBU R128 for speech)."),
          OptionSpec(
            "target", value: "lufs", help: "Loudness target with --normalize.", default: "-16"),
          OptionSpec(
            "threads", value: "n",
            help:
              "Encoder threads; long audio is encoded in segments side by side (1: in one piece).",
            default: "one per core"),
        ],
        examples: [
          "talecast audio transcode narration.wav story.m4a",
          "talecast audio transcode in.flac out.opus --normalize",
          "talecast audio transcode in.wav out.mp3 --bitrate 96k",
          "talecast audio transcode in.wav out.opus --threads 1",
        ]),
    ])
}
