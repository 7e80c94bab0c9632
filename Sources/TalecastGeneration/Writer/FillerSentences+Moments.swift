import TalecastCore

extension FillerSentences {
  /// How a moment begins; combined with an action below into "Opener, {name} action."
  static let openers: [String] = [
    "After a while", "A little later", "Just then", "For a moment", "Without a word",
    "Quite suddenly",
    "Every now and then", "Before long", "As the path turned", "With a grin", "Halfway up a slope",
    "When nobody was looking", "On a whim", "Once or twice", "At the next bend",
    "Along the way", "Now and again", "Out of the blue", "At one point", "Not long after",
    "With a little skip", "All of a sudden", "Soon after that",
  ]

  /// Openers that walk a path.
  static let landOpeners: Set<String> = [
    "As the path turned", "Halfway up a slope", "At the next bend",
  ]

  /// What the hero does in a moment on the way: a predicate that follows the hero's name.
  /// Each is used at most once per story; with the openers they give long stories their
  /// length. Some leave the hero holding something a later sentence remembers.
  static let actions: [Line] = [
    // Only while a setback lies ahead, which the footprints then help with.
    Line(
      "noticed a line of [tiny|little|very small] footprints in the ground, and wondered where they went",
      .onLand, .outdoors, .clue, .gives("footprint")),
    Line(
      "stopped to tie a loose shoelace and laughed at how [wobbly|wobbly and crooked|lopsided] it was",
      .onLand, .person),
    Line(
      "found a smooth pebble and [kept it|tucked it away|held on to it] for luck",
      .gives("pebble"), .onLand, .outdoors),
    "hummed the song that Grandma always sang on [long walks|long journeys|rainy days]",
    "looked back to see how far they had come, and felt [proud|very proud|rather proud]",
    "told {companion} a joke about a sleepy snail, and it was terrible, and they both laughed anyway",
    "shaded {their} eyes to look at something [shining|glinting|sparkling] far ahead",
    "picked a handful of [berries|juicy berries|wild berries] and popped one straight into {their} mouth",
    Line("drew a quick map in the dust with a stick", .onLand, .person),
    Line("waved to a family of rabbits peeking out of the grass", .onLand, .outdoors),
    "stood very still for a moment, the way you do when something important might happen",
    Line(
      "picked up a feather as soft as a cloud and tucked it behind {their} ear",
      .gives("feather")),
    "wondered whether anyone had ever been this far before",
    "practised a brave face, just in case it was needed",
    Line(
      "counted three clouds shaped like animals, and one shaped like a teapot",
      .during(.morning ... .afternoon), .outdoors),
    Line("held out a hand to help {companion} over a slippery stone", .onLand, .outdoors),
    Line("spotted a signpost so old that its words had almost faded away", .onLand, .outdoors),
    "took a bite of a sandwich and declared it the best sandwich in the world",
    "made a wish on the first thing that sparkled",
    Line("whispered a thank-you to the wind for cooling their faces", .outdoors),
    "asked {companion} what the bravest thing was that {c:they} had ever done",
    "felt the ground hum gently, as if the world were purring",
    Line("tiptoed past a sleeping hedgehog so as not to wake it", .onLand, .outdoors),
    "remembered something clever that a teacher had once said, and smiled",
  ]

  /// Every action with an opener, each opener used once before any repeats, so the grammar
  /// gives new sentences rather than one list in another order.
  static func moments(random: inout SeededRandom) -> [Line] {
    var openers: [String] = []
    return actions.map { action in
      if openers.isEmpty { openers = Self.openers.shuffled(using: &random) }
      var line = action
      let opener = openers.removeFirst()
      line.template = "\(opener), {name} \(action.template)."
      if landOpeners.contains(opener) { line.marks += [.onLand, .outdoors] }
      return line.with(.needsAway, .needsNoProblem)
    }
  }
}
