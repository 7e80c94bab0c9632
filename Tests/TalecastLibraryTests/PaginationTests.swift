import Foundation
import TalecastContract
import TalecastCore
import Testing

@testable import TalecastLibrary

@Suite struct PaginationTests {
  /// 150 stories whose sort values collide a lot (few distinct dates, plays, lengths, titles).
  func crowdedLibrary(_ driver: LibraryDriver) throws -> LibraryFixture {
    let fixture = try LibraryFixture(driver)
    for index in 0..<150 {
      let id = String(format: "p%011d", (index * 7_919) % 1_000_003)
      try fixture.add(
        id: id, title: "Story \(index % 9)",
        scenes: ["A walk \(index % 3 == 0 ? "with a dragon" : "alone")."],
        duration: Double(60 + (index % 4) * 30),
        created: Date(timeIntervalSince1970: 1_800_000_000 + Double(index % 5)),
        writeFiles: false)
      for _ in 0..<(index % 3) {
        try fixture.library.listening.recordPlay(
          of: id, at: Date(timeIntervalSince1970: Double(index % 2)))
      }
    }
    return fixture
  }

  func pages(_ fixture: LibraryFixture, query: String, sort: String?, limit: Int) throws -> [String]
  {
    var seen: [String] = []
    var cursor: String?
    repeat {
      let page = try fixture.library.stories.page(
        try StoryQuery.parse(query), sort: try sort.map { try StorySort.parse($0) }, after: cursor,
        limit: limit)
      #expect(page.stories.count <= limit)
      seen += page.stories.map(\.id)
      cursor = page.nextCursor
    } while cursor != nil
    return seen
  }

  @Test(
    arguments: LibraryDriver.allCases,
    [
      ("", nil), ("", "created-"), ("", "plays-,title+"), ("", "duration+,created-"),
      ("", "title-"),
      ("", "played-"), ("", "favorite-,hero+,event+"), ("dragon", nil), ("dragon", "plays+"),
      ("-dragon", "modified+"),
    ] as [(String, String?)])
  func pagingVisitsEveryStoryOnceInTheFullOrder(
    driver: LibraryDriver, example: (query: String, sort: String?)
  ) throws {
    let (query, sort) = example
    let fixture = try crowdedLibrary(driver)
    let whole = try fixture.ids(query, sort: sort)
    #expect(!whole.isEmpty)
    for limit in [1, 7, 50] {
      let paged = try pages(fixture, query: query, sort: sort, limit: limit)
      #expect(paged == whole, "limit \(limit): no story skipped or repeated")
    }
  }

  @Test(arguments: LibraryDriver.allCases)
  func storiesAddedWhilePagingDoNotShiftThePagesAlreadySeen(driver: LibraryDriver) throws {
    let fixture = try crowdedLibrary(driver)
    let first = try fixture.library.stories.page(.all, sort: .oldestFirst, limit: 40)
    // A new story sorts in among those already seen.
    try fixture.add(
      id: "a00000000000", title: "Late", created: Date(timeIntervalSince1970: 1_800_000_000),
      writeFiles: false)
    var rest: [String] = []
    var cursor = first.nextCursor
    while let next = cursor {
      let page = try fixture.library.stories.page(.all, sort: .oldestFirst, after: next, limit: 40)
      rest += page.stories.map(\.id)
      cursor = page.nextCursor
    }
    let seen = first.stories.map(\.id) + rest
    #expect(Set(seen).count == seen.count, "nothing repeated")
    #expect(seen.count == 150, "every earlier story once; the new one sorts before the cursor")
  }

  @Test(arguments: LibraryDriver.allCases) func aCursorBelongsToItsSort(driver: LibraryDriver)
    throws
  {
    let fixture = try crowdedLibrary(driver)
    let page = try fixture.library.stories.page(.all, sort: .newestFirst, limit: 10)
    let cursor = try #require(page.nextCursor)
    #expect(throws: LibraryError.cursorOfAnotherSort(made: "created-", asked: "created+")) {
      try fixture.library.stories.page(.all, sort: .oldestFirst, after: cursor)
    }
    #expect(throws: LibraryError.self) {
      try fixture.library.stories.page(.all, after: "not-a-cursor!")
    }
    #expect(throws: LibraryError.self) { try fixture.library.stories.page(.all, after: "") }
  }
}
