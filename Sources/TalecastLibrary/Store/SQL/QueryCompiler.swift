import Foundation
import TalecastCore
import TalecastStorage

/// Turns a query, a sort and a cursor into one SQL statement. Every value is bound as a
/// parameter; words for full-text search are quoted for FTS5 or reduced to plain lexemes for
/// PostgreSQL, so nothing a user types is ever read as SQL or as search syntax.
struct QueryCompiler {
  let dialect: LibraryDialect
  private(set) var conditions: [String] = []
  private(set) var arguments: [SQLValue] = []
  private var match: [String] = []
  /// A word to look for was only punctuation (PostgreSQL has no words for it).
  private var searchesPunctuation = false

  init(_ query: StoryQuery, dialect: LibraryDialect = .sqlite) {
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
        conditions.insert("stories_search MATCH ?", at: 0)
        arguments.insert(.text(match.joined(separator: " ")), at: 0)
      case .postgres:
        // The query is a parameter of the join, which comes before every condition.
        conditions.insert("s.search @@ stories_search.q", at: 0)
        arguments.insert(.text(match.joined(separator: " & ")), at: 0)
      }
    }
  }

  var joinsSearch: Bool { !match.isEmpty }

  /// The SELECT for one page: `limit` rows after `cursor` in `sort` order. It returns only
  /// each story's row number (`seq`), id and sort values (`k0`, `k1` …): sorting full rows
  /// would copy every match's manifest; the page's rows are fetched afterwards by `seq`.
  func select(sort: StorySort, after cursor: PageCursor?, limit: Int) -> (String, [SQLValue]) {
    var conditions = self.conditions
    var arguments = self.arguments
    if let cursor {
      let (condition, values) = Self.keyset(sort: sort, cursor: cursor, dialect: dialect)
      conditions.append(condition)
      arguments += values
    }
    let keys = sort.keys.enumerated().map {
      "\(Self.expression($0.element.field, dialect)) AS k\($0.offset)"
    }
    var sql = "SELECT s.seq, s.id, " + keys.joined(separator: ", ") + " FROM stories s"
    if joinsSearch {
      switch dialect {
      case .sqlite: sql += " JOIN stories_search ON stories_search.rowid = s.seq"
      case .postgres:
        sql += " CROSS JOIN (SELECT to_tsquery('simple', ?) AS q) stories_search"
      }
    }
    if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
    let order =
      sort.keys.map { "\(Self.expression($0.field, dialect)) \($0.ascending ? "ASC" : "DESC")" }
      + ["s.id ASC"]
    sql += " ORDER BY " + order.joined(separator: ", ") + " LIMIT ?"
    arguments.append(.integer(Int64(limit)))
    return (sql, arguments)
  }

  /// "After the cursor" for a mixed-direction sort: (k1 beyond v1) OR (k1 = v1 AND k2 beyond
  /// v2) … OR (all equal AND id > last id).
  static func keyset(sort: StorySort, cursor: PageCursor, dialect: LibraryDialect) -> (
    String, [SQLValue]
  ) {
    var alternatives: [String] = []
    var arguments: [SQLValue] = []
    for depth in 0...sort.keys.count {
      var parts: [String] = []
      for (index, key) in sort.keys.prefix(depth).enumerated() {
        parts.append("\(expression(key.field, dialect)) = ?")
        arguments.append(sqlValue(cursor.values[index]))
      }
      if depth < sort.keys.count {
        let key = sort.keys[depth]
        parts.append("\(expression(key.field, dialect)) \(key.ascending ? ">" : "<") ?")
        arguments.append(sqlValue(cursor.values[depth]))
      } else {
        parts.append("s.id > ?")
        arguments.append(.text(cursor.id))
      }
      alternatives.append("(" + parts.joined(separator: " AND ") + ")")
    }
    return ("(" + alternatives.joined(separator: " OR ") + ")", arguments)
  }

  /// A non-null SQL expression for a sort field (NULLs would break keyset comparisons).
  static func expression(_ field: StorySort.Field, _ dialect: LibraryDialect) -> String {
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

  private static func sqlValue(_ value: PageCursor.Value) -> SQLValue {
    switch value {
    case .text(let text): .text(text)
    case .number(let number): .real(number)
    }
  }

  private mutating func add(_ clause: StoryQuery.Clause) {
    switch clause.term {
    case .text(let words, let phrase):
      let expression: String
      switch dialect {
      case .sqlite: expression = Self.ftsString(words) + (phrase ? "" : "*")
      case .postgres:
        guard let query = Self.tsQuery(words, prefix: !phrase) else {
          // No word to search for (only punctuation): FTS5 leaves such a phrase out of the
          // words it looks for, and finds nothing when no other word is left (see `init`).
          if !clause.negated { searchesPunctuation = true }
          return
        }
        expression = query
      }
      if clause.negated {
        switch dialect {
        case .sqlite:
          conditions.append(
            "s.seq NOT IN (SELECT rowid FROM stories_search WHERE stories_search MATCH ?)")
        case .postgres: conditions.append("NOT (s.search @@ to_tsquery('simple', ?))")
        }
        arguments.append(.text(expression))
      } else {
        match.append(expression)
      }
    case .field(let field, let value):
      let (condition, values) = Self.condition(field, value)
      conditions.append(clause.negated ? "NOT COALESCE((\(condition)), FALSE)" : condition)
      arguments += values
    }
  }

  /// A string for FTS5: in double quotes, inner quotes doubled.
  static func ftsString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Words for PostgreSQL's `to_tsquery`, as FTS5's unicode61 tokenizer reads them
  /// (`SearchText.words`); adjacent in order (`<->`), the last one a prefix unless it is an
  /// exact phrase. Nil when no word is left.
  static func tsQuery(_ text: String, prefix: Bool) -> String? {
    let words = SearchText.words(text).map { "'\($0)'" }
    guard !words.isEmpty else { return nil }
    return "(" + words.joined(separator: " <-> ") + (prefix ? ":*" : "") + ")"
  }

  /// A LIKE pattern matching `text` anywhere, with LIKE's own wildcards escaped.
  static func contains(_ text: String, prefixOnly: Bool = false) -> SQLValue {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
      of: "%", with: "\\%"
    )
    .replacingOccurrences(of: "_", with: "\\_")
    return .text((prefixOnly ? "" : "%") + escaped + "%")
  }

  /// `column LIKE pattern` for `text` anywhere in it. Text with letters beyond ASCII compares
  /// both sides in Unicode lower case (`fold`, a function of the storage adapter), since LIKE
  /// folds ASCII only; plain ASCII keeps LIKE's own folding, which an index can serve.
  static func like(_ column: String, _ text: String) -> (String, SQLValue) {
    text.allSatisfy(\.isASCII)
      ? ("\(column) LIKE ? ESCAPE '\\'", contains(text))
      : ("fold(\(column)) LIKE ? ESCAPE '\\'", contains(text.lowercased()))
  }

  private static func condition(_ field: QueryField, _ value: QueryValue) -> (String, [SQLValue]) {
    func like(_ column: String, _ text: String) -> (String, [SQLValue]) {
      let (sql, pattern) = Self.like(column, text)
      return (sql, [pattern])
    }
    switch (field, value) {
    case (.id, .text(let text)):
      return ("s.id LIKE ? ESCAPE '\\'", [contains(text.lowercased(), prefixOnly: true)])
    case (.title, .text(let text)): return like("s.title", text)
    case (.hero, .text(let text)): return like("s.hero_name", text)
    case (.occasion, .text(let text)):
      let (title, titlePattern) = Self.like("s.occasion_title", text)
      let (id, idPattern) = Self.like("s.occasion_id", text)
      return ("(\(title) OR \(id))", [titlePattern, idPattern])
    case (.voice, .text(let text)): return like("s.voice", text)
    case (.language, .text(let text)): return like("s.language", text)
    case (.favorite, .flag(let flag)): return ("s.favorite = ?", [.integer(flag ? 1 : 0)])
    case (.outdated, .flag(let flag)):
      return ("s.audio_needs_regeneration = ?", [.integer(flag ? 1 : 0)])
    case (.plays, .count(let low, let high)):
      return bounds(
        "s.play_count", low.map { .integer(Int64($0)) }, ">=", high.map { .integer(Int64($0)) },
        "<=")
    case (.duration, .seconds(let low, let high)):
      return bounds("s.duration", low.map { .real($0) }, ">=", high.map { .real($0) }, "<")
    case (.created, .time(let low, let high)):
      return bounds(
        "s.created", low.map { .text(LibraryTime.text($0)) }, ">=",
        high.map { .text(LibraryTime.text($0)) }, "<")
    case (.played, .time(let low, let high)):
      let (condition, values) = bounds(
        "s.last_played", low.map { .text(LibraryTime.text($0)) }, ">=",
        high.map { .text(LibraryTime.text($0)) }, "<")
      return ("s.last_played IS NOT NULL AND " + condition, values)
    default:
      return ("FALSE", [])  // the parser never pairs a field with another kind of value
    }
  }

  private static func bounds(
    _ column: String, _ low: SQLValue?, _ lowOp: String, _ high: SQLValue?, _ highOp: String
  )
    -> (String, [SQLValue])
  {
    var parts: [String] = []
    var values: [SQLValue] = []
    if let low {
      parts.append("\(column) \(lowOp) ?")
      values.append(low)
    }
    if let high {
      parts.append("\(column) \(highOp) ?")
      values.append(high)
    }
    return (parts.isEmpty ? "TRUE" : parts.joined(separator: " AND "), values)
  }
}
