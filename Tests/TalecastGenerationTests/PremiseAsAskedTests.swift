import TalecastCore
import Testing

@testable import TalecastGeneration

/// Premises as parents ask for them (reading 19): what they say to the app is not the story,
/// what they say about how or why is, and a name, a newcomer, a dare or a boat lost at sea is
/// the story they mean.
@Suite struct PremiseAsAskedTests {
  func story(
    _ premise: String, hero name: String, pronouns: Pronouns = .she, looks: String? = nil,
    gift: String? = nil, seed: UInt64 = 3
  ) throws -> PlannedStory {
    var hero = WriterFigures.heroes[Int(seed) % WriterFigures.heroes.count]
    hero.name = name
    hero.pronouns = pronouns
    if let looks { hero.appearance = looks }
    if let gift { hero.specialAbility = gift }
    return try #require(
      WriterFigures.plan(premise, hero: hero, length: .medium, seed: seed), "\(premise)")
  }

  func text(_ story: PlannedStory) -> String {
    story.scenes.map(\.text).joined(separator: " ")
  }

  @Test func aNameOfTwoWordsIsReadAsOneHero() throws {
    let oven = try story(
      "captain buttons helps the old baker fix his broken oven in the middle of the night so the whole town still gets fresh bread in the morning",
      hero: "Captain Buttons", pronouns: .he)
    #expect(oven.frame.kind == .make)
    #expect(oven.frame.thing.head == "oven")
    #expect(oven.frame.world.name == .town)
    let said = text(oven)
    #expect(!said.contains("A Story for Tonight"))
    #expect(said.contains("So the whole town still got fresh bread in the morning."))
  }

  @Test func whatTheParentSaysToTheAppIsNotTheStory() throws {
    let boy = try story(
      "My daughter starts at a new school next week, so could you make one where Priya helps a new boy who doesn't speak English yet feel welcome in her class?",
      hero: "Priya", gift: "making friends")
    #expect(boy.frame.kind == .welcome)
    #expect(boy.frame.thing.head == "boy")
    #expect(boy.frame.guestHere)
    #expect(boy.frame.newToLanguage)
    #expect(boy.frame.gift.kind == .kindness)
    let said = text(boy)
    #expect(!said.contains("My daughter"))
    #expect(!said.contains("could you"))
    #expect(!said.contains("cake"))
    #expect(said.contains("did not know the word") || said.contains("did not understand"))
  }

  @Test func aFamilyWordWithoutItsApostropheOwnsTheThing() throws {
    let glasses = try story(
      "leo finds grandmas lost reading glasses up in the dusty attic before she comes for tea",
      hero: "Leo", pronouns: .he)
    #expect(glasses.frame.kind == .find)
    #expect(glasses.frame.thing.head == "glasses")
    #expect(glasses.frame.deadline?.comes == "Grandma came for tea")
    #expect(!text(glasses).contains("grandmas"))
  }

  @Test func aDareToCrossIsTheFearAndItsFriendsWaitOnTheOtherSide() throws {
    let stones = try story(
      "pip is scared to cross the river on the wobbly stepping stones but all his friends are waiting on the other side for a picnic. please make it end with him feeling proud",
      hero: "Pip", pronouns: .he, gift: "listening carefully")
    #expect(stones.frame.kind == .faceFear)
    #expect(stones.frame.thing.head == "stones")
    #expect(stones.frame.skill?.hasPrefix("cross the river") == true)
    let said = text(stones)
    #expect(!said.contains("picnic."))
    #expect(said.contains("All Pip's friends were waiting on the other side."))
    #expect(said.contains("The wobbly stones knocked"))
    #expect(!said.contains("please"))
  }

  @Test func howTheHeroWinsIsSaidAtTheTurn() throws {
    let castle = try story(
      "Please write one where Daisy enters the sandcastle contest at the beach and wins because she makes a castle with a moat for the little crabs to live in.",
      hero: "Daisy", gift: "decorating things with pretty patterns")
    #expect(castle.frame.world.name == .beach)
    #expect(castle.frame.reason != nil)
    let turn = castle.scenes.flatMap(\.sentences).filter { $0.beat == .turn }.map(\.text)
    #expect(turn.contains { $0.contains("moat for the little crabs") })
    let said = text(castle)
    // A sandcastle is built and judged where it stands.
    #expect(!said.contains("on the table"))
    #expect(!said.contains("big tent"))
  }

  @Test func aBoatLostAtSeaIsLedHome() throws {
    let sailboat = try story(
      "tilly the tugboat rescues a tiny sailboat that got lost in the fog out at sea",
      hero: "Tilly", gift: "pushing big ships")
    #expect(sailboat.frame.kind == .guide)
    #expect(sailboat.frame.thing.head == "sailboat")
    #expect(!text(sailboat).contains("lobster pots"))
  }

  @Test func aLambInTheMudIsPulledOutAndTheStormDoesNotBlowOver() throws {
    let lamb = try story(
      "Can you do one where Rosie the tractor rescues a lamb stuck in the mud by the farm pond before the big storm arrives tonight?",
      hero: "Rosie", gift: "pulling heavy things")
    let said = text(lamb)
    #expect(!said.contains("backed away"))
    #expect(!said.contains("heavy branch"))
    #expect(said.contains("the mud let go"))
    #expect(!said.contains("calm again"))
    #expect(!said.contains("wind dropped"))
  }

  @Test func aZooAndAMountainAreWorldsOfTheirOwn() throws {
    let party = try story(
      "Could you write a story where Bongo and the other zoo animals plan a surprise party for their zookeeper who is retiring? Thank you!",
      hero: "Bongo", pronouns: .he, looks: "a cheeky little monkey in a striped t-shirt")
    #expect(party.frame.world.name == .zoo)
    #expect(party.frame.hero.kind == .animal)
    let said = text(party)
    #expect(said.contains("zookeeper was retiring"))
    #expect(!said.contains("Thank you!\" said"))
    let hiker = try story(
      "Could you write one where Sam helps a lost hiker find the way back down the mountain before sunset? Please make it calm, not scary.",
      hero: "Sam", pronouns: .they,
      looks: "an 8 year old with short brown hair and a yellow raincoat",
      gift: "drawing maps")
    #expect(hiker.frame.world.name == .mountain)
    #expect(hiker.frame.kind == .guide)
    let walk = text(hiker)
    #expect(!walk.contains("snowy"))
    #expect(!walk.contains("brightest star"))
    #expect(!walk.contains("with an 8 year old"))
  }

  @Test func whatCameBeforeTheRequestSaysWhoSheIs() throws {
    let slide = try story(
      "my daughter is scared of the big twisty slide at the park, could you write one where she finally goes down it and loves it?",
      hero: "Maya")
    #expect(slide.frame.kind == .faceFear)
    #expect(slide.frame.thing.head == "slide")
    #expect(slide.frame.world.name == .park)
    #expect(!text(slide).contains("the down"))
  }

  @Test func aNameThatIsANounStillWinsItsRace() throws {
    let race = try story(
      "Can you write one where Skipper enters the harbour boat race against the fast speedboats and wins by staying steady when the sea gets rough? I'd like it to show that slow and steady is ok.",
      hero: "Skipper", looks: "a little green ferry boat with round windows",
      gift: "staying calm in big waves")
    #expect(race.frame.kind == .win)
    #expect(race.frame.world.name == .harbour)
    #expect(!text(race).contains("A Story for Tonight"))
  }

  @Test func friendsInTheQuestionPlanItTogether() throws {
    let concert = try story(
      "Could Pip and her forest friends plan a surprise concert for the old owl who can't fly very well anymore? Please make it cozy, it's for bedtime.",
      hero: "Pip")
    #expect(concert.frame.kind == .celebrate)
    #expect(concert.frame.other?.head == "owl")
    #expect(concert.frame.companion != nil)
    #expect(!text(concert).contains("gone missing"))
  }

  @Test func aLostBoyIsLedBackToHisMum() throws {
    let boy = try story(
      "koko spots a little boy who got separated from his mum at the zoo and helps him find his way back to her",
      hero: "Koko", gift: "juggling bananas")
    #expect(boy.frame.kind == .guide)
    #expect(boy.frame.thing.head == "boy")
    #expect(boy.frame.destination?.hasSuffix("mum") == true)
    #expect(!text(boy).contains(" her way"))
    #expect(boy.title != "The Lost Way")
  }

  @Test func aBusTakesItsPassengersAndTheyRide() throws {
    let choir = try story(
      "Bertie has to drive the school choir up the winding mountain road so they get to the hilltop festival on time. my son loves buses!",
      hero: "Bertie", pronouns: .he, looks: "a big red double decker bus with a squeaky horn")
    #expect(choir.frame.kind == .fetch)
    #expect(choir.frame.thing.alive)
    #expect(choir.frame.destination == "the hilltop festival")
    let said = text(choir)
    #expect(!said.contains("wobbled"))
    #expect(!said.contains("Small as he was"))
    #expect(!said.contains("into the right hands"))
  }

  @Test func untilItGrowsIsHowItEndsNotADeadline() throws {
    let sunflower = try story(
      "rosie plants one sunflower seed in the garden and looks after it all summer until it grows taller than the fence",
      hero: "Rosie")
    #expect(sunflower.frame.deadline == nil)
    #expect(text(sunflower).contains("taller than the fence"))
  }

  @Test func aFearTheParentNamesFirstIsTheStorysFear() throws {
    let dentist = try story(
      "My daughter is scared of going to the dentist next week. Please make one where Amara sits in the big dentist chair and is brave and it turns out fine.",
      hero: "Amara")
    #expect(dentist.frame.kind == .faceFear)
    #expect(dentist.frame.thing.head == "dentist")
    #expect(dentist.frame.skill == "go to the dentist")
    #expect(dentist.frame.world.name == .town)
    let machine = try story(
      "My daughter's doll really does have to go in the washing machine before our holiday lol. Can Lulu be scared of the washing machine but find out it's actually okay?",
      hero: "Lulu")
    #expect(machine.frame.thing.first == "the washing machine")
    #expect(!text(machine).contains("lol"))
    #expect(!text(machine).contains("machine but"))
  }

  @Test func foundAndHelpedBackIsAGuideToItsOwnPlace() throws {
    let firefly = try story(
      "pip finds a lost firefly in the hedge and helps it get back to its meadow before the sun comes up",
      hero: "Pip", pronouns: .he)
    #expect(firefly.frame.kind == .guide)
    #expect(firefly.frame.thing.head == "firefly")
    #expect(firefly.frame.destination == "the lost firefly's meadow")
  }

  @Test func whatTheCatKnockedOffIsWhatIsFixed() throws {
    let roof = try story(
      "the cat knocked the dollhouse roof off and captain buttons and the other toys have to fix it before the kids wake up",
      hero: "Captain Buttons", pronouns: .he)
    #expect(roof.frame.thing.head == "roof")
    #expect(!text(roof).contains("inside the cat"))
  }
}
