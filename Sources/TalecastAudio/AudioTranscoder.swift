import Foundation
import TalecastCore

/// Any file FFmpeg reads → one of Talecast's formats, streaming, keeping tags and chapters.
public enum AudioTranscoder {
  public static func transcode(from input: String, to output: URL, options: TranscodeOptions)
    throws(AudioError)
    -> TranscodeReport
  {
    guard FileManager.default.fileExists(atPath: input) else {
      throw AudioError(operation: "cannot open", file: input, message: "no such file")
    }
    let probe = try AudioReader(path: input)
    let format = probe.format
    var measured: Double?
    var gainDB = 0.0
    if let target = options.loudness {
      (measured, gainDB) = try Normalization.gain(format: format, target: target) {
        (body) throws(AudioError) in
        try AudioReader(path: input).forEachBlock { body($0) }
      }
    }
    var frames = 0
    try AtomicFile.write(to: output) { path throws(AudioError) in
      let encode = { (gainDB: Double, ceilingDB: Double?) throws(AudioError) in
        let reader = try AudioReader(path: input)
        var writer = try LimitedWriter(
          path: path, format: format,
          settings: AudioWriterSettings(
            format: options.format, bitRate: options.bitRate, sampleRate: options.sampleRate,
            metadata: reader.container.tags, chapters: reader.container.chapters,
            encoderThreads: options.encoderThreads),
          gainDB: gainDB, ceilingDB: ceilingDB)
        frames = 0
        try reader.forEachBlock { block throws(AudioError) in
          frames += block.count / format.channels
          try writer.write(block)
        }
        guard frames > 0 else {
          throw AudioError(
            operation: "transcode", file: input, message: "the file holds no audio samples")
        }
        try writer.finish()
      }
      if let target = options.loudness, measured != nil {
        gainDB = try Normalization.encodeVerified(path: path, target: target, gainDB: gainDB) {
          (gain, ceiling) throws(AudioError) in try encode(gain, ceiling)
        }.gainDB
      } else {
        try encode(0, nil)
      }
    }
    return TranscodeReport(
      input: probe.sourceFormat, inputCodec: probe.codec, frames: frames,
      measuredLoudness: measured, gainDB: gainDB)
  }
}
