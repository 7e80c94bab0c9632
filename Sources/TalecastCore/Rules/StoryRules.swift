/// What a story may hold, whichever door it comes through: a writer's answer (a remote one
/// above all), an edit, an import; and what listening may make of it (plays, a position).
public enum StoryRules {
  public static let id = TextRule(characters: 200, mayBeEmpty: false)
  public static let title = TextRule(characters: 200, mayBeEmpty: false)
  /// Scenes a story may have, and what each may hold: a 1 MB scene once made a 3.1 GB
  /// speech checkpoint.
  public static let scenes = 1...24
  public static let sceneText = TextRule(characters: 4_000, form: .prose, mayBeEmpty: false)
  public static let illustrationPrompt = TextRule(characters: 4_000, form: .prose)
  /// A scene's title: a chapter's name in the audio and in a podcast app.
  public static let sceneTitle = TextRule(characters: 200)
  /// A language code such as `en` or `en-gb` (BCP 47 allows 35 characters).
  public static let language = TextRule(characters: 35, mayBeEmpty: false)
  /// A voice name: espeak-ng's own have spaces ("English (Great Britain)").
  public static let voice = TextRule(characters: 200, mayBeEmpty: false)
  /// Other short texts a story records: its occasion's id and title, its format, job id, a
  /// file's name, why an illustration is missing.
  public static let shortText = TextRule(characters: 200)
  public static let note = TextRule(characters: 2_000, form: .prose)

  /// A written story as it is kept (text trimmed, NFC, line breaks as spaces), or the first
  /// field that breaks a rule: `title`, `scenes[2].text`.
  public static func checked(_ story: StoryText) throws(RuleViolation) -> StoryText {
    var story = story
    story.title = try title.checked(story.title, field: "title")
    guard scenes.contains(story.scenes.count) else {
      throw RuleViolation(
        field: "scenes",
        problem:
          "\(story.scenes.count) scenes, from \(scenes.lowerBound) to \(scenes.upperBound) are kept"
      )
    }
    for index in story.scenes.indices {
      story.scenes[index].title = try sceneTitle.checked(
        story.scenes[index].title, field: "scenes[\(index)].title")
      story.scenes[index].text = try sceneText.checked(
        story.scenes[index].text, field: "scenes[\(index)].text")
      story.scenes[index].illustrationPrompt = try illustrationPrompt.checked(
        story.scenes[index].illustrationPrompt, field: "scenes[\(index)].illustrationPrompt")
    }
    return story
  }

  /// `language` lower-cased, if it reads as a language code (letters and hyphens).
  public static func checkedLanguage(_ text: String, field: String = "language")
    throws(RuleViolation) -> String
  {
    let kept = try language.checked(text, field: field)
    guard kept.allSatisfy({ ($0.isASCII && $0.isLetter) || $0 == "-" }) else {
      throw RuleViolation(
        field: field,
        problem: "expected a language code such as en or en-gb, found '\(TextRule.excerpt(kept))'")
    }
    return kept.lowercased()
  }

  /// How often a story was played to its end: a count both stores hold.
  public static func checkedPlayCount(_ count: Int, field: String = "playCount")
    throws(RuleViolation) -> Int
  {
    try NumberRules.count(count, field: field)
  }

  /// Where a listener left a story: finite, from 0 to the story's length (`duration`).
  public static func checkedPosition(
    _ position: Double, duration: Double = NumberRules.longestSeconds, field: String = "position"
  ) throws(RuleViolation) -> Double {
    try NumberRules.seconds(position, field: field, upTo: duration, limitName: "the duration")
  }
}

extension StoryRules {
  /// A file's name inside a story's folder (`story.m4a`, `scene-01.png`): one name, never a
  /// path that leads elsewhere.
  public static func checkedFileName(_ name: String, field: String) throws(RuleViolation)
    -> String
  {
    let kept = try TextRule(characters: 255, mayBeEmpty: false).checked(name, field: field)
    guard !kept.contains("/"), kept != ".", kept != ".." else {
      throw RuleViolation(
        field: field,
        problem:
          "must be a file's name inside the story's folder, found \"\(TextRule.excerpt(kept))\"")
    }
    return kept
  }

  /// A story's folder as the library records it: `stories/NAME`, relative to the media root
  /// (where it is resolved, and only ever deleted).
  public static func checkedFolder(_ folder: String, field: String = "folder")
    throws(RuleViolation) -> String
  {
    let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0] == "stories" else {
      throw RuleViolation(
        field: field, problem: "must be stories/NAME, found \"\(TextRule.excerpt(folder))\"")
    }
    return "stories/" + (try checkedFileName(String(parts[1]), field: field))
  }
}
