import TalecastContract
import TalecastStorage

extension QueuedJob {
  /// A job from an SQLite row: numbers read as numbers.
  init(row: Row) throws {
    try self.init(text: row.string, int: row.int, double: row.double)
  }
}
