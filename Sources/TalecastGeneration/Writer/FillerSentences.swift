/// Descriptive sentences that give scenes their texture between the beats. Each scene role
/// draws from pools that suit it (nobody stops for a sandwich in the middle of a storm); the
/// writer uses each sentence at most once per story, so they also set how long a scene runs.
enum FillerSentences {
  /// At home, before the companion has arrived: no {companion} here.
  static let home: [String] = [
    "{name} loved the mornings best, when everything still felt possible.",
    "On the windowsill sat a row of treasures: a shell, a marble and a very old key.",
    "Every evening {name} looked towards {place} and wondered what lay beyond it.",
    "The kettle whistled, the clock ticked, and the day felt like it was waiting for something.",
    "{name}'s favourite book had so many folded corners that it looked like a little hedgehog.",
    "Some days were ordinary days, but {name} had a feeling that today would not be one of them.",
    "There was always a snack in {name}'s pocket, just in case an adventure came along.",
    "The neighbours said that {name} asked more questions than a whole classroom put together.",
  ]

  /// When things go wrong: short, tense sentences.
  static let tension: [String] = [
    "The wind grew stronger and colder.", "{companion} pressed close, trembling a little.",
    "Nobody moved; it was so quiet that they could hear their own hearts beating.",
    "Everything that had seemed easy a moment ago now seemed very hard indeed.",
    "{name} held {companion} tight and whispered, \"We will find a way.\"",
    "It was getting late, and the light was beginning to fade.",
    "A shiver ran all the way down {name}'s back.", "For a long moment, nothing happened at all.",
    "{companion} looked at {name}, and {name} looked at {companion}, and neither knew what to say.",
    "Somewhere behind them, something creaked and groaned.",
  ]

  /// At the end of the day: calm, warm sentences.
  static let calm: [String] = [
    "The sky turned the colour of peaches, then of plums.", "Everything felt soft and safe again.",
    "{companion} yawned the biggest yawn in the world.", "Home had never looked so welcoming.",
    "There was warm soup for supper, and nobody had ever been so hungry.",
    "{name} smiled at the thought of telling everyone about the adventure tomorrow.",
    "The pebble from the journey sat on the windowsill with the other treasures.",
  ]

  /// Sentences about what the setting looks and sounds like; used on the way and in trouble.
  static let setting: [String] = [
    "All around them, {sight}.", "{sight}, and {name} stopped to look.",
    "Somewhere nearby, {sound}.",
    "{name} listened as {sound}.", "It was so beautiful that {companion} forgot to speak: {sight}.",
    "Far away, {sound}, and it felt like a welcome.",
  ]

  /// Sentences about the hero and the companion on the way.
  static let people: [String] = [
    "{companion} chattered happily about everything they passed.",
    "{name} took a deep breath of the fresh air.", "The two friends smiled at each other.",
    "Every step felt like the beginning of something wonderful.",
    "{name} wondered what they would find next.",
    "{companion} hummed a little tune to keep their spirits up.",
    "Nobody said a word for a while; there was too much to see.",
    "{name} held on tight to the bag of snacks packed for the journey.",
    "{companion} chattered about the last time somebody had tried this, long ago.",
    "It was the kind of moment {name} wanted to remember forever.",
    "{companion} pointed out a shortcut, and they laughed when it turned out to be longer.",
    "The air smelled of adventure, or perhaps of someone's supper.",
    "{name} counted the steps under their breath, just for fun.",
    "They stopped for a sip of water and a rest on a comfortable rock.",
    "A gentle breeze ruffled {name}'s hair.",
    "Time seemed to slow down, in the nicest possible way.",
    "{name} thought of home, and then thought of the goal, and kept going.",
    "Even the smallest things looked magical today.",
  ]
}

extension FillerSentences {
  /// How a moment begins; combined with an action below into "Opener, {name} action."
  static let openers: [String] = [
    "After a while", "A little later", "Just then", "For a moment", "Without a word",
    "Quite suddenly",
    "Every now and then", "Before long", "As the path turned", "With a grin", "Halfway up a slope",
    "When nobody was looking", "On a whim", "Once or twice", "At the next bend",
  ]

  /// What the hero does in a moment: a predicate that follows the hero's name. Each is used
  /// at most once per story; with the openers they give long stories their length.
  static let actions: [String] = [
    "noticed a tiny footprint in the ground and followed it with one eye",
    "stopped to tie a loose shoelace and laughed at how wobbly it was",
    "found a smooth pebble and slipped it into a pocket for luck",
    "hummed the song that Grandma always sang on long walks",
    "looked back to see how far they had come, and felt proud",
    "told {companion} a joke about a sleepy snail, and it was terrible, and they both laughed anyway",
    "shaded both eyes to look at something shining far ahead",
    "shared a handful of berries with {companion}",
    "drew a quick map in the dust with a stick",
    "waved to a family of rabbits peeking out of the grass",
    "listened carefully, the way you do when something important might happen",
    "picked up a feather as soft as a cloud and tucked it behind one ear",
    "wondered whether anyone had ever been this far before",
    "practised a brave face, just in case it was needed",
    "counted three clouds shaped like animals, and one shaped like a teapot",
    "held out a hand to help {companion} over a slippery stone",
    "spotted a signpost so old that its words had almost faded away",
    "took a bite of a sandwich and declared it the best sandwich in the world",
    "made a wish on the first thing that sparkled",
    "whispered a thank-you to the wind for cooling their faces",
    "asked {companion} what the bravest thing was that they had ever done",
    "felt the ground hum gently, as if the world were purring",
    "tiptoed past a sleeping hedgehog so as not to wake it",
    "remembered something clever that a teacher had once said, and smiled",
  ]
}
