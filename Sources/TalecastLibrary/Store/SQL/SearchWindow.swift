import Foundation
import TalecastContract
import TalecastSQL

/// Where a best-match page of a very common word stops looking. Ranking is bm25 for every
/// match (FTS5 scores each before it can sort): for a word in a third of 100 000 stories that
/// is ~35 000 scores and ~135 ms a page. Such a search ranks only the newest stories, as many
/// as hold about `candidates` matches, estimated from how many of the newest `sample` stories
/// match: the best matches among the recent ones, which is what a listener of a large library
/// searching "dragon" wants first. A search that matches fewer (or has other conditions, or
/// another order) ranks every match, as before.
struct SearchWindow: Sendable {
  /// About how many matches are ranked at most.
  var candidates = 2_000
  /// How many of the newest stories are looked at to estimate how common the search is.
  var sample = 2_000

  /// The lowest story row (`seq`) to rank, or nil to rank every match. `counting` counts the
  /// stories that match, up to the row it is followed by (`QueryCompiler.wordsOnly`);
  /// `estimating`, when given, is planned to learn about how many match in all.
  ///
  /// On PostgreSQL the count reads the row of each of the newest `sample` stories (5 ms of a
  /// 12 ms page for a distinctive word over 100 000 stories; the rows are wide), so a search
  /// the planner's statistics say is rare ranks every match without counting. A low estimate
  /// is only trusted once the table has statistics: before its first analysis the planner
  /// guesses, and then the count decides as before.
  func floor(counting: SQLFragment, estimating: SQLFragment? = nil, in db: any SQLTransaction)
    throws -> Int?
  {
    if let estimating, let planned = try Self.plannedRows(estimating, in: db),
      planned <= candidates, try Self.hasStatistics(in: db)
    {
      return nil
    }
    guard let sampleFloor = try seq(newest: sample, in: db) else { return nil }
    let hits = try db.rows(counting + " >= \(sampleFloor)").first?.int("n") ?? 0
    // About hits / sample × stories match; when that is not more than `candidates`, or the
    // newest hardly have it (an old word is found wherever it is), rank them all.
    guard hits > candidates * sample / max(1, try storyCount(in: db)) else { return nil }
    let window = max(sample, candidates * sample / max(1, hits))
    return try seq(newest: window, in: db)
  }

  /// The rows a plan expects (`EXPLAIN (FORMAT JSON)`'s top "Plan Rows"); nil when the
  /// answer is not such a plan.
  static func plannedRows(_ explain: SQLFragment, in db: any SQLTransaction) throws -> Int? {
    guard let text = try db.rows(explain).first?.string("QUERY PLAN"),
      let plans = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]],
      let rows = (plans.first?["Plan"] as? [String: Any])?["Plan Rows"] as? NSNumber
    else { return nil }
    return rows.intValue
  }

  /// Whether PostgreSQL has analysed the stories' search column (so its estimates are
  /// measured, not its defaults), for the table `stories` names on this connection in
  /// whatever schema. Autovacuum analyses again after a tenth of the table changed; with it
  /// turned off, old statistics could call rare a word that has since become common, and
  /// such a search ranks every match (slower, the same stories).
  static func hasStatistics(in db: any SQLTransaction) throws -> Bool {
    try db.exists(
      """
      SELECT 1 FROM pg_stats s JOIN pg_class c ON c.oid = to_regclass('stories')
        JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE s.schemaname = n.nspname AND s.tablename = 'stories' AND s.attname = 'search'
      """)
  }

  /// The row of the `count`th newest story; nil when there are not that many.
  private func seq(newest count: Int, in db: any SQLTransaction) throws -> Int? {
    try db.rows("SELECT seq FROM stories ORDER BY seq DESC LIMIT 1 OFFSET \(count - 1)")
      .first?.int("seq")
  }

  private func storyCount(in db: any SQLTransaction) throws -> Int {
    // The newest row number counts every story ever kept: enough for an estimate, and read
    // from the table's end instead of counting it.
    try db.rows("SELECT max(seq) AS top FROM stories").first?.int("top") ?? 0
  }
}
