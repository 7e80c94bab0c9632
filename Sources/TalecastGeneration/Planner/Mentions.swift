import Foundation

/// Later mentions of the key thing said as "it". Lines name the thing so that a line read
/// alone makes sense; read in a row, "the baby seal" in every sentence is what a parent hears
/// first. So in a scene the sentence after one that named the thing says "it" instead, never
/// twice running, never inside speech, never for someone ("Grandma" stays Grandma), and only
/// when Link Grammar still links the sentence whole.
struct Mentions {
  let thing: Role
  let check: SentenceCheck
  /// Words a sentence keeps as they are (the deadline's, which say "the snow" and mean it).
  var keep: [String] = []

  func shorten(_ sentences: inout [PlannedSentence]) {
    guard thing.pronouns == .it, !thing.definite.isEmpty else { return }
    var previousNamed = false
    var namedInScene = false
    // "Dad's whistle" once a scene, then "the whistle".
    let short = "the \(thing.head)"
    for index in sentences.indices {
      let text = sentences[index].text
      let ranges = mentions(in: text)
      guard !ranges.isEmpty else {
        previousNamed = false
        continue
      }
      // The last words of a story name what was done ("how Robin mended the clock"); a
      // sentence with an "it" already would have two.
      let hasIt = text.lowercased().split(whereSeparator: { !$0.isLetter }).contains {
        $0 == "it" || $0 == "its"
      }
      if previousNamed, ranges.count == 1, !text.contains("\""), !hasIt, !text.hasSuffix("?"),
        sentences[index].beat != .ending, sentences[index].isPlot,
        !keep.contains(where: { text.contains($0) }),
        let shorter = pronoun(text, at: ranges[0]), check.accepts(shorter)
      {
        sentences[index].text = shorter
        previousNamed = false
      } else {
        if namedInScene, short != thing.definite, ranges.count == 1, !text.contains("\""),
          sentences[index].beat != .ending
        {
          let range = ranges[0]
          let capital = range.lowerBound == text.startIndex
          let shorter = text.replacingCharacters(
            in: range, with: capital ? short.capitalizedFirst : short)
          if check.accepts(shorter) { sentences[index].text = shorter }
        }
        previousNamed = true
        namedInScene = true
      }
    }
  }

  /// Where the thing is named whole ("the seal", not "the seals" nor "the sealskin").
  func mentions(in text: String) -> [Range<String.Index>] {
    var found: [Range<String.Index>] = []
    var start = text.startIndex
    while let range = text.range(
      of: thing.definite, options: [.caseInsensitive], range: start..<text.endIndex)
    {
      let before =
        range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      if before.map({ !$0.isLetter }) ?? true, after.map({ !$0.isLetter }) ?? true {
        found.append(range)
      }
      start = range.upperBound
    }
    return found
  }

  /// The sentence with "it" (or "its") for the mention; nil where "it" cannot stand ("There
  /// was the seal").
  func pronoun(_ text: String, at range: Range<String.Index>) -> String? {
    let head = text[..<range.lowerBound]
    let lastWord = head.split(separator: " ").last?.lowercased() ?? ""
    if ["was", "were", "is", "be", "than", "as", "not"].contains(lastWord) { return nil }
    var tail = text[range.upperBound...]
    var word = "it"
    if tail.hasPrefix("'s ") {
      word = "its"
      tail = tail.dropFirst(2)
    } else if tail.hasPrefix("'s") || tail.hasPrefix("'") || tail.hasPrefix(",") {
      // "the fox, calmer now, came": "it, calmer now," is not how one speaks.
      return nil
    }
    if head.isEmpty { word = word.capitalizedFirst }
    return head + word + tail
  }
}
