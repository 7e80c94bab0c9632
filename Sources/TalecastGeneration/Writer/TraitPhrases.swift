import TalecastCore

/// What a hero with a trait does: a predicate that follows the hero's name. The first two
/// suit the way there; the last two meet a problem (the worry cannot melt away before there
/// is one). Each is said at most once in a story.
enum TraitPhrases {
  static func action(_ trait: Trait) -> [Line] {
    let (way, problem): ([Line], [Line]) =
      switch trait {
      case .brave:
        (
          ["walked at the front, whistling", "climbed the steepest bit first, just to see"],
          [
            "stepped forward first, even though {their} knees wobbled a little",
            "said, \"Follow me, I'm not afraid,\" and meant it",
          ]
        )
      case .kind:
        (
          [
            "made sure that {companion} was never left behind",
            "shared the last biscuit with {companion} without a second thought",
          ],
          [
            "spoke so kindly that everyone's worry grew a little smaller",
            "thought first of what everyone else needed",
          ]
        )
      case .curious:
        (
          [
            "stopped to peek under every leaf and behind every stone",
            "asked {companion} a hundred questions, one after another",
          ],
          [
            "looked at the problem from every side, the way a curious mind does",
            "noticed something strange that nobody else had wondered about",
          ]
        )
      case .funny:
        (
          [
            "made up a silly song that made {companion} laugh out loud",
            "walked like a penguin for a while, just to be silly",
          ],
          [
            "pulled such a funny face that even the worry melted away",
            "told a joke so silly that everyone laughed, and laughing, thought more clearly",
          ]
        )
      case .smart:
        (
          [
            "counted the steps and worked out exactly where they were",
            "remembered every turn of the way, just in case",
          ],
          [
            "noticed a clue that everyone else had missed",
            "worked out a clever plan, one careful step at a time",
          ]
        )
      case .adventurous:
        (
          ["chose the path nobody had ever tried", "climbed up high to see what lay ahead"],
          [
            "tried the one way that nobody else had dared to try",
            "said, \"There is always another way,\" and went looking for it",
          ]
        )
      case .creative:
        (
          [
            "built a clever little tool out of sticks and string",
            "drew pictures in the air of everything they passed",
          ],
          [
            "imagined a plan so unusual that it just might work",
            "made something new out of the very things that were in the way",
          ]
        )
      case .helpful:
        (
          [
            "carried the heavy bag so that {companion} could rest",
            "lent a hand to a little creature stuck along the way",
          ],
          [
            "rolled up {their} sleeves and got to work at once",
            "helped every one of them do their part, one after another",
          ]
        )
      case .gentle:
        (
          [
            "spoke so softly that even the shyest creatures came closer",
            "moved slowly and carefully so that nothing was frightened",
          ],
          [
            "stayed calm and quiet, and the calm spread to everyone",
            "went slowly and gently, and the trouble seemed to soften",
          ]
        )
      case .magical:
        (
          [
            "whispered a word that made tiny sparks dance in the air",
            "traced a glowing circle in the air with one finger",
          ],
          [
            "whispered the oldest spell {they} knew, and the air began to shimmer",
            "drew a glowing path in the air with one finger",
          ]
        )
      }
    return way.map { $0.with(.needsNoProblem) } + problem.map { $0.with(.needsOpenProblem) }
  }
}
