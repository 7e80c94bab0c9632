import Foundation
import TalecastContract
import TalecastCore

/// The story folders under the media root: resolved, listed and removed only inside its
/// `stories/`, since a folder path from a store is never trusted to delete anything else. A
/// story owns its folder alone: a folder another story also names, or one that leads out of
/// `stories/` (a symbolic link), is never removed with it.
struct StoryFolders: Sendable {
  let mediaRoot: URL

  init(mediaRoot: URL) {
    self.mediaRoot = mediaRoot.standardizedFileURL
  }

  var storiesRoot: URL {
    mediaRoot.appendingPathComponent("stories", isDirectory: true).standardizedFileURL
  }

  /// A plan to delete these records and every file in the folders the stories own: a folder
  /// a story outside the plan also names (in `owners`: every story's folder by id) stays.
  func plan(
    stories: [LibraryStory], heroes: [HeroRecord] = [], customOccasions: [CustomOccasion] = [],
    owners: [String: String] = [:]
  ) -> DeletionPlan {
    var files: [String] = []
    var folders: [URL] = []
    let planned = Set(stories.map(\.id))
    for story in stories
    where !owners.contains(where: { !planned.contains($0.key) && $0.value == story.folder }) {
      guard let folder = folder(of: story), !folders.contains(folder) else { continue }
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

  /// Removes the folders of these stories (those of the plan the store deleted) that no
  /// story left in the library names (`remaining`: every folder still named); returns how
  /// many of the plan's files went, and what could not.
  func remove(_ stories: [LibraryStory], of plan: DeletionPlan, remaining: Set<String>) -> (
    removed: Int, problems: [String]
  ) {
    var problems: [String] = []
    var removed = 0
    var seen = Set<URL>()
    for story in stories {
      guard let folder = folder(of: story), plan.folders.contains(folder),
        seen.insert(folder).inserted
      else { continue }
      if remaining.contains(story.folder) {
        problems.append("\(story.folder): kept, another story names it")
        continue
      }
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

  /// The story's folder, only if it is really there, inside `stories/` of the media root,
  /// under its own name (not a symbolic link to somewhere else).
  func folder(of story: LibraryStory) -> URL? {
    let folder = mediaRoot.appendingPathComponent(story.folder, isDirectory: true)
      .standardizedFileURL
    guard FileManager.default.fileExists(atPath: folder.path), foreignProblem(story.folder) == nil
    else { return nil }
    return folder
  }

  /// Why `folder` (relative to the media root) is not a story's own folder inside
  /// `stories/`, if it is not: it lies outside, or it is a symbolic link leading elsewhere.
  /// Nil for one that is its own (or is not there at all).
  func foreignProblem(_ folder: String) -> String? {
    let stories = storiesRoot.path + "/"
    let url = mediaRoot.appendingPathComponent(folder, isDirectory: true).standardizedFileURL
    guard url.path.hasPrefix(stories), url.path.count > stories.count,
      !url.path.dropFirst(stories.count).contains("/")
    else { return "lies outside the media root's stories/" }
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    guard attributes?[.type] as? FileAttributeType == .typeSymbolicLink else {
      let real = url.resolvingSymlinksInPath().path
      let realStories = storiesRoot.resolvingSymlinksInPath().path + "/"
      return attributes == nil || real.hasPrefix(realStories)
        ? nil : "leads outside the media root's stories/ (to \(real))"
    }
    let target = url.resolvingSymlinksInPath().path
    return "is a symbolic link to \(target), not a story's own folder"
  }

  /// Why an import may not give these stories their folders, if it may not: a folder
  /// another story owns (`owners`: every story's folder by id, the library's and the
  /// file's), or one that is not a story's own. The error names the story by its place in
  /// the file.
  func checkOwnership(of stories: [LibraryStory], owners: [String: String]) throws(LibraryError) {
    var owners = owners
    for story in stories { owners[story.id] = nil }
    // Folder to its story, looked up once per story (a scan of every owner per story made an
    // import of 100 000 stories in batches quadratic: 240 s).
    var ownerOf: [String: String] = [:]
    ownerOf.reserveCapacity(owners.count + stories.count)
    for (id, folder) in owners { ownerOf[folder] = ownerOf[folder].map { min($0, id) } ?? id }
    for (index, story) in stories.enumerated() {
      let field = "stories[\(index)].folder"
      if let other = ownerOf[story.folder] {
        throw LibraryError.invalid(
          field: field,
          problem: "\(story.folder) is the folder of story \(other); a story's files are its own")
      }
      if let problem = foreignProblem(story.folder) {
        throw LibraryError.invalid(field: field, problem: "\(story.folder) \(problem)")
      }
      ownerOf[story.folder] = story.id
    }
  }

  func relative(_ url: URL) -> String {
    let root = mediaRoot.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}
