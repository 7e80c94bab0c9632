import TalecastLexicon

/// The concrete things a scene's text names, in order, each once: nouns WordNet knows as an
/// animal, a made thing, food, a plant, a natural object or a place ("the cat", "his
/// grandfather's old radio", "sunflowers"), read as nouns where the sentence has them (after
/// "a", "the", "his" or a number, or in the plural), not the verb in "to tie a shoelace".
struct SceneNouns {
  /// WordNet's lexicographer files of things that can be drawn.
  static let drawableFiles: Set<Int> = [5, 6, 13, 15, 17, 20]
  static let determiners: Set<String> = [
    "a", "an", "the", "his", "her", "their", "its", "my", "your", "our", "some", "every", "each",
    "two", "three", "four", "five", "many", "few", "this", "that", "these", "those", "no", "one",
    "another", "any", "all",
  ]
  /// Words that are nouns in WordNet but in a story are mostly something else.
  static let ignored: Set<String> = [
    "way", "back", "time", "moment", "bit", "end", "side", "top", "bottom", "middle", "front",
    "place", "part", "plan", "thing", "things", "lot", "kind", "sort", "piece", "rest", "turn",
    "step", "steps", "look", "while", "day", "night", "morning", "evening", "afternoon", "air",
    "home", "house", "inside", "outside", "ground", "world", "everything", "nothing", "one",
    "second", "minute", "hour", "light", "sound", "voice", "face", "eyes", "eye", "hand",
    "hands", "head", "heart", "hearts", "breath", "mind", "idea", "smile", "laugh", "fun",
    "news", "weather", "wish", "word", "words", "story", "adventure", "trouble", "problem",
    "gift", "talent", "question", "questions", "answer", "work", "help", "friend", "friends",
    "lip", "lips", "hair", "ear", "ears", "feet", "foot", "nose", "neck", "colour", "color",
    "shape", "edge", "corner", "row", "line", "round", "set", "hurry", "joy", "relief", "room",
    "floor", "wall", "path", "slope", "bend", "shortcut", "spot", "view", "sight", "red",
    "blue", "green", "yellow", "orange", "purple", "pink", "brown", "black", "white", "grey",
    "gray", "silver", "gold", "golden", "sweet", "mouth", "knee", "knees", "tummy", "tummies",
    "cheek", "cheeks", "finger", "fingers", "arm", "arms", "leg", "legs", "tooth", "teeth",
    "tongue", "shoulder", "shoulders", "sides", "toes", "toe",
  ]

  let wordNet: WordNet

  /// "radio" is first the medium, then the set; a "kite" is first a bad cheque: any of a
  /// word's first four senses counts.
  func isDrawable(_ base: String) -> Bool {
    wordNet.senses(of: base, as: .noun).prefix(4).contains {
      Self.drawableFiles.contains($0.lexicographerFile)
    }
  }

  /// The scene's drawable nouns, as written (the plural kept: the caller looks each up).
  func nouns(in text: String, apartFrom names: Set<String>) -> [String] {
    // "dog-eared" is one word, not a dog.
    let words = text.split(whereSeparator: {
      !$0.isLetter && $0 != "'" && $0 != "’" && $0 != "-"
    }).map { String($0) }
    var found: [String] = []
    for (index, original) in words.enumerated() {
      var word = original.lowercased()
      if word.hasSuffix("'s") || word.hasSuffix("’s") { word = String(word.dropLast(2)) }
      // "his" is an information system in WordNet; a determiner here.
      guard word.count >= 3, !Self.ignored.contains(word), !Self.determiners.contains(word),
        !names.contains(word),
        !found.contains(word), original.first?.isUppercase != true || index == 0
      else { continue }
      let bases = wordNet.baseForms(of: word, as: .noun)
      guard let base = bases.first, !Self.ignored.contains(base) else { continue }
      let plural = base != word
      let previous = words[max(0, index - 3)..<index].map { $0.lowercased() }
      guard plural || previous.contains(where: Self.determiners.contains) else { continue }
      // Not "to tie" or "would shine": a word after "to" or a helping verb is a verb.
      if let last = previous.last, ["to", "would", "could", "will", "can", "did"].contains(last) {
        continue
      }
      // "sang" is a noun somewhere in WordNet, but here the past of "sing".
      if base == word, wordNet.baseForms(of: word, as: .verb).contains(where: { $0 != word }) {
        continue
      }
      guard isDrawable(base) else { continue }
      // "a cart wheel", "a fishing net": the last noun is the thing, the one before says
      // which kind.
      if !plural, index + 1 < words.count,
        let next = wordNet.baseForms(of: words[index + 1].lowercased(), as: .noun).first,
        !Self.ignored.contains(next), isDrawable(next)
      {
        continue
      }
      found.append(word)
    }
    return found
  }
}
