/// Splits text into pieces of at most `limit` characters for a speech backend with an input
/// limit: at sentence ends where possible, at spaces inside a sentence longer than the limit,
/// and hard only inside a single word longer than the limit. Nothing is lost or reordered:
/// joining the pieces with spaces gives the text back, up to whitespace.
enum SentenceChunks {
  static func split(_ text: String, limit: Int) -> [String] {
    precondition(limit > 0)
    var chunks: [String] = []
    var current = ""
    func add(_ piece: String) {
      if current.isEmpty {
        current = piece
      } else if current.count + 1 + piece.count <= limit {
        current += " " + piece
      } else {
        chunks.append(current)
        current = piece
      }
    }
    for sentence in sentences(text) {
      if sentence.count <= limit {
        add(sentence)
        continue
      }
      for word in sentence.split(separator: " ").map(String.init) {
        var rest = Substring(word)
        while rest.count > limit {
          add(String(rest.prefix(limit)))
          rest = rest.dropFirst(limit)
        }
        add(String(rest))
      }
    }
    if !current.isEmpty { chunks.append(current) }
    return chunks
  }

  /// Sentences: runs of text up to and including ".", "!" or "?" (and closing quotes) that are
  /// followed by whitespace or the end.
  static func sentences(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      current.append(character)
      let ends =
        ".!?".contains(character)
        || (("\"'”’)".contains(character)) && index > 0
          && ".!?".contains(characters[index - 1]))
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      if ends && next.isWhitespace {
        let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { result.append(trimmed) }
        current = ""
      }
    }
    let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
    if !trimmed.isEmpty { result.append(trimmed) }
    return result
  }
}
