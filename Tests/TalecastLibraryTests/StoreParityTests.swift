import Foundation
import TalecastCore
import Testing

@testable import TalecastLibrary

/// The same library on both stores answers every query with the same stories: FTS5 and
/// PostgreSQL's text search read words alike (case, accents, prefixes, phrases, punctuation),
/// and field conditions and sorts compare text byte by byte on both.
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
  ]

  func fill(_ fixture: LibraryFixture) throws {
    for (index, story) in Self.stories.enumerated() {
      try fixture.add(
        id: story.id, title: story.title, hero: story.hero,
        scenes: [story.text, "The end."], duration: Double(60 * (index % 3 + 1)),
        created: Date(timeIntervalSince1970: 1_800_000_000 + Double(index % 4) * 86_400),
        writeFiles: false)
      for _ in 0..<(index % 3) {
        try fixture.library.recordPlay(
          of: story.id, at: Date(timeIntervalSince1970: 1_800_100_000 + Double(index % 2)))
      }
    }
    try fixture.library.setFavorite(["s00000000004", "s00000000002"], true)
  }

  @Test func theSameQueriesGiveTheSameStoriesOnBothStores() throws {
    let sqlite = try LibraryFixture(.sqlite)
    let postgres = try LibraryFixture(.postgres)
    try fill(sqlite)
    try fill(postgres)
    let searches = [
      "dragon", "drag", "DRAGON", "\"sleepy star\"", "\"star sleepy\"", "-dragon", "zoe", "zoë",
      "cafe", "CAFÉ", "crepe", "naive", "eclair", "éclair", "star-gazer", "gazer", "42", "who",
      "ada's", "ada", "map -old", "NEAR", "OR", "not", "\"(\"", "*", ";", "dragon star",
      "under", "ünder", "troll", "the",
    ]
    let fields = [
      "hero:luna", "hero:LUNA", "^hero:ada", "title:zoë", "title:ZOË", "title:éclair",
      "title:ÉCLAIR", "title:ünder", "title:'s", "event:garden", "plays:0", "plays:1..",
      "favorite:yes", "duration:2m..", "created:2027-01-16..", "played:2000-01-01..",
      "-played:2000-01-01..", "id:s0000000000", "title:%", "title:_", "dragon plays:0",
    ]
    for query in searches {
      // Best match first: the two rank differently (bm25, ts_rank), so the set is compared.
      let a = try sqlite.ids(query)
      let b = try postgres.ids(query)
      #expect(Set(a) == Set(b), "\(query): SQLite \(a), PostgreSQL \(b)")
      #expect(
        try sqlite.ids(query, sort: "created+") == postgres.ids(query, sort: "created+"), "\(query)"
      )
    }
    for query in fields {
      #expect(try sqlite.ids(query) == postgres.ids(query), "\(query)")
    }
    for sort in ["title+", "title-", "hero+,created-", "plays-,title+", "played-", "favorite-"] {
      #expect(try sqlite.ids("", sort: sort) == postgres.ids("", sort: sort), "\(sort)")
    }
    #expect(try sqlite.ids("dragon").first == "s00000000001")
    #expect(try postgres.ids("dragon").first == "s00000000001", "the title and text beat the text")
    #expect(try sqlite.library.stats() == postgres.library.stats())
  }
}
