import TalecastPostgres

/// Statements in PostgreSQL's words, each call one transaction on a connection of the pool
/// (run again on a new connection when the server went away).
public struct PostgresEngine: SQLEngine {
  public let database: PostgresDatabase

  public init(database: PostgresDatabase) { self.database = database }

  public var dialect: SQLDialect { .postgres }
  public var location: String { "PostgreSQL \(database.url)" }

  public func read<T>(_ body: (any SQLTransaction) throws -> T) throws -> T {
    try write(body)
  }

  public func write<T>(_ body: (any SQLTransaction) throws -> T) throws -> T {
    try database.transaction { connection in try body(Transaction(connection: connection)) }
  }

  public func failure(_ error: any Error) -> SQLFailure {
    guard let error = error as? PostgresError else { return .storage("\(error)") }
    if case .statement(let code, let message) = error {
      // unique_violation: a key is taken.
      if code == "23505" { return .duplicate(message) }
      // Class 22 (data exception) and 23 (integrity constraint): the values were refused.
      if code.hasPrefix("22") || code.hasPrefix("23") { return .refused(message) }
    }
    return .storage(error.description)
  }

  public struct Transaction: SQLTransaction {
    let connection: PostgresConnection

    public init(connection: PostgresConnection) { self.connection = connection }

    public func rows(_ statement: SQLFragment) throws -> [StoreRow] {
      let result = try execute(statement)
      return result.values.map { values in
        var columns: [String: StoreValue] = [:]
        for (index, name) in result.columns.enumerated() {
          columns[name] = Self.store(values[index], type: result.types[index])
        }
        return StoreRow(columns: columns)
      }
    }

    public func run(_ statement: SQLFragment) throws -> Int {
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

    /// A column's text form as a store's value, by its type's OID (`pg_type.oid`): whole
    /// numbers as integers and reals as reals, as the stores' rows hold them.
    static func store(_ text: String?, type: UInt32) -> StoreValue {
      guard let text else { return .null }
      switch type {
      // int8, int2, int4.
      case 20, 21, 23: return Int(text).map { .integer($0) } ?? .text(text)
      // float4, float8.
      case 700, 701: return Double(text).map { .real($0) } ?? .text(text)
      // numeric: what SUM of a bigint returns.
      case 1700:
        return Int(text).map { .integer($0) } ?? Double(text).map { .real($0) } ?? .text(text)
      // bool: a flag, as the stores keep flags.
      case 16: return .flag(text == "t")
      default: return .text(text)
      }
    }
  }
}
