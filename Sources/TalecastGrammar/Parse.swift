import CLinkGrammar

/// One reading of a sentence, copied out of Link Grammar's linkage (which its owner frees):
/// the words with the dictionary's tags, the links between them, and the phrase tree.
public struct Parse: Sendable, Hashable {
  /// A word as the parser read it: "fixes" tagged "v", "borrowed" tagged "v-d" (a past form).
  public struct Word: Sendable, Hashable {
    public var text: String
    /// The dictionary's subscript after the dot ("n", "v-d", "n-u"); empty when none.
    public var tag: String
    /// Whether the word was left out of the reading (no link fits it).
    public var unlinked: Bool
    /// Whether the dictionary did not know the word and the parser guessed its kind.
    public var guessed: Bool

    public var isVerb: Bool { tag == "v" || tag.hasPrefix("v-") || tag.hasPrefix("v.") }
    public var isNoun: Bool {
      tag.hasPrefix("n") || tag == "s" || tag == "p" || tag == "m" || tag == "f"
    }
  }

  /// A link from the word at `left` to the word at `right` ("Ss": a singular subject).
  public struct Link: Sendable, Hashable {
    public var label: String
    public var left: Int
    public var right: Int
  }

  public var words: [Word]
  public var links: [Link]
  public var tree: Constituent

  /// The words no link reached, in order (empty for a complete reading).
  public var unlinked: [String] {
    words.filter { $0.unlinked && !$0.isWall }.map(\.text)
  }

  /// The words the dictionary did not know.
  public var guessed: [String] { words.filter(\.guessed).map(\.text) }

  init(linkage: Linkage, nullCount: Int) {
    let count = Int(lg.linkage_get_num_words(linkage))
    words = (0..<count).map { index in
      Word(reading: String(cText: lg.linkage_get_word(linkage, index)))
    }
    links = (0..<Int(lg.linkage_get_num_links(linkage))).map { index in
      Link(
        label: String(cText: lg.linkage_get_link_label(linkage, index)),
        left: Int(lg.linkage_get_link_lword(linkage, index)),
        right: Int(lg.linkage_get_link_rword(linkage, index)))
    }
    if let text = lg.linkage_print_constituent_tree(linkage, SINGLE_LINE) {
      tree = Constituent.read(String(cString: text)) ?? .phrase("S", [])
      lg.linkage_free_constituent_tree_str(text)
    } else {
      tree = .phrase("S", [])
    }
  }

  /// The links that leave or reach the word at `index`.
  public func links(of index: Int) -> [Link] {
    links.filter { $0.left == index || $0.right == index }
  }
}

extension Parse.Word {
  /// "fixes.v" → ("fixes", "v"); "[zonk]" → unlinked; "zonk[?].n" → guessed.
  init(reading: String) {
    var text = Substring(reading)
    unlinked = false
    if text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 {
      unlinked = true
      text = text.dropFirst().dropLast()
    }
    // Link Grammar marks a word it did not find: "zonk{?}", "Purple{!<CAPITALIZED-WORDS>}"
    // (a capital guessed to be a name), "[?]" in older releases.
    guessed = false
    for (open, close) in [("{", "}"), ("[", "]")] {
      if let start = text.dropFirst().firstIndex(of: Character(open)),
        let end = text[start...].firstIndex(of: Character(close))
      {
        guessed = true
        text.removeSubrange(start...end)
      }
    }
    // The subscript follows the last dot that has a letter before it ("Mr." keeps its dot).
    if let dot = text.lastIndex(of: "."), dot != text.startIndex,
      dot != text.index(before: text.endIndex)
    {
      tag = String(text[text.index(after: dot)...])
      text = text[..<dot]
    } else {
      tag = ""
    }
    self.text = String(text)
  }

  var isWall: Bool { text == "LEFT-WALL" || text == "RIGHT-WALL" }
}
