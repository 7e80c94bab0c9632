import TalecastContract
import TalecastCore
import TalecastPostgres

/// The library on a PostgreSQL server shared by many hosts: its tables migrated by its own
/// schema (`LibrarySchema.postgres`), every text column in the "C" collation (so text compares
/// and sorts byte by byte, as in SQLite), search by a generated `tsvector` with a GIN index.
public final class PostgresLibraryStore: SQLLibraryStore, @unchecked Sendable {
  public let database: PostgresDatabase

  public convenience init(database: PostgresDatabase) throws {
    try self.init(database: database, searchWindow: SearchWindow())
  }

  /// `searchWindow`: how far a best-match page of a very common word looks (small in tests).
  init(database: PostgresDatabase, searchWindow: SearchWindow) throws {
    try PostgresMigrator(LibrarySchema.postgres, database: database).migrate()
    self.database = database
    super.init(engine: PostgresEngine(database: database), searchWindow: searchWindow)
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

    func rows(_ statement: SQLFragment) throws -> [LibraryRow] {
      let result = try execute(statement)
      return result.values.map { values in
        var columns: [String: LibraryValue] = [:]
        for (index, name) in result.columns.enumerated() {
          columns[name] = Self.library(values[index], type: result.types[index])
        }
        return LibraryRow(columns: columns)
      }
    }

    func run(_ statement: SQLFragment) throws -> Int {
      try execute(statement).affected
    }

    private func execute(_ statement: SQLFragment) throws -> PostgresRows {
      let (sql, parameters) = statement.rendered(for: .postgres)
      return try connection.execute(
        sql,
        parameters.map { value -> PostgresValue in
          switch value {
          case .integer(let number): .integer(number)
          case .real(let number): .real(number)
          case .text(let text): .text(text)
          case .null: .null
          }
        })
    }

    /// A column's text form as a library value, by its type's OID (`pg_type.oid`): whole
    /// numbers as integers and reals as reals, as the library's rows hold them.
    static func library(_ text: String?, type: UInt32) -> LibraryValue {
      guard let text else { return .null }
      switch type {
      // int8, int2, int4.
      case 20, 21, 23: return Int(text).map { .integer($0) } ?? .text(text)
      // float4, float8.
      case 700, 701: return Double(text).map { .real($0) } ?? .text(text)
      // numeric: what SUM of a bigint returns.
      case 1700:
        return Int(text).map { .integer($0) } ?? Double(text).map { .real($0) } ?? .text(text)
      // bool: a flag, as the library keeps flags.
      case 16: return .flag(text == "t")
      default: return .text(text)
      }
    }
  }
}
