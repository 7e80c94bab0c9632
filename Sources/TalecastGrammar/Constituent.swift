/// The phrase tree of a reading: a sentence (S) of a noun phrase (NP) and a verb phrase (VP),
/// clauses (SBAR) and prepositional phrases (PP) inside, words at the leaves.
public indirect enum Constituent: Sendable, Hashable {
  /// A phrase of a kind ("S", "NP", "VP", "PP", "SBAR", "ADJP", …) and its parts in order.
  case phrase(String, [Constituent])
  /// A word as the tree prints it ("fixes", "'s", ","), and the dictionary's tag ("v").
  case word(String, tag: String)

  public var kind: String? {
    if case .phrase(let kind, _) = self { return kind }
    return nil
  }

  /// The word and its tag, for a leaf.
  public var leaf: (word: String, tag: String)? {
    if case .word(let word, let tag) = self { return (word, tag) }
    return nil
  }

  public var children: [Constituent] {
    if case .phrase(_, let children) = self { return children }
    return []
  }

  /// Every word under this node, in order.
  public var words: [String] {
    switch self {
    case .word(let word, _): [word]
    case .phrase(_, let children): children.flatMap(\.words)
    }
  }

  /// The words joined as written: no space before a comma, a full stop or "'s".
  public var text: String {
    var result = ""
    for word in words {
      let attached = [",", ".", "!", "?", ";", ":", "'s", "'", "’s", "n't"].contains(word)
      if !result.isEmpty, !attached { result += " " }
      result += word
    }
    return result
  }

  /// Reads Link Grammar's single-line tree: "(S (NP the hero.n-u) (VP fixes.v …))".
  static func read(_ text: String) -> Constituent? {
    var tokens: [Substring] = []
    var current = Substring()
    for character in text {
      if character == "(" || character == ")" {
        if !current.isEmpty { tokens.append(current) }
        tokens.append(Substring(String(character)))
        current = ""
      } else if character == " " || character == "\n" {
        if !current.isEmpty { tokens.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    var position = 0
    return node(tokens, &position)
  }

  private static func node(_ tokens: [Substring], _ position: inout Int) -> Constituent? {
    guard position < tokens.count else { return nil }
    guard tokens[position] == "(" else {
      defer { position += 1 }
      let word = Parse.Word(reading: String(tokens[position]))
      return .word(word.text, tag: word.tag)
    }
    position += 1
    guard position < tokens.count else { return nil }
    let kind = String(tokens[position])
    position += 1
    var children: [Constituent] = []
    while position < tokens.count, tokens[position] != ")" {
      guard let child = node(tokens, &position) else { return nil }
      children.append(child)
    }
    position += 1
    return .phrase(kind, children)
  }
}
