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
          [
            "[walked|marched|strode] at the front, [whistling|whistling a tune|whistling cheerfully|humming bravely]",
            "climbed the [steepest|trickiest|highest] bit first, just to see[| what was there| what it was like]",
          ],
          [
            "[stepped forward first|was the first to step forward|stepped up first], even though {their} knees [wobbled a little|were wobbling|shook a little|felt like jelly]",
            "said, \"[Follow me|Stay behind me|Come on], I'm not [afraid|scared],\" and [meant it|really meant it|truly meant it]",
          ]
        )
      case .kind:
        (
          [
            "[made sure|took care] that {companion} was never [left behind|left behind, not even for a moment|far behind|left alone]",
            "shared [a biscuit|a piece of cake|an apple] with {companion} [without a second thought|without thinking twice|straight away]",
          ],
          [
            "spoke so [kindly|gently|warmly] that everyone's worry grew a [little|little bit|tiny bit] smaller",
            "[thought first of|first thought of|made sure to think first about] what everyone else [needed|might need]",
          ]
        )
      case .curious:
        (
          [
            "[stopped to peek|just had to peek|kept stopping to peek] [into every nook and cranny|behind everything they passed|under everything they passed]",
            "asked {companion} [a hundred|about a hundred|a thousand|a great many] questions, [one after another|one after the other|without stopping for breath]",
          ],
          [
            "[looked at|studied|examined] the problem from every side, the way a curious mind [does|always does|likes to]",
            "noticed something [strange|odd|curious|peculiar] that nobody else had [wondered about|stopped to wonder about]",
          ]
        )
      case .funny:
        (
          [
            "made up a [silly|very silly|funny little|ridiculous] song that made {companion} [laugh out loud|giggle and giggle|laugh and laugh]",
            "[walked|waddled] like a [penguin|duck|wobbly penguin] for a while, [just to be silly|just for the silliness of it|just for a laugh]",
          ],
          [
            "pulled such a [funny|silly|wonderfully silly] face that even the worry [melted away|melted right away|seemed to shrink]",
            "told a joke so [silly|ridiculous|daft] that everyone [laughed|burst out laughing], and laughing, thought more clearly",
          ]
        )
      case .smart:
        (
          [
            "[counted the steps|kept count of every step|counted every step] and worked out [exactly|precisely] where they were",
            "remembered every [turn|twist and turn|bend] of the way, just in case[| they needed it| it came in handy]",
          ],
          [
            "[noticed|spotted|found] a [clue|tiny clue|small clue] that everyone else had missed",
            "worked out a [clever|very clever|careful] plan, one [careful|small|careful little] step at a time",
          ]
        )
      case .adventurous:
        (
          [
            "[chose|picked|took] the way [nobody|no one] had ever [tried|tried before]",
            "[climbed|scrambled|clambered] up high to see [what lay ahead|what was coming next]",
          ],
          [
            "[tried|chose|took] the one way that [nobody|no one] else had dared to try",
            "said, \"[There is|There's] always another way,\" and [went looking for it|set off to find it|went to find it]",
          ]
        )
      case .creative:
        (
          [
            "built a clever little [tool|gadget|contraption] out of [sticks and string|string and sticks|bits and pieces]",
            "[drew|sketched|traced] pictures in the air of everything they [passed|saw|passed by]",
          ],
          [
            "[imagined|dreamed up|thought up] a plan so [unusual|strange|unexpected] that it just might work",
            "[made|built|put together] something [new|quite new|brand new] out of the very things that were in the way",
          ]
        )
      case .helpful:
        (
          [
            "carried the [heavy|heaviest] bag so that {companion} could [rest|have a rest|take a rest]",
            "lent a [hand|helping hand] to a [little|tiny|small] creature stuck along the way",
          ],
          [
            "[set {their} mind to the job|put {their} whole heart into it|gathered {their} courage] and got to work [at once|straight away|without a moment's delay]",
            "[helped|made sure to help] every one of them do their part, one after [another|the other]",
          ]
        )
      case .gentle:
        (
          [
            "spoke so [softly|gently|quietly] that even the [shyest|most timid] creatures came [closer|a little closer|creeping closer]",
            "moved [slowly and carefully|carefully and slowly|gently and slowly] so that nothing was [frightened|startled|scared away]",
          ],
          [
            "stayed [calm and quiet|quiet and calm], and the calm [spread to everyone|spread to everyone around|spread from one to another]",
            "went [slowly and gently|gently and slowly], and the trouble seemed to [soften|grow softer|soften and shrink]",
          ]
        )
      case .magical:
        (
          [
            "whispered a [word|magic word|secret word] that made tiny sparks [dance|twirl|dance and twirl] in the air",
            "traced a glowing [circle|ring|spiral] in the air with one [finger|fingertip]",
          ],
          [
            "whispered the [oldest|most powerful|oldest and best] spell {they} knew, and the air began to [shimmer|glimmer|shimmer and sparkle]",
            "drew a glowing [trail|line|ribbon] in the air with one [finger|fingertip]",
          ]
        )
      }
    return way.map { $0.with(.needsNoProblem) } + problem.map { $0.with(.needsOpenProblem) }
  }
}
