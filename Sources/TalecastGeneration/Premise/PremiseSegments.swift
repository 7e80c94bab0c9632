import Foundation

/// A premise sentence cut where its clauses begin: the main clause ("The hero fixes his
/// grandfather's old radio"), then each "before/until/by …" (a deadline), "so (that) …" (a
/// purpose), and parts the writer does not use ("because …", ", who …").
struct PremiseSegments: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case main
    case deadline(String)
    case purpose, other
    /// "wins because she makes a castle with a moat": how the hero does it.
    case reason
    /// ", but his baby sister spills juice on his picture": what goes wrong.
    case contrast
  }

  struct Segment: Sendable, Equatable {
    var kind: Kind
    var words: [String]
    var text: String { words.joined(separator: " ") }
  }

  var segments: [Segment]

  var main: Segment? { segments.first { $0.kind == .main } }

  /// Words that start the next clause of "so": "so the family can hear", "so that", not "so
  /// happy".
  static let clauseStarts: Set<String> = [
    "that", "the", "a", "an", "her", "his", "their", "its", "my", "our", "everyone", "everybody",
    "we", "they", "she", "he", "it", "i", "you", "nobody", "all",
  ]

  /// Words that make a "so" clause a purpose ("so the family can hear").
  /// Verbs of a "so" clause without a modal that still say why ("so the kids stay cozy", "so
  /// he isn't scared anymore"), not what happens next ("so tonight he goes down").
  static let stateVerbs: Set<String> = [
    "stay", "stays", "is", "are", "isn't", "aren't", "feel", "feels", "get", "gets", "have",
    "has", "keep", "keeps", "doesn't", "don't", "never", "still",
  ]
  static let modals: Set<String> = [
    "can", "could", "will", "would", "may", "might", "won't", "can't", "wouldn't", "shall",
  ]

  /// Words that end a prepositional phrase's noun: the next preposition or clause.
  static let phraseEnds: Set<String> = [
    "of", "in", "at", "on", "for", "to", "with", "from", "by", "before", "until", "so", "and",
    "because", "who", "which", "while", "when",
  ]

  init(_ sentence: String, isTime: (String) -> Bool) {
    let tokens = sentence.split(whereSeparator: \.isWhitespace).map(String.init)
    var segments = [Segment(kind: .main, words: [])]
    var index = 0
    func bare(_ token: String) -> String {
      token.lowercased().trimmingCharacters(in: .punctuationCharacters)
    }
    while index < tokens.count {
      let word = bare(tokens[index])
      let next = index + 1 < tokens.count ? bare(tokens[index + 1]) : ""
      let afterNext = index + 2 < tokens.count ? bare(tokens[index + 2]) : ""
      let previousEndsClause = index > 0 && tokens[index - 1].hasSuffix(",")
      var start: (Kind, Int)?
      switch word {
      case "before", "until", "till": start = (.deadline(word == "till" ? "until" : word), 1)
      case "by" where next == "the" && afterNext == "time": start = (.deadline("before"), 3)
      case "by" where isTime(Self.head(of: tokens[(index + 1)...].map(bare))):
        start = (.deadline("by"), 1)
      case "in" where next == "time" && afterNext == "for": start = (.deadline("in time for"), 3)
      case "so" where next == "that": start = (.purpose, 2)
      case "so"
      where previousEndsClause || Self.clauseStarts.contains(next)
        || (index + 1 < tokens.count && tokens[index + 1].first?.isUppercase == true):
        start = (.purpose, 1)
      case "in" where next == "order" && (afterNext == "to" || afterNext == "that"):
        start = (.purpose, afterNext == "that" ? 3 : 2)
      // ", but the tide is coming in fast": what stands in the way, not what the hero does.
      case "but"
      where previousEndsClause
        || ["everyone", "everybody", "nobody", "all", "some", "there"].contains(next):
        start = (.contrast, 1)
      // "enters the contest but his baby sister spills juice": someone else's clause.
      case "but" where ["his", "her", "their", "its", "a", "the"].contains(next):
        start = (.contrast, 1)
      case "because": start = (.reason, 1)
      case "while", "when", "although", "though", "unless":
        start = (.other, 1)
      case "who" where previousEndsClause, "which" where previousEndsClause: start = (.other, 1)
      default: break
      }
      // Inside "who is coming by the evening train" nothing more is the hero's.
      if [.other, .contrast, .reason].contains(segments.last?.kind), !previousEndsClause {
        start = nil
      }
      if let (kind, length) = start, !(segments.last?.words.isEmpty ?? true) {
        segments.append(Segment(kind: kind, words: []))
        index += length
        continue
      }
      segments[segments.count - 1].words.append(tokens[index])
      index += 1
    }
    // A clause ends without the comma that led to the next.
    self.segments = segments.map { segment in
      var segment = segment
      while let last = segment.words.last, let end = last.last, ",;:.!?".contains(end) {
        segment.words[segment.words.count - 1] = String(last.dropLast())
        if segment.words.last?.isEmpty == true { segment.words.removeLast() }
      }
      return segment
    }.filter { !$0.words.isEmpty }
  }

  /// The last word of the noun phrase that `words` start with: "the evening train to town" →
  /// "train".
  static func head(of words: [String]) -> String {
    var head = ""
    for word in words {
      if phraseEnds.contains(word) { break }
      head = word
      if word.isEmpty { break }
    }
    return head
  }
}
