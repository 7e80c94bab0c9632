import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastGeneration

/// Checkpoints damaged between a failed run and its retry — garbage, cut short, emptied,
/// valid JSON that no longer fits the story, a file gone — are reported by the retry with
/// the file's name, or (for what can be made again) made again; never a crash, never a story
/// built from them.
@Suite struct CorruptCheckpointTests {
  enum Damage: String, CaseIterable, CustomStringConvertible {
    case garbageText, scenelessText, garbageSceneInfo, shortSamples, garbageAudio
    case audioWithoutScenes, garbageJob, missingAudioFile

    var description: String { rawValue }

    /// The checkpoint a report must name: a missing audio file is a mismatch of audio.json.
    var reported: String { self == .missingAudioFile ? "audio.json" : file }

    /// The file damaged, relative to the work folder.
    var file: String {
      switch self {
      case .garbageText, .scenelessText: "text.json"
      case .garbageSceneInfo: "speech/scene-01.json"
      case .shortSamples: "speech/scene-01.pcm"
      case .garbageAudio, .audioWithoutScenes: "audio.json"
      case .garbageJob: "job.json"
      case .missingAudioFile: "story/story.mp3"
      }
    }

    func apply(in work: URL) throws {
      let url = work.appendingPathComponent(file)
      func edit(_ change: (inout [String: Any]) -> Void) throws {
        var object = try #require(
          try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        change(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: url)
      }
      switch self {
      case .garbageText, .garbageSceneInfo, .garbageAudio, .garbageJob:
        try Data("\u{0}{\"oops".utf8).write(to: url)
      case .scenelessText:
        try edit { object in
          var text = object["text"] as? [String: Any] ?? [:]
          text["scenes"] = []
          object["text"] = text
        }
      case .shortSamples:
        let data = try Data(contentsOf: url)
        try data.prefix(data.count / 2).write(to: url)
      case .audioWithoutScenes:
        try edit { object in
          object["sceneStarts"] = []
          object["sceneEnds"] = []
        }
      case .missingAudioFile:
        try FileManager.default.removeItem(at: url)
      }
    }
  }

  @Test(arguments: Damage.allCases)
  func aDamagedCheckpointIsReportedOrMadeAgain(damage: Damage) throws {
    let media = try TemporaryFolder.make("corrupt")
    let counts = CallCounts()
    counts.failIllustration.withLock { $0 = Set(0..<20) }
    let tests = CheckpointTests()
    let job = tests.job()
    // Fails at illustrating: the text, every scene's speech and the audio are checkpointed.
    #expect(throws: GenerationError.self) { try tests.service(media, counts).render(job) }
    let work = WorkFolder(mediaRoot: media, jobId: job.id)
    try #require(
      FileManager.default.fileExists(atPath: work.url.appendingPathComponent("audio.json").path))
    try damage.apply(in: work.url)
    counts.failIllustration.withLock { $0 = [] }
    do {
      let generated = try tests.service(media, counts).render(job)
      // Made again: a whole story, every scene with its place in the audio.
      let scenes = generated.manifest.scenes
      #expect(!scenes.isEmpty)
      #expect(
        scenes.allSatisfy { $0.start < $0.end && $0.end <= generated.manifest.duration + 0.01 })
      // Only the speech samples may be damaged unnoticed (the audio made from them is
      // checkpointed, so the retry never reads them), and the job's copy in the work folder:
      // the job comes from the queue and its copy is written again.
      #expect([.shortSamples, .garbageJob].contains(damage), "\(damage) should have been reported")
    } catch {
      #expect(error.message.contains((damage.reported as NSString).lastPathComponent), "\(error)")
      #expect(work.exists, "the checkpoints stay for a look")
      #expect(tests.storyFolders(media).isEmpty)
    }
  }
}
