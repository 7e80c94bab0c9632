import TalecastCore
import TalecastGrammar
import TalecastLexicon
import Testing

@testable import TalecastGeneration

/// The premise reader on real Link Grammar and WordNet: what it finds in the premises users
/// write, and what it refuses.
@Suite struct PremiseReaderTests {
  let reader: PremiseReader

  init() throws { reader = try PremiseReader.shared() }

  @Test func radioBeforeTheStorm() throws {
    let premise = try reader.read(
      "The hero fixes his grandfather's old radio before the storm arrives, so the family can "
        + "hear the weather news", heroName: "Sam")
    #expect(premise.goal?.infinitive == "fix his grandfather's old radio")
    #expect(premise.goal?.past == "fixed his grandfather's old radio")
    #expect(premise.thing?.head == "radio")
    #expect(premise.deadline?.word == "before")
    #expect(premise.deadline?.event?.past == "the storm arrived")
    #expect(premise.purpose?.past == "the family could hear the weather news")
  }

  @Test func catWhoBorrowedAStar() throws {
    let premise = try reader.read(
      "The hero, the lighthouse keeper's cat, must return a star it borrowed from the sky "
        + "before dawn.", heroName: "Tom")
    #expect(premise.goal?.verb == "return")
    // Retold in the past, the borrowing is further back, and the star a known one.
    #expect(premise.goal?.past == "returned the star it had borrowed from the sky")
    #expect(premise.heroDescription?.head == "cat")
    #expect(premise.heroIsPerson == false)
    #expect(premise.place?.text == "the lighthouse")
    #expect(premise.deadline?.time?.text == "dawn")
  }

  @Test(
    arguments: [
      (
        "The hero wants to find the lost key in the attic before bedtime.",
        "find the lost key in the attic", "found", "the attic"
      ),
      (
        "The hero and her dog build a sandcastle at the beach until the tide comes in.",
        "build a sandcastle at the beach", "built", "the beach"
      ),
      (
        "The hero plants sunflowers in the garden so her mum can see them from the window.",
        "plant sunflowers in the garden", "planted", "the garden"
      ),
      ("She is going to build a snowman by sunset.", "build a snowman", "built", nil),
      (
        "The hero sings a song for the sleepy dragon.", "sing a song for the sleepy dragon", "sang",
        nil
      ),
      (
        "Mia must bring the letter to the post office.", "bring the letter to the post office",
        "brought", nil
      ),
    ] as [(String, String, String, String?)])
  func goalsAndPlaces(text: String, goal: String, past: String, place: String?) throws {
    let premise = try reader.read(text, heroName: "Mia")
    #expect(premise.goal?.infinitive == goal)
    #expect(premise.goal?.past.hasPrefix(past + " ") == true)
    if let place { #expect(premise.place?.text == place) }
  }

  @Test func companionsGuestsAndPurposes() throws {
    let dog = try reader.read(
      "The hero and her dog build a sandcastle at the beach until the tide comes in.",
      heroName: "Mia")
    #expect(dog.companion?.text == "her dog")
    #expect(dog.deadline?.word == "until")
    #expect(dog.deadline?.event?.past == "the tide came in")
    // "until the tide comes in" is a deadline: said "before the tide came in".
    #expect(dog.deadline?.pastPhrase == "before the tide came in")
    #expect(dog.placeKind == nil)  // a part filled by the occasion's reading, not the text's

    let cake = try reader.read(
      "The hero bakes a honey cake for grandma, who is coming by the evening train",
      heroName: "Mia")
    #expect(cake.goal?.infinitive == "bake a honey cake for grandma")
    #expect(cake.thing?.text == "a honey cake")
    #expect(cake.forWhom?.text == "grandma")
    #expect(cake.guestArrives)
    // "by the evening train" is how grandma comes, not a deadline.
    #expect(cake.deadline == nil)

    let flowers = try reader.read(
      "The hero plants sunflowers in the garden so her mum can see them from the window.",
      heroName: "Mia")
    #expect(flowers.purpose?.past == "her mum could see them from the window")
  }

  @Test func longPremisesAreReadInPart() throws {
    // Many short sentences: the first 600 characters' worth are read, the rest left.
    let long =
      "The hero fixes the old radio before the storm arrives. "
      + String(repeating: "The cat sleeps by the fire. ", count: 40)
    let premise = try reader.read(long, heroName: "Sam")
    #expect(premise.goal?.infinitive == "fix the old radio")
    // One sentence too long to parse is said to be.
    let sentence = "The hero fixes the radio" + String(repeating: " and the clock", count: 40)
    do {
      _ = try reader.read(sentence, heroName: "Sam")
      Issue.record("a sentence of \(sentence.count) characters was read")
    } catch {
      #expect(error.message.contains("too long to read (at most 400)"), "\(error)")
    }
  }

  @Test func unreadablePremisesAreRefusedNamingTheWords() throws {
    #expect(throws: PremiseProblem.self) {
      try reader.read("Purple monkey dishwasher zonk.", heroName: "Mia")
    }
    do {
      _ = try reader.read("Purple monkey dishwasher zonk.", heroName: "Mia")
    } catch {
      #expect(error.message.contains("\"zonk\""))
      #expect(error.message.contains("Purple monkey dishwasher zonk."))
    }
    // A premise about someone coming: the hero bakes them a welcome cake, and they arrive.
    let visit = try reader.read("Grandma is coming to visit.", heroName: "Mia")
    #expect(visit.goal?.infinitive == "bake a welcome cake for Grandma")
    #expect(visit.forWhom?.text == "Grandma" && visit.guestArrives)
    let uncle = try reader.read("My uncle arrives on Sunday by the early train.", heroName: "Mia")
    #expect(uncle.goal?.past == "baked a welcome cake for my uncle")
    // About someone else, and nobody coming: no goal of the hero's.
    let rain = try reader.read("The rain falls all day.", heroName: "Mia")
    #expect(rain.goal == nil)
    #expect(try reader.read("   ", heroName: "Mia") == Premise())
  }

  @Test func fieldsFillWhatThePremiseLeavesOut() throws {
    var occasion = CustomOccasion(
      title: "Radio", promptSeed: "The hero fixes the old radio.")
    occasion.deadline = "before the storm arrives"
    occasion.place = "the workshop"
    occasion.forWhom = "grandpa"
    let premise = try reader.read(occasion, heroName: "Sam")
    #expect(premise.goal?.past == "fixed the old radio")
    #expect(premise.deadline?.event?.past == "the storm arrived")
    #expect(premise.place?.text == "the workshop")
    #expect(premise.placeKind == .indoors)
    #expect(premise.forWhom?.text == "grandpa")

    // A field's bare noun is said with "the"; a name or a possessive as it is.
    occasion.place = "kitchen"
    occasion.thing = "radio"
    let bare = try reader.read(occasion, heroName: "Sam")
    #expect(bare.place?.text == "the kitchen" && bare.thing?.text == "the radio")
    for kept in ["Grandma's attic", "a red kite", "Paris", "his workshop"] {
      #expect(PremiseReader.withArticle(kept) == kept)
    }

    var given = CustomOccasion(title: "Snow", promptSeed: "")
    given.goal = "build the biggest snowman in town"
    given.deadline = "sunset"
    let snow = try reader.read(given, heroName: "Sam")
    #expect(snow.goal?.past == "built the biggest snowman in town")
    #expect(snow.deadline?.pastPhrase == "before sunset")

    var bad = CustomOccasion(title: "Bad", promptSeed: "Blorp zonk.")
    #expect(throws: PremiseProblem.self) { try reader.read(bad, heroName: "Sam") }
    bad.promptSeed = ""
    bad.goal = "purple"
    do {
      _ = try reader.read(bad, heroName: "Sam")
      Issue.record("a goal that is not something to do was read")
    } catch {
      #expect(error.field == "goal")
    }
  }

  @Test func verbForms() throws {
    let verbs = VerbForms(wordNet: try WordNet.shared(), grammar: try EnglishGrammar.shared())
    let pasts = [
      "fix": "fixed", "stop": "stopped", "sing": "sang", "go": "went", "carry": "carried",
      "bake": "baked", "visit": "visited", "bring": "brought", "plan": "planned",
      "find": "found", "be": "was", "build": "built", "ride": "rode",
    ]
    for (base, past) in pasts { #expect(verbs.past(of: base) == past, "\(base)") }
    let bases = ["fixes": "fix", "goes": "go", "tries": "try", "watches": "watch", "bakes": "bake"]
    for (form, base) in bases { #expect(verbs.base(of: form) == base, "\(form)") }
  }

  @Test func wordNetKinds() throws {
    let wordNet = try WordNet.shared()
    #expect(wordNet.noun("terrier", isA: .animal))
    #expect(wordNet.noun("cats", isA: .animal))
    #expect(wordNet.noun("radio", isA: .device))
    #expect(wordNet.noun("lighthouse", isA: .place))
    #expect(wordNet.noun("attic", isA: .place))
    #expect(wordNet.noun("storm", isA: .weather))
    #expect(wordNet.noun("dawn", isA: .time))
    #expect(wordNet.noun("grandfather", isA: .person))
    #expect(!wordNet.noun("radio", isA: .animal))
    #expect(wordNet.baseForms(of: "mice", as: .noun) == ["mouse"])
    #expect(wordNet.senses(of: "zzzz", as: .noun).isEmpty)
  }
}

/// The hero who lives in the premise's place has the adventure at its top when it is tall,
/// at its far corner when not ("the very top of the kitchen" was said).
@Test func theAdventureIsAtTheTopOfATallHomeOnly() {
  let lighthouse = Premise.NounPhrase(text: "the lighthouse", head: "lighthouse")
  let kitchen = Premise.NounPhrase(text: "the kitchen", head: "kitchen")
  #expect(Setting.farPart(of: lighthouse) == "the very top of")
  #expect(Setting.farPart(of: kitchen) == "the far corner of")
}

@Test func missingWordNetSaysWhichFile() {
  do {
    _ = try WordNet(folder: "/nonexistent/wordnet")
    Issue.record("a WordNet without files loaded")
  } catch {
    #expect(error == .missing(path: "/nonexistent/wordnet/index.noun"))
    #expect(error.description.contains("TALECAST_WORDNET"))
  }
}

/// A premise refused at submission that still reaches the writer (an occasion kept by an
/// earlier release, a job queued before) is written the older way, not failed.
@Test func anUnreadablePremiseAtTheWriterIsWrittenTheOlderWay() throws {
  let hero = Hero(
    name: "Mia", primaryTrait: .kind, secondaryTrait: .funny, appearance: "a red hat",
    specialAbility: "whistling", pronouns: .she)
  let odd = CustomOccasion(title: "Odd Day", promptSeed: "Purple monkey dishwasher zonk.")
  let story = try TemplateStoryWriter().write(
    hero: hero, occasion: .custom(odd), length: .short, seed: 1)
  #expect(story.scenes.count >= 3)
  #expect(story.scenes.map(\.text).joined().contains("Odd Day"))
}

/// Link Grammar aborts the whole process on an empty text or word ("Empty-string subword",
/// found by schemathesis through the API): the adapter never hands it one.
@Test func emptyTextNeverReachesTheParser() throws {
  let grammar = try EnglishGrammar.shared()
  #expect(grammar.parse("") == nil && grammar.parse("  \n ") == nil)
  #expect(!grammar.knows("") && !grammar.accepts(""))
  #expect(grammar.knows("fixed"))
}
