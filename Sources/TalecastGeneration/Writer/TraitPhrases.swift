import TalecastCore

/// What a hero with a trait does: a predicate that follows the hero's name.
enum TraitPhrases {
  static func action(_ trait: Trait) -> [String] {
    switch trait {
    case .brave:
      [
        "stepped forward first, even though {name}'s knees wobbled a little",
        "said, \"Follow me, I'm not afraid\"",
      ]
    case .kind:
      [
        "made sure that {companion} was never left behind",
        "shared the last biscuit with {companion} without a second thought",
      ]
    case .curious:
      [
        "stopped to peek under every leaf and behind every stone",
        "asked {companion} a hundred questions, one after another",
      ]
    case .funny:
      [
        "made up a silly song that made {companion} laugh out loud",
        "pulled such a funny face that even the worry melted away",
      ]
    case .smart:
      [
        "noticed a clue that everyone else had missed",
        "counted the steps and worked out exactly where to go",
      ]
    case .adventurous:
      ["chose the path nobody had ever tried", "climbed up high to see what lay ahead"]
    case .creative:
      [
        "built a clever little tool out of sticks and string",
        "imagined a plan so unusual that it just might work",
      ]
    case .helpful:
      [
        "carried the heavy bag so that {companion} could rest",
        "lent a hand to a little creature stuck along the way",
      ]
    case .gentle:
      [
        "spoke so softly that even the shyest creatures came closer",
        "moved slowly and carefully so that nothing was frightened",
      ]
    case .magical:
      [
        "whispered a word that made tiny sparks dance in the air",
        "traced a glowing circle in the air with one finger",
      ]
    }
  }
}
