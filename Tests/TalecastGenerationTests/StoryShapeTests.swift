import Testing

@testable import TalecastGeneration

/// Premises whose story is not the first verb's: a thing tangled in a net, a fence to jump, a
/// road under snow, a fear that stops the hero doing something, a visitor out of doors, a
/// found fawn to guide home, a pupil named by a pronoun. Each is told as that story, over
/// several seeds.
@Suite struct StoryShapeTests {
  func stories(_ premise: String, seeds: Range<UInt64> = 0..<4) throws -> [PlannedStory] {
    try seeds.map { seed in
      try #require(
        WriterFigures.plan(
          premise, hero: WriterFigures.heroes[Int(seed) % WriterFigures.heroes.count],
          length: .medium, seed: seed), "\(premise)")
    }
  }

  @Test func aSealIsFreedFromTheNet() throws {
    for story in try stories(
      "The hero, a little fishing boat, spots a baby seal tangled in an old net in the harbour and sets out to free it before the tide turns."
    ) {
      #expect(story.frame.kind == .rescue && story.frame.trap == "the old net")
      let text = story.scenes.map(\.text).joined(separator: " ")
      #expect(text.contains("tangled in the old net") || text.contains("caught in the old net"))
      let turn = story.sentences.filter { $0.beat == .turn && $0.isPlot }.map(\.text)
      #expect(turn.contains { $0.contains("net") }, "the gift frees it from the net: \(turn)")
      #expect(!text.contains("right underneath"), "a seal in the water is not up a tree")
    }
  }

  @Test func aJumpingContestHasAFence() throws {
    for story in try stories(
      "At the village fair, the hero, a shy little pony, enters the jumping contest and has to clear the tallest fence of the day."
    ) {
      let text = story.scenes.map(\.text).joined(separator: " ")
      #expect(text.contains("fence"), "\(text)")
      #expect(!text.contains("crossed the line") && !text.contains("On your marks"), "\(text)")
    }
  }

  @Test func aRoadIsClearedNotBuilt() throws {
    for story in try stories(
      "The hero, a small orange snowplough, works all through a snowy night to clear the road up the hill so the whole village can reach the winter lantern festival."
    ) {
      #expect(story.frame.clears && story.frame.shape == .clear)
      let text = story.scenes.map(\.text).joined(separator: " ")
      #expect(text.contains("clear"), "\(text)")
      #expect(!text.contains("lopsided") && !text.contains("a muddle"), "\(text)")
    }
  }

  @Test func courageIsForWhatTheFearStops() throws {
    for story in try stories(
      "The hero, a baby sea turtle, is frightened of the big crashing waves on the beach but must find the courage to paddle out to sea with her brothers and sisters."
    ) {
      #expect(story.frame.kind == .faceFear && story.frame.thing.head == "waves")
      #expect(story.frame.task == "paddle out to sea")
      let text = story.scenes.map(\.text).joined(separator: " ")
      #expect(text.contains("paddled out to sea"), "the story ends with it done: \(text)")
    }
  }

  /// "… but must fetch the torch from it when the lights go out": the lights are a noun, and
  /// what the fear stands in the way of is the task.
  @Test func aFearWithAnErrandEndsWithItDone() throws {
    let story = try #require(
      try stories(
        "The hero is frightened of the dark cupboard under the stairs but must fetch the torch from it when the lights go out.",
        seeds: 0..<1
      ).first)
    #expect(story.frame.kind == .faceFear && story.frame.thing.head == "cupboard")
    #expect(story.frame.task == "fetch the torch from the dark cupboard")
  }

  @Test func aFoundFawnIsGuidedHome() throws {
    let story = try #require(
      try stories(
        "Deep in the forest, the hero, a young owl, finds a fawn who has wandered away from its mother and guides it safely home by moonlight.",
        seeds: 0..<1
      ).first)
    #expect(story.frame.kind == .guide && story.frame.thing.head == "fawn")
  }

  @Test func thePupilIsWhomThePronounNames() throws {
    let story = try #require(
      try stories(
        "A brand-new toy dinosaur is too roary and stompy for the nursery, so the hero, a teddy bear with one button eye, teaches him how to be gentle enough for the baby's cot.",
        seeds: 0..<1
      ).first)
    #expect(story.frame.kind == .teach && story.frame.other?.head == "dinosaur")
  }

  @Test func aVisitorOutOfDoorsHasNoCake() throws {
    for story in try stories(
      "A shy comet is visiting the night sky for the first time in a hundred years, and the hero, a small star, wants to make it feel welcome."
    ) {
      #expect(story.frame.kind == .welcome && story.frame.shape == .greet)
      let text = story.scenes.map(\.text).joined(separator: " ")
      for indoors in ["cake", "pot of tea", "banner", "the table", "at the door"] {
        #expect(!text.contains(indoors), "\(indoors): \(text)")
      }
    }
  }

  /// A toy is not alive: it does not giggle from its hiding place.
  @Test func aLostToyStaysStill() throws {
    for story in try stories(
      "The hero's favourite toy rabbit has gone missing, and a trail of clues leads down into the dusty cellar where Grandad keeps his old trunks."
    ) {
      #expect(!story.frame.thing.alive)
      let text = story.scenes.map(\.text).joined(separator: " ")
      #expect(!text.contains("giggled"), "\(text)")
      #expect(!text.contains("in the street") && !text.contains("the street grew"), "\(text)")
    }
  }
}
