import Foundation
import TalecastContract
import TalecastCore
import TalecastSQL

/// Turns a query, a sort and a cursor into one statement for `dialect`. Every value is a
/// parameter; words for full-text search are quoted for FTS5 or reduced to plain lexemes for
/// PostgreSQL, so nothing a user types is ever read as SQL or as search syntax. Full-text
/// search is the one part each dialect composes its own way (FTS5's `stories_search` table and
/// bm25 rank, or the `tsvector` column and `ts_rank`); the rest is shared.
struct QueryCompiler {
  let dialect: SQLDialect
  private(set) var conditions: [SQLFragment] = []
  /// The search expressions every story must match (FTS5 strings, or `to_tsquery` text).
  private var match: [String] = []
  /// A word to look for was only punctuation (PostgreSQL has no words for it).
  private var searchesPunctuation = false

  init(_ query: StoryQuery, dialect: SQLDialect = .sqlite) {
    self.dialect = dialect
    for clause in query.clauses { add(clause) }
    if dialect == .postgres && match.isEmpty && searchesPunctuation {
      // Only words of no letter or digit to look for: nothing matches, as in FTS5. The search
      // is still joined (with any lexeme) so that a rank can be asked of it.
      conditions.append("FALSE")
      match.append("'nothing'")
    }
    if !match.isEmpty {
      switch dialect {
      case .sqlite:
        conditions.insert("stories_search MATCH \(match.joined(separator: " "))", at: 0)
      case .postgres:
        // The query itself is the join's (`select`).
        conditions.insert("s.search @@ stories_search.q", at: 0)
      }
    }
  }

  var joinsSearch: Bool { !match.isEmpty }

  /// How a page tests a story's row against the words it searches for, when the query is
  /// nothing but words to find (no field, no word left out): the one kind of search
  /// `SearchWindow` may narrow. FTS5's table (`stories_search.rowid` is the story's `seq`),
  /// or PostgreSQL's `tsvector` column.
  var wordsOnly: SQLFragment? {
    guard !match.isEmpty, conditions.count == 1 else { return nil }
    switch dialect {
    case .sqlite:
      return
        "SELECT count(*) AS n FROM stories_search WHERE stories_search MATCH \(match.joined(separator: " ")) AND stories_search.rowid"
    case .postgres:
      return
        "SELECT count(*) AS n FROM stories s WHERE s.search @@ to_tsquery('simple', \(match.joined(separator: " & "))) AND s.seq"
    }
  }

  /// A statement whose plan says about how many stories match, for a store whose planner can
  /// tell without reading them (PostgreSQL, from the `tsvector` column's statistics); nil
  /// for SQLite, whose count of the newest matches is cheap.
  var matchEstimate: SQLFragment? {
    guard wordsOnly != nil, dialect == .postgres else { return nil }
    return
      "EXPLAIN (FORMAT JSON) SELECT 1 FROM stories s WHERE s.search @@ to_tsquery('simple', \(match.joined(separator: " & ")))"
  }

  /// The lowest story row ranked (`SearchWindow`), nil for all.
  var searchFloor: Int?

  /// The SELECT for one page: `limit` rows after `cursor` in `sort` order. It returns only
  /// each story's row number (`seq`), id and sort values (`k0`, `k1` …): sorting full rows
  /// would copy every match's manifest; the page's rows are fetched afterwards by `seq`.
  func select(sort: StorySort, after cursor: PageCursor?, limit: Int) -> SQLFragment {
    var conditions = self.conditions
    if let cursor { conditions.append(Self.keyset(sort: sort, cursor: cursor, dialect: dialect)) }
    if let searchFloor {
      conditions.append(
        dialect == .sqlite ? "stories_search.rowid >= \(searchFloor)" : "s.seq >= \(searchFloor)")
    }
    let keys = sort.keys.enumerated().map { key -> SQLFragment in
      "\(Self.expression(key.element.field, dialect)) AS k\(raw: String(key.offset))"
    }
    var sql: SQLFragment = "SELECT s.seq, s.id, \(keys.joined(separator: ", ")) FROM stories s"
    if joinsSearch {
      switch dialect {
      case .sqlite: sql += " JOIN stories_search ON stories_search.rowid = s.seq"
      case .postgres:
        let query = match.joined(separator: " & ")
        sql += " CROSS JOIN (SELECT to_tsquery('simple', \(query)) AS q) stories_search"
      }
    }
    if !conditions.isEmpty { sql += " WHERE \(conditions.joined(separator: " AND "))" }
    let order =
      sort.keys.map { key -> SQLFragment in
        "\(Self.expression(key.field, dialect)) \(raw: key.ascending ? "ASC" : "DESC")"
      } + ["s.id ASC"]
    return sql + " ORDER BY \(order.joined(separator: ", ")) LIMIT \(limit)"
  }

  /// "After the cursor" for a mixed-direction sort: (k1 beyond v1) OR (k1 = v1 AND k2 beyond
  /// v2) … OR (all equal AND id > last id).
  static func keyset(sort: StorySort, cursor: PageCursor, dialect: SQLDialect)
    -> SQLFragment
  {
    var alternatives: [SQLFragment] = []
    for depth in 0...sort.keys.count {
      var parts: [SQLFragment] = []
      for (index, key) in sort.keys.prefix(depth).enumerated() {
        parts.append("\(expression(key.field, dialect)) = \(value(cursor.values[index]))")
      }
      if depth < sort.keys.count {
        let key = sort.keys[depth]
        parts.append(
          "\(expression(key.field, dialect)) \(raw: key.ascending ? ">" : "<") \(value(cursor.values[depth]))"
        )
      } else {
        parts.append("s.id > \(cursor.id)")
      }
      alternatives.append("(\(parts.joined(separator: " AND ")))")
    }
    return "(\(alternatives.joined(separator: " OR ")))"
  }

  /// A non-null SQL expression for a sort field (NULLs would break keyset comparisons).
  static func expression(_ field: StorySort.Field, _ dialect: SQLDialect) -> SQLFragment {
    switch field {
    case .created: "s.created"
    case .modified: "s.modified"
    case .title: "lower(s.title)"
    case .hero: "lower(s.hero_name)"
    case .occasion: "lower(s.occasion_title)"
    case .duration: "s.duration"
    case .plays: "s.play_count"
    case .played: "COALESCE(s.last_played, '')"
    case .favorite: "s.favorite"
    case .rank:
      // Lower is better in both: FTS5's bm25, and ts_rank negated (as float8, so a cursor's
      // decimal text compares equal to it).
      dialect == .sqlite
        ? "stories_search.rank" : "(-ts_rank(s.search, stories_search.q))::float8"
    case .id: "s.id"
    }
  }

  private static func value(_ value: PageCursor.Value) -> StoreValue {
    switch value {
    case .text(let text): .text(text)
    case .number(let number): .real(number)
    }
  }

  private mutating func add(_ clause: StoryQuery.Clause) {
    switch clause.term {
    case .text(let words, _, let prefix):
      let expression: String
      switch dialect {
      case .sqlite: expression = Self.ftsString(words) + (prefix ? "*" : "")
      case .postgres:
        guard let query = Self.tsQuery(words, prefix: prefix) else {
          // No word to search for (only punctuation): FTS5 leaves such a phrase out of the
          // words it looks for, and finds nothing when no other word is left (see `init`).
          if !clause.negated { searchesPunctuation = true }
          return
        }
        expression = query
      }
      guard clause.negated else { return match.append(expression) }
      switch dialect {
      case .sqlite:
        conditions.append(
          "s.seq NOT IN (SELECT rowid FROM stories_search WHERE stories_search MATCH \(expression))"
        )
      case .postgres: conditions.append("NOT (s.search @@ to_tsquery('simple', \(expression)))")
      }
    case .field(let field, let value):
      let condition = Self.condition(field, value)
      conditions.append(clause.negated ? "NOT COALESCE((\(condition)), FALSE)" : condition)
    }
  }
}
