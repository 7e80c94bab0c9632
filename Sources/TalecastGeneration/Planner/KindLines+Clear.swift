/// A road, a path or a yard to be cleared: what covers it, a first stretch that fills again,
/// a heap too big, and the way open at last.
extension KindLines {
  static let clear = KindLines(
    problem: [
      "{Thing.bare} {thing.was} buried under {blockage}, and nobody could get through.",
      "{Blockage} lay [deep|thick] over {thing}, and nobody could get past.",
    ],
    approach: [
      "{hero} started at the bottom of {thing} and worked {his} way up.",
      "{hero} [looked|peered] along {thing}, [took a deep breath|set {his} jaw], and [began|got going].",
    ],
    tries: [
      "First {hero} cleared a little stretch of {thing}, but when {he} looked back, it was [covered|buried] again.",
      "Then {hero} pushed harder, but the heap grew too big to move, and {he} got stuck.",
      "{hero} tried going faster, but {he} [skidded|slid] sideways and had to back up and start again.",
    ],
    success: [
      "At last {thing} {thing.was} clear, all the way up, [smooth and wide|dark and wet] under the lamps.",
      "{Thing} {thing.was} clear at last, and the way was open.",
    ],
    thanks: [
      "{ifCrowd}Soon [lanterns|people] came bobbing along {thing}, one by one, and everyone waved at {hero}.",
      "{hero} looked back along {thing}, clear all the way, and felt proud.",
    ])
}
