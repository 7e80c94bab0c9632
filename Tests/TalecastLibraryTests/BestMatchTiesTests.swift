import Foundation
import TalecastContract
import TalecastCore
import Testing

@testable import TalecastLibrary

/// Best-match pages break ties of rank by id, on every store: a first page that ends inside a
/// run of equally ranked stories shows the lowest ids of the run, and the pages after it go on
/// from there, none twice, none missed. The stories are added in the opposite order of their
/// ids, so that an order by row (FTS5's own order of ties) would show.
@Suite struct BestMatchTiesTests {
  /// 60 stories: ten say "dragon" twice, fifty once (so ranks tie within each group), the
  /// groups' ids interleaved, added highest id first.
  static func fixture(_ driver: LibraryDriver) throws -> LibraryFixture {
    let fixture = try LibraryFixture(driver)
    for index in (0..<60).reversed() {
      try fixture.add(
        id: String(format: "t%011d", index), title: "Story",
        scenes: [
          Array(repeating: "The dragon slept.", count: Self.dragons(index)).joined(separator: " ")
        ],
        writeFiles: false)
    }
    return fixture
  }

  static func dragons(_ index: Int) -> Int { index % 6 == 0 ? 2 : 1 }

  /// Most dragons first; within a group, ids ascending.
  static let expected = (0..<60).sorted { left, right in
    (-dragons(left), left) < (-dragons(right), right)
  }.map { String(format: "t%011d", $0) }

  @Test(arguments: LibraryDriver.allCases)
  func pagesEndingInsideATieFollowTheIds(driver: LibraryDriver) throws {
    let fixture = try Self.fixture(driver)
    // From a page of 11 on, the page ends inside the fifty; 9 and 10 end in or at the ten;
    // 70 holds all.
    for limit in [1, 5, 9, 10, 11, 15, 20, 30, 70] {
      let page = try fixture.library.stories.page(
        try StoryQuery.parse("dragon"), sort: .bestMatch, limit: limit)
      #expect(page.stories.map(\.id) == Array(Self.expected.prefix(limit)), "limit \(limit)")
      #expect((page.nextCursor != nil) == (limit < 60), "limit \(limit)")
      // The rest, page by page from the first page's cursor, then continues exactly.
      var ids = page.stories.map(\.id)
      var cursor = page.nextCursor
      while let after = cursor {
        let next = try fixture.library.stories.page(
          try StoryQuery.parse("dragon"), sort: .bestMatch, after: after, limit: limit)
        ids += next.stories.map(\.id)
        cursor = next.nextCursor
      }
      #expect(ids == Self.expected, "limit \(limit)")
    }
  }
}
