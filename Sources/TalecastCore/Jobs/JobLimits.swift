import Foundation

/// A job file's fields and the domain rules each is taken by (`HeroRules`, `OccasionRules`,
/// `JobRules`; the reference's Job files article, "Limits"): the job file is one door of several, and every door passes
/// the same rules.
public enum JobLimits {
  /// A job file (and a file dropped into the spool folder).
  public static let fileBytes = 256 * 1024

  /// The rule of the job-file field at `path` (a field it does not name is short text).
  public static func rule(at path: String) -> TextRule {
    let path = occasionNamed(path)
    return switch path {
    case "hero.name": HeroRules.name
    case "hero.appearance": HeroRules.appearance
    case "hero.specialAbility": HeroRules.specialAbility
    case "occasion.title": OccasionRules.title
    case "occasion.promptSeed": OccasionRules.promptSeed
    case "occasion.description": OccasionRules.description
    case "occasion.tone": OccasionRules.tone
    case _ where path.hasPrefix("occasion.keywords["): OccasionRules.keyword
    case "voice": StoryRules.voice
    default: JobRules.shortText
    }
  }

  /// `path` with the occasion's field under its name: a job file may still call it by its
  /// old name, "event", and the same rules hold whichever name it uses.
  static func occasionNamed(_ path: String) -> String {
    path.hasPrefix("event.") ? "occasion." + path.dropFirst("event.".count) : path
  }

  /// The first control character in `text` (C0, DEL or C1), if any.
  public static func firstControl(in text: String, allowingLineBreaks: Bool = false)
    -> Unicode.Scalar?
  {
    TextRule.firstControl(in: text, allowingLineBreaks: allowingLineBreaks)
  }

  /// At most `count` characters of `text` for an error message, with "…" when cut.
  public static func excerpt(_ text: String, _ count: Int = 40) -> String {
    TextRule.excerpt(text, count)
  }
}
