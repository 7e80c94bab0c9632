import Foundation

/// What a custom occasion may hold, whichever door it comes through.
public enum OccasionRules {
  public static let id = TextRule(characters: 200, mayBeEmpty: false)
  public static let title = TextRule(characters: 200, mayBeEmpty: false)
  /// A 1 MB premise once used 567 MB within 40 s of a render.
  public static let promptSeed = TextRule(characters: 2_000, form: .prose)
  public static let description = TextRule(characters: 2_000, form: .prose)
  public static let tone = TextRule(characters: 200)
  /// 60 000 keywords once went in through the CLI, 100 000 through a job file (8.7 GB).
  public static let keywords = 20
  public static let keyword = TextRule(characters: 40, mayBeEmpty: false)
  /// A story part given as a field (`goal`, `thing`, `place`, `forWhom`, `deadline`): a phrase.
  public static let part = TextRule(characters: 200)

  /// `occasion` as it is kept, or the first field that breaks a rule, named as the
  /// occasion's field (`keywords[3]`, `promptSeed`).
  public static func checked(_ occasion: CustomOccasion) throws(RuleViolation) -> CustomOccasion {
    var occasion = occasion
    occasion.id = try id.checked(occasion.id, field: "id")
    occasion.title = try title.checked(occasion.title, field: "title")
    occasion.description = try description.checked(occasion.description, field: "description")
    occasion.promptSeed = try promptSeed.checked(occasion.promptSeed, field: "promptSeed")
    occasion.tone = try tone.checked(occasion.tone, field: "tone")
    occasion.keywords = try checkedKeywords(occasion.keywords)
    for (name, path) in CustomOccasion.partFields {
      guard let text = occasion[keyPath: path] else { continue }
      let kept = try part.checked(text, field: name).trimmingCharacters(in: .whitespaces)
      // An empty part is one not given: the premise fills it.
      occasion[keyPath: path] = kept.isEmpty ? nil : kept
    }
    for (age, field) in [(occasion.minimumAge, "minimumAge"), (occasion.maximumAge, "maximumAge")] {
      if let age { _ = try NumberRules.count(age, field: field, in: NumberRules.ages) }
    }
    if let low = occasion.minimumAge, let high = occasion.maximumAge, low > high {
      throw RuleViolation(
        field: "maximumAge", problem: "must not be below the youngest age (\(low)), found \(high)")
    }
    occasion.usageCount = try NumberRules.count(occasion.usageCount, field: "usageCount")
    if let used = occasion.lastUsed { _ = try NumberRules.time(used, field: "lastUsed") }
    _ = try NumberRules.time(occasion.created, field: "created")
    _ = try NumberRules.time(occasion.modified, field: "modified")
    return occasion
  }

  /// At most `keywords` words, each a short line.
  public static func checkedKeywords(_ words: [String]) throws(RuleViolation) -> [String] {
    guard words.count <= keywords else {
      throw RuleViolation(
        field: "keywords", problem: "too many: \(words.count) keywords, at most \(keywords)",
        overLimit: true)
    }
    var kept: [String] = []
    for (index, word) in words.enumerated() {
      kept.append(try keyword.checked(word, field: "keywords[\(index)]"))
    }
    return kept
  }
}
