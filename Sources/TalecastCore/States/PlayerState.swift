/// Where the player stands.
public enum PlayerState: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible
{
  case idle, playing, paused, finished

  public var description: String { rawValue }
}

/// idle → playing ⇄ paused; playing or paused → finished (the queue ended) or idle (stopped);
/// finished → playing (play again) or idle.
public enum PlayerTransitions: TransitionTable {
  public static let name = "player"

  public static func allows(from: PlayerState, to: PlayerState) -> Bool {
    switch (from, to) {
    case (.idle, .playing): true
    case (.playing, .paused), (.playing, .finished), (.playing, .idle): true
    case (.paused, .playing), (.paused, .finished), (.paused, .idle): true
    case (.finished, .playing), (.finished, .idle): true
    default: false
    }
  }
}
