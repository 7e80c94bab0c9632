import TalecastCore
import TalecastPostgres
import TalecastStorage

/// The library on a PostgreSQL server shared by many hosts: its tables migrated by its own
/// schema (`LibrarySchema.postgres`), every text column in the "C" collation (so text compares
/// and sorts byte by byte, as in SQLite), search by a generated `tsvector` with a GIN index.
public final class PostgresLibraryStore: SQLLibraryStore, @unchecked Sendable {
  public let database: PostgresDatabase

  public init(database: PostgresDatabase) throws {
    try PostgresMigrator(LibrarySchema.postgres, database: database).migrate()
    self.database = database
    super.init(engine: PostgresEngine(database: database))
  }
}

/// Statements in PostgreSQL's words, each call one transaction on a connection of the pool
/// (run again on a new connection when the server went away).
struct PostgresEngine: SQLEngine {
  let database: PostgresDatabase

  var dialect: LibraryDialect { .postgres }
  var location: String { "PostgreSQL \(database.url)" }

  func read<T>(_ body: (any SQLTransaction) throws -> T) throws -> T {
    try write(body)
  }

  func write<T>(_ body: (any SQLTransaction) throws -> T) throws -> T {
    try database.transaction { connection in try body(Transaction(connection: connection)) }
  }

  func libraryError(_ error: any Error, refused: (String) -> LibraryError) -> LibraryError {
    guard let error = error as? PostgresError else { return .storage("\(error)") }
    // Class 22 (data exception) and 23 (integrity constraint): the values were refused.
    if case .statement(let code, let message) = error, code.hasPrefix("22") || code.hasPrefix("23")
    {
      return refused(message)
    }
    return .storage(error.description)
  }

  struct Transaction: SQLTransaction {
    let connection: PostgresConnection

    func rows(_ sql: String, _ arguments: [SQLValue]) throws -> [Row] {
      let result = try connection.execute(
        PostgresStatement.translate(sql, arguments), arguments.map(PostgresStatement.value))
      return result.values.map { values in
        var columns: [String: SQLValue] = [:]
        for (index, name) in result.columns.enumerated() {
          columns[name] = PostgresStatement.column(values[index], type: result.types[index])
        }
        return Row(columns: columns)
      }
    }

    func run(_ sql: String, _ arguments: [SQLValue]) throws -> Int {
      try connection.execute(
        PostgresStatement.translate(sql, arguments), arguments.map(PostgresStatement.value)
      ).affected
    }
  }
}
