import Foundation
import TalecastContract
import TalecastCore

/// The library: heroes, custom occasions, stories and what listeners made of them, kept in a
/// `LibraryStore` (SQLite, PostgreSQL or memory) that whoever composes the library opened: the
/// service knows the protocol only, never a database. Each part keeps one thing (`heroes`,
/// `occasions`, `stories`, `listening`); this service composes them, learns of plays from
/// `PlaybackFinished` and of saved positions from `PlaybackPositionSaved`, and announces every
/// create, update and delete with `LibraryChanged`. It knows nothing of the generator or the
/// player.
public final class StoryLibraryService: Sendable {
  public let heroes: HeroCatalog
  public let occasions: OccasionCatalog
  public let stories: StoryCatalog
  public let listening: ListeningHistory
  let library: LibraryContext

  /// Keeps the library in `store` (already migrated by its driver); story folders are
  /// resolved, and only ever deleted, inside `mediaRoot`.
  public init(store: any LibraryStore, mediaRoot: URL, broker: any EventPublishing) {
    library = LibraryContext(
      store: store, broker: broker, folders: StoryFolders(mediaRoot: mediaRoot))
    heroes = HeroCatalog(library: library)
    occasions = OccasionCatalog(library: library)
    stories = StoryCatalog(library: library)
    listening = ListeningHistory(library: library)
  }

  /// Subscribes the library to the events it acts on. Keep the handles as long as the
  /// library should listen.
  ///
  /// A generated story is not among them: it is stored by whoever ends its job
  /// (`stories.store`), in order with the job's end, so a crash cannot leave one without the
  /// other.
  public func subscribe(to broker: EventBroker) -> [Subscription] {
    let listening = self.listening
    return [
      broker.subscribe(PlaybackFinished.self) { event in
        try listening.recordPlay(of: event.storyId)
      },
      broker.subscribe(PlaybackPositionSaved.self) { event in
        try listening.savePosition(event.position, of: event.storyId)
      },
    ]
  }

  /// The library at a glance.
  public func stats() throws(LibraryError) -> LibraryStats {
    try library.store.stats()
  }
}
