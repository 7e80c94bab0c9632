import Foundation
import TalecastCore
import TalecastStorage
import Testing

@testable import TalecastLibrary

/// A best-match page of a word most stories have ranks only the newest stories (as many as
/// hold about `candidates` matches): FTS5 scores every match before it can sort, 135 ms a page
/// for a word in a third of 100 000 stories. Rarer words, other orders and searches with
/// filters rank every match as before. Here with a window of 5 candidates and a sample of 10,
/// on SQLite and PostgreSQL.
struct SearchWindowCase {
  let fixture: LibraryFixture
  let narrow: any LibraryStore

  init(_ driver: LibraryDriver) throws {
    fixture = try LibraryFixture(driver)
    let base = Date(timeIntervalSince1970: 1_800_000_000)
    for index in 0..<60 {
      // Every story says "dragon"; the ten oldest say it most, the newest even ones more
      // than the odd ones; three old ones have a comet.
      let dragons = index < 10 ? 6 : (index % 2 == 0 ? 3 : 1)
      let comet = [3, 4, 5].contains(index) ? " A comet flew by." : ""
      try fixture.add(
        id: String(format: "s%011d", index), title: "Story \(index)",
        scenes: [
          Array(repeating: "The dragon slept.", count: dragons).joined(separator: " ") + comet
        ],
        created: base.addingTimeInterval(Double(index) * 60), writeFiles: false)
    }
    narrow = try fixture.store(searchWindow: SearchWindow(candidates: 5, sample: 10))
  }

  func ids(_ query: String, sort: StorySort = .bestMatch, limit: Int = 100) throws -> [String] {
    var ids: [String] = []
    var cursor: PageCursor?
    repeat {
      let page = try narrow.page(
        try StoryQuery.parse(query), sort: sort, after: cursor, limit: limit)
      ids += page.stories.map(\.id)
      cursor = page.next
    } while cursor != nil
    return ids
  }

  static func number(_ id: String) -> Int { Int(id.dropFirst())! }
}

@Suite struct SearchWindowTests {
  static let drivers: [LibraryDriver] = [.sqlite, .postgres]

  @Test(arguments: drivers) func aCommonWordRanksTheNewestStories(driver: LibraryDriver) throws {
    let test = try SearchWindowCase(driver)
    let (fixture, number) = (test.fixture, SearchWindowCase.number)
    let found = try test.ids("dragon")
    // The newest ten (50…59), the even ones (more dragons) first.
    #expect(Set(found.map(number)) == Set(50..<60))
    #expect(found.prefix(5).allSatisfy { number($0) % 2 == 0 })
    // Page by page, the same stories, none twice.
    #expect(try test.ids("dragon", limit: 3) == found)
    // The whole library, with the default window: the oldest, most dragonish, first.
    let everything = try fixture.library.stories.page(
      try StoryQuery.parse("dragon"), sort: .bestMatch, limit: 100
    ).stories.map(\.id)
    #expect(everything.count == 60)
    #expect(everything.prefix(10).allSatisfy { number($0) < 10 })
  }

  @Test(arguments: drivers) func rareWordsOtherOrdersAndFiltersSeeEverything(
    driver: LibraryDriver
  ) throws {
    let test = try SearchWindowCase(driver)
    let number = SearchWindowCase.number
    #expect(Set(try test.ids("comet").map(number)) == [3, 4, 5])
    #expect(try test.ids("dragon", sort: StorySort.parse("created+")).count == 60)
    #expect(try test.ids("dragon hero:Luna").count == 60)
    #expect(try test.ids("dragon -comet").count == 57)
  }
}
