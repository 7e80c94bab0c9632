import Foundation
import TalecastContract
import TalecastCore
import TalecastPostgres
import TalecastSQL
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

/// A store's answers to what the window asks, written by hand, and what it was asked.
final class ScriptedTransaction: SQLTransaction {
  let planned: Int
  let analysed: Bool
  let counted: Int
  private(set) var asked: [String] = []

  init(planned: Int, analysed: Bool, counted: Int) {
    self.planned = planned
    self.analysed = analysed
    self.counted = counted
  }

  func rows(_ statement: SQLFragment) throws -> [StoreRow] {
    let sql = statement.rendered(for: .postgres).0
    asked.append(sql)
    if sql.hasPrefix("EXPLAIN") {
      let plan = #"[{"Plan": {"Node Type": "Bitmap Heap Scan", "Plan Rows": \#(planned)}}]"#
      return [StoreRow(columns: ["QUERY PLAN": .text(plan)])]
    }
    if sql.contains("pg_stats") { return analysed ? [StoreRow(columns: ["n": .integer(1)])] : [] }
    if sql.contains("OFFSET") { return [StoreRow(columns: ["seq": .integer(9_000)])] }
    if sql.contains("max(seq)") { return [StoreRow(columns: ["top": .integer(10_000)])] }
    if sql.hasPrefix("SELECT count(*)") { return [StoreRow(columns: ["n": .integer(counted)])] }
    return []
  }

  func run(_ statement: SQLFragment) throws -> Int { 0 }
}

/// On PostgreSQL the count of the newest matches reads each of their wide rows (5 ms of a
/// 12 ms page over 100 000 stories), so a search the planner's statistics call rare skips it;
/// the estimate is trusted only once the table has statistics.
@Suite struct SearchWindowEstimateTests {
  let window = SearchWindow(candidates: 50, sample: 100)
  let counting: SQLFragment = "SELECT count(*) AS n FROM stories s WHERE s.seq"
  let estimating: SQLFragment = "EXPLAIN (FORMAT JSON) SELECT 1 FROM stories s"

  @Test func aSearchThePlannerCallsRareRanksEveryMatchWithoutCounting() throws {
    let db = ScriptedTransaction(planned: 40, analysed: true, counted: 90)
    #expect(try window.floor(counting: counting, estimating: estimating, in: db) == nil)
    #expect(!db.asked.contains { $0.hasPrefix("SELECT count(*)") }, "\(db.asked)")
  }

  @Test func withoutStatisticsOrWhenCommonTheNewestAreCounted() throws {
    // Never analysed: the planner's 40 is its default guess; the count finds it common.
    let guessed = ScriptedTransaction(planned: 40, analysed: false, counted: 90)
    #expect(try window.floor(counting: counting, estimating: estimating, in: guessed) == 9_000)
    #expect(guessed.asked.contains { $0.hasPrefix("SELECT count(*)") })
    let common = ScriptedTransaction(planned: 5_000, analysed: true, counted: 90)
    #expect(try window.floor(counting: counting, estimating: estimating, in: common) == 9_000)
    #expect(common.asked.contains { $0.hasPrefix("SELECT count(*)") })
    #expect(!common.asked.contains { $0.contains("pg_stats") }, "asked only for a low estimate")
  }

  /// The plan and the statistics as a real server gives them (before an `ANALYZE` the answer
  /// depends on whether autovacuum got there first, so only after one is it asked).
  @Test func aServersPlanAndStatisticsAreRead() throws {
    let test = try SearchWindowCase(.postgres)
    let database = try PostgresDatabase(try #require(test.fixture.url))
    try database.withConnection { connection in
      let db = PostgresEngine.Transaction(connection: connection)
      _ = try connection.execute("ANALYZE stories")
      #expect(try SearchWindow.hasStatistics(in: db))
      let dragon = try SearchWindow.plannedRows(
        "EXPLAIN (FORMAT JSON) SELECT 1 FROM stories s WHERE s.search @@ to_tsquery('simple', \("dragon"))",
        in: db)
      let comet = try SearchWindow.plannedRows(
        "EXPLAIN (FORMAT JSON) SELECT 1 FROM stories s WHERE s.search @@ to_tsquery('simple', \("comet"))",
        in: db)
      #expect((dragon ?? 0) >= 50, "\(String(describing: dragon))")
      #expect((comet ?? 99) <= 5, "\(String(describing: comet))")
    }
  }
}
