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
    for sentence in Sentences.split(text) {
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
}
