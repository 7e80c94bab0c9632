import TalecastContract
import TalecastSQL
import Testing

@testable import TalecastLibrary

/// A statement is composed once and rendered for each database: values as parameters in the
/// dialect's form, a case-folding match in its word; nothing typed reaches the SQL text.
@Suite struct SQLFragmentTests {
  @Test func oneStatementRendersForEachDialect() {
    let title = "50% 'off' ?"
    let statement: SQLFragment =
      "SELECT id FROM stories WHERE \(SQLFragment.like("title", .text(title))) AND duration > \(2.5)"
      + " AND favorite = \(flag: true) AND job_id = \(nil as String?) LIMIT \(20)"
    let sqlite = statement.rendered(for: .sqlite)
    #expect(
      sqlite.sql
        == "SELECT id FROM stories WHERE title LIKE ? ESCAPE '\\' AND duration > ? AND favorite = ? AND job_id = ? LIMIT ?"
    )
    let postgres = statement.rendered(for: .postgres)
    #expect(
      postgres.sql
        == "SELECT id FROM stories WHERE title ILIKE $1 ESCAPE '\\' AND duration > $2::float8 AND favorite = $3::int8 AND job_id = $4 LIMIT $5::int8"
    )
    let parameters: [StoreValue] = [.text(title), .real(2.5), .integer(1), .null, .integer(20)]
    #expect(sqlite.parameters == parameters && postgres.parameters == parameters)
  }

  /// The parameters of a search come in the order they stand in the text, on PostgreSQL the
  /// search's own (in the join) before the conditions'.
  @Test func aSearchNumbersItsParametersInTheOrderTheyStand() throws {
    let query = try StoryQuery.parse("dragon title:luna -rain*")
    let select = QueryCompiler(query, dialect: .postgres)
      .select(sort: .bestMatch, after: nil, limit: 5).rendered(for: .postgres)
    #expect(
      select.parameters == [
        .text("('dragon')"), .text("%luna%"), .text("('rain':*)"), .integer(5),
      ])
    #expect(select.sql.contains("to_tsquery('simple', $1) AS q"))
    #expect(select.sql.contains("s.title ILIKE $2 ESCAPE"))
    #expect(select.sql.hasSuffix("LIMIT $4::int8"))
  }
}
