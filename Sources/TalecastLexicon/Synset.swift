/// One sense in WordNet: the words that say it, the lexicographer file that groups it
/// (animals, artifacts, places …) and the senses it is a kind of.
public struct Synset: Sendable, Hashable {
  public var offset: Int
  public var part: WordNet.PartOfSpeech
  /// WordNet's lexicographer file number: 5 animals, 6 artifacts, 15 places, 18 people …
  public var lexicographerFile: Int
  /// The words of the sense, spaces for WordNet's underscores ("Arctic fox").
  public var words: [String]
  /// Offsets of the senses this one is a kind of ("@" and "@i" pointers).
  public var hypernyms: [Int]
  public var gloss: String

  /// Reads a data file's line: "offset lex_filenum ss_type w_cnt word lex_id … p_cnt
  /// [ptr_symbol offset pos source/target]… | gloss".
  init?(line: String, part: WordNet.PartOfSpeech) {
    let halves = line.split(separator: "|", maxSplits: 1)
    let fields = halves[0].split(separator: " ")
    guard fields.count > 4, let offset = Int(fields[0]), let file = Int(fields[1]),
      let wordCount = Int(fields[3], radix: 16)
    else { return nil }
    self.offset = offset
    self.part = part
    lexicographerFile = file
    var position = 4
    var words: [String] = []
    for _ in 0..<wordCount where position + 1 < fields.count {
      var word = String(fields[position]).replacingOccurrences(of: "_", with: " ")
      // Adjective markers such as "(a)" follow some words.
      if let paren = word.firstIndex(of: "(") { word = String(word[..<paren]) }
      words.append(word)
      position += 2
    }
    self.words = words
    var hypernyms: [Int] = []
    if position < fields.count, let pointerCount = Int(fields[position]) {
      position += 1
      for _ in 0..<pointerCount where position + 3 < fields.count {
        if fields[position] == "@" || fields[position] == "@i",
          let target = Int(fields[position + 1])
        {
          hypernyms.append(target)
        }
        position += 4
      }
    }
    self.hypernyms = hypernyms
    gloss = halves.count > 1 ? halves[1].trimmingCharacters(in: .whitespaces) : ""
  }
}
