/// A step of the story's plan. Every story sets up its hero, is called away, travels, meets
/// its problem, tries and fails, turns it around, resolves it and comes home; longer stories
/// travel further before the problem.
enum Beat: Sendable, Hashable {
  case setup, call, journey, problem, attempt, turn, resolution, closing

  /// The beats of each scene for a story of `count` scenes (3–8).
  static func plan(sceneCount count: Int) -> [[Beat]] {
    switch count {
    case ...3: [[.setup, .call], [.journey, .problem, .attempt, .turn, .resolution], [.closing]]
    case 4: [[.setup], [.call, .journey], [.problem, .attempt, .turn, .resolution], [.closing]]
    case 5:
      [[.setup], [.call, .journey], [.problem, .attempt], [.turn, .resolution], [.closing]]
    default:
      [[.setup], [.call]] + Array(repeating: [.journey], count: min(count, 8) - 5)
        + [[.problem, .attempt], [.turn, .resolution], [.closing]]
    }
  }

  /// The share of the story's words a beat gets, relative to the others: journeys most.
  var weight: Double {
    switch self {
    case .journey: 1.4
    case .setup, .call: 1.0
    case .problem, .turn: 0.6
    case .attempt, .resolution: 0.3
    case .closing: 0.8
    }
  }

  /// Which descriptive sentences suit the moment after this beat.
  var mood: Mood {
    switch self {
    case .setup: .home
    case .call, .journey: .travel
    case .problem, .attempt, .turn: .tension
    case .resolution: .relief
    case .closing: .calm
    }
  }

  enum Mood: Sendable, Hashable { case home, travel, tension, relief, calm }
}
