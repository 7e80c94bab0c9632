import Foundation
import Testing

@testable import TalecastCore

/// Events the previous release logged (version 1, when generation's state also held the job's
/// lifecycle) still read back, into stages.
@Suite struct GenerationStageChangedVersion1Tests {
  /// A version 1 `GenerationStageChanged` as the previous release wrote it.
  static func version1(_ seq: Int, from: String, to: String, job: String = "82959000245f")
    -> String
  {
    #"{"from":\#(from),"jobId":"\#(job)","metadata":{"correlationId":"\#(job)","eventId":"9d0db265da37-\#(seq)","timestamp":"2026-11-24T16:08:2\#(seq).000Z","version":1},"to":\#(to)}"#
  }

  static func decode(_ type: String, _ json: String) throws -> any TalecastEvent {
    let decoded = EventRegistry.standard.decode(type: type, json: json)
    return try #require(decoded.event, "\(decoded)")
  }

  static func change(from: String, to: String) throws -> GenerationStageChanged {
    try #require(
      try decode("GenerationStageChanged", version1(1, from: from, to: to))
        as? GenerationStageChanged)
  }

  @Test func stagesAndTheEndsOfARunReadAsStages() throws {
    let first = try Self.change(from: #"{"queued":{}}"#, to: #"{"writingStory":{}}"#)
    #expect(first.from == nil && first.to == .writingStory)
    #expect(first.metadata.version == 1)
    #expect(first.summary == "entered writingStory")
    let next = try Self.change(from: #"{"writingStory":{}}"#, to: #"{"synthesizingSpeech":{}}"#)
    #expect(next.from == .writingStory && next.to == .synthesizingSpeech)
    let made = try Self.change(from: #"{"syncing":{}}"#, to: #"{"completed":{}}"#)
    #expect(made.from == .syncing && made.to == nil)
    #expect(made.summary == "left syncing")
    // A bare name reads too.
    let bare = try Self.change(from: #""syncing""#, to: #""completed""#)
    #expect(bare.from == .syncing && bare.to == nil)
  }

  @Test func failuresCancelsAndResumesReadAsStagesLeftAndEnteredAgain() throws {
    let failed = try Self.change(
      from: #"{"synthesizingSpeech":{}}"#,
      to: #"{"failed":{"error":"no backend is configured","step":"synthesizingSpeech"}}"#)
    #expect(failed.from == .synthesizingSpeech && failed.to == nil)
    let cancelled = try Self.change(from: #"{"illustrating":{}}"#, to: #"{"cancelled":{}}"#)
    #expect(cancelled.from == .illustrating && cancelled.to == nil)
    // A resumed run started in a failed state named after its stage ("retried").
    let resumed = try Self.change(
      from: #"{"failed":{"error":"retried","step":"encodingAudio"}}"#,
      to: #"{"encodingAudio":{}}"#)
    #expect(resumed.from == .encodingAudio && resumed.to == .encodingAudio)
    #expect(resumed.summary == "entered encodingAudio again")
  }

  @Test func aVersion1EventWrittenAgainTakesTheNewShape() throws {
    let old = try Self.change(from: #"{"queued":{}}"#, to: #"{"writingStory":{}}"#)
    let json = String(decoding: try EventCoding.makeEncoder().encode(old), as: UTF8.self)
    #expect(!json.contains("queued") && json.contains(#""to":"writingStory""#))
    let new = GenerationStageChanged(jobId: "j", from: .syncing, to: nil)
    #expect(new.metadata.version == 2)
    let written = String(decoding: try EventCoding.makeEncoder().encode(new), as: UTF8.self)
    #expect(written.contains(#""from":"syncing""#) && !written.contains(#""to""#))
  }

  @Test func somethingElseIsKeptRawNotMisread() {
    let json = Self.version1(1, from: #"{"writing":{}}"#, to: #"{"syncing":{}}"#)
    guard case .unknown = EventRegistry.standard.decode(type: "GenerationStageChanged", json: json)
    else {
      Issue.record("an unknown state must not decode")
      return
    }
  }

  /// A job's history from the previous release's log: a render that succeeded, and one whose
  /// narration failed, as `talecast log --job` reads them.
  @Test func aHistoryFromThePreviousReleasesLogReadsAsBefore() throws {
    let job = "82959000245f"
    let metadata = { (seq: Int) in
      #""metadata":{"correlationId":"\#(job)","eventId":"9d0db265da37-\#(seq)","timestamp":"2026-11-24T16:08:2\#(seq).000Z","version":1}"#
    }
    let lines: [(String, String)] = [
      ("JobStateChanged", #"{"attempt":0,"jobId":"\#(job)",\#(metadata(0)),"to":"queued"}"#),
      (
        "JobStateChanged",
        #"{"attempt":1,"from":"queued","jobId":"\#(job)",\#(metadata(1)),"to":"running"}"#
      ),
      ("StoryGenerationStarted", #"{"jobId":"\#(job)",\#(metadata(1)),"source":"a.json"}"#),
      (
        "GenerationStageChanged",
        Self.version1(2, from: #"{"queued":{}}"#, to: #"{"writingStory":{}}"#)
      ),
      (
        "GenerationStageChanged",
        Self.version1(3, from: #"{"writingStory":{}}"#, to: #"{"synthesizingSpeech":{}}"#)
      ),
      (
        "GenerationStageChanged",
        Self.version1(4, from: #"{"synthesizingSpeech":{}}"#, to: #"{"illustrating":{}}"#)
      ),
      (
        "GenerationStageChanged",
        Self.version1(5, from: #"{"illustrating":{}}"#, to: #"{"encodingAudio":{}}"#)
      ),
      (
        "GenerationStageChanged",
        Self.version1(6, from: #"{"encodingAudio":{}}"#, to: #"{"syncing":{}}"#)
      ),
      (
        "GenerationStageChanged",
        Self.version1(7, from: #"{"syncing":{}}"#, to: #"{"completed":{}}"#)
      ),
      (
        "JobStateChanged",
        #"{"attempt":1,"from":"running","jobId":"\#(job)",\#(metadata(9)),"to":"succeeded"}"#
      ),
    ]
    let events = try lines.map { try Self.decode($0.0, $0.1) }
    let history = JobHistory(jobId: job, events: events)
    #expect(history.state == .succeeded)
    #expect(history.source == "a.json")
    #expect(history.stages.map(\.stage) == GenerationStage.allCases)
    #expect(history.stages.allSatisfy { $0.attempts == 1 && $0.end != nil && $0.errors.isEmpty })
    #expect(history.duration == 8)

    let failing = try [
      Self.decode(
        "StoryGenerationStarted", #"{"jobId":"\#(job)",\#(metadata(1)),"source":"b.json"}"#),
      Self.decode(
        "GenerationStageChanged",
        Self.version1(2, from: #"{"queued":{}}"#, to: #"{"writingStory":{}}"#)),
      Self.decode(
        "GenerationStageChanged",
        Self.version1(3, from: #"{"writingStory":{}}"#, to: #"{"synthesizingSpeech":{}}"#)),
      Self.decode(
        "GenerationStageChanged",
        Self.version1(
          4, from: #"{"synthesizingSpeech":{}}"#,
          to: #"{"failed":{"error":"no backend","step":"synthesizingSpeech"}}"#)),
      Self.decode(
        "GenerationStageFailed",
        #"{"attempt":1,"jobId":"\#(job)","message":"no backend",\#(metadata(4)),"stage":"synthesizingSpeech"}"#
      ),
      Self.decode(
        "StoryGenerationFailed",
        #"{"jobId":"\#(job)","message":"no backend",\#(metadata(5)),"stage":"synthesizingSpeech"}"#),
    ]
    let failed = JobHistory(jobId: job, events: failing)
    #expect(failed.state == .failed, "no queue changes in this log: its generation events say it")
    #expect(failed.failure == "no backend")
    #expect(failed.stages.map(\.stage) == [.writingStory, .synthesizingSpeech])
    #expect(failed.stages[1].end == failing[3].metadata.timestamp, "ended where it failed")
    #expect(failed.stages[1].errors == ["attempt 1: no backend"])
  }
}
