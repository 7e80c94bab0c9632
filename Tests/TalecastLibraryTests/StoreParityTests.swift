import Foundation
import TalecastContract
import TalecastCore
import Testing

@testable import TalecastLibrary

/// The same library on every store answers every query with the same stories: FTS5,
/// PostgreSQL's text search and the memory store's read words alike (case, accents, prefixes,
/// phrases within the title or the text, punctuation), and field conditions and sorts compare
/// text byte by byte on all three. Best-match order is each store's own: there the same set.
@Suite struct StoreParityTests {
  static let stories: [(id: String, title: String, text: String, hero: Hero)] = [
    (
      "s00000000001", "The Dragon Who Sneezed", "A dragon sneezed fire. Dragon again!",
      LibraryFixture.luna
    ),
    ("s00000000002", "Sleepy Star", "The sleepy star yawned at the dragon.", LibraryFixture.luna),
    ("s00000000003", "Ada's Map", "Ada read the map; the map was old.", LibraryFixture.ada),
    (
      "s00000000004", "Zoë and the Café", "Zoë ordered crêpes at the café by the naïve river.",
      LibraryFixture.ada
    ),
    (
      "s00000000005", "ÉCLAIR NIGHT", "An éclair, a star-gazer and 42 owls: who-who!",
      LibraryFixture.luna
    ),
    (
      "s00000000006", "apple pie", "Lowercase titles sort after capitals, byte by byte.",
      LibraryFixture.ada
    ),
    (
      "s00000000007", "Ünder the Bridge", "Trolls say \"NEAR\" and \"OR\" and (NOT) much else.",
      LibraryFixture.luna
    ),
    // Accents written apart (e + U+0301), ß, and a hero whose name sorts after every ASCII one.
    (
      "s00000000008", "Émile's Cafe\u{301}", "In der Straße: cafe\u{301} au lait, ½ cup.",
      StoreParityTests.emile
    ),
    ("s00000000009", "école of zebras", "The café was closed.", LibraryFixture.ada),
  ]

  static let emile = Hero(
    id: "hero00000009", name: "Émile", primaryTrait: .curious, secondaryTrait: .funny,
    appearance: "a beret", specialAbility: "baking")

  func fill(_ fixture: LibraryFixture) throws {
    for (index, story) in Self.stories.enumerated() {
      try fixture.add(
        id: story.id, title: story.title, hero: story.hero,
        scenes: [story.text, "The end."], duration: Double(60 * (index % 3 + 1)),
        created: Date(timeIntervalSince1970: 1_800_000_000 + Double(index % 4) * 86_400),
        writeFiles: false)
      for _ in 0..<(index % 3) {
        try fixture.library.listening.recordPlay(
          of: story.id, at: Date(timeIntervalSince1970: 1_800_100_000 + Double(index % 2)))
      }
    }
    try fixture.library.stories.setFavorite(["s00000000004", "s00000000002"], true)
  }

  static let searches = [
    "dragon", "drag", "DRAGON", "\"sleepy star\"", "\"star sleepy\"", "-dragon", "zoe", "zoë",
    "cafe", "CAFÉ", "crepe", "naive", "eclair", "éclair", "star-gazer", "gazer", "42", "who",
    "ada's", "ada", "map -old", "NEAR", "OR", "not", "\"(\"", "*", ";", "dragon star",
    "under", "ünder", "troll", "the",
    // What a naive memory store would answer differently: a phrase does not run from the
    // title into the text, but does from one scene into the next; a quoted word is whole;
    // accents written apart; ß is not ss; words in the title and the text together.
    "\"sneezed a dragon\"", "\"again the end\"", "\"drag\"", "\"cafe au\"", "straße",
    "strasse", "STRASSE", "emile", "\"emile s\"", "who fire", "-;", "-\"(\"",
    "-\"the end\"", "caf",
  ]

  static let fields = [
    "hero:luna", "hero:LUNA", "^hero:ada", "title:zoë", "title:ZOË", "title:éclair",
    "title:ÉCLAIR", "title:ünder", "title:'s", "event:garden", "plays:0", "plays:1..",
    "favorite:yes", "duration:2m..", "created:2027-01-16..", "played:2000-01-01..",
    "-played:2000-01-01..", "id:s0000000000", "title:%", "title:_", "dragon plays:0",
    // Negated conditions on a story never played; case beyond ASCII; LIKE's own characters.
    "-played:..2000-01-01", "^played:2027-01-17", "hero:émile", "hero:ÉMILE", "title:ÜNDER",
    "title:cafe", "title:café", "-title:e", "id:S00000000001", "occasion:MAGIC-GARDEN",
  ]

  static let sorts = [
    "title+", "title-", "hero+,created-", "plays-,title+", "played-", "favorite-", "event+,id-",
    "hero-,title+", "id-", "duration-,modified+",
  ]

  func fixture(_ driver: LibraryDriver) throws -> LibraryFixture {
    let fixture = try LibraryFixture(driver)
    try fill(fixture)
    return fixture
  }

  @Test func theSameQueriesGiveTheSameStoriesOnEveryStore() throws {
    let sqlite = try fixture(.sqlite)
    let others = [try fixture(.postgres), try fixture(.memory)]
    for query in Self.searches {
      // Best match first: each store ranks its own way (bm25, ts_rank, the memory store's
      // bm25), so the set is compared.
      let expected = try sqlite.ids(query)
      let inOrder = try sqlite.ids(query, sort: "created+")
      for other in others {
        let found = try other.ids(query)
        #expect(
          Set(found) == Set(expected), "\(query): SQLite \(expected), \(other.driver) \(found)")
        #expect(try other.ids(query, sort: "created+") == inOrder, "\(query) on \(other.driver)")
      }
    }
    for query in Self.fields {
      let expected = try sqlite.ids(query)
      for other in others {
        #expect(try other.ids(query) == expected, "\(query) on \(other.driver)")
      }
    }
    for sort in Self.sorts {
      let expected = try sqlite.ids("", sort: sort)
      for other in others {
        #expect(try other.ids("", sort: sort) == expected, "\(sort) on \(other.driver)")
      }
    }
    for store in [sqlite] + others {
      #expect(try store.ids("dragon").first == "s00000000001", "the title and text beat the text")
      #expect(try store.library.stats() == sqlite.library.stats(), "\(store.driver)")
    }
  }

  /// What each store answers, written down: the stores agreeing with each other would not
  /// catch all three reading a word wrongly alike.
  @Test(arguments: LibraryDriver.allCases) func theAnswersAreTheRightOnes(driver: LibraryDriver)
    throws
  {
    let fixture = try fixture(driver)
    func ids(_ query: String) throws -> [String] {
      try fixture.ids(query, sort: "id+").map { String($0.suffix(1)) }
    }
    #expect(try ids("\"sneezed a dragon\"").isEmpty, "not from the title into the text")
    #expect(try ids("\"again the end\"") == ["1"], "from one scene into the next")
    #expect(try ids("\"drag\"").isEmpty, "a quoted word is whole")
    #expect(try ids("cafe") == ["4", "8", "9"], "accents, composed or written apart")
    #expect(try ids("straße") == ["8"])
    #expect(try ids("strasse").isEmpty, "ß is not ss")
    #expect(try ids("who fire") == ["1"], "a word of the title and one of the text")
    #expect(try ids("-;").count == 9, "no word to leave out leaves out nothing")
    #expect(try ids(";").isEmpty)
    #expect(try ids("; cafe") == ["4", "8", "9"], "a word of no letter or digit is left out")
    #expect(try ids("-played:..2000-01-01").count == 9, "never played is not played before")
    #expect(try ids("hero:ÉMILE") == ["8"])
    #expect(try ids("title:ÜNDER") == ["7"])
    #expect(
      try fixture.ids("", sort: "hero+,id+").suffix(1) == ["s00000000008"],
      "É sorts after every ASCII letter, byte by byte")
    #expect(
      try fixture.ids("", sort: "title+").suffix(4).map { String($0.suffix(1)) }
        == ["5", "8", "7", "9"],
      "lower() folds ASCII only: Éclair, Émile, Ünder, then école")
  }
}
