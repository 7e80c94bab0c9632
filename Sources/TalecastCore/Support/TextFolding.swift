import Foundation

/// How text is compared when a query looks for it in any letter case and either Unicode
/// form: lower case, then NFC. SQLite's `fold()`, PostgreSQL's `fold()` and the memory store
/// all fold as this does, so that `hero:zoé` finds "Zoé" whether its accent was written
/// precomposed or apart (e + U+0301).
public enum TextFolding {
  public static func folded(_ text: String) -> String {
    text.lowercased().precomposedStringWithCanonicalMapping
  }

  /// `text` in NFC (ASCII is already).
  public static func composed(_ text: String) -> String {
    text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
  }
}
