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
    let goal = try #require(premise.goal, "no goal read in \(text)")
    for length in StoryLength.allCases {
      let story = try TemplateStoryWriter().write(
        hero: hero, occasion: .custom(occasion), length: length, seed: UInt64(index))
      let whole = story.scenes.map(\.text).joined(separator: " ")
      let said = "\(text) [\(length)]"
      // An animal hero the premise calls "it" is called by the hero's pronouns.
      let past = Plot.speaking(of: hero, goal.past, in: premise)
      #expect(whole.contains(past), "the goal is not retold in the past: \(said)")
      if let deadline = premise.deadline {
        let met = deadline.event?.past ?? deadline.time?.text ?? ""
        #expect(
          story.scenes.last?.text.contains(met) == true, "the deadline is not met: \(said)")
        if let present = deadline.event?.present {
          #expect(!whole.contains(present), "the deadline is said in the present: \(said)")
        }
      }
      if let place = premise.place {
        #expect(whole.contains(place.text), "the place is not named: \(said)")
      }
      // A built-in setting's companion or place only where the premise names its world
      // ("the school fair" may happen at the new school on the hill).
      let fitting = BuiltInOccasion.allCases.map(Setting.of).filter { setting in
        !setting.ownWords.isDisjoint(with: Self.nouns(of: text))
      }
      for setting in BuiltInOccasion.allCases.map(Setting.of)
      where !fitting.contains(where: { $0.place == setting.place }) {
        #expect(
          !Self.words(whole).contains(setting.companion),
          "\(setting.companion) is borrowed: \(said)")
        // "the garden" is any garden; "the snowy mountain" is the mountain setting's.
        if setting.place.split(separator: " ").count > 2 {
          #expect(
            !whole.lowercased().contains(setting.place), "\(setting.place) is borrowed: \(said)")
        }
      }
      #expect(!whole.contains("{") && !whole.contains("}"))
    }
  }

  /// Names as whole words: "Frost" the companion, not "frost" the weather.
  static func words(_ text: String) -> Set<String> {
    var words = Set(text.split(whereSeparator: { !$0.isLetter }).map(String.init))
    let parts = text.split(whereSeparator: { !$0.isLetter }).map(String.init)
    for (first, second) in zip(parts, parts.dropFirst()) { words.insert("\(first) \(second)") }
    return words
  }
}

/// The cat of the lighthouse: called by the hero's pronouns, living at the lighthouse, the
/// adventure at its top, the deadline met at dawn.
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
  #expect(
    whole.contains("cat named Tom") || whole.contains("cat called Tom")
      || whole.contains("cat, Tom"))
  #expect(whole.contains("returned the star he had borrowed from the sky"))
  #expect(!whole.contains("star it borrowed"))
  #expect(whole.contains("the very top of the lighthouse"))
  #expect(story.scenes.last?.text.contains("dawn") == true)
  #expect(!whole.contains("shoes") && !whole.contains("with a stick"))
}

/// The radio is mended with what the journey found, and the hero's gift is what gets them
/// past the trouble, in words that connect them: every set-up pays off.
@Test(arguments: [StoryLength.short, .medium, .long])
func theRadioIsMendedWithWhatTheJourneyFound(length: StoryLength) throws {
  let sam = Hero(
    name: "Sam", primaryTrait: .kind, secondaryTrait: .curious, appearance: "a yellow raincoat",
    specialAbility: "hearing the smallest sounds", pronouns: .he)
  let occasion = CustomOccasion(
    title: "The Storm Radio",
    promptSeed:
      "The hero fixes his grandfather's old radio before the storm arrives, so the family can "
      + "hear the weather news")
  for seed in UInt64(0)..<10 {
    let story = try TemplateStoryWriter().write(
      hero: sam, occasion: .custom(occasion), length: length, seed: seed)
    let sentences = story.scenes.flatMap { Sentences.split($0.text) }
    let setUp = try #require(
      sentences.firstIndex { $0.contains("needed a") || $0.contains("needed an") })
    // "… needed a small shiny cog …": the thing, said again when found and when used.
    let words = sentences[setUp].components(separatedBy: "needed a")[1]
      .components(separatedBy: ",")[0].trimmingCharacters(in: .whitespaces)
    let thing = words.hasPrefix("n ") ? String(words.dropFirst(2)) : words
    let found = try #require(
      sentences.firstIndex {
        $0.contains(thing) && $0.contains("found") || $0.contains("was a \(thing)")
          || $0.contains("was an \(thing)")
      })
    let used = try #require(
      sentences.firstIndex {
        $0.contains("the \(thing)") && $0.contains("fixed his grandfather's old radio")
      }, "seed \(seed): \(thing)")
    #expect(setUp < found && found < used, "seed \(seed)")
    // The gift gets them past the fallen tree, or leads to the farmer who pulls it aside.
    #expect(
      sentences.contains {
        $0.contains("gift for hearing the smallest sounds")
          && ($0.contains("the fallen tree") || $0.contains("a farmer with a cart"))
      })
    // The goal is reached before the storm comes.
    let storm = try #require(
      sentences.firstIndex { $0.contains("the storm arrived") && !$0.contains("before") })
    #expect(used < storm)
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
