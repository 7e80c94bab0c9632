import Foundation

/// Passwords with every character that means something in a URL (`%` that starts no valid
/// escape, `@`, `:`, `/`, `?`, spaces, non-ASCII), and what a message must never show of one:
/// the password as written, percent-encoded, or any piece of it between those characters.
/// Each piece is long and odd enough not to appear in a message by chance.
public enum HostilePasswords {
  public static let all = [
    "50%offZq7Secret", "Kv9@Wm2Secret", "Pt5:Rb3/Hn4?Jx8", "Sp7 ace Qw9", "Zoé€Gr8ünKw3",
    "Mix%4@Ab5:Cd6/Ef7?Gh8 Ij9é%zz",
  ]

  /// The forms and pieces of `password` that `text` shows (empty: nothing leaked).
  public static func leaks(of password: String, in text: String) -> [String] {
    let encoded = password.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
    let pieces = password.split { "%@:/? ".contains($0) }.map(String.init).filter {
      $0.count >= 3
    }
    return ([password] + (encoded.map { [$0] } ?? []) + pieces).filter { text.contains($0) }
  }
}
