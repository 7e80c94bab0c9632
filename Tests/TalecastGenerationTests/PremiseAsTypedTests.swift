import TalecastCore
import Testing

@testable import TalecastGeneration

/// Premises as parents type them into the app, with the hero they set up: a question at the
/// end, a request with "-ing", a pronoun to be guided home, a fear with a task after "but",
/// someone else's mishap, looks that are hair and not clothes.
@Suite struct PremiseAsTypedTests {
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

  @Test func aQuestionAtTheEndIsTheGoal() throws {
    let shell = try story(
      "maya lost grandpa's lucky shell on the beach and the tide is coming in fast, can she find it before the waves wash it away?",
      hero: "Maya")
    #expect(shell.frame.kind == .find)
    #expect(shell.frame.thing.head == "shell")
    #expect(shell.frame.world.name == .beach)
    #expect(shell.frame.trouble.name == .tide)
    #expect(!text(shell).contains("secret"))
  }

  @Test func aRequestWithIngIsReadAsTheHerosDoing() throws {
    let gate = try story(
      "can you do a story about Pip fixing the broken farm gate before morning so the sheep don't wander off",
      hero: "Pip", pronouns: .they)
    #expect(gate.frame.kind == .make)
    #expect(gate.frame.thing.head == "gate")
    #expect(gate.frame.deadline?.before == "before morning")
  }

  @Test func helpingItFindItsWayIsAGuideHome() throws {
    let elephant = try story(
      "zuri hears a baby elephant crying in the jungle during a huge rainstorm and helps it find its way back to its mum",
      hero: "Zuri")
    #expect(elephant.frame.kind == .guide)
    #expect(elephant.frame.thing.head == "elephant")
    #expect(elephant.frame.world.name == .forest)
    #expect(elephant.frame.trouble.name == .rain)
    #expect(!text(elephant).contains("its way"))
  }

  @Test func aVerbAfterTheThingIsNotPartOfIt() throws {
    let rocket = try story(
      "Sam's rocket engine breaks on the moon and they need to fix it before the sun goes down so they can get home in time for dinner.",
      hero: "Sam", pronouns: .they)
    #expect(rocket.frame.thing.head == "engine")
    #expect(rocket.frame.world.name == .nightSky)
    #expect(!text(rocket).contains("breaks"))
  }

  @Test func whomToWelcomeIsTheOneNamed() throws {
    let girl = try story(
      "A new family has moved into the snowy village and Noor wants to make their shy little girl feel welcome before the lantern festival tonight.",
      hero: "Noor")
    #expect(girl.frame.kind == .welcome)
    #expect(girl.frame.other?.head == "girl")
  }

  @Test func aFearWithATaskAfterButIsTheTasksTrouble() throws {
    let button = try story(
      "Rosie the toy bunny is scared of the dark under the bed, but she has to go down there to rescue Teddy's lost button before bedtime.",
      hero: "Rosie")
    #expect(button.frame.kind == .find)
    #expect(button.frame.thing.head == "button")
    #expect(button.frame.trouble.name == .dark)
    #expect(button.frame.deadline != nil)
    // A button found is not coaxed out like a kitten.
    #expect(!text(button).contains("backed away"))
  }

  @Test func someoneElsesMishapIsRetoldAndADrawingContestIsWonWithAPicture() throws {
    let contest = try story(
      "Leo enters the school drawing contest but his baby sister spills juice on his picture the night before. He has to make something even better!",
      hero: "Leo", pronouns: .he, looks: "glasses and a dinosaur t-shirt", gift: "drawing")
    #expect(contest.frame.hero.kind == .child)
    #expect(contest.frame.thing.head == "picture")
    #expect(contest.frame.trouble.name != .dark)
    let said = text(contest)
    #expect(said.contains("Leo's baby sister spilt juice on his picture"))
    #expect(!said.contains("grown the picture"))
    #expect(!said.contains("lined up with the others"))
  }

  @Test func whatIsOverBeforeTheStoryIsNotTheTrouble() throws {
    let trees = try story(
      "a story where Finn and his dog Mabel help the forest animals plant new trees after the big wind knocked down the old oak",
      hero: "Finn", pronouns: .he)
    #expect(trees.frame.trouble.name != .wind)
    #expect(trees.frame.task.hasPrefix("plant"))
    let river = try story(
      "Otto teaches his friend Duckling how to swim, but the river's cold and fast after the storm.",
      hero: "Otto", pronouns: .he, gift: "swimming super fast")
    #expect(river.frame.trouble.name == .current)
    #expect(river.frame.gift.kind == .swimming)
    #expect(!text(river).contains("squeak"))
  }

  @Test(arguments: [
    ("curly black hair and a yellow raincoat", "curly black hair and a yellow raincoat", false),
    ("red mittens and a bobble hat", "red mittens and a bobble hat", true),
    (
      "silver space suit covered in star stickers", "a silver space suit covered in star stickers",
      true
    ),
    ("freckles and muddy green wellies", "freckles and muddy green wellies", false),
    ("a yellow raincoat", "a yellow raincoat", true),
    ("a patchy orange and white scarf", "a patchy orange and white scarf", true),
  ])
  func looksAreSaidAsAStorySaysThem(typed: String, said: String, worn: Bool) {
    let looks = Looks(typed)
    #expect(looks.text == said)
    #expect(looks.worn == worn)
  }

  @Test func hairIsHadNotWorn() throws {
    let maya = try story(
      "Maya wants to find the biggest shell on the beach.", hero: "Maya",
      looks: "curly black hair and a yellow raincoat")
    #expect(!text(maya).contains("wore curly"))
  }

  @Test func whomTheHeroHelpsIsInTheStory() throws {
    let key = try story(
      "my son wants a story where he helps grandpa find the missing key to the garden shed before the rain starts",
      hero: "Theo", pronouns: .he)
    #expect(key.frame.kind == .find)
    #expect(key.frame.other?.definite == "Grandpa")
    let turtle = try story(
      "Lily and her dad find a baby sea turtle going the wrong way on the beach and she has to help it reach the sea",
      hero: "Lily", gift: "swimming")
    #expect(turtle.frame.kind == .guide)
    #expect(turtle.frame.thing.head == "turtle")
    #expect(turtle.frame.task == "help the sea turtle get to the sea")
  }

  @Test func aChildsWishAndAMissingApostropheAreRead() throws {
    let race = try story(
      "my 4 year old wants max to race the ice cream truck through town on parade day",
      hero: "Max", pronouns: .he)
    #expect(race.frame.kind == .win)
    #expect(race.frame.thing.head == "race")
    #expect(race.frame.other?.definite == "the ice cream truck")
    #expect(race.frame.trouble.name != .ice)
    let picnic = try story(
      "its grandpa badger's birthday and hazel wants to make him a big picnic in the forest",
      hero: "Hazel")
    #expect(picnic.frame.thing.first == "a big picnic")
  }

  @Test func aLostThingTurnsUpSomewhereOfItsWorld() throws {
    let spots = [
      "between two jars on the jam stall", "on a hay bale by the tea tent",
    ]
    var found = false
    for seed: UInt64 in 1...6 {
      let glasses = try story(
        "Maya helps grandma find her reading glasses at the village fair.", hero: "Maya",
        gift: "spotting tiny things", seed: seed)
      #expect(glasses.frame.world.name == .village)
      if spots.contains(where: text(glasses).contains) { found = true }
    }
    #expect(found)
  }

  @Test func aGiftOfNoKnownKindTurnsTheStoryInItsOwnWords() throws {
    for seed: UInt64 in 1...4 {
      let kite = try story(
        "Ada has to fix her torn kite before the picnic.", hero: "Ada",
        gift: "juggling three oranges", seed: seed)
      #expect(kite.frame.gift.kind == .other)
      let said = text(kite)
      #expect(!said.contains("did what"), "\(said)")
      #expect(said.contains("juggling three oranges"))
    }
  }

  @Test func aSurprisePartyHasItsSurpriseAndThePersonIsSomeone() throws {
    let party = try story(
      "can you do a story where Pip the train throws a surprise party for the old station master who is retiring?",
      hero: "Pip", pronouns: .he, seed: 1)
    #expect(party.frame.kind == .celebrate)
    #expect(party.frame.other?.pronouns != .it)
    #expect(!text(party).contains("its face"))
  }

  @Test(arguments: [
    (
      "a little boy with curly red hair and a green raincoat", HeroRole.Kind.child,
      String?("curly red")
    ),
    ("a 5 year old girl with two puffy braids", .child, "two puffy braids"),
    ("a patchy orange and white puppy", .animal, nil),
    ("a little hedgehog wearing a leaf for a hat", .animal, nil),
  ])
  func looksThatSayWhoTheHeroIsAreNotWorn(looks: String, kind: HeroRole.Kind, said: String?)
    throws
  {
    let hat = try story("Milo has to find his lost hat in the park.", hero: "Milo", looks: looks)
    #expect(hat.frame.hero.kind == kind)
    let told = text(hat)
    #expect(!told.contains("had a little boy") && !told.contains("a 5 year old"))
    #expect(!told.contains("wore a little hedgehog") && !told.contains("had a patchy"))
    if let said { #expect(told.contains(said)) }
  }
}
