import TalecastCore
import Testing

@testable import TalecastGeneration

/// What is in the hero's way is what the premise is about: weather only when the premise
/// names it (or its deadline brings it), otherwise the task's own difficulty; and the hero,
/// the people and the gift are the ones the parent typed.
@Suite struct StoryTroubleTests {
  func story(
    _ premise: String, hero name: String, pronouns: Pronouns = .she, gift: String? = nil,
    seed: UInt64 = 3
  ) throws -> PlannedStory {
    var hero = WriterFigures.heroes[Int(seed) % WriterFigures.heroes.count]
    hero.name = name
    hero.pronouns = pronouns
    if let gift { hero.specialAbility = gift }
    return try #require(
      WriterFigures.plan(premise, hero: hero, length: .medium, seed: seed), "\(premise)")
  }

  static let weather: Set<Trouble.Name> = [
    .tide, .fog, .dark, .snow, .rain, .wind, .ice, .crowd, .thorns, .cold, .powerCut,
  ]

  @Test(arguments: [
    ("Leo and his grandma try to grow the biggest pumpkin on the farm.", "Leo", "the waiting"),
    (
      "A girl called Maya teaches her grandpa how to build a proper snowman in the park before the snow melts away on Sunday.",
      "Maya", "the hard part"
    ),
    (
      "Bertie the little delivery van has to bring the birthday cake from the bakery to Mrs Patel's house before the party starts at three.",
      "Bertie", "the long way"
    ),
    ("Ruby wants to win the sack race at the school sports day.", "Ruby", "the others"),
  ])
  func aPremiseWithoutWeatherHasItsTasksOwnTrouble(
    premise: String, hero: String, trouble: String
  ) throws {
    for seed: UInt64 in [1, 2] {
      let story = try story(premise, hero: hero, seed: seed)
      #expect(story.frame.trouble.name == .task, "\(premise)")
      #expect(story.frame.trouble.phrase == trouble)
      let text = story.scenes.map(\.text).joined(separator: " ")
      for word in ["fog", "rain", "snow began", "gust", "The hours slipped", "Tick, tock"] {
        #expect(!text.contains(word), "\(premise): \(word)")
      }
    }
  }

  @Test func weatherTheDeadlineBringsIsTheTrouble() throws {
    let tide = try story(
      "a little red fire boat called Fizz has to rescue a kitten stuck on a buoy in the harbour before the tide comes in",
      hero: "Fizz")
    #expect(tide.frame.trouble.name == .tide)
    // A snowman's snow is not in the way; a deadline of its melting stays the deadline.
    let snowman = try story(
      "A girl called Maya teaches her grandpa how to build a proper snowman in the park before the snow melts away on Sunday.",
      hero: "Maya")
    #expect(!Self.weather.contains(snowman.frame.trouble.name))
    #expect(snowman.frame.deadline?.before == "before the snow melted away on Sunday")
  }

  @Test func aHeroNamedWithWhatTheyAreIsThatKind() throws {
    let cow = try story(
      "Daisy the cow really wants to win the blue ribbon at the village fair, but her best friend Clover the sheep is entering too.",
      hero: "Daisy")
    #expect(cow.frame.hero.kind == .animal && cow.frame.hero.noun == "cow")
    let van = try story(
      "Bertie the little delivery van has to bring the birthday cake to Mrs. Patel's house before the party starts at three.",
      hero: "Bertie", pronouns: .he)
    #expect(van.frame.hero.kind == .vehicle)
    // Whose house it is names no companion, and a Mrs is a "she".
    #expect(van.frame.companion == nil)
    #expect(van.frame.owner?.pronouns == .she)
    let text = van.scenes.map(\.text).joined(separator: " ")
    for word in ["wellies", "boots", "knee"] { #expect(!text.contains(word), "\(word)") }
  }

  @Test func aNewcomerShownRoundIsMadeWelcome() throws {
    let story = try story(
      "It's Sam's first day at a new school and nobody knows him yet, so Ava decides to show him all her favourite secret spots at playtime.",
      hero: "Ava")
    #expect(story.frame.kind == .welcome && story.frame.guestHere)
    #expect(story.frame.thing.definite == "Sam" && story.frame.thing.pronouns == .he)
    #expect(story.frame.trouble.phrase == "the shyness")
    #expect(!story.title.contains("the Sam"), "\(story.title)")
  }

  /// A word the dictionary does not know is kept as typed, never the spell checker's guess.
  @Test func anUnknownWordIsKeptAsTyped() throws {
    let story = try story(
      "My twins Ella and Max want to build a treehouse with their dad before the rain comes.",
      hero: "Ella")
    #expect(story.frame.thing.head == "treehouse")
  }

  @Test(arguments: [
    ("whistling like any bird", "whistled"), ("telling stories", "story"),
    ("being very patient", "patiently"), ("knowing every star by name", "star"),
    ("sniffing things out", "sniffed"), ("growing things", "seed"),
  ])
  func theGiftActsInTheParentsOwnWords(gift: String, word: String) throws {
    let premise =
      gift.hasPrefix("knowing")
      ? "Ada has to guide a lost baby owl back to its nest before dawn."
      : "Ada has to teach her little brother Tom to swim in the lake."
    let story = try story(premise, hero: "Ada", gift: gift)
    let turn = story.scenes.flatMap(\.sentences).filter { $0.beat == .turn && $0.isPlot }
    #expect(turn.contains { $0.text.contains(word) }, "\(turn.map(\.text))")
    #expect(!turn.contains { $0.text.contains("did what") }, "\(turn.map(\.text))")
  }

  /// "fix it" is the thing named before; a torn kite is patched, not set ticking.
  @Test func itIsTheThingNamedBefore() throws {
    let story = try story(
      "Oliver's little sister's kite got ripped in the wind and he wants to fix it before her birthday party on Saturday.",
      hero: "Oliver", pronouns: .he)
    #expect(story.frame.thing.definite == "the kite" && story.frame.patched)
    #expect(story.frame.owner?.head == "sister")
    let text = story.scenes.map(\.text).joined(separator: " ")
    for word in ["ticked", "hummed", "wire", "Oliver's kite"] {
      #expect(!text.contains(word), "\(word)")
    }
  }

  /// Requests and contractions as parents type them are read as the premise they ask for.
  @Test(arguments: [
    (
      "Can we have one where Bramble the teddy is scared of the dark under the bed but finds out it's not so scary after all?",
      "Bramble", StoryKind.faceFear
    ),
    (
      "my daughter wants one where Pip the bunny grows the biggest carrot on the farm and wins a ribbon at the harvest fair",
      "Pip", .win
    ),
    (
      "A new girl called Lina joins Zara's class and doesn't speak much English yet, so Zara helps her feel welcome on her first day at school.",
      "Zara", .welcome
    ),
    (
      "Someone keeps taking the acorns from Squirrel's secret stash in the forest. Hoot the owl investigates at night to solve the mystery.",
      "Hoot", .investigate
    ),
  ])
  func aParentsPremiseIsRead(premise: String, hero: String, kind: StoryKind) throws {
    let story = try story(premise, hero: hero)
    #expect(story.frame.kind == kind)
    if kind == .faceFear || kind == .win { #expect(story.frame.hero.kind != .child) }
    if kind == .welcome { #expect(story.frame.thing.definite == "Lina") }
    if kind == .investigate {
      #expect(story.frame.taken && story.frame.thing.definite == "the acorns")
      #expect(!story.title.contains("Made"), "\(story.title)")
    }
  }

  /// What the premise says must not be missed is where the taxi goes and by when; what it
  /// says runs out is the trouble; a cake for Mum's birthday is baked, not a party.
  @Test func thePremisesOwnStakesAreTold() throws {
    let taxi = try story(
      "Bolt the little taxi has to get Grandpa Joe across the city in the pouring rain so he doesn't miss his granddaughter's school concert.",
      hero: "Bolt", pronouns: .he)
    #expect(taxi.frame.world.name == .town && taxi.frame.companion == nil)
    #expect(taxi.frame.destination == "the concert")
    #expect(taxi.frame.deadline?.before == "before the concert started")
    #expect(taxi.frame.done == "safe")
    let cake = try story(
      "my kid wants a story where Sam and Grandad make a surprise birthday cake for Mum at home, but they run out of eggs!",
      hero: "Sam", pronouns: .they)
    #expect(cake.frame.kind == .make && cake.frame.trouble.phrase == "no eggs")
    let text = cake.scenes.map(\.text).joined(separator: " ")
    #expect(text.contains("no eggs"), "\(text)")
  }

  /// Looks that say what the hero is ("a small red tugboat with a big smile") make the hero
  /// that, and only what comes after "with" is worn or had.
  @Test func looksThatNameAKindMakeTheHeroThatKind() throws {
    var hero = WriterFigures.heroes[0]
    hero.name = "Toot"
    hero.pronouns = .he
    hero.appearance = "a small red tugboat with a big smile"
    let story = try #require(
      WriterFigures.plan(
        "Toot has to deliver a birthday cake to the lighthouse keeper across the harbour.",
        hero: hero, length: .medium, seed: 2))
    #expect(story.frame.hero.kind == .vehicle && story.frame.hero.noun == "tugboat")
    #expect(story.frame.hero.appearance == "a big smile")
    let text = story.scenes.map(\.text).joined(separator: " ")
    #expect(!text.contains("had a small red tugboat"), "\(text)")
  }
}
