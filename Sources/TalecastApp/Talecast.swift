import Foundation
import TalecastCore
import TalecastGeneration
import TalecastLibrary
import TalecastPlayback

/// The composition root: builds the broker and the three services and wires the
/// subscriptions between them. It is the only place that knows all three.
public final class Talecast: Sendable {
  public let configuration: TalecastConfiguration
  public let broker: EventBroker
  public let generation: StoryGenerationService
  public let library: StoryLibraryService
  public let playback: AudioPlaybackService
  private let subscriptions: [Subscription]

  public init(configuration: TalecastConfiguration) throws {
    self.configuration = configuration
    let broker = EventBroker()
    self.broker = broker
    generation = StoryGenerationService(
      broker: broker, configuration: GenerationConfiguration(mediaRoot: configuration.mediaRoot))
    library = try StoryLibraryService(mediaRoot: configuration.mediaRoot, broker: broker)
    playback = AudioPlaybackService(broker: broker)
    // The library stores what generation publishes.
    subscriptions = library.subscribe(to: broker)
  }

  public var logger: Logger { Logger(label: "talecast", level: configuration.logLevel) }
}
