import TalecastCore

/// A sentence with holes: `{name}` is filled from the story's words (`Words`), `[a|b|c]`
/// is one of its choices, drawn with the story's random numbers. Choices multiply: a line
/// of three choices of three is nine sentences, which is how 500 stories rarely say the same
/// one twice. A choice holds no holes of its own kind (`[` inside `[`) but may hold `{…}`.
struct Template: Sendable, Hashable, ExpressibleByStringLiteral {
  let text: String

  init(_ text: String) { self.text = text }
  init(stringLiteral text: String) { self.text = text }

  /// The holes the template names, choices or not (for tests that every hole is known).
  var holes: [String] {
    var names: [String] = []
    var current: String?
    for character in text {
      if character == "{" {
        current = ""
      } else if character == "}", let name = current {
        names.append(name)
        current = nil
      } else if current != nil {
        current?.append(character)
      }
    }
    return names
  }

  /// The sentence with every choice made and every hole filled; nil when a hole has no words
  /// in this story (a line about a helper in a story without one), so another line is said.
  func fill(_ words: Words, random: inout SeededRandom) -> String? {
    var chosen = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "[") {
      chosen += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "]") else { return nil }
      let options = rest[rest.index(after: open)..<close].split(
        separator: "|", omittingEmptySubsequences: false)
      chosen += options[Int.random(in: 0..<options.count, using: &random)]
      rest = rest[rest.index(after: close)...]
    }
    chosen += rest
    var result = ""
    var remaining = Substring(chosen)
    while let open = remaining.firstIndex(of: "{") {
      result += remaining[..<open]
      guard let close = remaining[open...].firstIndex(of: "}") else { return nil }
      let name = String(remaining[remaining.index(after: open)..<close])
      guard let value = words.value(name, random: &random) else { return nil }
      result += value
      remaining = remaining[remaining.index(after: close)...]
    }
    result += remaining
    return Self.tidy(result)
  }

  /// Doubled spaces closed, "a" before a vowel made "an", and the first letter a capital.
  static func tidy(_ sentence: String) -> String {
    var words = sentence.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    for index in words.indices.dropLast() where words[index] == "a" || words[index] == "A" {
      let next = words[index + 1].lowercased()
      let vowel = next.first.map { "aeio".contains($0) } ?? false
      let exception = ["one", "once", "uni", "use", "usual"].contains { next.hasPrefix($0) }
      let anU = next.hasPrefix("u") && !exception
      if (vowel && !next.hasPrefix("one")) || anU || next.hasPrefix("hour") {
        words[index] += "n"
      }
    }
    var text = words.joined(separator: " ")
    for (from, to) in [
      (" ,", ","), (" .", "."), (" !", "!"), (" ?", "?"), ("..", "."), ("?,", "?"), ("!,", "!"),
      ("?.", "?"), ("!.", "!"),
    ] {
      text = text.replacingOccurrences(of: from, with: to)
    }
    guard let first = text.first else { return text }
    if first == "\u{201C}" || first == "\"" {
      let second = text.index(after: text.startIndex)
      guard second < text.endIndex else { return text }
      return String(first) + text[second].uppercased() + text[text.index(after: second)...]
    }
    return first.uppercased() + text.dropFirst()
  }
}

extension String {
  /// The text with its first letter a capital.
  var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
