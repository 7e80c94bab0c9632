import TalecastCore

/// The descriptive sentences of one story, shuffled once, each used at most once.
struct FillerPool {
  enum Kind: Sendable, Hashable {
    case home, ready, travel, moment, setting, tension, relief, calm
  }

  /// A scene says at most this many of the hero's little moments on the way ("Once or twice,
  /// Ada …"): a long story's middle is its plot, not a list of unrelated things done.
  static let momentsPerScene = 3

  private var pools: [Kind: [Line]]
  /// Sentences taken so far: on the way and in trouble, every third describes the setting.
  private var taken = 0
  private var momentsThisScene = 0

  init(random: SeededRandom) {
    var random = random
    let moments = FillerSentences.moments(random: &random)
    pools = [
      .home: FillerSentences.home.shuffled(using: &random),
      .ready: FillerSentences.ready.shuffled(using: &random),
      .travel: FillerSentences.people.shuffled(using: &random),
      .moment: moments.shuffled(using: &random),
      .tension: FillerSentences.tension.shuffled(using: &random),
      .relief: FillerSentences.relief.shuffled(using: &random),
      .calm: FillerSentences.calm.shuffled(using: &random),
      .setting: FillerSentences.setting.shuffled(using: &random),
    ]
  }

  /// The pools a mood draws from, in the order to try them.
  func kinds(for mood: Beat.Mood) -> [Kind] {
    let describeFirst = taken % 3 == 2
    switch mood {
    case .home: return [.home]
    case .travel:
      let moment: [Kind] = momentsThisScene < Self.momentsPerScene ? [.moment] : []
      let people: [Kind] = taken % 2 == 0 ? moment + [.travel] : [.travel] + moment
      return describeFirst ? [.setting] + people + [.ready] : people + [.setting, .ready]
    case .tension: return describeFirst ? [.setting, .tension] : [.tension, .setting]
    case .effort: return [.setting]
    case .relief: return [.relief]
    case .calm: return [.calm]
    }
  }

  func lines(_ kind: Kind) -> [Line] { pools[kind] ?? [] }

  mutating func take(_ kind: Kind, at index: Int) {
    pools[kind]?.remove(at: index)
    taken += 1
    if kind == .moment { momentsThisScene += 1 }
  }

  /// A new scene: its own few moments.
  mutating func beginScene() { momentsThisScene = 0 }
}
