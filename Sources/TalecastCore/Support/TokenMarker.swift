/// Points at a token in a line a user typed (a query, a script): the line, and a row of `^`
/// under the token.
public enum TokenMarker {
  public static func pointing(at start: Int, length: Int, in text: String) -> String {
    let marker =
      String(repeating: " ", count: start) + String(repeating: "^", count: max(1, length))
    return "  \(text)\n  \(marker)"
  }
}
