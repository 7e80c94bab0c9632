extension StoryFrame {
  /// Whose a thing is, from the word with "'s" in its phrase: "the farmer's stuck hay cart" is
  /// the farmer's, "Grandma's cottage" Grandma's. Only someone alive (a person, an animal, a
  /// name) owns a thing in a story; the hero's own ("the hero's kite") is nobody else's, and
  /// "the hero's grandmother's music box" is her grandmother's.
  static func whose(_ phrase: String?, naming: Naming) -> Role? {
    guard var words = phrase?.split(separator: " ").map(String.init) else { return nil }
    if words.count > 1, words[0].lowercased() == "the", words[1].lowercased() == "hero's" {
      words.replaceSubrange(0...1, with: ["her"])
    }
    guard let at = words.lastIndex(where: { $0.hasSuffix("'s") }), at + 1 < words.count
    else { return nil }
    var said = Array(words[...at])
    said[at] = String(said[at].dropLast(2))
    // "Evie's class hamster" when the hero is Evie: the hero's own.
    let hero = naming.hero.name.lowercased()
    guard !said.contains(where: { ["hero", hero].contains($0.lowercased()) }) else { return nil }
    let role = naming.role(said.joined(separator: " "))
    return role.alive ? role : nil
  }
}

extension StoryFrame {
  /// "… but the tide comes in at four o'clock", "by twelve o'clock": a time of day the premise names without
  /// "before" is still the time to beat.
  static func clockTime(in words: [String]) -> Deadline? {
    guard
      let at = words.indices.dropLast(2).first(where: {
        ["at", "by"].contains(words[$0]) && words[$0 + 2].hasPrefix("o'clock")
      })
    else { return nil }
    let time = "\(words[at + 1]) o'clock"
    return Deadline(before: "before \(time)", comes: "it was \(time)")
  }
}
