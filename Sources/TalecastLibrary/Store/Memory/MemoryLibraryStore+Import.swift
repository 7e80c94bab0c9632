import Foundation
import TalecastContract
import TalecastCore

extension MemoryLibraryStore {
  public func importLibrary(_ library: LibraryExport) throws(LibraryError) -> ImportReport {
    let manifests = try library.stories.map { story throws(LibraryError) in
      try LibraryCodec.kept(story.manifest)
    }
    return transaction { contents in
      var report = ImportReport()
      for record in library.heroes {
        if let known = contents.heroes[record.id] {
          // As the databases' upsert: every column but created.
          var updated = Self.kept(record)
          updated.created = known.created
          contents.heroes[record.id] = updated
          report.heroesUpdated += 1
        } else {
          contents.heroes[record.id] = Self.kept(record)
          report.heroesAdded += 1
        }
      }
      for occasion in library.customOccasions {
        if contents.update(occasion) {
          report.customOccasionsUpdated += 1
        } else {
          contents.occasions[occasion.id] = Self.kept(occasion)
          report.customOccasionsAdded += 1
        }
      }
      for (story, manifest) in zip(library.stories, manifests) {
        var kept = story
        kept.manifest = manifest
        kept.heroId = story.heroId.flatMap { contents.heroes[$0] == nil ? nil : $0 }
        kept.customOccasionId = story.customOccasionId.flatMap {
          contents.occasions[$0] == nil ? nil : $0
        }
        kept.lastPlayed = story.lastPlayed.map(LibraryCodec.kept)
        kept.modified = LibraryCodec.kept(story.modified)
        if let known = contents.stories[story.id] {
          // Every column but created, as the databases' upsert.
          kept.created = known.story.created
          contents.stories[story.id]?.story = kept
          report.storiesUpdated += 1
        } else {
          kept.created = LibraryCodec.kept(story.created)
          contents.stories[story.id] = MemoryStory(kept)
          report.storiesAdded += 1
        }
        contents.illustrations[story.id] = IllustrationRecord.merging(
          story.manifest, into: contents.illustrations[story.id] ?? [:])
      }
      return report
    }
  }
}
