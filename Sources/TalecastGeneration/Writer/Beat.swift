/// A step of the story's plan. Every story sets up its hero, is called away, travels, meets
/// its problem, tries and fails, turns it around, resolves it and comes home. Longer stories
/// get more plot, not more description: a helper met and helped on the way, whose thanks
/// later gets the hero past the trouble (`encounter`), and in the longest a smaller trouble
/// on the way (`setback`).
enum Beat: Sendable, Hashable {
  case setup, call, journey, encounter, setback, problem, attempt, turn, resolution, closing

  /// The beats of each scene for a story of `count` scenes (3–8).
  static func plan(sceneCount count: Int) -> [[Beat]] {
    switch count {
    case ...3: [[.setup, .call], [.journey, .problem, .attempt, .turn, .resolution], [.closing]]
    case 4: [[.setup], [.call, .journey], [.problem, .attempt, .turn, .resolution], [.closing]]
    case 5:
      [[.setup], [.call, .journey], [.problem, .attempt], [.turn, .resolution], [.closing]]
    case 6:
      [
        [.setup], [.call], [.journey, .encounter], [.problem, .attempt], [.turn, .resolution],
        [.closing],
      ]
    case 7:
      [
        [.setup], [.call], [.journey, .encounter], [.journey, .setback], [.problem, .attempt],
        [.turn, .resolution], [.closing],
      ]
    default:
      [
        [.setup], [.call], [.journey, .encounter], [.journey, .setback], [.journey],
        [.problem, .attempt], [.turn, .resolution], [.closing],
      ]
    }
  }

  /// The share of the story's words a beat gets, relative to the others: journeys most.
  var weight: Double {
    switch self {
    case .journey: 1.4
    case .setup, .call: 1.0
    case .encounter: 0.8
    case .setback: 0.5
    case .problem, .turn: 0.6
    case .attempt, .resolution: 0.3
    case .closing: 0.8
    }
  }

  /// Which descriptive sentences suit the moment after this beat.
  var mood: Mood {
    switch self {
    case .setup: .home
    case .call, .journey, .encounter, .setback: .travel
    case .problem, .attempt: .tension
    // Once the hero has the idea, no more dismay: only what is seen and heard meanwhile.
    case .turn: .effort
    case .resolution: .relief
    case .closing: .calm
    }
  }

  enum Mood: Sendable, Hashable { case home, travel, tension, effort, relief, calm }
}
