import Foundation
import TalecastContract
import TalecastCore

/// What every part of the library works with: the store, the broker it announces changes on,
/// and the story folders under the media root.
struct LibraryContext: Sendable {
  let store: any LibraryStore
  let broker: any EventPublishing
  let folders: StoryFolders

  /// The one record whose id is `idOrPrefix`, or the only one whose id starts with it.
  func resolve(_ idOrPrefix: String, _ kind: LibraryRecordKind) throws(LibraryError) -> String {
    // An empty prefix would start every id.
    guard !idOrPrefix.isEmpty else { throw LibraryError.notFound(kind: kind, id: idOrPrefix) }
    let ids = try store.ids(of: kind, matching: idOrPrefix, limit: 6)
    guard let id = ids.first else { throw LibraryError.notFound(kind: kind, id: idOrPrefix) }
    guard ids.count == 1 else {
      throw LibraryError.ambiguousId(kind: kind, id: idOrPrefix, matches: ids)
    }
    return id
  }

  /// A plan to delete these records with the folders their stories own alone.
  func plan(stories: [LibraryStory], heroes: [HeroRecord] = []) throws(LibraryError)
    -> DeletionPlan
  {
    let owners = stories.isEmpty ? [:] : try store.storyFolders()
    return folders.plan(stories: stories, heroes: heroes, owners: owners)
  }

  func announce(_ entity: LibraryEntity, _ id: String, _ change: LibraryChanged.Change) {
    broker.publish(LibraryChanged(entity: entity, id: id, change: change))
  }
}
