/// The library stored, changed or removed a story. Correlation id: the story id.
public struct LibraryChanged: TalecastEvent {
  public enum Change: String, Codable, Sendable { case created, updated, deleted }

  public static let typeName = "LibraryChanged"
  public let metadata: EventMetadata
  public let storyId: String
  public let change: Change

  public init(storyId: String, change: Change) {
    self.metadata = .new(for: Self.self, correlationId: storyId)
    self.storyId = storyId
    self.change = change
  }
}

/// The library could not store a generated story.
public struct LibraryStoreFailed: TalecastEvent {
  public static let typeName = "LibraryStoreFailed"
  public let metadata: EventMetadata
  public let storyId: String
  public let message: String

  public init(storyId: String, message: String) {
    self.metadata = .new(for: Self.self, correlationId: storyId)
    self.storyId = storyId
    self.message = message
  }
}
