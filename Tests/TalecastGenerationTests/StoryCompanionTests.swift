import TalecastCore
import Testing

@testable import TalecastGeneration

/// Whom a parent names beside the hero is in the story: "his cat Biscuit" is with the hero
/// from the first scene, helps at the low point in a long enough story, and is there at the
/// end; premises typed as a parent types them are read ("My son Leo …", "Can you do one
/// about …", "A little girl plants …").
@Suite struct StoryCompanionTests {
  func story(_ premise: String, hero name: String, seed: UInt64 = 3) throws -> PlannedStory {
    var hero = WriterFigures.heroes[Int(seed) % WriterFigures.heroes.count]
    hero.name = name
    return try #require(
      WriterFigures.plan(premise, hero: hero, length: .medium, seed: seed), "\(premise)")
  }

  @Test(arguments: [
    (
      "My son Leo is scared of the cellar, so tonight he goes down with his torch and his cat Biscuit to find out what keeps making that tapping noise.",
      "Leo", "Biscuit", true
    ),
    (
      "Our daughter Isla is entering the sandcastle contest at the beach with her dog Waffles, but the tide is coming in fast.",
      "Isla", "Waffles", true
    ),
    (
      "Finn and his neighbour Mr Okafor try to grow the biggest tomato on the street in time for the summer garden party.",
      "Finn", "Mr Okafor", false
    ),
    (
      "A shy hedgehog named Pip has lost his favourite red acorn somewhere in the garden and asks the snail next door to help him find it.",
      "Pip", "the snail", true
    ),
    (
      "Grandma and Ava are baking a birthday cake for Grandad but the oven breaks, so they have to find another way to finish it before the party.",
      "Ava", "Grandma", false
    ),
  ])
  func theCompanionIsThereFromStartToEnd(
    premise: String, hero: String, companion: String, animal: Bool
  ) throws {
    for seed: UInt64 in [1, 2, 5] {
      let story = try story(premise, hero: hero, seed: seed)
      let found = try #require(story.frame.companion, "\(premise)")
      #expect(found.role.definite == companion)
      #expect(found.isAnimal == animal, "\(companion)")
      let first = story.scenes.first?.text ?? ""
      let last = story.scenes.last?.text ?? ""
      #expect(first.contains(companion.capitalizedFirst) || first.contains(companion), "\(first)")
      let end = story.scenes.suffix(2).map(\.text).joined(separator: " ")
      #expect(end.contains(companion.capitalizedFirst) || end.contains(companion), "\(last)")
      let text = story.scenes.map(\.text).joined(separator: " ")
      // A companion is no stranger who happens by, and an animal says nothing to remember.
      #expect(!text.contains("\(companion.capitalizedFirst) came by"), "\(text)")
      if animal { #expect(!text.contains("what \(companion) had said"), "\(text)") }
    }
  }

  @Test func theCompanionHelpsAtTheLowPoint() throws {
    let premise =
      "Finn and his neighbour Mr Okafor try to grow the biggest tomato on the street in time for the summer garden party."
    let helped = try (0..<12).map { try story(premise, hero: "Finn", seed: UInt64($0)) }
      .filter { $0.helper != nil }
    #expect(!helped.isEmpty)
    for story in helped {
      #expect(story.helper?.definite == "Mr Okafor")
      let text = story.scenes.map(\.text).joined(separator: " ")
      #expect(!text.contains("went on his way") && !text.contains("had to go home"), "\(text)")
    }
  }

  @Test func whatTheHeroLooksForIsWhatWasLostOrNamed() throws {
    let acorn = try story(
      "A shy hedgehog named Pip has lost his favourite red acorn somewhere in the garden and asks the snail next door to help him find it.",
      hero: "Pip")
    #expect(acorn.frame.thing.definite == "the acorn")
    #expect(acorn.frame.hero.kind == .animal && acorn.frame.hero.noun == "hedgehog")
    let hamster = try story(
      "Evie's class hamster Nibbles has escaped, and she has to find him before the school bell rings at three o'clock.",
      hero: "Evie")
    #expect(hamster.frame.thing.definite == "Nibbles")
    #expect(hamster.frame.thing.pronouns == .he)
    // Evie's own hamster: nobody else to please.
    #expect(hamster.frame.owner == nil)
  }

  @Test(arguments: [
    (
      "A little girl plants a sunflower seed at school and wants it to grow taller than her teacher, Mrs Patel, by the last day of term.",
      StoryKind.make, "sunflower"
    ),
    (
      "Can you do one about a dinosaur who is scared of thunderstorms and his friend the tortoise teaches him to count between the flashes?",
      .faceFear, "thunderstorms"
    ),
    ("a duck called Doris wants to win the singing prize at the farm show", .win, "prize"),
    (
      "My daughter wants a story about a mermaid who teaches a scared little crab how to swim in the deep sea",
      .teach, "crab"
    ),
    (
      "Deep in the jungle, a sleepy sloth called Sid is asked to guide a lost toucan back to her nest before the rain starts.",
      .guide, "toucan"
    ),
    (
      "Because the baker is sick, a mouse called Crumb and her brothers must bake all the bread for the village before sunrise.",
      .make, "bread"
    ),
  ])
  func aPremiseTypedAsAParentTypesItIsRead(premise: String, kind: StoryKind, thing: String) throws {
    // The hero the job names; the premise calls them only "a little girl" or "a dinosaur".
    let story = try story(premise, hero: "Robin")
    #expect(story.frame.kind == kind)
    #expect(story.frame.thing.head == thing)
  }

  @Test func whoKeepsTakingTheStrawberriesIsFoundOut() throws {
    let story = try story(
      "Someone keeps eating the strawberries in the garden, so Olive and her dog Rusty become detectives to solve the mystery.",
      hero: "Olive")
    #expect(story.frame.kind == .investigate && story.frame.taken)
    #expect(story.frame.thing.definite == "the strawberries")
    #expect(story.frame.companion?.role.definite == "Rusty")
    let text = story.scenes.map(\.text).joined(separator: " ")
    // A taking, not a noise: nobody listens for the strawberries.
    #expect(!text.contains("started again") && !text.contains("the noise"), "\(text)")
    #expect(story.scenes.last?.text.contains("taking the strawberries") == true)
  }

  @Test func theHeroNamedAfterTheJoinIsTheOneWhoSearches() throws {
    let story = try story(
      "Mr Pinto the baker has lost his secret muffin recipe, and his helper Lily searches the whole bakery and street to find it.",
      hero: "Lily")
    #expect(story.frame.kind == .find)
    #expect(story.frame.thing.head == "recipe")
  }

  @Test func aCommaEndsALongFirstClause() throws {
    let owl = try story(
      "A tiny star fairy called Luma guides a lost baby owl home, following the silver river under the night sky all the way to the old oak.",
      hero: "Luma")
    #expect(owl.frame.kind == .guide && owl.frame.thing.head == "owl")
    let cake = try story(
      "The forest animals are planning a surprise birthday party for old Mr. Badger, and a shy little mouse named Hazel is in charge of the cake.",
      hero: "Hazel")
    #expect(cake.frame.thing.head == "cake")
  }

  @Test func herGrandpaIsGrandpa() throws {
    let story = try story(
      "Maya wants to teach her grandpa how to fly a kite at the beach before the wind dies down at sunset.",
      hero: "Maya")
    #expect(story.frame.thing.definite == "Grandpa" && story.frame.thing.pronouns == .he)
  }
}
