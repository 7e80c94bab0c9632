/// Descriptive sentences that give scenes their texture between the beats. The writer picks
/// them without repeating any within a story, so they also set how long a scene runs.
enum FillerSentences {
    /// Sentences about what the setting looks and sounds like.
    static let setting: [String] = [
        "All around them, {sight}.", "{sight}, and {name} stopped to look.", "Somewhere nearby, {sound}.",
        "{name} listened as {sound}.", "It was so beautiful that {companion} forgot to speak: {sight}.",
        "Far away, {sound}, and it felt like a welcome.",
    ]

    /// Sentences about the hero, the companion and how they feel.
    static let people: [String] = [
        "{companion} chattered happily about everything they passed.",
        "{name} took a deep breath of the fresh air.", "The two friends smiled at each other.",
        "Every step felt like the beginning of something wonderful.",
        "{name} wondered what they would find next.", "{companion} hummed a little tune to keep their spirits up.",
        "Nobody said a word for a while; there was too much to see.",
        "{name} held on tight to the bag of snacks packed for the journey.",
        "It was the kind of moment {name} wanted to remember forever.",
        "{companion} pointed out a shortcut, and they laughed when it turned out to be longer.",
        "The air smelled of adventure, or perhaps of someone's supper.",
        "{name} counted the steps under their breath, just for fun.",
        "They stopped for a sip of water and a rest on a comfortable rock.",
        "{companion} told a story about the last time anyone had come this way.",
        "A gentle breeze ruffled {name}'s hair.", "Time seemed to slow down, in the nicest possible way.",
        "{name} thought of home, and then thought of the goal, and kept going.",
        "Even the smallest things looked magical today.",
    ]
}
