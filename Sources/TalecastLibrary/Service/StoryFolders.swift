import Foundation
import TalecastCore

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

/// The story folders under the media root: resolved, listed and removed only inside its
/// `stories/`, since a folder path from a store is never trusted to delete anything else.
struct StoryFolders: Sendable {
  let mediaRoot: URL

  init(mediaRoot: URL) {
    self.mediaRoot = mediaRoot.standardizedFileURL
  }

  /// A plan to delete these records and every file in the stories' folders.
  func plan(
    stories: [LibraryStory], heroes: [HeroRecord] = [], customOccasions: [CustomOccasion] = []
  ) -> DeletionPlan {
    var files: [String] = []
    var folders: [URL] = []
    for story in stories {
      guard let folder = folder(of: story) else { continue }
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

  /// Removes the folders of these stories (those of the plan the store deleted); returns how
  /// many of the plan's files went, and what could not.
  func remove(_ stories: [LibraryStory], of plan: DeletionPlan) -> (
    removed: Int, problems: [String]
  ) {
    var problems: [String] = []
    var removed = 0
    for folder in stories.compactMap(folder(of:)) where plan.folders.contains(folder) {
      let count = plan.files.filter { $0.hasPrefix(relative(folder) + "/") }.count
      do {
        try FileManager.default.removeItem(at: folder)
        removed += count
      } catch {
        problems.append("\(relative(folder)): \(error.localizedDescription)")
      }
    }
    return (removed, problems)
  }

  /// The story's folder, only if it really lies inside `stories/` of the media root.
  func folder(of story: LibraryStory) -> URL? {
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
}
