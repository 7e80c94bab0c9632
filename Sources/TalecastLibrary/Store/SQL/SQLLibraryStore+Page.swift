import TalecastContract
import TalecastCore
import TalecastSQL

extension SQLLibraryStore {
  public func page(_ query: StoryQuery, sort: StorySort, after cursor: PageCursor?, limit: Int)
    throws(LibraryError) -> (stories: [LibraryStory], next: PageCursor?)
  {
    let (rows, next) = try pageRows(query, sort: sort, after: cursor, limit: limit, columns: "s.*")
    var stories: [LibraryStory] = []
    for row in rows { stories.append(try SQLRows.story(row)) }
    return (stories, next)
  }

  public func summaryPage(
    _ query: StoryQuery, sort: StorySort, after cursor: PageCursor?, limit: Int
  ) throws(LibraryError) -> (stories: [StorySummary], next: PageCursor?) {
    let (rows, next) = try pageRows(
      query, sort: sort, after: cursor, limit: limit, columns: SQLRows.summaryColumns)
    var stories: [StorySummary] = []
    for row in rows { stories.append(try SQLRows.summary(row)) }
    return (stories, next)
  }

  /// One page's rows with `columns` (and `seq`), in the page's order, and where the next page
  /// starts. The page's keys first (sorting full rows would copy every match's manifest),
  /// then its rows by `seq`.
  private func pageRows(
    _ query: StoryQuery, sort: StorySort, after cursor: PageCursor?, limit: Int,
    columns: SQLFragment
  ) throws(LibraryError) -> (rows: [StoreRow], next: PageCursor?) {
    var compiler = QueryCompiler(query, dialect: engine.dialect)
    let (keys, rows) = try read { db -> ([StoreRow], [StoreRow]) in
      // A best match of a word most stories have ranks the newest of them (`SearchWindow`).
      if sort.keys.first?.field == .rank, let words = compiler.wordsOnly {
        compiler.searchFloor = try searchWindow.floor(
          counting: words, estimating: compiler.matchEstimate, in: db)
      }
      let keys = try db.rows(compiler.select(sort: sort, after: cursor, limit: limit + 1))
      let wanted = keys.prefix(limit).compactMap { $0.int("seq") }
      guard !wanted.isEmpty else { return (keys, []) }
      let seqs = wanted.map { seq -> SQLFragment in "\(seq)" }.joined(separator: ", ")
      return (
        keys, try db.rows("SELECT s.seq, \(columns) FROM stories s WHERE s.seq IN (\(seqs))")
      )
    }
    // The second query returns rows in any order: put them back in the page's order.
    let bySeq = Dictionary(
      rows.map { ($0.int("seq") ?? -1, $0) }, uniquingKeysWith: { first, _ in first })
    let ordered = keys.prefix(limit).compactMap { bySeq[$0.int("seq") ?? -1] }
    guard keys.count > limit, let last = keys.prefix(limit).last, let id = last.string("id") else {
      return (ordered, nil)
    }
    // The sort values exactly as the database computed them, so the next page continues
    // exactly.
    let values = sort.keys.indices.map { index -> PageCursor.Value in
      switch last.columns["k\(index)"] {
      case .integer(let number): .number(Double(number))
      case .real(let number): .number(number)
      case .text(let text): .text(text)
      default: .text("")
      }
    }
    return (ordered, PageCursor(sort: sort, values: values, id: id))
  }
}
