import Testing

@testable import TalecastGeneration

/// The premise's own people and places in the story: whose the key thing is (the farmer's hay
/// cart) at the start and at the goal, a farm and a river as worlds of their own, a flower
/// grown for a show ending at the show, a newcomer made welcome, and premises Link Grammar
/// cannot link whole read in parts.
@Suite struct StoryCastTests {
  func stories(_ premise: String, seeds: Range<UInt64> = 0..<4) throws -> [PlannedStory] {
    try seeds.map { seed in
      try #require(
        WriterFigures.plan(
          premise, hero: WriterFigures.heroes[Int(seed) % WriterFigures.heroes.count],
          length: .medium, seed: seed), "\(premise)")
    }
  }

  @Test func theFarmerIsThereAtTheStartAndAtTheEnd() throws {
    for story in try stories(
      "The hero, a little red tractor, must pull the farmer's stuck hay cart out of the muddy ditch before the evening rain comes."
    ) {
      #expect(story.frame.world.name == .farm)
      #expect(story.frame.owner?.definite == "the farmer")
      #expect(story.frame.spot == "in the muddy ditch")
      let first = story.scenes.first?.text ?? ""
      let last = story.scenes.last?.text ?? ""
      #expect(first.lowercased().contains("the farmer"), "\(first)")
      #expect(last.lowercased().contains("the farmer"), "\(last)")
      #expect(!last.contains("walked home"), "a tractor does not walk: \(last)")
    }
  }

  @Test func grandmaIsWhereTheNoteGoes() throws {
    for story in try stories(
      "The hero, a small paper boat, has to carry a birthday note across the village pond to Grandma's cottage by lunchtime."
    ) {
      #expect(story.frame.owner?.definite == "Grandma")
      #expect(story.scenes.last?.text.contains("Grandma") == true)
    }
  }

  @Test func anOtterRescuesADucklingOnTheRiver() throws {
    for story in try stories(
      "A baby duckling has got stuck in the reeds at the edge of the river, and the hero, a brave otter, swims out to help it."
    ) {
      #expect(story.frame.world.name == .river)
      let text = story.scenes.map(\.text).joined(separator: " ")
      #expect(!text.contains("nudged") && !text.contains("pushed hard at the"), "\(text)")
    }
  }

  @Test func aSunflowerGrownForTheShowIsJudged() throws {
    for story in try stories(
      "The hero wants to grow the biggest sunflower in the garden for the village flower show."
    ) {
      #expect(story.frame.kind == .win && story.frame.contest == "the village flower show")
      #expect(story.scenes.last?.text.contains("flower show") == true)
    }
  }

  @Test func aNewPupilIsMadeWelcome() throws {
    for story in try stories(
      "The hero must help a new pupil who has just moved from far away feel welcome on her first day at school, before the bell rings for home time."
    ) {
      #expect(story.frame.kind == .welcome && story.frame.guestHere)
      #expect(story.frame.task == "make the new pupil feel welcome")
      let text = story.scenes.map(\.text).joined(separator: " ")
      #expect(!text.contains("pupil were") && !text.contains("banner"), "\(text)")
    }
  }

  @Test func aPremiseTooLongToLinkIsReadInParts() throws {
    for story in try stories(
      "The hero, a busy hedgehog, wants to grow a pumpkin big enough to share with every creature in the garden before the first frost of autumn."
    ) {
      #expect(story.frame.kind == .make && story.frame.thing.head == "pumpkin")
      #expect(story.frame.deadline?.before == "before the first frost of autumn")
      #expect(story.frame.hero.noun == "hedgehog")
    }
  }

  @Test func aTimeOfDayIsTheTimeToBeat() throws {
    for story in try stories(
      "The hero, a little red delivery van, must carry a giant wedding cake from the bakery across the busy town by twelve o'clock without dropping a single crumb."
    ) {
      #expect(story.frame.deadline?.before == "before twelve o'clock")
      #expect(story.frame.task == "carry the wedding cake safely from the bakery")
      #expect(story.frame.destination == nil)
    }
  }

  /// Premises a new reader wrote (2026-11-29), read for what they ask: whom the hero helps
  /// and what they free, what a search is for, a row of what, a title's full stop, "set".
  @Test(arguments: [
    (
      "The hero, a little seal, must help Grandpa Walrus free a tangled seagull from an old fishing net on the rocks before the evening tide rolls in.",
      "seagull"
    ),
    (
      "The hero, a curious lamb, searches every corner of Farmer Rosa's barn for her lost silver whistle so she can call the sheep home at sunset.",
      "whistle"
    ),
    (
      "The hero, a young girl, plants a row of strawberries with her grandmother and must keep the hungry blackbirds away until the berries are ripe for the summer picnic.",
      "strawberries"
    ),
  ])
  func whatTheStoryIsAbout(premise: String, thing: String) throws {
    for story in try stories(premise, seeds: 0..<2) {
      #expect(story.frame.thing.head == thing, "\(story.frame.thing)")
      #expect(story.frame.spot?.contains("sunset") != true)
    }
  }

  @Test func aTitlesFullStopEndsNoSentence() throws {
    for story in try stories(
      "The hero, a brave little sled dog, must carry a warm bundle of medicine across the snowy hills to old Mrs. Birch's cottage before the storm arrives."
    ) {
      #expect(story.frame.task.hasSuffix("old Mrs Birch's cottage"), "\(story.frame.task)")
    }
    for story in try stories(
      "The hero, a glowing firefly, guides a lost baby rabbit through the dark forest back to his family's burrow before the moon sets."
    ) {
      #expect(story.frame.deadline?.comes == "the moon set")
    }
  }
}
