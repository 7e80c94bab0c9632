import Foundation
import TalecastCore

/// One piece of mono 16-bit PCM to be placed in the output, e.g. one scene's speech.
public struct PCMSegment: Sendable {
  public var samples: [Int16]
  /// The chapter title for this segment.
  public var title: String

  public init(samples: [Int16], title: String) {
    self.samples = samples
    self.title = title
  }
}

public struct EncodingSettings: Sendable {
  public var format: AudioFormat
  public var bitRate: Int?
  /// Container tags (title, artist, album, genre …).
  public var metadata: [String: String]
  /// Normalise loudness to this target; nil leaves levels as they are.
  public var loudness: LoudnessTarget?
  /// Encoder threads; nil for one per core.
  public var encoderThreads: Int?

  public init(
    format: AudioFormat = .m4a, bitRate: Int? = nil, metadata: [String: String] = [:],
    loudness: LoudnessTarget? = nil, encoderThreads: Int? = nil
  ) {
    self.format = format
    self.bitRate = bitRate
    self.metadata = metadata
    self.loudness = loudness
    self.encoderThreads = encoderThreads
  }
}

/// Where each segment landed in the output, from sample counts, and what was done to it.
public struct EncodedAudio: Sendable {
  public var sampleRate: Int
  /// Sample offset of each segment's first sample, and the total sample count.
  public var segmentStartSamples: [Int]
  public var totalSamples: Int
  public var codec: String
  /// The input's integrated loudness, and the gain applied (dB), when normalising.
  public var measuredLoudness: Double?
  public var gain: Double
  /// What went into the file, when normalising: measured as the encoder took it (see
  /// `EncoderInput`), not decoded again; nil otherwise.
  public var written: DecodedAudio?
  /// How many times the audio was encoded (a miss of the loudness target is encoded again);
  /// counted where the level is measured on the way in (m4a, m4b, WAV), 1 for MP3 and Opus.
  public var passes = 1

  public func start(ofSegment index: Int) -> Double {
    Double(segmentStartSamples[index]) / Double(sampleRate)
  }

  public func end(ofSegment index: Int) -> Double {
    let next = index + 1 < segmentStartSamples.count ? segmentStartSamples[index + 1] : totalSamples
    return Double(next) / Double(sampleRate)
  }
}

/// Concatenates PCM segments and encodes them into one file with a chapter per segment.
public enum AudioEncoder {
  /// How far (LU) the encoder's input may miss the loudness target before it is encoded again.
  static let tolerance = 0.5

  /// Encodes `segments` (mono s16 at `sampleRate`) to `url`. The file is written under a
  /// temporary name and renamed into place only when complete.
  public static func encode(
    _ segments: [PCMSegment], sampleRate: Int, settings: EncodingSettings, to url: URL
  ) throws(AudioError) -> EncodedAudio {
    try FFmpegLibrary.load()
    guard segments.contains(where: { !$0.samples.isEmpty }) else {
      throw AudioError(operation: "encode", file: url.path, message: "no audio to encode")
    }
    let format = PCMFormat(sampleRate: sampleRate, channels: 1)
    var starts: [Int] = []
    var offset = 0
    for segment in segments {
      starts.append(offset)
      offset += segment.samples.count
    }
    let chapters = segments.indices.map { index in
      AudioChapter(
        title: segments[index].title, start: Double(starts[index]) / Double(sampleRate),
        end: Double(index + 1 < starts.count ? starts[index + 1] : offset) / Double(sampleRate))
    }

    var measured: Double?
    var gainDB = 0.0
    if let target = settings.loudness {
      // The gain, with what the limiter will take (a trial run of it): held-down peaks cost
      // speech ≈ 0.8 LU, which encoding again to make up for would cost far more.
      (measured, gainDB) = Normalization.gain(
        format: format, target: target, frames: offset
      ) { range, body in forEachBlock(of: segments, frames: range, body) }
    }

    var written: DecodedAudio?
    var passes = 0
    let spec = FormatSpec(settings.format)
    try AtomicFile.write(to: url) { path throws(AudioError) in
      let encode = { (gainDB: Double, ceilingDB: Double?) throws(AudioError) -> EncoderInput? in
        var writer = try LimitedWriter(
          path: path, format: format,
          settings: AudioWriterSettings(
            format: settings.format, bitRate: settings.bitRate, metadata: settings.metadata,
            chapters: chapters, encoderThreads: settings.encoderThreads),
          gainDB: gainDB, ceilingDB: ceilingDB, measuring: ceilingDB != nil && spec.keepsLevel)
        // A render asked to stop (Ctrl-C, a cancel) is heard within a block of audio.
        let stop = RenderCancellation.current
        for segment in segments {
          try forEachBlock(of: segment.samples) { block throws(AudioError) in
            if stop?.isStopRequested == true {
              throw AudioError(operation: "encode", file: url.path, message: "stopped")
            }
            try writer.write(block)
          }
        }
        try writer.finish()
        return writer.input
      }
      guard let target = settings.loudness, measured != nil else {
        _ = try encode(0, nil)
        return
      }
      guard spec.keepsLevel else {
        // A codec that moves loudness or peaks: decode what was written and measure it.
        (gainDB, written) = try Normalization.encodeVerified(
          path: path, target: target, gainDB: gainDB
        ) { (gain, ceiling) throws(AudioError) in _ = try encode(gain, ceiling) }
        return
      }
      // The limiter while encoding, and the encoder's input measured on its way in instead of
      // a decode of the file afterwards: a miss of more than `tolerance` is encoded again with
      // it taken out (at most twice more).
      while true {
        let input = try encode(gainDB, target.limiterCeiling)
        passes += 1
        written = input?.summary(
          codec: spec.codec, bitRate: settings.bitRate ?? 0,
          chapters: chapters, tags: settings.metadata)
        guard let loudness = input?.loudness, passes < 3,
          abs(target.integrated - loudness) > Self.tolerance
        else { break }
        gainDB += target.integrated - loudness
      }
    }
    return EncodedAudio(
      sampleRate: sampleRate, segmentStartSamples: starts, totalSamples: offset,
      codec: FormatSpec(settings.format).codec,
      measuredLoudness: measured, gain: gainDB, written: written, passes: max(1, passes))
  }

  /// Calls `body` with the frames of `range` of the segments one after another, as floats, a
  /// block at a time.
  static func forEachBlock(
    of segments: [PCMSegment], frames range: Range<Int>,
    _ body: (UnsafeBufferPointer<Float>) -> Void
  ) {
    var block = [Float](repeating: 0, count: 8_192)
    var start = 0
    for segment in segments {
      let samples = segment.samples
      let from = max(range.lowerBound, start)
      let to = min(range.upperBound, start + samples.count)
      var position = from
      while position < to {
        let count = min(block.count, to - position)
        for index in 0..<count { block[index] = Float(samples[position - start + index]) / 32_768 }
        block.withUnsafeBufferPointer { buffer in
          body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
        position += count
      }
      start += samples.count
      if start >= range.upperBound { break }
    }
  }

  /// Calls `body` with the samples as floats, a block at a time.
  static func forEachBlock<E: Error>(
    of samples: [Int16], _ body: (UnsafeBufferPointer<Float>) throws(E) -> Void
  ) throws(E) {
    var block = [Float](repeating: 0, count: 8_192)
    var start = 0
    while start < samples.count {
      let count = min(block.count, samples.count - start)
      for index in 0..<count { block[index] = Float(samples[start + index]) / 32_768 }
      try block.withUnsafeBufferPointer { buffer throws(E) in
        try body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
      }
      start += count
    }
  }
}

/// Writes a file under a temporary name beside it and renames it into place only when the
/// writer finished; on any failure the temporary file is removed and nothing is left behind.
enum AtomicFile {
  static func write(to url: URL, _ body: (String) throws(AudioError) -> Void) throws(AudioError) {
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(Identifier.make()).tmp")
    do {
      try body(temporary.path)
      // rename(2) replaces an existing file atomically: readers see the old or the new file.
      guard rename(temporary.path, url.path) == 0 else {
        throw AudioError(
          operation: "rename into place", file: url.path, message: String(cString: strerror(errno)))
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      if let error = error as? AudioError { throw error }
      throw AudioError(operation: "rename into place", file: url.path, message: "\(error)")
    }
  }
}
