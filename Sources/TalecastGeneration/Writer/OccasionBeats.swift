import Foundation
import TalecastCore

/// Sentences that tell a custom event's own details — its title, what it is about, its tone
/// and its keywords — woven into the arc. Built-in events need none: their settings were
/// written from their prompt seeds.
enum OccasionBeats {
  static let introductions = [
    "Today was a special day, because it was the day of {occasion}.",
    "Everyone had been looking forward to {occasion} for weeks.",
    "{name} woke up early, already thinking about {occasion}.",
  ]
  static let premises = [
    "It all began like this: {premise}", "This is how it happened: {premise}",
    "Here is what the day had in store: {premise}",
  ]
  static let tones = [
    "It was going to be a {tone} sort of day.",
    "Somehow {name} could tell that today would feel {tone}.",
  ]
  static let keywords = [
    "{name} could not stop thinking about {keyword}.",
    "{companion} wanted to hear all about {keyword}.",
    "Nobody had forgotten about {keyword}, of course.",
    "{name} smiled at the thought of {keyword}.",
  ]
  static let endings = [
    "It had been {tone} from start to finish, just as {occasion} should be.",
    "{name} knew that {occasion} would be remembered for a long, long time.",
  ]
  static let plainEndings = [
    "{name} knew that {occasion} would be remembered for a long, long time."
  ]

  /// The sentences to add to each scene of `count`, in scene order: the opening introduces
  /// the event, its premise and tone; keywords are spread over the scenes after it, each
  /// said once; the last scene recalls the event.
  static func plan(for occasion: StoryOccasion, sceneCount count: Int, random: inout SeededRandom)
    -> [[String]]
  {
    var scenes = Array(repeating: [String](), count: count)
    guard case .custom(let event) = occasion, count > 0 else { return scenes }
    scenes[0].append(introductions.randomElement(using: &random)!)
    if !event.promptSeed.isEmpty { scenes[0].append(premises.randomElement(using: &random)!) }
    if !event.tone.isEmpty { scenes[0].append(tones.randomElement(using: &random)!) }
    var templates = keywords.shuffled(using: &random)
    for (position, _) in event.keywords.enumerated() {
      if templates.isEmpty { templates = keywords.shuffled(using: &random) }
      let scene = count == 1 ? 0 : 1 + position % max(1, count - 2)
      scenes[scene].append(templates.removeFirst())
    }
    let closing = event.tone.isEmpty ? plainEndings : endings
    scenes[count - 1].append(closing.randomElement(using: &random)!)
    return scenes
  }

  /// The prompt seed as a sentence of the story: "the hero" becomes the hero's name, and it
  /// starts with a capital and ends with a full stop.
  static func premise(_ promptSeed: String, heroName: String) -> String {
    var text = promptSeed.trimmingCharacters(in: .whitespacesAndNewlines)
    for form in ["The hero", "the hero", "THE HERO"] {
      text = text.replacingOccurrences(of: form, with: heroName)
    }
    if let last = text.last, !".!?\"”".contains(last) { text += "." }
    return Vocabulary.capitalizingFirstLetter(text)
  }
}
