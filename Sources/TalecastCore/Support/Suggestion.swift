/// "Did you mean …?" for mistyped names: the closest candidate by edit distance, if close enough.
public enum Suggestion {
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, word.count / 3) ? best.0 : nil
  }

  /// `unknown KIND "VALUE" (did you mean "CLOSE"? one of: A, B, …)`: what a door says of a
  /// value outside a list; `more` follows the list ("or a custom occasion object").
  public static func unknown(
    _ kind: String, _ value: some StringProtocol, among names: [String], quote: String = "\"",
    more: String? = nil
  ) -> String {
    let value = String(value)
    let list = names.joined(separator: ", ") + (more.map { ", \($0)" } ?? "")
    let guess = closest(to: value, in: names).map { "did you mean \(quote)\($0)\(quote)? " } ?? ""
    return "unknown \(kind) \(quote)\(value)\(quote) (\(guess)one of: \(list))"
  }

  /// Levenshtein distance over characters.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var row = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        row[j] = min(
          previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = row
    }
    return previous[b.count]
  }
}
