import TalecastContract
import TalecastCore

/// The event log's in-memory twin: the records in a list behind a lock.
public final class MemoryEventStore: EventStore {
  /// Every record in log order, guarded by a lock (`Locked`) held for the whole of each call.
  private let log = Locked<[EventRecord]>([])
  /// Readers waiting for new records, woken after every append.
  private let listeners = ChangeListeners()

  public init() {}

  public func append(_ record: EventRecord) throws {
    defer { listeners.notify() }
    try log.withLock { log in
      guard !log.contains(where: { $0.eventId == record.eventId }) else {
        throw EventStoreError.duplicate(record.eventId)
      }
      var stored = record
      stored.sequence = Int64(log.count + 1)
      log.append(stored)
    }
  }

  public func records(_ filter: EventLog.Filter) throws -> [EventRecord] {
    log.withLock { log in
      Array(
        log.filter { record in
          record.sequence > filter.after
            && (filter.correlationId.map { $0 == record.correlationId } ?? true)
            && (filter.storyId.map { $0 == record.storyId } ?? true)
        }.prefix(filter.limit))
    }
  }

  public func latest(type: String, limit: Int) throws -> [EventRecord] {
    log.withLock { Array($0.reversed().filter { $0.type == type }.prefix(limit)) }
  }

  public func correlationIds(type: String, prefix: String, limit: Int) throws -> [String] {
    log.withLock { log in
      var seen: [String] = []
      for record in log where record.type == type {
        guard let id = record.correlationId, id.hasPrefix(prefix), !seen.contains(id) else {
          continue
        }
        seen.append(id)
        if seen.count == limit { break }
      }
      return seen
    }
  }

  public func first(type: String, storyId: String) throws -> EventRecord? {
    log.withLock { $0.first { $0.type == type && $0.storyId == storyId } }
  }

  public func lastSequence() throws -> Int64 { log.withLock { Int64($0.count) } }

  public func watchForEvents(_ wake: @escaping @Sendable () -> Void) -> (any StoreWatch)? {
    listeners.add(wake)
  }
}

public enum EventStoreError: Error, Equatable, CustomStringConvertible {
  /// The same event stored twice (event ids are unique, as in the databases).
  case duplicate(String)

  public var description: String {
    switch self {
    case .duplicate(let id): "event \(id) is already in the log"
    }
  }
}
