import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore

/// `talecast audio …`: works on files, needs no library.
enum AudioCommand {
  static func probe(_ command: ParsedCommand) -> Int32 {
    let path = command.arguments[0]
    do {
      let audio = try Talecast.probeAudio(path)
      if command.flag("json") {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
          positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        Output.line(
          String(decoding: try encoder.encode(ProbeOutput(file: path, audio: audio)), as: UTF8.self)
        )
      } else {
        show(audio, path: path)
      }
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func show(_ audio: DecodedAudio, path: String) {
    Output.line(path)
    Output.line(
      "  duration:   \(TimeText.clock(audio.duration)) (\(String(format: "%.3f", audio.duration)) s, \(audio.samples) samples, decoded)"
    )
    Output.line(
      "  codec:      \(audio.codec), \(audio.sampleRate) Hz, \(audio.channels == 1 ? "mono" : "\(audio.channels) channels"), \(audio.bitRate > 0 ? "\(audio.bitRate / 1000) kb/s" : "bit rate unknown")"
    )
    Output.line(
      "  loudness:   \(audio.loudness.map { String(format: "%.1f LUFS", $0) } ?? "silent"), true peak \(audio.truePeak.isFinite ? String(format: "%.1f dBTP", audio.truePeak) : "-inf")"
    )
    for (key, value) in audio.tags.sorted(by: { $0.key < $1.key }) {
      Output.line("  tag:        \(key) = \(value)")
    }
    if let cover = audio.cover {
      Output.line("  cover:      \(cover.codec), \(cover.width)×\(cover.height)")
    }
    Output.line("  chapters:   \(audio.chapters.count)")
    for (index, chapter) in audio.chapters.enumerated() {
      Output.line(
        "    \(index + 1). \(TimeText.clock(chapter.start))–\(TimeText.clock(chapter.end))  \(chapter.title)"
      )
    }
  }

  static func transcode(_ command: ParsedCommand) -> Int32 {
    let input = command.arguments[0]
    let output = command.arguments[1]
    let options: TranscodeOptions
    do {
      options = try transcodeOptions(command, output: output)
    } catch {
      Output.error(
        Commands.parser.usageError(error.message, command: ["audio", "transcode"]).description)
      return UsageError.exitCode
    }
    do {
      let report = try Talecast.transcodeAudio(
        from: input, to: URL(fileURLWithPath: output), options: options)
      var line =
        "wrote \(output) (\(options.format.rawValue)) from \(report.inputCodec) \(report.input)"
      if let measured = report.measuredLoudness {
        line += String(format: ", loudness %.1f LUFS, gain %+.1f dB", measured, report.gainDB)
      }
      Output.line(line)
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  /// A mistake in `audio transcode`'s options, said as its usage error says it.
  struct OptionProblem: Error {
    let message: String
  }

  static func transcodeOptions(_ command: ParsedCommand, output: String) throws(OptionProblem)
    -> TranscodeOptions
  {
    guard
      let format = command.value("format").map({ AudioFormat(rawValue: $0.lowercased()) })
        ?? AudioFormat(fileName: output)
    else {
      throw OptionProblem(
        message:
          "Cannot tell the format of '\(output)'; pass --format (m4a, m4b, mp3, opus or wav).")
    }
    var options = TranscodeOptions(format: format)
    if let text = command.value("bitrate") {
      let lower = text.lowercased()
      let value = lower.hasSuffix("k") ? Int(lower.dropLast()).map { $0 * 1_000 } : Int(lower)
      guard let value, (8_000...512_000).contains(value) else {
        throw OptionProblem(message: "--bitrate expects 8k to 512k, got '\(text)'.")
      }
      options.bitRate = value
    }
    if let text = command.value("sample-rate") {
      guard let value = Int(text), (8_000...192_000).contains(value) else {
        throw OptionProblem(message: "--sample-rate expects 8000 to 192000, got '\(text)'.")
      }
      options.sampleRate = value
    }
    if let text = command.value("threads") {
      guard let value = Int(text), (1...64).contains(value) else {
        throw OptionProblem(message: "--threads expects 1 to 64, got '\(text)'.")
      }
      options.encoderThreads = value
    }
    if command.flag("normalize") {
      let text = command.value("target") ?? "-16"
      guard let target = Double(text), (-40...(-5)).contains(target) else {
        throw OptionProblem(
          message: "--target expects a loudness from -40 to -5 LUFS, got '\(text)'.")
      }
      options.loudness = LoudnessTarget(integrated: target)
    }
    return options
  }
}

/// `audio probe --json`.
struct ProbeOutput: Encodable {
  let file: String
  let audio: DecodedAudio
}
