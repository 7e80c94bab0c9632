import Foundation
import Testing

@testable import TalecastGeneration

/// The story planner over the premises of `Tests/Fixtures/writer-premises.txt` (every kind of
/// story, hero and world), short: issue 40's figures that hold today, held. The whole set at
/// three lengths and the 500-story variety run are `talecast-bench writer`.
@Suite struct WriterFiguresTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/writer-premises.txt")

  @Test func thePlannerTellsEveryPremise() throws {
    let premises = try WriterFigures.premises(in: Self.file)
    #expect(premises.count >= 60)
    let figures = WriterFigures.measure(premises: premises, variety: 0, lengths: [.short])
    #expect(figures.unreadPremises.isEmpty, "\(figures.unreadPremises)")
    #expect(figures.keyThingShare >= 90, "key thing in \(figures.keyThingShare) % of scenes")
    #expect(figures.placeShare >= 90, "place in \(figures.placeShare) % of stories")
    #expect(figures.sentencesFailingGrammar.isEmpty, "\(figures.sentencesFailingGrammar)")
    #expect(figures.storiesWithOtherScenery.isEmpty, "\(figures.storiesWithOtherScenery)")
    #expect(figures.storiesCopyingPremise.isEmpty, "\(figures.storiesCopyingPremise)")
    // Not yet every turn: a gift act Link Grammar does not link whole is left out (80.6 % of
    // short stories, 86.6 % over all lengths on 2026-11-28); the goal is every one.
    #expect(figures.giftShare >= 80, "the gift at work in \(figures.giftShare) % of turns")
    #expect(figures.thingDrawnShare == 100, "\(figures.storiesNotDrawingThing)")
    #expect(figures.drawingsOffList.isEmpty, "\(figures.drawingsOffList)")
  }

  /// The same seed tells the same story; another seed another.
  @Test func seedsMakeTheSameStory() throws {
    let premise = "The hero must get her kite down from the tallest tree in the park."
    let hero = WriterFigures.heroes[0]
    let first = WriterFigures.text(of: premise, hero: hero, length: .medium, seed: 5)
    #expect(first != nil)
    #expect(first == WriterFigures.text(of: premise, hero: hero, length: .medium, seed: 5))
    #expect(first != WriterFigures.text(of: premise, hero: hero, length: .medium, seed: 6))
  }

  /// A premise's roles, read into the frame the story is planned from.
  @Test(arguments: [
    ("The hero teaches a shy dragon to whistle.", StoryKind.teach, "dragon"),
    (
      "The hero, a little tugboat, must bring the lost fishing boat home before the fog comes in.",
      .rescue, "boat"
    ),
    ("The hero helps the moon find her missing stars before morning.", .find, "stars"),
    ("The hero is afraid of the big slide in the park.", .faceFear, "slide"),
    ("The hero wants to win the sack race at the school fair.", .win, "race"),
    ("The hero helps the little star find its way home across the night sky.", .guide, "star"),
    ("The hero fixes his grandfather's old radio before the storm arrives.", .make, "radio"),
    ("The hero must bring the letter to the post office before it closes.", .fetch, "letter"),
    // The hero's clause after someone else's; "it" said by name.
    (
      "A baby fox is stuck on a frozen pond, and the hero, a brave husky, sets off to bring it home.",
      .rescue, "fox"
    ),
    (
      "The hero, a little tugboat, hears a fishing boat's horn in the fog and has to guide it into the harbour.",
      .guide, "boat"
    ),
    (
      "While building a moat on the beach, the hero loses Dad's whistle in the sand and must find it.",
      .find, "whistle"
    ),
    ("The hero helps a little girl learn to ride her bike before tea.", .teach, "girl"),
    (
      "The hero plants a tiny sunflower seed in the garden and looks after it every day.", .make,
      "sunflower"
    ),
    ("The hero's class is getting a visit, and the hero wants to bake a cake.", .make, "cake"),
    (
      "The animals are throwing a party, and the hero is in charge of collecting berries for the feast.",
      .fetch, "berries"
    ),
    // What is making a noise or a light: an investigation, its answer found (`Mystery`).
    (
      "Something keeps going creak-creak up in the attic at bedtime, and the hero climbs the ladder to find out what it is.",
      .investigate, "creak"
    ),
    (
      "Strange lights keep twinkling in the forest at night, and the hero sets out to find out where they come from.",
      .investigate, "light"
    ),
    // A goal said after a verb that asks for no story ("works all night to clear …"), a lost
    // thing with no verb for the hero, a guest made welcome, a contest entered.
    (
      "The hero, a little snowplough, works all night to clear the lane up to the farm so the milk can get through.",
      .make, "lane"
    ),
    (
      "The hero, a toy train, chuffs around the garden delivering letters to the fairies.", .fetch,
      "letters"
    ),
    ("The hero's best toy car has gone missing, and nobody knows where.", .find, "car"),
    (
      "A lonely whale is visiting the bay, and the hero wants to make it feel welcome.", .welcome,
      "whale"
    ),
    (
      "At the school fair, the hero, a small goat, enters the hopping contest and has to win.",
      .win, "contest"
    ),
  ])
  func framesAreRead(premise: String, kind: StoryKind, thing: String) throws {
    let story = try #require(
      WriterFigures.plan(premise, hero: WriterFigures.heroes[1], length: .short, seed: 1))
    #expect(story.frame.kind == kind, "\(premise)")
    #expect(story.frame.thing.head == thing, "\(premise)")
  }

  /// What the premise says the hero is, also after a phrase of time or place; a deadline
  /// that is a day ("before Mum's birthday") is not read as a clause.
  @Test func heroesAndDeadlinesAreRead() throws {
    let van = try #require(
      WriterFigures.plan(
        "Early in the morning, the hero, a little delivery van, has to carry warm loaves from the bakery to every house on the street.",
        hero: WriterFigures.heroes[1], length: .short, seed: 1))
    #expect(van.frame.hero.kind == .vehicle && van.frame.world.name == .town)
    let box = try #require(
      WriterFigures.plan(
        "The hero, a rag doll, finds a broken music box in the cellar and has to fix it before Mum's birthday tomorrow.",
        hero: WriterFigures.heroes[1], length: .short, seed: 1))
    #expect(box.frame.hero.kind == .toy && box.frame.thing.head == "box")
    #expect(box.frame.deadline?.before == "before Mum's birthday the next day")
  }

  /// Later mentions of the key thing are "it" in the sentence after one that named it; the
  /// last words of the story name it.
  @Test func laterMentionsAreShort() throws {
    let story = try #require(
      WriterFigures.plan(
        "The hero fixes his grandfather's old radio before the storm arrives.",
        hero: WriterFigures.heroes[1], length: .medium, seed: 2))
    let sentences = story.sentences.map(\.text)
    #expect(sentences.last?.contains("the radio") == true, "\(sentences)")
    let named = sentences.filter { $0.contains("the radio") }.count
    #expect(named < sentences.count / 2, "\(sentences)")
  }

  /// The tugboat sails; the world is the harbour; nobody walks on the water.
  @Test func aTugboatSails() throws {
    let story = try #require(
      WriterFigures.plan(
        "The hero, a little tugboat, must bring the lost fishing boat home before the fog comes in.",
        hero: WriterFigures.heroes[2], length: .long, seed: 3))
    #expect(story.frame.hero.kind == .vehicle && story.frame.world.name == .harbour)
    let text = story.sentences.map(\.text).joined(separator: " ")
    #expect(!text.contains(" walked"), "\(text)")
    #expect(text.contains("tugboat"))
  }

  /// A mystery is answered on the page: what made the noise is found in the goal's scene, and
  /// the attic's story happens in the attic, in the dark, with no sunlight in it.
  @Test func aMysteryIsSolved() throws {
    let premise =
      "Something keeps going creak-creak up in the attic at bedtime, and the hero climbs the ladder to find out what it is."
    for seed in UInt64(1)...4 {
      let story = try #require(
        WriterFigures.plan(premise, hero: WriterFigures.heroes[2], length: .medium, seed: seed))
      let source = try #require(story.frame.source)
      let goal = story.sentences.filter { $0.beat == .goal }.map(\.text).joined(separator: " ")
      #expect(goal.contains(source.head), "\(goal)")
      #expect(story.frame.place == "the attic" && story.frame.trouble.name != .rain)
      let text = story.sentences.map(\.text).joined(separator: " ").lowercased()
      #expect(!text.contains("sunlight") && !text.contains("sunshine"), "\(text)")
    }
  }
}
