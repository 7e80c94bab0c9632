import Foundation
import TalecastCore
import TalecastEventLog
import TalecastGeneration
import TalecastLibrary
import TalecastPlayback
import TalecastPostgres
import TalecastQueue

/// The composition root: builds the broker and the three services and wires the
/// subscriptions between them. It is the only place that knows all three.
public final class Talecast: Sendable {
  public let configuration: TalecastConfiguration
  public let broker: EventBroker
  public let generation: StoryGenerationService
  public let library: StoryLibraryService
  public let playback: AudioPlaybackService
  public let eventLog: EventLog
  public let queue: JobQueue
  private let subscriptions: [Subscription]

  public init(configuration: TalecastConfiguration) throws {
    self.configuration = configuration
    let logger = Logger(label: "talecast", level: configuration.logLevel)
    let broker = EventBroker()
    self.broker = broker
    let stores = try Stores(configuration.database, mediaRoot: configuration.mediaRoot)
    eventLog = EventLog(store: stores.events, logger: logger)
    generation = StoryGenerationService(
      broker: broker,
      configuration: GenerationConfiguration(mediaRoot: configuration.mediaRoot, logger: logger),
      providers: StoryProviders(
        remote: configuration.remoteBackend.map(StoryProviders.Remote.init(backend:))))
    library = StoryLibraryService(
      store: stores.library, mediaRoot: configuration.mediaRoot, broker: broker)
    playback = AudioPlaybackService(broker: broker, logger: logger)
    queue = JobQueue(store: stores.jobs, broker: broker)
    // Every event is persisted first, then the library stores what generation publishes.
    subscriptions = [eventLog.record(from: broker)] + library.subscribe(to: broker)
  }

  public var logger: Logger { Logger(label: "talecast", level: configuration.logLevel) }
}
