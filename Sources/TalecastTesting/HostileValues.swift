import Foundation

/// The values an attacker tries at every door (a job file, a CLI option, `library import`, a
/// remote backend's answer): each door must refuse every `refused` one with the field named
/// and store nothing, and keep every `kept` one as its rule says (trimmed, in NFC). One list,
/// so that no door is tried with less than another.
public enum HostileValues {
  public struct Text: Sendable, CustomStringConvertible {
    public let name: String
    public let value: String
    public var description: String { name }
  }

  /// Text every field refuses: control characters, whatever its form, and a megabyte.
  public static let refusedEverywhere: [Text] = [
    Text(name: "NUL", value: "Zo\u{0}e"),
    Text(name: "NUL alone", value: "\u{0}"),
    Text(name: "bell", value: "ding\u{7}"),
    Text(name: "escape sequence", value: "\u{1B}[31mred\u{1B}[0m"),
    Text(name: "backspace", value: "ab\u{8}\u{8}"),
    Text(name: "DEL", value: "a\u{7F}b"),
    Text(name: "C1 next line", value: "a\u{85}b"),
    Text(name: "C1 CSI", value: "a\u{9B}31m"),
    Text(name: "form feed", value: "a\u{C}b"),
    Text(name: "vertical tab", value: "a\u{B}b"),
    Text(name: "1 MB", value: String(repeating: "A", count: 1_000_000)),
    Text(name: "1 MB of é written apart", value: String(repeating: "e\u{301}", count: 500_000)),
    Text(
      name: "1 MB with a NUL at the end", value: String(repeating: "b", count: 1_000_000) + "\u{0}"),
  ]

  /// Text a one-line field (a name, a title) refuses but prose (a premise, a scene) keeps as
  /// spaces.
  public static let refusedInOneLine: [Text] = [
    Text(name: "line feed", value: "Grandma\nVisits"),
    Text(name: "carriage return", value: "Grandma\rVisits"),
    Text(name: "tab", value: "Grandma\tVisits"),
  ]

  /// Text that is kept, normalised: (what goes in, what is kept).
  public static let normalised: [(Text, String)] = [
    (Text(name: "decomposed é", value: "Zoe\u{301}"), "Zoé"),
    (Text(name: "decomposed Å and ñ", value: "A\u{30A}n\u{303}a"), "Åña"),
    (Text(name: "spaces around", value: "  Zoé  "), "Zoé"),
  ]

  /// Text over a limit of `characters` by one (counted in characters, not bytes).
  public static func overLimit(_ characters: Int) -> Text {
    Text(name: "\(characters + 1) characters", value: String(repeating: "é", count: characters + 1))
  }

  /// Counts no store may be asked to hold: negative, beyond 2^31−1 (PostgreSQL's INTEGER),
  /// 2^63−1 (SQLite kept it, PostgreSQL refused it).
  public static let counts: [Int] = [-1, 1 << 31, Int.max, Int.min]

  /// Seconds no position or duration may be (JSON carries no NaN or infinity; a door that
  /// takes Swift values may).
  public static let seconds: [Double] = [-1, -0.5, 1e300, .infinity, -.infinity, .nan]

  /// A JSON document nested `depth` arrays deep.
  public static func deepJSON(_ depth: Int = 100_000) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }
}
