import TalecastCore

/// Someone a long story's hero meets on the way, helps, and is helped by in return: what they
/// give is what later gets the hero past the trouble, so the ending is earned by something the
/// story set up, not by luck.
struct Aid: Sendable {
  /// After "they met" ("an old badger").
  var helperIntro: String
  /// The helper named again ("the badger").
  var helper: String
  /// The helper's own trouble, after "who" ("could not get into its home …").
  var trouble: String
  /// What the hero does about it, after the hero's name ("rolled the heavy stone away …").
  var help: String
  /// The helper's thanks, after the helper ("told them a secret: …").
  var thanks: String
  /// The gift named again ("the badger's secret").
  var gift: String
  /// How the gift gets them past the trouble, after the hero's name; may use `{their}`.
  var use: String
}

/// A smaller trouble on the way in a long story, and the ways it is got over: by what the
/// companion was introduced as being good at, or by something the hero noticed earlier.
struct Setback: Sendable {
  /// The trouble, a whole sentence ("Then the path split in two …").
  var start: Line
  /// How it is got over; a line marked `.payoff` pays off something noticed earlier and is
  /// said first when it fits.
  var ends: [Line]
}

extension Aid {
  static func of(_ occasion: BuiltInOccasion) -> Aid {
    switch occasion {
    case .bedtimeAdventure:
      Aid(
        helperIntro: "a sleepy old owl", helper: "the owl",
        trouble: "had dropped its spectacles somewhere in the long grass",
        help:
          "searched the grass until {they} found the spectacles, and set them back on the owl's beak",
        thanks: "gave them a little silver whistle: blow it, and any cloud would move aside",
        gift: "the owl's silver whistle",
        use:
          "blew the whistle as hard as {they} could, and the thick clouds drew apart like curtains")
    case .forestExploration:
      Aid(
        helperIntro: "an old badger", helper: "the badger",
        trouble:
          "could not get into its home, because a heavy stone had rolled in front of the door",
        help: "pushed and pushed until the heavy stone rolled away from the badger's door",
        thanks:
          "told them a secret: the badgers had dug a tunnel under the thorniest part of the forest",
        gift: "the badger's secret",
        use:
          "found the badgers' tunnel, and they crawled through it right under the brambles to the other side"
      )
    case .oceanVoyage:
      Aid(
        helperIntro: "a young dolphin", helper: "the dolphin",
        trouble: "had got tangled in an old fishing net",
        help: "untangled the net, loop by loop, until the dolphin swam free",
        thanks:
          "made them a promise: if ever the sea grew wild, it would come and lead them through",
        gift: "the dolphin's promise",
        use:
          "called out across the water, and the dolphin came at once and led the little boat along a calm path between the great waves"
      )
    case .spaceJourney:
      Aid(
        helperIntro: "a little comet with a flickering tail", helper: "the comet",
        trouble: "had lost its way and was going round and round in circles",
        help: "pointed out the brightest star, so that the comet could find its way again",
        thanks: "gave them a spark from its tail that could shine through any dust",
        gift: "the comet's spark",
        use:
          "held the spark up high, and its light cut a clear path straight through the space dust")
    case .birthdayCelebration:
      Aid(
        helperIntro: "Mr Crust the baker", helper: "Mr Crust",
        trouble: "had just dropped a whole tray of buns on the floor",
        help: "helped to pick up every single bun, and not one of them was squashed",
        thanks: "gave them a big pot of sticky icing, just in case",
        gift: "the baker's pot of icing",
        use:
          "scooped the cake back onto its plate and patched it up with the icing, and it looked even better than before"
      )
    case .firstDayOfSchool:
      Aid(
        helperIntro: "the school caretaker", helper: "the caretaker",
        trouble: "was trying to carry far too many chairs at once",
        help: "carried half of the chairs all the way to the hall",
        thanks:
          "gave them a piece of advice: a worry shrinks a little every time you say hello to someone",
        gift: "the caretaker's advice",
        use:
          "walked up to the children who were staring and said hello, one after another, and the worry shrank to the size of a pea"
      )
    case .rainyDayDiscovery:
      Aid(
        helperIntro: "a tiny spider on the banister", helper: "the spider",
        trouble: "was trying to mend a web that a draught had torn",
        help: "held the broken thread quite still while the spider mended its web",
        thanks:
          "told them a secret: the old key on the hook by the stairs opened more than one door",
        gift: "the spider's secret",
        use:
          "fetched the old key from the hook by the stairs and turned it in the stuck door, and with a click the door swung open"
      )
    case .dragonFriendship:
      Aid(
        helperIntro: "an old shepherd", helper: "the shepherd",
        trouble: "had lost three of her sheep among the rocks",
        help: "found the three sheep hiding behind a warm grey stone and brought them back",
        thanks: "made them a promise: if ever the village was afraid, she would speak for them",
        gift: "the shepherd's promise",
        use:
          "called to the old shepherd at the back of the crowd, and she told the villagers how kind the little dragon had been, and one by one they put down their buckets"
      )
    case .magicGarden:
      Aid(
        helperIntro: "a worried old frog", helper: "the frog",
        trouble: "was sitting by a pond that was nearly dry",
        help: "filled the frog's pond with the watering can, right up to the brim",
        thanks: "told them a secret: an old well lay hidden under the roses",
        gift: "the frog's secret",
        use:
          "found the old well under the roses and watered every flower before the dry wind could steal a drop"
      )
    case .snowyMountainRescue:
      Aid(
        helperIntro: "a mountain goat", helper: "the goat",
        trouble: "was calling for her kid, who was stuck on a ledge",
        help: "helped the little kid down from the ledge, one careful step at a time",
        thanks:
          "gave them a little bell: ring it, and the goats on the ridge would ring theirs and show the way",
        gift: "the goat's little bell",
        use:
          "rang the little bell, and from the ridge the goats' bells answered, showing the path through the storm"
      )
    }
  }

  /// A premise's own place: someone any place of its kind could have.
  static func of(_ kind: Premise.PlaceKind) -> Aid {
    switch kind {
    case .indoors:
      Aid(
        helperIntro: "an old moth", helper: "the moth", trouble: "was trapped in an empty jam jar",
        help: "lifted the jam jar and let the moth fly free",
        thanks: "told them a secret: a stuck door opens if you lift it a little before you pull",
        gift: "the moth's secret",
        use:
          "lifted the stuck door a little and pulled, just as the moth had said, and with a creak it swung open"
      )
    case .outdoors:
      Aid(
        helperIntro: "a farmer with a cart", helper: "the farmer",
        trouble: "had a cart wheel stuck in a ditch",
        help: "pushed with all {their} might until the wheel rolled out of the ditch",
        thanks: "made them a promise: if ever they needed a strong pair of arms, she would come",
        gift: "the farmer's promise",
        use:
          "ran back for the farmer, who came with her big horse and pulled the fallen tree out of the way"
      )
    case .water:
      Aid(
        helperIntro: "a white swan", helper: "the swan",
        trouble: "had a twig caught in its feathers",
        help: "gently pulled the twig free",
        thanks: "told them a secret: close to the reeds, the water always flows the other way",
        gift: "the swan's secret",
        use:
          "kept close to the reeds, just as the swan had said, and there the water carried them gently the right way"
      )
    }
  }
}

extension Setback {
  static func of(_ occasion: BuiltInOccasion) -> Setback {
    switch occasion {
    case .bedtimeAdventure:
      Setback(
        start: "Then the moonbeam bridge began to fade, and it wobbled under their feet.",
        ends: [
          "{companion} held up {c:their} tiny lantern, and in its glow the bridge grew strong again."
        ])
    case .forestExploration:
      Setback(
        start: "Then the path split in two, and both ways looked exactly alike.",
        ends: [
          "{companion} knew every path, and led them the right way without a moment's doubt.",
          Line(
            "Then {name} saw the tiny footprints again: they went one way only, and that was the way to go.",
            .needs("footprint"), .payoff),
        ])
    case .oceanVoyage:
      Setback(
        start: "Then the wind dropped away to nothing, and the little boat hardly moved at all.",
        ends: [
          "{companion} flapped {c:their} wings and called to the wind, and soon a fresh breeze filled the sail again."
        ])
    case .spaceJourney:
      Setback(
        start: "Then a red light blinked on the rocket's panel, and the engine began to cough.",
        ends: [
          "{companion} blinked, opened a little hatch and sorted out the wires, and soon the engine purred again."
        ])
    case .birthdayCelebration:
      Setback(
        start:
          "Then a gust of wind tugged the balloons out of {name}'s hands, and they floated off in every direction.",
        ends: ["{companion} jumped and bounced and barked until every last balloon was caught."])
    case .firstDayOfSchool:
      Setback(
        start:
          "Then the bell rang, everyone hurried off, and {name} did not know where the next classroom was.",
        ends: [
          "{companion} took {name} by the hand and showed {them} the way, laughing her kind laugh."
        ])
    case .rainyDayDiscovery:
      Setback(
        start: "Then the lamp flickered and went out, and the stairs were suddenly dark.",
        ends: [
          "{companion} followed the tapping sound through the dark, and they crept after {c:them}, step by step."
        ])
    case .dragonFriendship:
      Setback(
        start:
          "Then a loose stone rolled under {name}'s feet, and {they} began to slide down the slope.",
        ends: [
          "{companion} forgot to be shy for a moment, and caught {name} with {c:their} tail just in time."
        ])
    case .magicGarden:
      Setback(
        start: "Then the tall sunflowers leaned together and blocked the way.",
        ends: [
          "{companion} buzzed a rhyme so funny that the sunflowers laughed and stood up straight again."
        ])
    case .snowyMountainRescue:
      Setback(
        start: "Then the snow grew so deep that they sank in up to their knees.",
        ends: [
          "{companion} went ahead and pressed a path through the snow with {c:their} big paws."
        ])
    }
  }

  /// A premise's own place: any companion, even the premise's own dog, can help here.
  static func of(_ kind: Premise.PlaceKind) -> Setback {
    switch kind {
    case .indoors:
      Setback(
        start: "Then the lights flickered and went out, and everything was dark.",
        ends: [
          "{name} and {companion} stayed close, and felt their way along the wall until they could see again."
        ])
    case .outdoors:
      Setback(
        start: "Then a sudden shower came pouring down, and the path turned to mud.",
        ends: [
          "They sheltered under a big leafy tree until the shower had passed, and then went on, splashing through the puddles."
        ])
    case .water:
      Setback(
        start: "Then the wind blew up, and little waves splashed right over their feet.",
        ends: ["They held on tight to each other and waited, and soon the wind calmed down again."])
    }
  }
}
