import Foundation

/// A stored event read back: a typed value when its type is registered and its JSON decodes,
/// otherwise the raw JSON and why it could not be read. Reading never crashes on either.
public enum DecodedEvent: Sendable {
  case known(any TalecastEvent)
  case unknown(type: String, json: String, reason: String)

  public var event: (any TalecastEvent)? {
    if case .known(let event) = self { return event }
    return nil
  }
}

/// Maps stored type names back to event types.
public struct EventRegistry: Sendable {
  private var decoders: [String: @Sendable (Data, JSONDecoder) throws -> any TalecastEvent] = [:]

  public init() {}

  public mutating func register<E: TalecastEvent>(_ type: E.Type) {
    decoders[E.typeName] = { data, decoder in try decoder.decode(E.self, from: data) }
  }

  public var typeNames: [String] { decoders.keys.sorted() }

  public func decode(type: String, json: String, decoder: JSONDecoder = EventCoding.makeDecoder())
    -> DecodedEvent
  {
    guard let decode = decoders[type] else {
      return .unknown(type: type, json: json, reason: "no event type named \(type) is registered")
    }
    do {
      return .known(try decode(Data(json.utf8), decoder))
    } catch {
      return .unknown(type: type, json: json, reason: "\(error)")
    }
  }

  /// Every event type Talecast publishes.
  public static let standard: EventRegistry = {
    var registry = EventRegistry()
    for type in allEventTypes { registry.add(type) }
    return registry
  }()

  /// Every event type Talecast publishes, for the registry and its tests.
  public static let allEventTypes: [any TalecastEvent.Type] = [
    JobStateChanged.self, StoryGenerationStarted.self, StoryGenerationResumed.self,
    StoryIllustrated.self, StoryGenerationInterrupted.self,
    GenerationStageChanged.self, GenerationStageProgressed.self, GenerationStageFailed.self,
    StoryGenerated.self,
    StoryGenerationFailed.self, StoryGenerationCancelled.self, LibraryChanged.self,
    LibraryStoreFailed.self,
    PlaybackStarted.self, IllustrationShown.self, CaptionHeard.self, PlaybackFinished.self,
    PlaybackQueueFinished.self,
    PlayerStateChanged.self, PlaybackPositionSaved.self, EventsLost.self,
  ]
}

extension EventRegistry {
  /// Registers a type known only as an existential (opened to call the generic `register`).
  fileprivate mutating func add(_ type: any TalecastEvent.Type) {
    func open<E: TalecastEvent>(_ concrete: E.Type) { register(concrete) }
    open(type)
  }
}
