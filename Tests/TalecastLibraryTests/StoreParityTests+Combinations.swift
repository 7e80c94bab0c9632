import Foundation
import TalecastContract
import TalecastCore
import Testing

@testable import TalecastLibrary

extension StoreParityTests {
  /// Pieces of queries that read differently in a careless store: prefixes, accents, phrases,
  /// punctuation on its own (left out of the words looked for, as FTS5 does), search syntax,
  /// field filters beyond ASCII, negations.
  static let pieces = [
    "dragon", "drag", "d", "the", "th", "\"the end\"", "\"end the\"", "café", "cafe", "CAF", "é",
    "e", "ß", "straße", "stra", "zoë", "zo", "ü", "ünder", "under", "-", "'", "\"", "a", "s",
    "ada's", "ada", "star-gazer", "star", "gazer", "42", "4", "who-who", "crêpes", "crepe",
    "naïve", "éclair", "ÉCLAIR", "émile", "EMILE", "l'", "au", "lait", "\"cafe au lait\"",
    "hero:lu", "hero:é", "title:É", "title:é", "title:'", "event:gar", "-hero:ada",
    "^title:the", "plays:1", "plays:..1", "favorite:no", "-favorite:yes", "played:2027-01-16",
    "-played:2027-01-16", "duration:1m..2m", "id:s00000000005", "voice:en", "language:EN",
    "title:ünder", "title:ÜNDER", "title:zoë", "title:Zoë", "hero:ÉMILE", "hero:émile",
    "\"sleepy\"", "sleep", "\"sleepy star yawned\"", "\"star yawned\"", "yawned at", "NEAR",
    "NOT", "AND", "OR", "(", ")", "*", "^", ":", "col:umn", "-dragon", "-\"the\"", "again",
    "\"again the\"", "fire.", "fire", "owls:", "who", "-who", "c", "^c",
  ]

  /// Queries of one to three pieces, the same on every run (a seeded generator): every store
  /// answers each with the stories SQLite answers, in the same order (as a set for best-match
  /// order), and its pages of two, followed by their cursors, give the same list.
  @Test func combinedQueriesGiveTheSameStoriesOnEveryStore() throws {
    let sqlite = try fixture(.sqlite)
    let others = [try fixture(.postgres), try fixture(.memory)]
    var random = SeededRandom(seed: 25)
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        Self.pieces.randomElement(using: &random)!
      }.joined(separator: " ")
      guard let query = try? StoryQuery.parse(text) else { continue }
      let sorts =
        query.searchesText
        ? ["rank+", "rank-,title+", "plays-,rank+"]
        : ["created+", "title-", "hero+,plays-", "played-"]
      let sort = try StorySort.parse(sorts.randomElement(using: &random)!)
      let expected = try sqlite.library.stories.page(query, sort: sort, limit: 100).stories
        .map(\.id)
      for other in others {
        let found = try other.library.stories.page(query, sort: sort, limit: 100).stories
          .map(\.id)
        if sort.usesRank {
          #expect(Set(found) == Set(expected), "\(text) [\(sort.text)] on \(other.driver)")
        } else {
          #expect(found == expected, "\(text) [\(sort.text)] on \(other.driver)")
        }
        var paged: [String] = []
        var cursor: String?
        repeat {
          let page = try other.library.stories.page(query, sort: sort, after: cursor, limit: 2)
          paged += page.stories.map(\.id)
          cursor = page.nextCursor
        } while cursor != nil
        #expect(paged == found, "\(text) [\(sort.text)] in pages on \(other.driver)")
      }
    }
  }
}
