import TalecastContract

/// Text compared as the databases compare it, not as Swift's `String` does: byte by byte
/// (UTF-8, so in code point order), with only ASCII letters folded where SQL's `lower()` and
/// `LIKE` fold (SQLite's, and PostgreSQL's in the "C" collation).
enum ByteText {
  /// SQL's `lower()`: ASCII letters in lower case, every other byte as it is.
  static func lower(_ text: String) -> [UInt8] {
    text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
  }

  /// Byte order, as `ORDER BY` and `<` compare text.
  static func precedes(_ left: String, _ right: String) -> Bool {
    left.utf8.lexicographicallyPrecedes(right.utf8)
  }

  static func precedes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
    left.lexicographicallyPrecedes(right)
  }

  /// `column LIKE '%text%'`: `text` anywhere in `column`, ASCII letters in either case; `%`
  /// and `_` are characters.
  static func contains(_ column: String, _ text: String) -> Bool {
    contains(lower(column), lower(text))
  }

  /// `column LIKE 'text%'`.
  static func hasPrefix(_ column: String, _ text: String) -> Bool {
    lower(column).starts(with: lower(text))
  }

  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard haystack.count >= needle.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0]
      && haystack[start..<start + needle.count].elementsEqual(needle)
    {
      return true
    }
    return false
  }
}
