import TalecastCore

/// Small events for broker tests.
struct Ping: TalecastEvent {
  static let typeName = "Ping"
  let metadata: EventMetadata
  let value: Int

  init(_ value: Int, correlationId: String? = nil) {
    metadata = .new(for: Self.self, correlationId: correlationId)
    self.value = value
  }
}

struct Pong: TalecastEvent {
  static let typeName = "Pong"
  let metadata: EventMetadata
  let value: Int

  init(_ value: Int) {
    metadata = .new(for: Self.self, correlationId: nil)
    self.value = value
  }
}

struct Boom: Error {}
