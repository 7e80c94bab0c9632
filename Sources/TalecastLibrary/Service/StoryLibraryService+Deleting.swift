import Foundation
import TalecastContract
import TalecastCore

extension StoryLibraryService {
  /// Deletes the plan's records in one transaction, then removes the folders of the stories
  /// the store deleted (another process may have been first) and announces each deletion.
  @discardableResult
  public func execute(_ plan: DeletionPlan) throws(LibraryError) -> DeletionReport {
    let deleted = try library.store.delete(
      LibraryRecords(
        stories: plan.stories.map(\.id), heroes: plan.heroes.map(\.id),
        customOccasions: plan.customOccasions.map(\.id)))
    let gone = plan.stories.filter { deleted.stories.contains($0.id) }
    // Read after the deletion: a folder a story still names (another process may have
    // imported one since the plan) stays.
    let remaining = gone.isEmpty ? [] : Set(try library.store.storyFolders().values)
    let (removed, problems) = library.folders.remove(gone, of: plan, remaining: remaining)
    for id in deleted.stories { library.announce(.story, id, .deleted) }
    for id in deleted.heroes { library.announce(.hero, id, .deleted) }
    for id in deleted.customOccasions { library.announce(.customOccasion, id, .deleted) }
    return DeletionReport(
      storiesDeleted: deleted.stories.count, heroesDeleted: deleted.heroes.count,
      customOccasionsDeleted: deleted.customOccasions.count, filesRemoved: removed,
      problems: problems)
  }
}
