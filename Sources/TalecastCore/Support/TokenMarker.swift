/// Points at a token in a line a user typed (a query, a script): the line, and a row of `^`
/// under the token.
public enum TokenMarker {
  /// Shows at most `context` characters either side of the token (and at most 40 of the
  /// token), with "…" where the line was cut: an error quotes an excerpt, never a whole file
  /// (`--script-file /etc/shadow` once printed the file). `start` and `length` count
  /// characters.
  public static func pointing(at start: Int, length: Int, in text: String, context: Int = 30)
    -> String
  {
    let characters = Array(text)
    let start = min(max(0, start), characters.count)
    let shownLength = min(max(1, length), 40)
    let from = max(0, start - context)
    let to = min(characters.count, start + shownLength + context)
    let lead = from > 0 ? "…" : ""
    let tail = to < characters.count ? "…" : ""
    // A control character (a line break of a file) would break the marker's alignment.
    let excerpt = String(characters[from..<to].map { $0.isNewline || $0 == "\t" ? " " : $0 })
    let marker =
      String(repeating: " ", count: lead.count + start - from)
      + String(repeating: "^", count: shownLength)
    return "  \(lead)\(excerpt)\(tail)\n  \(marker)"
  }

  /// "U+00E9": how a message names a character it points at by its code point.
  public static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
