/// A moment of a planned story. Every story opens on its hero and the key thing, sets out,
/// tries and fails, meets a growing trouble, turns it with the hero's gift, reaches the goal
/// as the deadline comes (a scene of its own) and ends on an image of the premise. Longer
/// stories add a helper from the world, who asks the hero what they are good at, and a
/// setback on the way: more plot, not more description.
enum StoryBeat: String, Sendable, Hashable {
  case opening, settingOut, firstTry, helper, setback, troubleGrows, turn, goal, ending

  /// The beats of each scene, for a story of `count` scenes (3–8).
  static func plan(sceneCount count: Int) -> [[StoryBeat]] {
    switch count {
    case ...3: [[.opening, .settingOut], [.firstTry, .troubleGrows, .turn], [.goal, .ending]]
    case 4: [[.opening], [.settingOut, .firstTry], [.troubleGrows, .turn], [.goal, .ending]]
    case 5: [[.opening], [.settingOut, .firstTry], [.troubleGrows], [.turn], [.goal, .ending]]
    case 6:
      [
        [.opening], [.settingOut], [.firstTry], [.helper, .troubleGrows], [.turn],
        [.goal, .ending],
      ]
    case 7:
      [
        [.opening], [.settingOut], [.firstTry], [.helper], [.setback, .troubleGrows], [.turn],
        [.goal, .ending],
      ]
    default:
      [
        [.opening], [.settingOut], [.firstTry], [.helper], [.setback], [.troubleGrows], [.turn],
        [.goal, .ending],
      ]
    }
  }

  /// The share of the story's words a beat gets, relative to the others.
  var weight: Double {
    switch self {
    case .opening: 1.3
    case .settingOut: 1.0
    case .firstTry: 1.0
    case .helper: 1.0
    case .setback: 0.8
    case .troubleGrows: 0.9
    case .turn: 0.9
    case .goal: 0.9
    case .ending: 0.7
    }
  }
}
