import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastGeneration

/// The stage runner moves only along the generation table: an illegal move is refused,
/// logged and fails the run, and nothing is published for it.
@Suite struct StageRunnerTests {
  let job = RenderJob(
    source: "t.json",
    hero: Hero(
      name: "Theo", primaryTrait: .funny, secondaryTrait: .helpful, appearance: "a cap",
      specialAbility: "whistling"),
    occasion: .builtIn(.magicGarden), seed: 1)

  func runner(_ broker: CapturingBroker, _ lines: LoggedLines, resumingAt: GenerationStage? = nil)
    -> StageRunner
  {
    StageRunner(
      job: job, broker: broker, cancel: CancelCheck(cancellation: nil),
      configuration: GenerationConfiguration(
        mediaRoot: URL(fileURLWithPath: "/nonexistent"),
        logger: Logger(label: "generation", sink: lines.append)),
      budgets: RetryBudgets(
        retry: RetryPolicy(), file: URL(fileURLWithPath: "/nonexistent/retries.json")),
      resumingAt: resumingAt)
  }

  @Test func aNewJobCannotStartPastItsFirstStage() throws {
    let broker = CapturingBroker()
    let lines = LoggedLines()
    var run = runner(broker, lines)
    var ran = false
    do {
      try run.stage(.illustrating) { ran = true }
      Issue.record("entering illustrating first must be refused")
    } catch {
      #expect(error.stage == nil)
      #expect(
        error.description
          == "generation failed: illegal generation transition from no stage to illustrating")
    }
    #expect(!ran, "the stage's work does not run")
    #expect(broker.events.isEmpty, "nothing is published for a refused move")
    #expect(
      lines.all == ["error generation: illegal generation transition from no stage to illustrating"]
    )
    #expect(run.machine.state == nil)
  }

  @Test func aRunMakesItsStoryOnlyFromTheLastStage() throws {
    let broker = CapturingBroker()
    let lines = LoggedLines()
    var run = runner(broker, lines)
    try run.stage(.writingStory) {}
    #expect(throws: GenerationError.self) { try run.complete() }
    #expect(
      lines.all == ["error generation: illegal generation transition from writingStory to no stage"]
    )
    #expect(
      broker.events(of: GenerationStageChanged.self).map(\.summary) == ["entered writingStory"])
  }

  @Test func aResumedRunEntersItsStageAgainThenMovesOn() throws {
    let broker = CapturingBroker()
    let lines = LoggedLines()
    var run = runner(broker, lines, resumingAt: .encodingAudio)
    try run.stage(.encodingAudio) {}
    try run.stage(.syncing) {}
    try run.complete()
    #expect(
      broker.events(of: GenerationStageChanged.self).map(\.summary) == [
        "entered encodingAudio again", "encodingAudio → syncing", "left syncing",
      ])
    #expect(lines.all.isEmpty)
    // A resumed run may not go back to a stage its checkpoints hold.
    var again = runner(broker, lines, resumingAt: .encodingAudio)
    #expect(throws: GenerationError.self) { try again.stage(.writingStory) {} }
  }
}

/// Log lines captured by a test.
final class LoggedLines: Sendable {
  private let lines = Locked<[String]>([])
  func append(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}
