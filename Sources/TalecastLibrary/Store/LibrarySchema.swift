import TalecastContract

/// The library's tables: its own migrations on each database (`sqlite`, `postgres`), numbered
/// apart from the queue's and the event log's.
public enum LibrarySchema {
  public static let store = "library"
}
