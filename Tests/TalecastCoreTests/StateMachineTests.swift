import Foundation
import Testing

@testable import TalecastCore

@Suite struct StateMachineTests {
  /// Every generation state: no stage, or one of the stages.
  static let generationStates: [GenerationStage?] = [nil] + GenerationStage.allCases

  /// What each generation state may move to; everything else must be refused.
  static func allowed(from state: GenerationStage?) -> Set<GenerationStage?> {
    switch state {
    case nil: [.writingStory]
    case .writingStory: [.writingStory, .synthesizingSpeech]
    case .synthesizingSpeech: [.synthesizingSpeech, .illustrating]
    case .illustrating: [.illustrating, .encodingAudio]
    case .encodingAudio: [.encodingAudio, .syncing]
    case .syncing: [.syncing, nil]
    }
  }

  @Test(arguments: generationStates)
  func everyStageRefusesEveryIllegalMove(from state: GenerationStage?) throws {
    for target in Self.generationStates {
      var machine = StateMachine<GenerationTransitions>(state)
      if Self.allowed(from: state).contains(target) {
        try machine.transition(to: target)
        #expect(machine.state == target)
        #expect(machine.history.count == 1)
      } else {
        #expect(
          throws: IllegalTransition(
            machine: "generation", from: GenerationTransitions.describe(state),
            to: GenerationTransitions.describe(target))
        ) {
          try machine.transition(to: target)
        }
        #expect(machine.state == state, "an illegal transition is never applied")
        #expect(machine.history.isEmpty)
      }
    }
  }

  @Test func onlyTheLastStageMakesTheStoryAndStagesAreNotSkipped() {
    let lines = LockedLines()
    var machine = StateMachine<GenerationTransitions>(
      .encodingAudio, logger: Logger(label: "generation", sink: lines.append))
    #expect(throws: IllegalTransition.self) { try machine.transition(to: nil) }
    #expect(throws: IllegalTransition.self) { try machine.transition(to: .writingStory) }
    var fresh = StateMachine<GenerationTransitions>(nil)
    #expect(throws: IllegalTransition.self) { try fresh.transition(to: .synthesizingSpeech) }
    #expect(
      lines.all == [
        "error generation: illegal generation transition from encodingAudio to no stage",
        "error generation: illegal generation transition from encodingAudio to writingStory",
      ])
  }

  @Test(arguments: PlayerState.allCases)
  func everyPlayerStateRefusesEveryIllegalMove(from state: PlayerState) throws {
    let allowed: [PlayerState: Set<PlayerState>] = [
      .idle: [.playing], .playing: [.paused, .finished, .idle],
      .paused: [.playing, .finished, .idle],
      .finished: [.playing, .idle],
    ]
    for target in PlayerState.allCases {
      var machine = StateMachine<PlayerTransitions>(state)
      if allowed[state]!.contains(target) {
        try machine.transition(to: target)
        #expect(machine.state == target)
      } else {
        #expect(
          throws: IllegalTransition(machine: "player", from: state.rawValue, to: target.rawValue)
        ) {
          try machine.transition(to: target)
        }
        #expect(machine.state == state)
      }
    }
  }

  @Test func historyKeepsEveryTransitionWithItsTime() throws {
    var machine = StateMachine<PlayerTransitions>(.idle)
    let start = Date(timeIntervalSince1970: 100)
    try machine.transition(to: .playing, at: start)
    try machine.transition(to: .paused, at: start.addingTimeInterval(2.5))
    try machine.transition(to: .playing, at: start.addingTimeInterval(3))
    #expect(machine.history.map(\.to) == [.playing, .paused, .playing])
    #expect(machine.timeInStates.map(\.state) == [.playing, .paused])
    #expect(machine.timeInStates.map(\.seconds) == [2.5, 0.5])
  }

  @Test func illegalTransitionsAreLogged() {
    let lines = LockedLines()
    var machine = StateMachine<PlayerTransitions>(
      .idle, logger: Logger(label: "test", sink: lines.append))
    _ = try? machine.transition(to: .paused)
    #expect(lines.all == ["error test: illegal player transition from idle to paused"])
  }
}

/// Log lines captured by a test.
final class LockedLines: Sendable {
  private let lines = Locked<[String]>([])
  func append(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}
