import Foundation
import TalecastContract
import TalecastCore

extension StoryLibraryService {
  /// The stories matching `query` (all by default), with the heroes and custom occasions they
  /// use (all of them when exporting everything).
  public func export(_ query: StoryQuery = .all) throws(LibraryError) -> LibraryExport {
    let stories = try stories.all(matching: query, sort: .oldestFirst)
    var heroes = try heroes.list(includeInactive: true)
    var occasions = try occasions.list()
    if !query.clauses.isEmpty {
      let heroIds = Set(stories.compactMap(\.heroId))
      let occasionIds = Set(stories.compactMap(\.customOccasionId))
      heroes = heroes.filter { heroIds.contains($0.id) }
      occasions = occasions.filter { occasionIds.contains($0.id) }
    }
    return LibraryExport(
      format: LibraryExport.formatName, version: 1, exported: Date(), heroes: heroes,
      customOccasions: occasions, stories: stories)
  }

  /// Merges an export by id: new ids are added, known ids are updated to the exported values.
  /// Everything is one transaction: a bad file changes nothing.
  @discardableResult
  public func importLibrary(_ export: LibraryExport) throws(LibraryError) -> ImportReport {
    guard export.format == LibraryExport.formatName else {
      throw LibraryError.invalid(
        field: "format",
        problem: "expected \"\(LibraryExport.formatName)\", found \"\(export.format)\"")
    }
    guard export.version == 1 else {
      throw LibraryError.invalid(
        field: "version", problem: "this Talecast reads version 1 exports, not \(export.version)")
    }
    var export = try export.checked()
    // An avatar is a file on this host: one the export names must be here, and a picture.
    for index in export.heroes.indices {
      guard let avatar = export.heroes[index].avatar else { continue }
      export.heroes[index].avatar = try AvatarFile.checked(
        avatar, field: "heroes[\(index)].avatar")
    }
    try library.folders.checkOwnership(of: export.stories, owners: try library.store.storyFolders())
    // A story whose audio is not here (deleted since the export, or its folder not copied
    // along) comes back with its text, marked to be rendered again, never as a story that
    // would play nothing.
    var withoutFiles = 0
    for index in export.stories.indices {
      let audio = library.folders.mediaRoot.appendingPathComponent(export.stories[index].audioPath)
      guard !FileManager.default.fileExists(atPath: audio.path) else { continue }
      export.stories[index].audioNeedsRegeneration = true
      withoutFiles += 1
    }
    var report = try library.store.importLibrary(export)
    report.storiesWithoutFiles = withoutFiles
    for record in export.heroes { library.announce(.hero, record.id, .updated) }
    for occasion in export.customOccasions {
      library.announce(.customOccasion, occasion.id, .updated)
    }
    for story in export.stories { library.announce(.story, story.id, .updated) }
    return report
  }
}
