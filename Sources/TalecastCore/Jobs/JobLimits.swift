import Foundation

/// The documented limits on what a job may ask for (README: "Limits"). Each is checked where
/// the input arrives, and going over one is an error that names the field: a 1 MB hero name
/// once made a 1.4 GB speech checkpoint, and 100 000 keywords used 8.7 GB of memory.
public enum JobLimits {
  /// A job file (and a file dropped into the spool folder).
  public static let fileBytes = 256 * 1024
  /// The hero's name.
  public static let nameCharacters = 80
  /// Short texts: appearance, special ability, a custom occasion's title, tone, category, id,
  /// the voice, the idempotency key.
  public static let shortTextCharacters = 200
  /// A custom occasion's premise (`promptSeed`) and description.
  public static let premiseCharacters = 2_000
  /// Keywords of a custom occasion, and the characters of each.
  public static let keywords = 20
  public static let keywordCharacters = 40
  /// What a writer (a remote one above all) may hand back: scenes, characters per scene, and
  /// characters of the title.
  public static let scenes = 24
  public static let sceneCharacters = 4_000
  public static let titleCharacters = 200
  /// How far ahead `runAt` may be.
  public static let runAtDays = 366

  /// The most characters the job-file field at `path` may hold.
  public static func characters(at path: String) -> Int {
    let path = occasionNamed(path)
    return switch path {
    case "hero.name": nameCharacters
    case "occasion.promptSeed", "occasion.description": premiseCharacters
    case _ where path.hasPrefix("occasion.keywords["): keywordCharacters
    default: shortTextCharacters
    }
  }

  /// Fields that are prose, where a line break or tab is read as a space; everywhere else a
  /// control character is refused (a NUL in a name once cut the narration short and went raw
  /// into titles and subtitles).
  public static func allowsLineBreaks(at path: String) -> Bool {
    let path = occasionNamed(path)
    return path == "occasion.promptSeed" || path == "occasion.description"
  }

  /// `path` with the occasion's field under its name: a job file may still call it by its
  /// old name, "event", and the same limits hold whichever name it uses.
  static func occasionNamed(_ path: String) -> String {
    path.hasPrefix("event.") ? "occasion." + path.dropFirst("event.".count) : path
  }

  /// The first control character in `text` (C0, DEL or C1), if any.
  public static func firstControl(in text: String, allowingLineBreaks: Bool = false)
    -> Unicode.Scalar?
  {
    text.unicodeScalars.first { scalar in
      guard isControl(scalar) else { return false }
      return !(allowingLineBreaks && ["\n", "\r", "\t"].contains(scalar))
    }
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `text` with every control character made a space and runs of spaces made one: for text
  /// that comes from elsewhere (a remote writer's title and scenes).
  public static func cleaned(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var lastWasSpace = false
    for scalar in text.unicodeScalars {
      let space = isControl(scalar) || scalar == " "
      if space {
        if !lastWasSpace { result.unicodeScalars.append(" ") }
      } else {
        result.unicodeScalars.append(scalar)
      }
      lastWasSpace = space
    }
    return result.trimmingCharacters(in: .whitespaces)
  }

  /// At most `count` characters of `text` for an error message, with "…" when cut.
  public static func excerpt(_ text: String, _ count: Int = 40) -> String {
    let visible = String(
      text.unicodeScalars.prefix(count * 2).map { isControl($0) ? "·" : Character($0) }.prefix(
        count))
    return visible.count < text.count ? visible + "…" : visible
  }
}
