import TalecastCore

/// The built-in offline writer: a seeded writer that plans before it writes. The plot (the
/// hero's goal, the problem in the way, what resolves it) comes from the occasion; the plan is a
/// beat sequence over the scenes (setup, call, journey, problem, attempt, turn, resolution,
/// closing); a `StoryState` carries who is there, where, what time it is and what was found
/// from sentence to sentence, and only sentences that fit it are said. The seed chooses the
/// scene count and every choice between sentences that fit, so the same seed gives the same
/// story and different seeds give clearly different ones.
public struct TemplateStoryWriter: StoryWriter {
  /// Whether a custom occasion's premise is read (with the process's `PremiseReader`, loaded
  /// on the first custom story); off, the premise is only searched for a goal by its first
  /// words, as the writer did before it had a parser.
  let readsPremises: Bool

  public init(readsPremises: Bool = true) {
    self.readsPremises = readsPremises
  }

  public func write(hero: Hero, occasion: StoryOccasion, length: StoryLength, seed: UInt64)
    throws -> StoryText
  {
    var premise: Premise?
    // A premise is refused when a job is submitted; one that reaches the writer unread (an
    // occasion kept by an earlier release, a job queued before, a machine without Link
    // Grammar's data) is written the older way, from its first words, rather than failed.
    if case .custom(let custom) = occasion, readsPremises {
      premise = try? PremiseReader.shared().read(custom, heroName: hero.name)
    }
    // A premise read into a goal is planned and told by the story planner; the rest (the
    // built-in occasions, an occasion without a readable premise) by the template plan.
    if case .custom(let custom) = occasion, let premise, premise.goal != nil {
      return Self.planned(
        premise: premise, occasion: custom, hero: hero, length: length, seed: seed)
    }
    let story = compose(
      hero: hero, occasion: occasion, length: length, seed: seed, premise: premise)
    return StoryText(
      title: story.title,
      scenes: story.scenes.indices.map { index in
        SceneText(
          title: story.titles[index],
          text: story.scenes[index].map(\.text).joined(separator: " "),
          illustrationPrompt: story.prompts[index])
      })
  }

  static func planned(
    premise: Premise, occasion: CustomOccasion, hero: Hero, length: StoryLength, seed: UInt64
  ) -> StoryText {
    let story = plan(premise: premise, occasion: occasion, hero: hero, length: length, seed: seed)
    return StoryText(
      title: story.title,
      scenes: story.scenes.map { scene in
        SceneText(title: scene.title, text: scene.text, illustrationPrompt: scene.prompt(story))
      })
  }

  /// The story's frame: the same for the writer and for the pictures of its scenes.
  static func frame(premise: Premise, occasion: CustomOccasion, hero: Hero, seed: UInt64)
    -> StoryFrame
  {
    var random = SeededRandom(seed: seed).derived("frame")
    return StoryFrame.of(
      premise: premise,
      // What the hero is after the name stays ("Daisy the cow"): the planner reads it.
      text: PremiseReader.plain(
        PremiseReader.named(occasion.promptSeed + " " + occasion.description, heroName: hero.name),
        heroName: hero.name), hero: hero,
      reader: try? PremiseReader.shared(), random: &random)
  }

  static func plan(
    premise: Premise, occasion: CustomOccasion, hero: Hero, length: StoryLength, seed: UInt64
  ) -> PlannedStory {
    let frame = frame(premise: premise, occasion: occasion, hero: hero, seed: seed)
    return PlannedStoryWriter().write(
      frame: frame, length: length, seed: seed, keywords: occasion.keywords,
      occasionTitle: occasion.title)
  }

  /// The story with every sentence's source and the state around it, for tests to check the
  /// plan against.
  func compose(
    hero: Hero, occasion: StoryOccasion, length: StoryLength, seed: UInt64,
    premise: Premise? = nil
  )
    -> Composition
  {
    var setting = Setting.of(occasion.settingOccasion)
    if let premise { setting = setting.adapted(to: premise, hero: hero) }
    var random = SeededRandom(seed: seed)
    let plan = Beat.plan(sceneCount: Int.random(in: length.sceneRange, using: &random))
    var plotRandom = random.derived("plot")
    let plot = Plot.of(
      occasion, setting: setting, hero: hero, premise: premise, random: &plotRandom)
    var scenes = SceneWriter(
      setting: setting, plot: plot,
      vocabulary: Vocabulary(
        hero: hero, setting: setting, plot: plot, occasion: occasion,
        random: random.derived("vocabulary")),
      fillers: FillerPool(random: random.derived("fillers")),
      phrasing: random.derived("phrasing"),
      clueAhead: plan.joined().contains(.setback)
        && plot.setback?.ends.contains { $0.marks.contains(.needs("footprint")) } == true)
    let weights = plan.map { beats in beats.reduce(0.0) { $0 + $1.weight } }
    let totalWeight = weights.reduce(0, +)
    let journeys = plan.joined().filter { $0 == .journey }.count
    var keywordsLeft = plot.keywords.count
    var journeysLeft = journeys
    var overrun = 0

    var composition = Composition(title: "", scenes: [], prompts: [], titles: [])
    for (beats, weight) in zip(plan, weights) {
      // A custom occasion's keywords are spread over the journeys, each said once.
      var keywordCount = 0
      if beats.contains(.journey) {
        keywordCount = (keywordsLeft + journeysLeft - 1) / max(1, journeysLeft)
        keywordsLeft -= keywordCount
        journeysLeft -= 1
      }
      // A scene whose plot took more than its share leaves less description to the next.
      let share = Int(Double(length.targetWords) * weight / totalWeight)
      let scene = scenes.write(beats, keywords: keywordCount, targetWords: share - overrun)
      overrun = max(0, overrun + scene.reduce(0) { $0 + Self.wordCount($1.text) } - share)
      composition.scenes.append(scene)
      composition.prompts.append(
        scenes.vocabulary.illustrationPrompt(for: beats, state: scenes.state))
      composition.titles.append(scenes.vocabulary.sceneTitle(for: beats))
    }
    composition.title = scenes.vocabulary.title(
      told: composition.sentences.map(\.text).joined(separator: " "))
    return composition
  }

  static func wordCount(_ sentence: String) -> Int { sentence.split(separator: " ").count }
}

/// A composed story: its title, each scene's sentences, picture prompt and title.
struct Composition: Sendable {
  var title: String
  var scenes: [[WrittenSentence]]
  var prompts: [String]
  var titles: [String]

  var sentences: [WrittenSentence] { scenes.flatMap { $0 } }
}

/// One sentence as written, with where it came from and the story's state before and after.
struct WrittenSentence: Sendable {
  enum Source: Sendable, Hashable {
    case beat(Beat)
    case filler(Beat.Mood)
    case keyword
  }

  var text: String
  var source: Source
  var line: Line
  var before: StoryState
  var after: StoryState
  /// No line of its group fitted the state, so one was said anyway; never expected.
  var forced = false
  /// When the sentence's own words (a sunset) need a time of day.
  var timeNeeded: ClosedRange<TimeOfDay>?
}
