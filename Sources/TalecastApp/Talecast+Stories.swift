import Foundation
import TalecastContract
import TalecastCore
import TalecastLibrary

/// The library's stories, as `talecast stories …` and `talecast library …` use them.
extension Talecast {
  /// One page of the stories matching `query`, in `sort` order (best match first when
  /// searching words, else oldest first), after `cursor`.
  public func stories(
    matching query: StoryQuery, sort: StorySort? = nil, after cursor: String? = nil, limit: Int
  ) throws -> StoryPage {
    try library.stories.page(query, sort: sort, after: cursor, limit: limit)
  }

  /// The same page as `stories(matching:)`, each story without its text: for lists.
  public func storySummaries(
    matching query: StoryQuery, sort: StorySort? = nil, after cursor: String? = nil, limit: Int
  ) throws -> StorySummaryPage {
    try library.stories.summaries(query, sort: sort, after: cursor, limit: limit)
  }

  /// The story `reference` (an id or unique prefix) names.
  public func story(_ reference: String) throws -> LibraryStory {
    try library.stories.story(matching: reference)
  }

  public func editStory(_ reference: String, _ edit: StoryEdit) throws -> LibraryStory {
    try library.stories.edit(reference, edit)
  }

  /// Marks the stories (or unmarks them) as favourites; returns their ids.
  public func setFavorite(_ references: [String], _ favorite: Bool) throws -> [String] {
    try library.stories.setFavorite(references, favorite)
  }

  /// What deleting these stories would remove, to show before it is done.
  public func planDeletion(ofStories references: [String]) throws -> DeletionPlan {
    try library.stories.planDeletion(of: references)
  }

  public func planDeletion(matching query: StoryQuery) throws -> DeletionPlan {
    try library.stories.planDeletion(matching: query)
  }

  /// Deletes what a plan lists (stories, heroes, custom occasions) with their files.
  public func delete(_ plan: DeletionPlan) throws -> DeletionReport {
    try library.execute(plan)
  }

  /// The stories matching `query`, with the heroes and custom occasions they use.
  public func exportLibrary(_ query: StoryQuery) throws -> LibraryExport {
    try library.export(query)
  }

  public func importLibrary(_ export: LibraryExport) throws -> ImportReport {
    try library.importLibrary(export)
  }

  /// How many stories (new, in progress, completed, favourites), heroes and custom occasions the
  /// library holds, and how much audio.
  public func stats() throws -> LibraryStats {
    try library.stats()
  }
}
