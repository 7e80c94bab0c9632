import Foundation
import TalecastCore
import TalecastSpeech

/// A job's work folder, `work/<job id>/` under the media root: the job itself and each
/// stage's output as the stage finishes it, so a retry — in this process or another —
/// resumes at the stage that failed and reuses what is done. Every file is written under a
/// temporary name and renamed, so a checkpoint is either whole or absent.
///
/// ```
/// job.json                 the job (written before any stage starts)
/// text.json                writingStory: story id, title, scenes
/// speech/scene-01.pcm      synthesizingSpeech: a scene's samples (16-bit little-endian)
/// speech/scene-01.json     … and its rate and sentence starts (written last: the marker)
/// illustrations.json       illustrating: scenes whose illustration failed, and why
/// audio.json               encodingAudio: where each scene landed in story/story.m4a
/// retries.json             the retries each stage has spent, over the job's attempts
/// story/                   what becomes the story folder: audio, pictures, then manifest
/// ```
public struct WorkFolder: Sendable {
  public let url: URL
  public let jobId: String

  public init(mediaRoot: URL, jobId: String) {
    self.jobId = jobId
    url = Self.root(mediaRoot: mediaRoot).appendingPathComponent(jobId, isDirectory: true)
  }

  /// `work/` under the media root, where every unfinished job keeps its folder.
  public static func root(mediaRoot: URL) -> URL {
    mediaRoot.appendingPathComponent("work", isDirectory: true)
  }

  public var exists: Bool { FileManager.default.fileExists(atPath: jobFile.path) }

  var jobFile: URL { url.appendingPathComponent("job.json") }
  var textFile: URL { url.appendingPathComponent("text.json") }
  var speechFolder: URL { url.appendingPathComponent("speech", isDirectory: true) }
  var audioFile: URL { url.appendingPathComponent("audio.json") }
  var illustrationsFile: URL { url.appendingPathComponent("illustrations.json") }
  var story: URL { url.appendingPathComponent("story", isDirectory: true) }
  var retriesFile: URL { url.appendingPathComponent("retries.json") }

  /// Creates the folder and writes the job into it.
  func create(for job: RenderJob) throws {
    try FileManager.default.createDirectory(at: story, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: speechFolder, withIntermediateDirectories: true)
    try Self.write(job, to: jobFile)
  }

  /// The job as it was first submitted.
  public func job() throws(CheckpointError) -> RenderJob {
    guard let job: RenderJob = try Self.read(jobFile) else {
      throw CheckpointError(file: jobFile.path, problem: "missing")
    }
    return job
  }

  public func remove() { try? FileManager.default.removeItem(at: url) }

  /// Removes what a run that died mid-write left: files still under their temporary name
  /// (ours and Foundation's start with a dot). Returns how many went.
  @discardableResult
  func removeLeftovers() -> Int {
    var removed = 0
    for folder in [url, story, speechFolder] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names where name.hasPrefix(".") {
        if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))) != nil {
          removed += 1
        }
      }
    }
    return removed
  }

  // MARK: Stage checkpoints

  func savedText() throws(CheckpointError) -> WrittenStory? {
    guard let written: WrittenStory = try Self.read(textFile) else { return nil }
    // Everything after the text counts on its scenes; a story of none is no story.
    guard !written.text.scenes.isEmpty else {
      throw CheckpointError(file: textFile.path, problem: "the story has no scenes")
    }
    return written
  }
  func save(_ text: WrittenStory) throws { try Self.write(text, to: textFile) }

  /// How many scenes, from the first, have their narration saved.
  func voicedSceneCount(of count: Int) -> Int {
    var voiced = 0
    while voiced < count,
      FileManager.default.fileExists(atPath: narrationInfo(voiced).path)
    {
      voiced += 1
    }
    return voiced
  }

  func save(_ narration: Narration, scene index: Int) throws {
    // Written from the samples' own memory: a copy would be another 2 MiB for a long scene.
    try narration.audio.samples.withUnsafeBytes { bytes in
      let data =
        bytes.baseAddress.map {
          Data(
            bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: bytes.count,
            deallocator: .none)
        } ?? Data()
      try data.write(to: narrationSamples(index), options: .atomic)
    }
    let info = SavedNarration(
      sampleRate: narration.audio.sampleRate, samples: narration.audio.samples.count,
      sentences: narration.sentences)
    try Self.write(info, to: narrationInfo(index))
  }

  /// A scene's sample rate and sentence starts, without its samples.
  func savedNarration(scene index: Int) throws(CheckpointError) -> SavedNarration {
    let infoFile = narrationInfo(index)
    guard let info: SavedNarration = try Self.read(infoFile) else {
      throw CheckpointError(file: infoFile.path, problem: "missing")
    }
    return info
  }

  func narration(scene index: Int) throws(CheckpointError) -> Narration {
    let info = try savedNarration(scene: index)
    let file = narrationSamples(index)
    guard let samples = Self.readSamples(file, count: info.samples) else {
      throw CheckpointError(
        file: file.path, problem: "expected \(info.samples * 2) bytes of 16-bit samples")
    }
    return Narration(
      audio: SpeechAudio(samples: samples, sampleRate: info.sampleRate),
      sentences: info.sentences)
  }

  /// Exactly `count` samples from `file`, read straight into the array (not through a `Data`
  /// first: the encoder loads every scene while it runs); nil if the file holds another number.
  private static func readSamples(_ file: URL, count: Int) -> [Int16]? {
    let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var complete = false
    let samples = [Int16](unsafeUninitializedCapacity: count) { buffer, initialized in
      let bytes = UnsafeMutableRawBufferPointer(buffer)
      var filled = 0
      while filled < bytes.count {
        let got = Glibc.read(descriptor, bytes.baseAddress! + filled, bytes.count - filled)
        if got < 0 && errno == EINTR { continue }
        guard got > 0 else { break }
        filled += got
      }
      var probe: UInt8 = 0
      // Whole, and nothing after: a longer file is not this scene's.
      complete = filled == bytes.count && Glibc.read(descriptor, &probe, 1) == 0
      initialized = complete ? count : 0
    }
    return complete ? samples : nil
  }

  func savedAudio() throws(CheckpointError) -> SavedAudio? { try Self.read(audioFile) }
  func save(_ audio: SavedAudio) throws { try Self.write(audio, to: audioFile) }

  func savedIllustrations() throws(CheckpointError) -> SavedIllustrations? {
    try Self.read(illustrationsFile)
  }
  func save(_ illustrations: SavedIllustrations) throws {
    try Self.write(illustrations, to: illustrationsFile)
  }

  func narrationSamples(_ index: Int) -> URL {
    speechFolder.appendingPathComponent("scene-\(SceneFiles.number(index)).pcm")
  }
  private func narrationInfo(_ index: Int) -> URL {
    speechFolder.appendingPathComponent("scene-\(SceneFiles.number(index)).json")
  }

  // MARK: JSON files

  static func write<T: Encodable>(_ value: T, to url: URL) throws {
    try StoryManifest.makeEncoder().encode(value).write(to: url, options: .atomic)
  }

  /// nil when the file does not exist; an error naming the file when it exists but is not
  /// the checkpoint it should be.
  static func read<T: Decodable>(_ url: URL) throws(CheckpointError) -> T? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    do {
      return try StoryManifest.makeDecoder().decode(T.self, from: data)
    } catch {
      throw CheckpointError(file: url.path, problem: "unreadable (\(error))")
    }
  }
}

/// A checkpoint that exists but cannot be used.
public struct CheckpointError: Error, Sendable, CustomStringConvertible {
  public let file: String
  public let problem: String

  public var description: String { "checkpoint \(file): \(problem)" }
}

/// The writingStory checkpoint. The story id is chosen here so a retry keeps it.
struct WrittenStory: Codable, Sendable {
  var storyId: String
  var text: StoryText
}

struct SavedNarration: Codable, Sendable {
  var sampleRate: Int
  var samples: Int
  var sentences: [TimedSentence]
}

/// The encodingAudio checkpoint: the file in `story/` and where each scene landed.
struct SavedAudio: Codable, Sendable {
  var file: String
  var codec: String
  var sampleRate: Int
  var duration: Double
  var sceneStarts: [Double]
  var sceneEnds: [Double]
}

/// The illustrating checkpoint: which scenes have no illustration and why (the drawn ones are
/// the `scene-NN.*` files in `story/`).
struct SavedIllustrations: Codable, Sendable {
  var failures: [Int: String]
}

/// Names of per-scene files.
enum SceneFiles {
  /// "01" for the first scene.
  static func number(_ index: Int) -> String {
    index + 1 < 10 ? "0\(index + 1)" : "\(index + 1)"
  }

  static let imageExtensions: Set<String> = ["png", "jpg", "webp", "svg"]

  static func image(_ index: Int, fileExtension: String) -> String {
    "scene-\(number(index)).\(fileExtension)"
  }

  /// The illustration files already in a folder, by scene index. Only whole names count: a
  /// temporary file left by a crash mid-write is not an illustration.
  static func images(in folder: URL) -> [Int: String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var found: [Int: String] = [:]
    for name in names where name.hasPrefix("scene-") {
      let parts = name.dropFirst("scene-".count).split(separator: ".")
      guard parts.count == 2, let number = Int(parts[0]), number >= 1,
        imageExtensions.contains(String(parts[1]))
      else { continue }
      found[number - 1] = name
    }
    return found
  }
}
