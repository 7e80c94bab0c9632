import Foundation
import TalecastCore
import TalecastStorage

/// Everything a deletion will remove, listed before anything is removed.
public struct DeletionPlan: Sendable {
  public var stories: [LibraryStory]
  public var heroes: [HeroRecord]
  public var customOccasions: [CustomOccasion]
  /// Files that will be removed, relative to the media root.
  public var files: [String]
  /// Story folders that will be removed (inside the media root's `stories/`).
  public var folders: [URL]

  public var isEmpty: Bool { stories.isEmpty && heroes.isEmpty && customOccasions.isEmpty }
}

/// What a deletion did.
public struct DeletionReport: Sendable {
  public var storiesDeleted: Int
  public var heroesDeleted: Int
  public var customOccasionsDeleted: Int
  public var filesRemoved: Int
  /// Files or folders that could not be removed, with why; the rows are gone regardless.
  public var problems: [String]
}

extension StoryLibraryService {
  /// The stories with these ids (or unique prefixes), with their files.
  public func planDeletion(ofStories idsOrPrefixes: [String]) throws -> DeletionPlan {
    let stories = try idsOrPrefixes.map { try story(matching: $0) }
    return try plan(stories: unique(stories))
  }

  /// Every story matching `query`, with their files.
  public func planDeletion(matching query: StoryQuery) throws -> DeletionPlan {
    var stories: [LibraryStory] = []
    var cursor: String?
    repeat {
      let page = try page(query, sort: .oldestFirst, after: cursor, limit: 500)
      stories += page.stories
      cursor = page.nextCursor
    } while cursor != nil
    return try plan(stories: stories)
  }

  func plan(
    stories: [LibraryStory], heroes: [HeroRecord] = [], customOccasions: [CustomOccasion] = []
  )
    throws -> DeletionPlan
  {
    var files: [String] = []
    var folders: [URL] = []
    for story in stories {
      guard let folder = storyFolder(story) else { continue }
      folders.append(folder)
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey])
      while let url = enumerator?.nextObject() as? URL {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else {
          continue
        }
        files.append(relative(url))
      }
    }
    return DeletionPlan(
      stories: stories, heroes: heroes, customOccasions: customOccasions, files: files.sorted(),
      folders: folders)
  }

  /// Deletes the plan's rows in one transaction, then removes its folders.
  @discardableResult
  public func execute(_ plan: DeletionPlan) throws -> DeletionReport {
    try store.write { db in
      for story in plan.stories {
        try db.run("DELETE FROM stories WHERE id = ?", [.text(story.id)])
      }
      for hero in plan.heroes { try db.run("DELETE FROM heroes WHERE id = ?", [.text(hero.id)]) }
      for event in plan.customOccasions {
        try db.run("DELETE FROM custom_events WHERE id = ?", [.text(event.id)])
      }
    }
    var problems: [String] = []
    var removed = 0
    for folder in plan.folders {
      let count = plan.files.filter { $0.hasPrefix(relative(folder) + "/") }.count
      do {
        try FileManager.default.removeItem(at: folder)
        removed += count
      } catch {
        problems.append("\(relative(folder)): \(error.localizedDescription)")
      }
    }
    for story in plan.stories {
      broker.publish(LibraryChanged(storyId: story.id, change: .deleted))
    }
    for hero in plan.heroes {
      broker.publish(LibraryChanged(entity: .hero, id: hero.id, change: .deleted))
    }
    for event in plan.customOccasions {
      broker.publish(LibraryChanged(entity: .customOccasion, id: event.id, change: .deleted))
    }
    return DeletionReport(
      storiesDeleted: plan.stories.count, heroesDeleted: plan.heroes.count,
      customOccasionsDeleted: plan.customOccasions.count,
      filesRemoved: removed, problems: problems)
  }

  /// The story's folder, only if it really lies inside `stories/` of the media root: a folder
  /// path from the database is never trusted to delete anything else.
  func storyFolder(_ story: LibraryStory) -> URL? {
    let stories =
      mediaRoot.appendingPathComponent("stories", isDirectory: true).standardizedFileURL.path + "/"
    let folder = mediaRoot.appendingPathComponent(story.folder, isDirectory: true)
      .standardizedFileURL
    guard folder.path.hasPrefix(stories), folder.path.count > stories.count,
      FileManager.default.fileExists(atPath: folder.path)
    else { return nil }
    return folder
  }

  func relative(_ url: URL) -> String {
    let root = mediaRoot.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  private func unique(_ stories: [LibraryStory]) -> [LibraryStory] {
    var seen = Set<String>()
    return stories.filter { seen.insert($0.id).inserted }
  }
}
