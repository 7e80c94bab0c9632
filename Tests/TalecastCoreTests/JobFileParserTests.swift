import Foundation
import Testing

@testable import TalecastCore

@Suite struct JobFileParserTests {
  let hero =
    #""hero": {"name": "Luna", "traits": ["brave", "Curious"], "appearance": "a red scarf", "specialAbility": "flying"}"#

  @Test func readsAFullJob() throws {
    let job = try JobFileParser.parse(
      text:
        #"{\#(hero), "event": "Bedtime Adventure", "length": "long", "seed": 42, "voice": "en-gb", "illustrations": false}"#,
      source: "job.json")
    #expect(job.hero.name == "Luna")
    #expect(job.hero.primaryTrait == .brave)
    #expect(job.hero.secondaryTrait == .curious)
    #expect(job.hero.appearance == "a red scarf")
    #expect(job.occasion == .builtIn(.bedtimeAdventure))
    #expect(job.length == .long)
    #expect(job.seed == 42)
    #expect(job.voice == "en-gb")
    #expect(job.format == .m4a)
    #expect(!job.illustrations)
    #expect(job.source == "job.json")
    #expect(job.hero.pronouns == .they, "a hero without pronouns is \"they\"")
  }

  /// A hero's pronouns by any usual spelling; an unknown one names the field.
  @Test func readsAHerosPronouns() throws {
    for (given, expected) in [("she", Pronouns.she), ("He/Him", .he), ("they/them", .they)] {
      let job = try JobFileParser.parse(
        text:
          #"{"hero": {"name": "A", "traits": ["Brave", "Kind"], "pronouns": "\#(given)"}, "event": "magic-garden"}"#,
        source: "job.json")
      #expect(job.hero.pronouns == expected)
      // A job read back from the queue keeps them; one stored before pronouns is "they".
      let again = try JSONDecoder().decode(Hero.self, from: JSONEncoder().encode(job.hero))
      #expect(again.pronouns == expected)
    }
    let old =
      #"{"id":"h1","name":"A","primaryTrait":"Brave","secondaryTrait":"Kind","appearance":"","specialAbility":""}"#
    #expect(try JSONDecoder().decode(Hero.self, from: Data(old.utf8)).pronouns == .they)
    let error = #expect(throws: JobFileError.self) {
      try JobFileParser.parse(
        text:
          #"{"hero": {"name": "A", "traits": ["Brave", "Kind"], "pronouns": "xe"}, "event": "magic-garden"}"#,
        source: "job.json")
    }
    #expect(
      error?.description
        == "job.json: field 'hero.pronouns': unknown pronouns \"xe\" (one of: she, he, they, it)")
  }

  @Test func readsACustomEventProvidersAndRate() throws {
    let job = try JobFileParser.parse(
      text: #"""
        {\#(hero), "rate": 140,
         "event": {"title": "Grandma's Visit", "promptSeed": "The hero bakes a cake for grandma.",
                   "tone": "gentle", "keywords": ["cake", " garden "], "category": "Celebration"},
         "providers": {"writer": "remote", "illustrator": "REMOTE"}}
        """#, source: "job.json")
    guard case .custom(let event) = job.occasion else {
      Issue.record("expected a custom event, got \(job.occasion)")
      return
    }
    #expect(event.id == "custom-grandma-s-visit")
    #expect(event.title == "Grandma's Visit")
    #expect(event.promptSeed == "The hero bakes a cake for grandma.")
    #expect(event.tone == "gentle")
    #expect(event.keywords == ["cake", "garden"])
    #expect(event.category == .celebration)
    #expect(job.rate == 140)
    #expect(
      job.providers == JobProviders(writer: .remote, narrator: .builtIn, illustrator: .remote))
    // A job survives its trip through the work folder.
    let decoded = try JSONDecoder().decode(RenderJob.self, from: JSONEncoder().encode(job))
    #expect(decoded == job)
  }

  @Test func readsQueueFieldsAndLibraryReferences() throws {
    let luna = Hero(
      id: "0123abcd0000", name: "Luna", primaryTrait: .brave, secondaryTrait: .kind,
      appearance: "a cape", specialAbility: "flying")
    let visit = CustomOccasion(id: "c1", title: "Grandma's Visit", tone: "cosy")
    let library = JobFileLibrary(
      hero: { $0 == "0123abcd" ? luna : nil }, customOccasion: { $0 == "c1" ? visit : nil })
    let job = try JobFileParser.parse(
      text: #"""
        {"hero": "0123abcd", "event": {"id": "c1"}, "priority": 5,
         "runAt": "2026-12-24T18:00:00Z", "idempotencyKey": "xmas-luna"}
        """#, source: "job.json", library: library)
    #expect(job.hero == luna)
    #expect(job.occasion == .custom(visit))
    #expect(job.priority == 5)
    #expect(job.runAt == Date(timeIntervalSince1970: 1_798_135_200))
    #expect(job.idempotencyKey == "xmas-luna")
  }

  @Test func withoutASeedTheSameJobGetsTheSameSeed() throws {
    let text = #"{\#(hero), "event": "magic-garden"}"#
    let first = try JobFileParser.parse(text: text, source: "a.json")
    let second = try JobFileParser.parse(text: text, source: "b.json")
    #expect(first.seed == second.seed)
    let other = try JobFileParser.parse(
      text: #"{\#(hero), "event": "ocean-voyage"}"#, source: "c.json")
    #expect(other.seed != first.seed)
  }

  /// Every problem of a job file is said at once, in the file's order, one line each.
  @Test func everyProblemOfAFileIsSaidAtOnce() throws {
    let text = """
      {"hero": {"name": "Mia", "traits": ["Brave", "Knd"], "pronuns": "she"},
       "occasion": "space-journy", "length": "shrt", "sed": 3, "rate": 900}
      """
    do {
      _ = try JobFileParser.parse(text: text, source: "job.json")
      Issue.record("expected problems")
    } catch {
      let fields = ([error] + error.more).map { problem -> String in
        guard case .field(let path) = problem.location else { return "?" }
        return path
      }
      #expect(
        fields == ["hero.pronuns", "hero.traits[1]", "occasion", "length", "sed", "rate"])
      #expect(error.description.split(separator: "\n").count == 6)
      #expect(error.description.hasPrefix("job.json: field 'hero.pronuns': unknown field"))
    }
    // A list names each problem with its job's index.
    do {
      _ = try JobFileParser.parse(
        list: #"[{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "occasion": "magic-garden"},"#
          + #" {"hero": 3, "occasion": "nope"}]"#, source: "body")
      Issue.record("expected problems")
    } catch {
      #expect(error.line.hasPrefix("body: field '[1].hero'"))
      #expect(error.more.map(\.line).first?.hasPrefix("body: field '[1].occasion'") == true)
    }
  }

  @Test(arguments: [
    (
      #"{"event": "magic-garden"}"#,
      "job.json: field 'hero': missing (an object with the hero's name and traits)"
    ),
    (
      #"{"hero": {"traits": ["Brave", "Kind"]}, "event": "magic-garden"}"#,
      "job.json: field 'hero.name': missing (the hero's name)"
    ),
    (
      #"{"hero": {"name": "  ", "traits": ["Brave", "Kind"]}, "event": "magic-garden"}"#,
      "job.json: field 'hero.name': must not be empty"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave"]}, "event": "magic-garden"}"#,
      "job.json: field 'hero.traits': expected a list of two traits (primary, secondary) from: Brave, Kind, Curious, Funny, Smart, Adventurous, Creative, Helpful, Gentle, Magical"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Sneaky"]}, "event": "magic-garden"}"#,
      "job.json: field 'hero.traits[1]': unknown trait \"Sneaky\" (one of: Brave, Kind, Curious, Funny, Smart, Adventurous, Creative, Helpful, Gentle, Magical)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Kind", "kind"]}, "event": "magic-garden"}"#,
      "job.json: field 'hero.traits': the two traits must differ"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}}"#,
      "job.json: field 'occasion': missing (one of: bedtime-adventure, forest-exploration, ocean-voyage, space-journey, birthday-celebration, first-day-of-school, rainy-day-discovery, dragon-friendship, magic-garden, snowy-mountain-rescue, or a custom occasion object)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": 3}"#,
      "job.json: field 'event': expected a built-in occasion's name or a custom occasion object, found 3"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "seed": -1}"#,
      "job.json: field 'seed': expected a whole number from 0 to 18446744073709551615, found -1"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "length": "epic"}"#,
      "job.json: field 'length': unknown length \"epic\" (one of: short, medium, long)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "length": "shrot"}"#,
      "job.json: field 'length': unknown length \"shrot\" (did you mean \"short\"? one of: short, medium, long)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Knd"]}, "occasion": "space-journey"}"#,
      "job.json: field 'hero.traits[1]': unknown trait \"Knd\" (did you mean \"Kind\"? one of: Brave, Kind, Curious, Funny, Smart, Adventurous, Creative, Helpful, Gentle, Magical)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "occasion": "space-journy"}"#,
      "job.json: field 'occasion': unknown occasion \"space-journy\" (did you mean \"space-journey\"? one of: bedtime-adventure, forest-exploration, ocean-voyage, space-journey, birthday-celebration, first-day-of-school, rainy-day-discovery, dragon-friendship, magic-garden, snowy-mountain-rescue, or a custom occasion object)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "format": "flac"}"#,
      "job.json: field 'format': unsupported format \"flac\" (supported: m4a, m4b, mp3, opus, wav)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "lenght": "short"}"#,
      "job.json: field 'lenght': unknown field; did you mean 'length'? (known fields: hero, occasion, length, seed, voice, rate, format, illustrations, normalize, providers, priority, runAt, idempotencyKey, pacing)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"], "colour": "red"}, "event": "magic-garden"}"#,
      "job.json: field 'hero.colour': unknown field (known fields: name, traits, appearance, specialAbility, pronouns)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": {"promptSeed": "x"}}"#,
      "job.json: field 'event.title': missing (the custom occasion's title, e.g. \"Grandma's Visit\")"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": {"title": "T", "keywords": ["cake", 4]}}"#,
      "job.json: field 'event.keywords[1]': expected a string, found 4"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": {"title": "T", "mood": "calm"}}"#,
      "job.json: field 'event.mood': unknown field (known fields: id, title, description, promptSeed, category, tone, keywords, goal, thing, place, forWhom, deadline)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": {"title": "T", "category": "party"}}"#,
      "job.json: field 'event.category': unknown category \"party\" (one of: daily, adventure, emotional, learning, celebration, challenge, imagination, custom, general)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "providers": {"writer": "openai"}}"#,
      "job.json: field 'providers.writer': unknown provider \"openai\" (one of: builtin, remote)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "providers": {"painter": "remote"}}"#,
      "job.json: field 'providers.painter': unknown field (known fields: writer, narrator, illustrator)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "rate": 900}"#,
      "job.json: field 'rate': expected words per minute from 80 to 450, found 900"
    ),
    (
      #"{"hero": "0123abcd", "event": "magic-garden"}"#,
      "job.json: field 'hero': no hero with id \"0123abcd\" in the library"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": {"id": "c1"}}"#,
      "job.json: field 'event.id': no custom occasion with id \"c1\" in the library"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "runAt": "tomorrow"}"#,
      "job.json: field 'runAt': expected an ISO 8601 time such as \"2026-12-24T18:00:00Z\", found \"tomorrow\""
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "priority": 1.5}"#,
      "job.json: field 'priority': expected a whole number from -1000 to 1000, found 1.5"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "occasion": "moon-landing"}"#,
      "job.json: field 'occasion': unknown occasion \"moon-landing\" (one of: bedtime-adventure, forest-exploration, ocean-voyage, space-journey, birthday-celebration, first-day-of-school, rainy-day-discovery, dragon-friendship, magic-garden, snowy-mountain-rescue, or a custom occasion object)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "occasion": {"title": "Tea", "mood": "x"}}"#,
      "job.json: field 'occasion.mood': unknown field (known fields: id, title, description, promptSeed, category, tone, keywords, goal, thing, place, forWhom, deadline)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "occasion": "magic-garden", "event": "magic-garden"}"#,
      "job.json: field 'event': \"event\" is the old name of \"occasion\": give one of them, not both"
    ),
    (#"[1, 2]"#, "job.json: a job must be a JSON object, found an array"),
    ("  \n", "job.json: the file is empty"),
    ("{\n\"hero\": }", "job.json:2:9: unexpected character '}', expected a value"),
  ])
  func problemsNameTheFileAndTheFieldOrPosition(text: String, message: String) {
    do {
      _ = try JobFileParser.parse(text: text, source: "job.json")
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(error.description == message)
    }
  }

  /// A file naming what the library lacks says so in the service's terms, with what it names
  /// as its cause: the advice of where to look is the front door's (the CLI's `Hints`).
  @Test func unknownLibraryReferencesNameTheirCauseWithoutAdvice() {
    let files = [
      (
        #"{"hero": "0123abcd", "occasion": "magic-garden"}"#,
        JobFileError.Cause.unknownHero(id: "0123abcd")
      ),
      (
        #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "occasion": {"id": "c1"}}"#,
        .unknownCustomOccasion(id: "c1")
      ),
    ]
    for (text, cause) in files {
      do {
        _ = try JobFileParser.parse(text: text, source: "job.json")
        Issue.record("expected an error for \(text)")
      } catch {
        #expect(error.cause == cause)
        #expect(!error.description.contains("talecast"), "\(error)")
      }
    }
    let valid = JobFileError(file: "job.json", location: .field("rate"), problem: "too fast")
    #expect(valid.cause == nil)
  }
}
