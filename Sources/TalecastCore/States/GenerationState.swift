/// Where a job's generation stands.
public enum GenerationState: Hashable, Sendable, Codable, CustomStringConvertible {
  case queued
  case writingStory, synthesizingSpeech, illustrating, encodingAudio, syncing
  case completed
  case failed(step: GenerationStage, error: String)
  case cancelled

  /// The state of working on a stage.
  public init(_ stage: GenerationStage) {
    switch stage {
    case .writingStory: self = .writingStory
    case .synthesizingSpeech: self = .synthesizingSpeech
    case .encodingAudio: self = .encodingAudio
    case .illustrating: self = .illustrating
    case .syncing: self = .syncing
    }
  }

  /// The stage being worked on, if any.
  public var stage: GenerationStage? {
    switch self {
    case .writingStory: .writingStory
    case .synthesizingSpeech: .synthesizingSpeech
    case .encodingAudio: .encodingAudio
    case .illustrating: .illustrating
    case .syncing: .syncing
    default: nil
    }
  }

  public var isTerminal: Bool {
    switch self {
    case .completed, .cancelled: true
    default: false
    }
  }

  public var description: String {
    switch self {
    case .failed(let step, _): "failed(\(step.rawValue))"
    default: stage?.rawValue ?? "\(name)"
    }
  }

  private var name: String {
    switch self {
    case .queued: "queued"
    case .completed: "completed"
    case .cancelled: "cancelled"
    default: "?"
    }
  }
}

/// queued → writingStory → synthesizingSpeech → illustrating → encodingAudio → syncing →
/// completed. Any stage may fail (in that stage) or be cancelled; a queued job may be
/// cancelled; a failed job may be retried from its failed stage or cancelled.
public enum GenerationTransitions: TransitionTable {
  public static let name = "generation"

  public static func allows(from: GenerationState, to: GenerationState) -> Bool {
    switch (from, to) {
    case (.queued, .writingStory), (.queued, .cancelled): return true
    case (.failed(let step, _), let next):
      return next == GenerationState(step) || next == .cancelled
    case (.completed, _), (.cancelled, _): return false
    default: break
    }
    guard let stage = from.stage else { return false }
    switch to {
    case .cancelled: return true
    case .failed(let step, _): return step == stage
    case .completed: return stage == .syncing
    default:
      guard let next = to.stage, let index = GenerationStage.allCases.firstIndex(of: stage) else {
        return false
      }
      return GenerationStage.allCases.firstIndex(of: next) == index + 1
    }
  }
}
