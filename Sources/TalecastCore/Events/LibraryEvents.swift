/// What the library keeps.
public enum LibraryEntity: String, Codable, Sendable {
  case story, hero, customOccasion

  /// Events logged by an earlier Talecast call a custom occasion "customEvent".
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let entity = name == "customEvent" ? .customOccasion : LibraryEntity(rawValue: name)
    else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "unknown library entity \(name)"))
    }
    self = entity
  }
}

/// The library created, changed or removed something. Correlation id: its id.
public struct LibraryChanged: TalecastEvent {
  public enum Change: String, Codable, Sendable { case created, updated, deleted }

  public static let typeName = "LibraryChanged"
  public let metadata: EventMetadata
  public let entity: LibraryEntity
  public let id: String
  public let change: Change

  public init(entity: LibraryEntity, id: String, change: Change) {
    self.metadata = .new(for: Self.self, correlationId: id)
    self.entity = entity
    self.id = id
    self.change = change
  }

  /// A change to a story.
  public init(storyId: String, change: Change) {
    self.init(entity: .story, id: storyId, change: change)
  }

  /// The story's id, when a story changed.
  public var storyId: String? { entity == .story ? id : nil }
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
