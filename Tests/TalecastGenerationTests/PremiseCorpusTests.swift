import Foundation
import TalecastCore
import Testing

@testable import TalecastGeneration

/// Forty premises of every kind (ordinary, odd, long; with "before", "until", "by", "so that";
/// a hero who is not a child; places indoors and out), each written at three lengths: every
/// story retells the goal in the past, meets its deadline and says so, happens where the premise
/// says, and names no companion or place of a built-in setting it did not ask for.
@Suite struct PremiseCorpusTests {
  static let premises = [
    "The hero fixes his grandfather's old radio before the storm arrives, so the family can hear the weather news.",
    "The hero, the lighthouse keeper's cat, must return a star it borrowed from the sky before dawn.",
    "The hero wants to find the lost key in the attic before bedtime.",
    "The hero bakes a honey cake for grandma, who is coming by the evening train.",
    "The hero plants sunflowers in the garden so that her mum can see them from the window.",
    "The hero and her dog build a sandcastle at the beach until the tide comes in.",
    "The hero helps the old owl find its nest in the forest.",
    "The hero must bring the letter to the post office before it closes.",
    "The hero paints a picture of the sea for his little sister.",
    "The hero, a small brave robot, repairs the broken clock in the town hall before midnight.",
    "The hero learns to ride her new bicycle in the park.",
    "The hero searches for a lost kitten in the library before the lights go out.",
    "The hero builds a kite for the windy day at the hill.",
    "The hero writes a song for her best friend's birthday.",
    "The hero carries the tiny seeds to the greenhouse before the frost comes.",
    "The hero, a curious little fox, wants to see the snow on the mountain.",
    "The hero cleans the muddy boots in the kitchen so that dad can go fishing.",
    "The hero wants to catch the last bus to the museum.",
    "The hero decorates the classroom for the school party before the teacher arrives.",
    "The hero finds a home for a lost puppy in the village.",
    "The hero mends the torn sail of the boat at the harbour before the wind changes.",
    "The hero collects shiny pebbles by the river for a necklace.",
    "The hero tidies the messy bedroom before grandpa visits.",
    "The hero teaches the parrot a new word in the kitchen.",
    "The hero delivers a parcel to the old farmer at the farm before lunch.",
    "The hero looks for the missing puzzle piece under the sofa.",
    "The hero, a sleepy bear, must find honey in the forest before winter comes.",
    "The hero rescues a stuck balloon from the tall tree in the playground.",
    "The hero makes soup for her sick brother.",
    "The hero returns the library book on time.",
    "The hero practises the piano in the hall so that she can play at the concert.",
    "The hero feeds the hungry ducks at the pond.",
    "The hero builds a snowman in the yard by sunset.",
    "The hero finds the treasure map in the cellar.",
    "The hero wants to win the sack race at the school fair.",
    "The hero carries water to the thirsty flowers in the garden before noon.",
    "The hero, a little dragon, lights the lanterns in the castle before the feast begins.",
    "The hero sews a costume for the school play.",
    "The hero takes his grandmother's glasses to the shop so that they can be fixed.",
    "The hero waters the vegetables in the allotment until the sun goes down.",
  ]

  /// The premise's words of four letters or more.
  static func nouns(of text: String) -> Set<String> {
    Set(
      text.lowercased().split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 4 }
        .map(String.init))
  }

  let hero = Hero(
    name: "Robin", primaryTrait: .kind, secondaryTrait: .curious, appearance: "a green scarf",
    specialAbility: "remembering every path once walked", pronouns: .they)

  @Test(arguments: premises.indices)
  func aStoryTellsItsPremise(index: Int) throws {
    let text = Self.premises[index]
    let occasion = CustomOccasion(title: "Story \(index)", promptSeed: text)
    let premise = try PremiseReader.shared().read(occasion, heroName: hero.name)
    #expect(premise.goal != nil, "no goal read in \(text)")
    for length in StoryLength.allCases {
      let story = TemplateStoryWriter.plan(
        premise: premise, occasion: occasion, hero: hero, length: length, seed: UInt64(index))
      let frame = story.frame
      let whole = story.sentences.map(\.text).joined(separator: " ")
      let said = "\(text) [\(length)]"
      // The goal in the writer's words, reached on the page, in its own scene at the end.
      #expect(whole.contains(frame.taskPast), "the goal is not retold: \(said)")
      let last = story.scenes.last!.text
      if let deadline = frame.deadline {
        #expect(last.contains(deadline.comes), "the deadline is not met: \(said)")
      }
      // Before the end the deadline is only ever ahead ("before the storm arrived").
      for sentence in story.scenes.dropLast().flatMap(\.sentences).map(\.text)
      where frame.deadline.map({ sentence.contains($0.comes) }) == true {
        #expect(
          sentence.contains(frame.deadline!.before), "the deadline comes early: \(sentence)")
      }
      // Nothing pasted: no run of six words of the premise.
      #expect(WriterFigures.sharedRun(text, whole, length: 6) == nil, "pasted: \(said)")
      // The world's own scenery, never another world's.
      for world in StoryWorld.all where world.name != frame.world.name {
        for word in world.stockWords where !text.lowercased().contains(word.lowercased()) {
          #expect(!whole.contains(word), "\(word) of \(world.name) is borrowed: \(said)")
        }
      }
      #expect(!whole.contains("{") && !whole.contains("}") && !whole.contains("["))
    }
  }
}

/// The cat of the lighthouse: a cat by the sea, called by the hero's pronouns, who takes the
/// star back to the sky as dawn comes.
@Test func theLighthouseCatReturnsTheStar() throws {
  let tom = Hero(
    name: "Tom", primaryTrait: .brave, secondaryTrait: .curious, appearance: "black fur",
    specialAbility: "seeing in the dark", pronouns: .he)
  let occasion = CustomOccasion(
    title: "The Borrowed Star",
    promptSeed:
      "The hero, the lighthouse keeper's cat, must return a star it borrowed from the sky before dawn."
  )
  let story = try TemplateStoryWriter().write(
    hero: tom, occasion: .custom(occasion), length: .long, seed: 3)
  let whole = story.scenes.map(\.text).joined(separator: " ")
  #expect(whole.contains("cat called Tom") || whole.contains("cat named Tom"))
  #expect(whole.contains("took the star back all the way to the sky"))
  #expect(!whole.contains("star it borrowed"))
  #expect(story.scenes.last?.text.contains("dawn") == true)
  #expect(!whole.contains(" she ") && !whole.contains(" her "), "Tom is a he")
}

/// The hero's gift, set up in the first scene, is at work in the turn's own sentence, on the
/// task: the radio is mended by hearing, not beside it.
@Test(arguments: [StoryLength.short, .medium, .long])
func theGiftMendsTheRadio(length: StoryLength) throws {
  let sam = Hero(
    name: "Sam", primaryTrait: .kind, secondaryTrait: .curious, appearance: "a yellow raincoat",
    specialAbility: "hearing the smallest sounds", pronouns: .he)
  let occasion = CustomOccasion(
    title: "The Storm Radio",
    promptSeed:
      "The hero fixes his grandfather's old radio before the storm arrives, so the family can "
      + "hear the weather news")
  let premise = try PremiseReader.shared().read(occasion, heroName: sam.name)
  for seed in UInt64(0)..<10 {
    let story = TemplateStoryWriter.plan(
      premise: premise, occasion: occasion, hero: sam, length: length, seed: seed)
    #expect(story.frame.kind == .make && story.frame.mends)
    #expect(story.frame.thing.definite == "the radio")
    let opening = story.scenes[0].text
    #expect(opening.contains("hearing the smallest sounds"), "the gift is set up")
    #expect(
      opening.lowercased().contains("his grandfather's old radio"), "first said whole, then short")
    let turn = story.sentences.filter { $0.beat == .turn && $0.isPlot }.map(\.text)
    #expect(
      turn.contains { $0.contains("listened") || $0.contains("heard") }, "seed \(seed): \(turn)")
    let sentences = story.sentences.map(\.text)
    let mended = try #require(
      sentences.firstIndex {
        $0.contains("radio")
          && ($0.contains("worked again") || $0.contains("working again")
            || $0.contains("came back to life") || $0.contains("hummed") || $0.contains("ticked")
            || $0.contains("crackled"))
      }, "seed \(seed): \(sentences)")
    let storm = try #require(
      sentences.firstIndex { $0.contains("the storm arrived") && !$0.contains("before") })
    #expect(mended < storm, "mended before the storm")
  }
}

/// In every built-in story the hero's gift, set up at the start, is said to be what gets them
/// past the trouble, naming both.
@Test func theGiftGetsThemPastTheTrouble() throws {
  let ada = Hero(
    name: "Ada", primaryTrait: .brave, secondaryTrait: .kind, appearance: "a green scarf",
    specialAbility: "reading animal tracks", pronouns: .she)
  for occasion in BuiltInOccasion.allCases {
    let short = try #require(Setting.of(occasion).obstacleShort)
    // In a story that met a helper, the gift led to the helper, whose thanks gets them past.
    let aid = try #require(Setting.of(occasion).aid)
    for seed in UInt64(0)..<5 {
      let story = try TemplateStoryWriter().write(
        hero: ada, occasion: .builtIn(occasion), length: .medium, seed: seed)
      let sentences = story.scenes.flatMap { Sentences.split($0.text) }
      let setUp = try #require(sentences.firstIndex { $0.contains("reading animal tracks") })
      let used = try #require(
        sentences.firstIndex {
          $0.contains("gift for reading animal tracks")
            && ($0.contains(short) || $0.contains(aid.helperIntro))
        }, "\(occasion) \(seed)")
      #expect(setUp < used)
    }
  }
}
