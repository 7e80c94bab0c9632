import TalecastCore

/// The descriptive sentences of one story, shuffled once, each used at most once.
struct FillerPool {
  enum Kind: Sendable, Hashable { case home, ready, travel, setting, tension, relief, calm }

  private var pools: [Kind: [Line]]
  /// Sentences taken so far: on the way and in trouble, every third describes the setting.
  private var taken = 0

  init(random: SeededRandom) {
    var random = random
    let moments = FillerSentences.moments(random: &random)
    pools = [
      .home: FillerSentences.home.shuffled(using: &random),
      .ready: FillerSentences.ready.shuffled(using: &random),
      .travel: (FillerSentences.people + moments).shuffled(using: &random),
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
    case .travel: return describeFirst ? [.setting, .travel, .ready] : [.travel, .setting, .ready]
    case .tension: return describeFirst ? [.setting, .tension] : [.tension, .setting]
    case .relief: return [.relief]
    case .calm: return [.calm]
    }
  }

  func lines(_ kind: Kind) -> [Line] { pools[kind] ?? [] }

  mutating func take(_ kind: Kind, at index: Int) {
    pools[kind]?.remove(at: index)
    taken += 1
  }
}
