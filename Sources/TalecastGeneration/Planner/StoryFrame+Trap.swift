extension StoryFrame {
  /// "a baby seal tangled in an old net" → "the old net": what holds a rescued thing, when
  /// the premise says it is tangled or caught in something. Up to three words after the
  /// article, cut at the next preposition or joining word.
  static func trap(in words: [String]) -> String? {
    let holding: Set<String> = ["tangled", "caught", "trapped", "wrapped", "snagged"]
    guard let at = words.firstIndex(where: { holding.contains($0) }) else { return nil }
    var index = at + 1
    if index < words.count, words[index] == "up" { index += 1 }
    guard index < words.count, ["in", "on"].contains(words[index]) else { return nil }
    index += 1
    if index < words.count, ["a", "an", "the", "some", "its", "his", "her"].contains(words[index]) {
      index += 1
    }
    let stops: Set<String> = [
      "in", "on", "at", "by", "near", "and", "so", "but", "before", "while", "when", "under",
      "of", "with", "the", "a", "an", "out", "up", "down", "over", "far", "near",
    ]
    let noun = words[index...].prefix { !stops.contains($0) }.prefix(3)
    guard !noun.isEmpty else { return nil }
    return "the " + noun.joined(separator: " ")
  }
}
