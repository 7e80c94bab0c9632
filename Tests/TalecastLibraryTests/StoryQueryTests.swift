import Foundation
import TalecastCore
import Testing

@testable import TalecastContract
@testable import TalecastLibrary

@Suite struct StoryQueryTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15T08:00:00Z

  /// Field queries fold case beyond ASCII: `hero:zoë` and `hero:ZOË` find Zoë (SQLite's LIKE
  /// folds ASCII letters only, and found nothing).
  @Test(arguments: LibraryDriver.allCases) func fieldQueriesFoldCaseInEveryAlphabet(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    let zoe = Hero(
      id: "hero00000003", name: "ZOË", primaryTrait: .brave, secondaryTrait: .kind,
      appearance: "a cap", specialAbility: "singing")
    try fixture.add(id: "aaaa00000001", title: "Ölfass und Straße", hero: zoe)
    try fixture.add(id: "aaaa00000002", title: "Plain", hero: LibraryFixture.luna)
    for query in [
      "hero:zoë", "hero:ZOË", "hero:Zoë", "hero:zo", "title:ölfass", "title:STRASSE",
      "title:straße",
    ] {
      let expected = query == "title:STRASSE" ? [] : ["aaaa00000001"]
      #expect(try fixture.ids(query) == expected, "\(query)")
    }
    #expect(try fixture.ids("hero:luna") == ["aaaa00000002"])
  }

  @Test func everyFormParses() throws {
    let query = try StoryQuery.parse(
      #"dragon "sleepy star" hero:Luna event:"Bedtime Adventure" favorite:true plays:1..2 duration:..5:00 created:-1w.. -voice:en-gb ^outdated:yes"#,
      now: now)
    let terms = query.clauses.map(\.term)
    #expect(terms[0] == .text("dragon", phrase: false))
    #expect(terms[1] == .text("sleepy star", phrase: true))
    #expect(terms[2] == .field(.hero, .text("Luna")))
    #expect(terms[3] == .field(.occasion, .text("Bedtime Adventure")))
    #expect(terms[4] == .field(.favorite, .flag(true)))
    #expect(terms[5] == .field(.plays, .count(1, 2)))
    #expect(terms[6] == .field(.duration, .seconds(nil, 300)))
    #expect(terms[7] == .field(.created, .time(now.addingTimeInterval(-7 * 86_400), nil)))
    #expect(query.clauses[8] == .init(term: .field(.voice, .text("en-gb")), negated: true))
    #expect(query.clauses[9] == .init(term: .field(.outdated, .flag(true)), negated: true))
    // A word with `*` after it is a prefix; `*` alone is a word (of punctuation).
    #expect(
      try StoryQuery.parse("drag*").clauses[0].term == .text("drag", phrase: false, prefix: true))
    #expect(try StoryQuery.parse("*").clauses[0].term == .text("*", phrase: false))
    #expect(query.searchesText)
  }

  @Test(arguments: [
    ("plays:0", QueryValue.count(0, 0)), ("plays:3..", .count(3, nil)),
    ("plays:..2", .count(nil, 2)),
    ("duration:90", .seconds(90, 91)), ("duration:1:30..2m", .seconds(90, 120)),
    ("duration:1h..", .seconds(3_600, nil)),
    ("duration:1:02:03..", .seconds(3_723, nil)),
  ])
  func numbersAndRanges(text: String, value: QueryValue) throws {
    guard case .field(_, let parsed) = try StoryQuery.parse(text).clauses[0].term else {
      Issue.record("not a field")
      return
    }
    #expect(parsed == value)
  }

  @Test func datesAreDaysInUTCOrRelativeInstants() throws {
    let day = Date(timeIntervalSince1970: 1_798_761_600)  // 2027-01-01T00:00:00Z
    guard
      case .field(.created, let single) = try StoryQuery.parse("created:2027-01-01", now: now)
        .clauses[0].term,
      case .field(.created, let range) = try StoryQuery.parse(
        "created:2027-01-01..2027-01-02", now: now
      ).clauses[0].term,
      case .field(.played, let today) = try StoryQuery.parse("played:today", now: now).clauses[0]
        .term
    else {
      Issue.record("not date fields")
      return
    }
    #expect(single == .time(day, day.addingTimeInterval(86_400)))
    #expect(range == .time(day, day.addingTimeInterval(2 * 86_400)))
    #expect(
      today
        == .time(
          Date(timeIntervalSince1970: 1_799_971_200), Date(timeIntervalSince1970: 1_800_057_600)))
  }

  @Test(arguments: [
    ("heroo:Luna", 0, 5, "unknown field 'heroo' (did you mean 'hero'?)"),
    ("dragon plays:many", 13, 4, "plays: expected a whole number of plays, found 'many'"),
    ("duration:abc", 9, 3, "duration: expected a length such as 90, 90s, 5m or 5:00, found 'abc'"),
    (
      "created:2026-13-45", 8, 10,
      "created: expected a date such as 2026-11-01, today, or -3d / -1w / -2m / -1y, found '2026-13-45'"
    ),
    ("created:-3q", 8, 3, "created: expected a unit h, d, w, m or y in '-3q'"),
    ("plays:..", 6, 2, "plays: a range needs at least one end, such as 1..2 or ..5"),
    ("favorite:maybe", 9, 5, "favorite: expected true or false, found 'maybe'"),
    ("title:\"open", 6, 5, "unclosed quote"),
    ("hero:", 5, 1, "hero: needs a value, such as hero:Luna"),
    // Found by fuzzing: FTS5 stopped reading the words at the NUL ("unterminated string").
    ("dra\u{0}gon", 3, 1, "a control character (U+0000) cannot be searched for"),
    ("title:a\u{1B}b", 7, 1, "a control character (U+001B) cannot be searched for"),
  ])
  func mistakesPointAtTheirToken(text: String, start: Int, length: Int, problem: String) {
    do {
      _ = try StoryQuery.parse(text, now: now)
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(error.start == start, "\(error.description)")
      #expect(error.length == length, "\(error.description)")
      #expect(error.problem.hasPrefix(problem), "\(error.problem)")
    }
  }

  @Test func theMessageDrawsAMarkerUnderTheToken() {
    let error = QueryError(
      query: "dragon heroo:Luna", start: 7, length: 5, problem: "unknown field 'heroo'")
    #expect(
      error.description == "bad query: unknown field 'heroo'\n  dragon heroo:Luna\n         ^^^^^")
  }

  @Test(arguments: LibraryDriver.allCases) func queriesSelectTheRightStories(driver: LibraryDriver)
    throws
  {
    let fixture = try LibraryFixture(driver)
    let base = Date(timeIntervalSince1970: 1_800_000_000)
    try fixture.add(
      id: "s00000000001", title: "The Dragon Who Sneezed",
      scenes: ["A dragon sneezed fire.", "Dragon again."], duration: 120, created: base)
    try fixture.add(
      id: "s00000000002", title: "Sleepy Star", scenes: ["The sleepy star yawned at the dragon."],
      duration: 400, created: base.addingTimeInterval(86_400))
    try fixture.add(
      id: "s00000000003", title: "Ada's Map", hero: LibraryFixture.ada, occasion: .bedtimeAdventure,
      scenes: ["Ada read the map."], duration: 250, created: base.addingTimeInterval(2 * 86_400))
    try fixture.library.listening.recordPlay(of: "s00000000002")
    try fixture.library.listening.recordPlay(of: "s00000000003")
    try fixture.library.listening.recordPlay(of: "s00000000003")
    try fixture.library.stories.setFavorite(["s00000000003"], true)

    #expect(
      try fixture.ids("dragon") == ["s00000000001", "s00000000002"],
      "ranked: title and text beat text once")
    #expect(try fixture.ids("drag") == [], "a word is found whole")
    #expect(try fixture.ids("drag*") == ["s00000000001", "s00000000002"], "drag* is a prefix")
    #expect(try fixture.ids("-drag*") == ["s00000000003"])
    #expect(try fixture.ids("\"sleepy star\"") == ["s00000000002"])
    #expect(try fixture.ids("-dragon") == ["s00000000003"])
    #expect(try fixture.ids("hero:luna") == ["s00000000001", "s00000000002"])
    #expect(try fixture.ids("^hero:Luna") == ["s00000000003"])
    #expect(try fixture.ids("event:\"Bedtime Adventure\"") == ["s00000000003"])
    #expect(try fixture.ids("event:magic-garden") == ["s00000000001", "s00000000002"])
    #expect(try fixture.ids("favorite:true") == ["s00000000003"])
    #expect(try fixture.ids("plays:0") == ["s00000000001"])
    #expect(try fixture.ids("plays:1..2") == ["s00000000002", "s00000000003"])
    #expect(try fixture.ids("plays:2..") == ["s00000000003"])
    #expect(try fixture.ids("duration:..5:00") == ["s00000000001", "s00000000003"])
    #expect(try fixture.ids("duration:4m..") == ["s00000000002", "s00000000003"])
    #expect(try fixture.ids("created:2027-01-16") == ["s00000000002"])
    #expect(try fixture.ids("created:2027-01-16..") == ["s00000000002", "s00000000003"])
    #expect(try fixture.ids("played:2000-01-01..").count == 2)
    #expect(
      try fixture.ids("-played:2000-01-01..") == ["s00000000001"],
      "never played is not 'played in the range'")
    #expect(try fixture.ids("id:s0000000000").count == 3)
    #expect(try fixture.ids("dragon plays:0") == ["s00000000001"])
    #expect(
      try fixture.ids("", sort: "duration-") == ["s00000000002", "s00000000003", "s00000000001"])
    #expect(
      try fixture.ids("", sort: "plays-,title+") == [
        "s00000000003", "s00000000002", "s00000000001",
      ])
    #expect(
      try fixture.ids("", sort: "title-") == ["s00000000001", "s00000000002", "s00000000003"])
  }

  @Test(arguments: LibraryDriver.allCases) func wordsThatLookLikeSearchSyntaxAreJustWords(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    try fixture.add(
      id: "s00000000001", title: "NEAR the AND gate", scenes: ["OR NOT * ( ) \" ^ : col:umn"])
    for text in ["NEAR", "AND", "OR", "NOT", "\"(\"", "col", "*", "title:*", "'", ";"] {
      #expect(throws: Never.self) { try fixture.ids(text) }
    }
    #expect(try fixture.ids("NEAR AND") == ["s00000000001"])
    #expect(throws: QueryError.self) { try StoryQuery.parse("\"\"\"") }
    #expect(throws: QueryError.self) { try StoryQuery.parse("\"\"") }
  }

  @Test(arguments: LibraryDriver.allCases) func sortingByRankNeedsWordsAndUnknownKeysAreNamed(
    driver: LibraryDriver
  ) throws {
    let fixture = try LibraryFixture(driver)
    #expect(
      throws: LibraryError.invalid(field: "sort", problem: "rank needs words to search for")
    ) {
      try fixture.library.stories.page(.all, sort: .bestMatch)
    }
    #expect(throws: LibraryError.self) { try StorySort.parse("craeted-") }
    do {
      _ = try StorySort.parse("craeted-")
    } catch {
      #expect(
        error.description.hasPrefix("sort: unknown sort key 'craeted' (did you mean 'created'?)"))
    }
  }
}
