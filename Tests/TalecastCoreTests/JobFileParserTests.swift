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
    #expect(job.event == .bedtimeAdventure)
    #expect(job.length == .long)
    #expect(job.seed == 42)
    #expect(job.voice == "en-gb")
    #expect(job.format == .m4a)
    #expect(!job.illustrations)
    #expect(job.source == "job.json")
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
      "job.json: field 'event': missing (one of: bedtime-adventure, forest-exploration, ocean-voyage, space-journey, birthday-celebration, first-day-of-school, rainy-day-discovery, dragon-friendship, magic-garden, snowy-mountain-rescue)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": 3}"#,
      "job.json: field 'event': expected a string, found 3"
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
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "format": "flac"}"#,
      "job.json: field 'format': unsupported format \"flac\" (supported: m4a, m4b, mp3, opus, wav)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"]}, "event": "magic-garden", "lenght": "short"}"#,
      "job.json: field 'lenght': unknown field; did you mean 'length'? (known fields: hero, event, length, seed, voice, format, illustrations, normalize)"
    ),
    (
      #"{"hero": {"name": "A", "traits": ["Brave", "Kind"], "colour": "red"}, "event": "magic-garden"}"#,
      "job.json: field 'hero.colour': unknown field (known fields: name, traits, appearance, specialAbility)"
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
}
