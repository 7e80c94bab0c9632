import TalecastCore

/// A planned story as a remote writer's outline: one line a scene, saying what happens in it
/// (the planner's beats in words: the hero and the key thing at the start, the first try and
/// why it fails, the trouble growing, the gift used on the task, the goal reached, an ending
/// image), and the checks the remote story must pass to be kept: the hero by name, the key
/// thing in most scenes, the hero's pronouns, the scene count and the length.
struct StoryOutline: Sendable {
  var heroName: String
  var heroPronouns: Pronouns
  /// The pronouns of everyone else in the plan: a "he" in a "she" hero's story is someone's.
  var otherPronouns: Set<Pronouns>
  var thing: Role
  var scenes: [String]
  var targetWords: Int

  static func of(_ story: PlannedStory, length: StoryLength) -> StoryOutline {
    let frame = story.frame
    let name = frame.hero.name
    var others = Set([frame.other, frame.whom, story.helper].compactMap { $0?.pronouns })
    others.formUnion(frame.world.helpers.map(\.pronouns))
    let scenes = story.scenes.map { scene in
      scene.beats.map { beat in line(beat, story: story, scene: scene) }.joined(separator: " ")
    }
    return StoryOutline(
      heroName: name, heroPronouns: frame.hero.pronouns, otherPronouns: others,
      thing: frame.thing, scenes: scenes, targetWords: length.targetWords)
  }

  private static func line(_ beat: StoryBeat, story: PlannedStory, scene: PlannedScene) -> String {
    let frame = story.frame
    let name = frame.hero.name
    let by = frame.deadline.map { " \($0.before)" } ?? ""
    switch beat {
    case .opening:
      let spotSaid = frame.spot.map { " It is \($0)." } ?? ""
      return
        "Introduce \(frame.hero.described) in \(frame.place) and \(frame.thing.first).\(spotSaid) "
        + "\(name) must \(frame.task)\(by)."
    case .settingOut: return "\(name) sets out to \(frame.task)."
    case .firstTry:
      return "A first try fails, because of \(frame.trouble.phrase) or because it is too hard."
    case .helper:
      return "\(story.helper?.first.capitalizedFirst ?? "Someone") comes by and helps a little."
    case .setback: return "Something goes wrong on the way, and \(name) has to start again."
    case .troubleGrows:
      return "\(frame.trouble.phrase.capitalizedFirst) grows worse, and time is running short."
    case .turn:
      // The planner's own turn, as the example of the gift used on the task.
      let example = scene.sentences.first { $0.beat == .turn && $0.isPlot }?.text
      return "\(name) uses the gift of \(frame.gift.words) on the task itself"
        + (example.map { ", for example: \($0)" } ?? ".")
    case .goal:
      return "\(name) \(frame.taskPast)\(frame.deadline.map { ", just before \($0.comes)" } ?? "")."
    case .ending:
      return "End on a quiet image of \(frame.thing.definite), \(frame.done)."
    }
  }

  /// The outline as the writer is asked for it.
  var text: String {
    var lines = [
      "Outline: write exactly \(scenes.count) scenes, one for each line below, in about "
        + "\(targetWords) words in all. Name \(thing.definite) in every scene. \(heroName) is "
        + "\"\(heroPronouns.subject)\"."
    ]
    for (index, scene) in scenes.enumerated() { lines.append("\(index + 1). \(scene)") }
    return lines.joined(separator: "\n")
  }

  /// What is wrong with a written story, by the outline's checks; empty when it passes.
  func problems(in story: StoryText) -> [String] {
    var problems: [String] = []
    let texts = story.scenes.map { $0.text.lowercased() }
    let all = texts.joined(separator: " ")
    let words = Set(all.split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init))
    if story.scenes.count != scenes.count {
      problems.append("it has \(story.scenes.count) scenes, not the outline's \(scenes.count)")
    }
    if !words.contains(heroName.lowercased()) {
      problems.append("the hero \(heroName) is never named")
    }
    let thingWords = [thing.head, StoryWorld.singular(thing.head)].map { $0.lowercased() }
    let naming = texts.filter { text in
      let sceneWords = Set(text.split(whereSeparator: { !$0.isLetter }).map(String.init))
      return thingWords.contains(where: sceneWords.contains)
    }.count
    if naming * 3 < texts.count * 2 {
      problems.append("\(thing.definite) is named in \(naming) of \(texts.count) scenes")
    }
    // A "she" hero called "he" when nobody else in the story is a "he".
    for wrong in [Pronouns.she, .he] where wrong != heroPronouns && heroPronouns != .they {
      guard !otherPronouns.contains(wrong) else { continue }
      let forms = Set([wrong.subject, wrong.object, wrong.possessive])
      if let found = forms.first(where: words.contains) {
        problems.append(
          "\(heroName) is \"\(heroPronouns.subject)\", but the story says \"\(found)\"")
      }
    }
    let count = story.scenes.reduce(0) { $0 + $1.wordCount }
    if count * 10 < targetWords * 6 || count * 10 > targetWords * 16 {
      problems.append("it is \(count) words long, not about \(targetWords)")
    }
    return problems
  }
}
