/// Points at a token in a line a user typed (a query, a script): the line, and a row of `^`
/// under the token.
public enum TokenMarker {
  public static func pointing(at start: Int, length: Int, in text: String) -> String {
    let marker =
      String(repeating: " ", count: start) + String(repeating: "^", count: max(1, length))
    return "  \(text)\n  \(marker)"
  }

  /// "U+00E9": how a message names a character it points at by its code point.
  public static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
