import TalecastCore

/// The built-in offline writer: a seeded template-and-grammar writer. Every story follows an
/// arc (opening, call, journey, trouble, turn, ending) told with the hero's traits,
/// appearance and special ability in the event's setting. The seed chooses the scene count,
/// the phrasing of every beat, the order of places and the descriptive sentences, so the same
/// seed gives the same story and different seeds give clearly different ones. A custom event
/// borrows the setting of the built-in event closest to it and adds its own sentences: its
/// title, its prompt seed, its tone and each of its keywords (`OccasionBeats`).
public struct TemplateStoryWriter: StoryWriter {
  public init() {}

  public func write(hero: Hero, event: StoryOccasion, length: StoryLength, seed: UInt64)
    -> StoryText
  {
    let setting = Setting.of(event.settingEvent)
    var random = SeededRandom(seed: seed)
    let plan = SceneRole.plan(sceneCount: Int.random(in: length.sceneRange, using: &random))
    var vocabulary = Vocabulary(
      hero: hero, setting: setting, occasion: event, random: random.derived("vocabulary"))
    var occasionRandom = random.derived("occasion")
    let occasionBeats = OccasionBeats.plan(
      for: event, sceneCount: plan.count, random: &occasionRandom)
    var fillers = FillerPool(setting: setting, random: random.derived("fillers"))
    var phrasing = random.derived("phrasing")
    // Journeys get more words than the scenes around them; the rest share the target.
    let weights = plan.map { roles in roles.reduce(0.0) { $0 + $1.weight } }
    let totalWeight = weights.reduce(0, +)

    var scenes: [SceneText] = []
    for (index, (roles, weight)) in zip(plan, weights).enumerated() {
      if roles.contains(.journey) { vocabulary.advanceSpot() }
      var sentences = roles.flatMap { role in role.beats.map { $0.randomElement(using: &phrasing)! }
      }
      .map { vocabulary.fill($0) }
      // A custom event's own sentences follow the scene's first beat (the opening line, the
      // arrival), except the closing one, which comes just before the scene's last beat.
      for (position, beat) in occasionBeats[index].enumerated() {
        let closing = index == plan.count - 1 && position == occasionBeats[index].count - 1
        let at = closing ? max(1, sentences.count - 1) : min(1 + position, sentences.count)
        sentences.insert(vocabulary.fill(beat), at: at)
      }
      var words = sentences.reduce(0) { $0 + Self.wordCount($1) }
      let target = Int(Double(length.targetWords) * weight / totalWeight)
      let mood = FillerPool.Mood(roles)
      // Descriptive sentences go between the first and last beat, so a scene still opens
      // and closes on its story beats.
      while words < target, let filler = fillers.next(mood, using: &vocabulary) {
        let position = Int.random(in: 1...max(1, sentences.count - 1), using: &phrasing)
        sentences.insert(filler, at: position)
        words += Self.wordCount(filler)
      }
      scenes.append(
        SceneText(
          text: sentences.joined(separator: " "),
          illustrationPrompt: vocabulary.illustrationPrompt(for: roles)))
    }
    return StoryText(title: vocabulary.title(), scenes: scenes)
  }

  static func wordCount(_ sentence: String) -> Int { sentence.split(separator: " ").count }
}

/// Descriptive sentences, shuffled once per story, each used at most once.
private struct FillerPool {
  /// Which kind of sentence suits a scene.
  enum Mood {
    case home, travel, tension, calm

    init(_ roles: [SceneRole]) {
      if roles.contains(.journey) {
        self = .travel
        return
      }
      switch roles.first ?? .journey {
      case .opening: self = .home
      case .call, .journey: self = .travel
      case .trouble, .turn: self = .tension
      case .ending: self = .calm
      }
    }
  }

  private var pools: [Mood: [String]]
  /// Setting sentences are shared: both the way there and the trouble describe the place.
  private var setting: [String]

  init(setting: Setting, random: SeededRandom) {
    var random = random
    // Moments pair each action with an opener, each opener used once before any repeats,
    // so the grammar gives new sentences rather than one list in another order.
    var openers: [String] = []
    let moments = FillerSentences.actions.map { action in
      if openers.isEmpty { openers = FillerSentences.openers.shuffled(using: &random) }
      return "\(openers.removeFirst()), {name} \(action)."
    }
    pools = [
      .home: FillerSentences.home.shuffled(using: &random),
      .travel: (FillerSentences.people + moments).shuffled(using: &random),
      .tension: FillerSentences.tension.shuffled(using: &random),
      .calm: FillerSentences.calm.shuffled(using: &random),
    ]
    self.setting = FillerSentences.setting.shuffled(using: &random)
  }

  /// The next sentence for the mood whose words the vocabulary can still fill, or nil when
  /// none is left. Travel and tension alternate with descriptions of the setting.
  mutating func next(_ mood: Mood, using vocabulary: inout Vocabulary) -> String? {
    let describe = (mood == .travel || mood == .tension) && (pools[mood]?.count ?? 0) % 3 == 0
    if describe, let sentence = take(from: &setting, using: &vocabulary) { return sentence }
    if let sentence = take(from: &pools[mood, default: []], using: &vocabulary) { return sentence }
    return mood == .travel || mood == .tension ? take(from: &setting, using: &vocabulary) : nil
  }

  private func take(from pool: inout [String], using vocabulary: inout Vocabulary) -> String? {
    while !pool.isEmpty {
      let template = pool.removeFirst()
      if let sentence = vocabulary.fillIfFresh(template) { return sentence }
    }
    return nil
  }
}
