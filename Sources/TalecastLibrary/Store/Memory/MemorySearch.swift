import Foundation
import TalecastContract

/// Full-text search in memory, as FTS5 answers it: a story's title and text are searched apart
/// (a phrase never runs from one into the other), a word is found whole (a word that reads
/// as several, `star-gazer`, is a phrase), a word typed with `*` is a prefix (`"word"*`: the
/// last word of its phrase may go on), a quoted phrase needs its words adjacent and whole.
struct MemoryPhrase {
  let words: [String]
  let prefix: Bool

  init(_ text: String, prefix: Bool) {
    words = SearchText.words(text)
    self.prefix = prefix
  }

  /// A phrase of no word (only punctuation) matches nothing, as in FTS5.
  func matches(_ story: MemoryStory) -> Bool { count(in: story) > 0 }

  /// How many times the phrase is in the title and the text.
  func count(in story: MemoryStory) -> Int {
    count(in: story.titleWords) + count(in: story.bodyWords)
  }

  private func count(in column: [String]) -> Int {
    guard !words.isEmpty, column.count >= words.count else { return 0 }
    var found = 0
    for start in 0...(column.count - words.count) where matches(column, at: start) { found += 1 }
    return found
  }

  private func matches(_ column: [String], at start: Int) -> Bool {
    for (offset, word) in words.enumerated() {
      let candidate = column[start + offset]
      let whole = candidate == word
      let asPrefix = prefix && offset == words.count - 1 && candidate.utf8.starts(with: word.utf8)
      if !whole && !asPrefix { return false }
    }
    return true
  }
}

/// Best match first, scored as FTS5's `bm25()` scores (k1 = 1.2, b = 0.75, both columns
/// weighing 1), negated so that lower is better as in the SQL stores. Only the order of the
/// matches is compared with other stores, never the number.
struct MemoryRanking {
  let phrases: [MemoryPhrase]
  private let documents: Double
  private let averageLength: Double
  private let idf: [Double]

  init(phrases: [MemoryPhrase], in stories: [MemoryStory]) {
    self.phrases = phrases
    documents = Double(stories.count)
    let total = stories.reduce(0) { $0 + $1.titleWords.count + $1.bodyWords.count }
    averageLength = stories.isEmpty ? 1 : max(1, Double(total) / Double(stories.count))
    idf = phrases.map { phrase in
      let matching = Double(stories.filter(phrase.matches).count)
      let value = log((Double(stories.count) - matching + 0.5) / (matching + 0.5))
      // FTS5's floor: a word in most stories still counts a little.
      return value > 0 ? value : 1e-6
    }
  }

  func rank(_ story: MemoryStory) -> Double {
    let length = Double(story.titleWords.count + story.bodyWords.count)
    var score = 0.0
    for (phrase, weight) in zip(phrases, idf) {
      let frequency = Double(phrase.count(in: story))
      score +=
        weight * frequency * 2.2 / (frequency + 1.2 * (0.25 + 0.75 * length / averageLength))
    }
    return -score
  }
}
