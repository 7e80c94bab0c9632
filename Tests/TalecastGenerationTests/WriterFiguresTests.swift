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
  ])
  func framesAreRead(premise: String, kind: StoryKind, thing: String) throws {
    let story = try #require(
      WriterFigures.plan(premise, hero: WriterFigures.heroes[1], length: .short, seed: 1))
    #expect(story.frame.kind == kind, "\(premise)")
    #expect(story.frame.thing.head == thing, "\(premise)")
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
}
