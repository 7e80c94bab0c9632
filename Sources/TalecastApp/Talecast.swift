import Foundation
import TalecastContract
import TalecastCore
import TalecastEventLog
import TalecastGeneration
import TalecastLibrary
import TalecastPlayback
import TalecastPostgres
import TalecastQueue
import TalecastTokens

/// The composition root: builds the broker and the three services and wires the
/// subscriptions between them. It is the only place that knows all three, and front doors
/// (the CLI, the HTTP API) reach Talecast only through its use cases (`Talecast+….swift`) and
/// its front-door events (`subscribe`), never through a service or a store.
public final class Talecast: Sendable {
  public let configuration: TalecastConfiguration
  /// The services' broker: they publish and subscribe here, and the event log records it all.
  let broker: EventBroker
  let generation: StoryGenerationService
  let library: StoryLibraryService
  let playback: AudioPlaybackService
  let eventLog: EventLog
  let queue: JobQueue
  /// The bearer tokens of the API and the URLs they sign.
  let tokenRegistry: TokenRegistry
  /// What front doors hear (`subscribe`): every event of this Talecast as it is published, and
  /// while a run follows the shared log, other processes' events about its jobs. A separate
  /// broker, so nothing read back from the log reaches the services (a play counted twice) or
  /// the event log (an event stored twice).
  let frontDoor = EventBroker()
  /// This Talecast's events noted while the log is followed, so they are not handed on twice.
  let localEvents = LocalEvents()
  /// The HTTP API's open play sessions (`PlaySessions.swift`).
  let plays = PlaySessions()
  /// Who waits for which jobs to end (`Prefer: wait`, `jobs wait`): no thread held per waiter.
  let jobEnds = JobEnds()
  /// PNGs drawn from SVG pictures for the API's `?format=png`.
  let pictures = PictureCache()
  /// Each feed's cover as last drawn (by feed id), guarded by its `Locked`.
  let feedCovers = Locked<[String: FeedCoverMemo]>([:])
  /// Whether each feed was live when last asked (by feed id), guarded by its `Locked`.
  let feedLiveness = Locked<[String: (checked: ContinuousClock.Instant, live: Bool)]>([:])
  private let subscriptions: [Subscription]

  /// The root on the database the configuration chose.
  public convenience init(configuration: TalecastConfiguration) throws {
    self.init(
      configuration: configuration,
      stores: try Stores(configuration.database, mediaRoot: configuration.mediaRoot))
  }

  /// The root on the stores given (`Stores.inMemory()` for a test): the configuration's
  /// database is then not opened; its media root still holds the stories' files.
  public init(configuration: TalecastConfiguration, stores: Stores) {
    self.configuration = configuration
    let logger = Logger(label: "talecast", level: configuration.logLevel)
    let broker = EventBroker()
    self.broker = broker
    eventLog = EventLog(store: stores.events, logger: logger)
    generation = StoryGenerationService(
      broker: broker,
      configuration: GenerationConfiguration(
        mediaRoot: configuration.mediaRoot, logger: logger,
        defaultVoice: configuration.defaultVoice),
      providers: StoryProviders(
        remote: configuration.remoteBackend.map(StoryProviders.Remote.init(backend:))))
    library = StoryLibraryService(
      store: stores.library, mediaRoot: configuration.mediaRoot, broker: broker)
    playback = AudioPlaybackService(broker: broker, logger: logger)
    queue = JobQueue(store: stores.jobs, broker: broker)
    tokenRegistry = TokenRegistry(store: stores.tokens)
    // Each event goes to the front door (noted first, before the log can show it to a
    // follower), then is persisted; then the library stores what generation publishes.
    let forward = broker.subscribeToAll { [frontDoor, localEvents] event in
      localEvents.note(event.metadata.eventId)
      frontDoor.republish(event)
    }
    subscriptions = [forward, eventLog.record(from: broker)] + library.subscribe(to: broker)
  }

  public var logger: Logger { Logger(label: "talecast", level: configuration.logLevel) }

  /// Before the process ends: waits up to `timeout` seconds for events the event log's store
  /// could not take yet (an outage) to be written; those that cannot be are reported as lost.
  public func flushEventLog(timeout: Double = 3) {
    eventLog.flush(timeout: timeout)
  }
}
