import Foundation
import TalecastContract
import TalecastCore
import TalecastGeneration
import TalecastLibrary
import TalecastQueue

/// What `talecast library check --repair` did.
public struct LibraryRepair: Sendable, Codable {
  /// Story folders the library did not know, now stored in it.
  public var adopted: [String] = []
  /// Story folders that could not be adopted (no readable manifest or no audio), renamed to
  /// `….broken` so that no run reads them again; kept for a look.
  public var setAside: [String] = []
  /// Stories whose folder had another name, now pointed at it.
  public var relocated: [String] = []
  /// Stories whose files are still damaged or gone: marked to be rendered again.
  public var marked: [String] = []
}

/// Story folders and library rows brought back together: a folder in `stories/` that the
/// library does not know (its job was stopped between moving it and storing it, and then gave
/// up), a row whose folder is gone or renamed, and a story whose files stay damaged (marked to
/// be rendered again).
extension Talecast {
  static let brokenSuffix = ".broken"

  var storiesFolder: URL {
    configuration.mediaRoot.appendingPathComponent("stories", isDirectory: true)
  }

  /// Folders in `stories/` that no library row names, except those of jobs still queued or
  /// running (their worker may be storing the story right now).
  func orphanFolders(known stories: [LibraryStory]) -> [String] {
    let known = Set(stories.map { ($0.folder as NSString).lastPathComponent })
    let names = (try? FileManager.default.contentsOfDirectory(atPath: storiesFolder.path)) ?? []
    return names.filter { name in
      guard !name.hasPrefix("."), !name.hasSuffix(Self.brokenSuffix), !known.contains(name)
      else { return false }
      let folder = storiesFolder.appendingPathComponent(name)
      guard let job = try? RenderJobFile.read(folder.appendingPathComponent("job.json")),
        let queued = try? queue.job(job.id)
      else { return true }
      return queued.state.isFinished
    }.sorted()
  }

  func orphanProblems(known stories: [LibraryStory]) -> [StoryProblem] {
    orphanFolders(known: stories).map { name in
      let manifest = try? RenderJobFile.manifest(storiesFolder.appendingPathComponent(name))
      return StoryProblem(
        storyId: manifest?.storyId ?? String(name.prefix { $0 != "-" }),
        title: manifest?.title ?? "?", file: "stories/\(name)",
        problem: "a story folder the library does not know", kind: .unknownFolder)
    }
  }

  /// Adopts whole orphan folders, sets aside broken ones and points rows at renamed folders.
  public func repairLibrary() throws -> LibraryRepair {
    var repair = LibraryRepair()
    var stories = try library.stories.all()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: storiesFolder.path)) ?? []
    for story in stories
    where !FileManager.default.fileExists(
      atPath: configuration.mediaRoot.appendingPathComponent(story.folder).path)
    {
      guard
        let name = names.first(where: {
          $0.hasPrefix(story.id + "-") && !$0.hasSuffix(Self.brokenSuffix)
        })
      else {
        // A rerender that set the old folder aside and stopped for good before the new one
        // moved in: the old one goes back under the name the library has.
        let prefix = StoryGenerationService.replacedFolderPrefix(storyId: story.id)
        if let aside = names.first(where: { $0.hasPrefix(prefix) }) {
          try FileManager.default.moveItem(
            at: storiesFolder.appendingPathComponent(aside),
            to: configuration.mediaRoot.appendingPathComponent(story.folder))
          repair.relocated.append(story.folder)
        }
        continue
      }
      try library.stories.relocate(story.id, to: "stories/\(name)")
      repair.relocated.append("stories/\(name)")
    }
    stories = try library.stories.all()
    for name in orphanFolders(known: stories) {
      let folder = storiesFolder.appendingPathComponent(name)
      if let adopted = adoptable(folder, name: name) {
        do {
          try library.stories.store(adopted)
          repair.adopted.append("stories/\(name)")
          continue
        } catch {
          // The story id is taken by another folder: this one is a stray copy.
        }
      }
      let aside = storiesFolder.appendingPathComponent(name + Self.brokenSuffix)
      try FileManager.default.moveItem(at: folder, to: aside)
      repair.setAside.append("stories/\(aside.lastPathComponent)")
    }
    // What is still damaged can be made whole from the library's text: marked for that.
    for story in try library.stories.all()
    where !story.audioNeedsRegeneration
      && !Self.check(story, mediaRoot: configuration.mediaRoot).isEmpty
    {
      try library.stories.markForRerender(story.id)
      repair.marked.append(story.id)
    }
    return repair
  }

  /// The story in an orphan folder, if it is whole: a readable manifest of the story its
  /// name says, and the audio file it names.
  private func adoptable(_ folder: URL, name: String) -> StoryGenerated? {
    guard let manifest = try? RenderJobFile.manifest(folder),
      name.hasPrefix(manifest.storyId + "-"),
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(manifest.audio.file).path)
    else { return nil }
    let job = try? RenderJobFile.read(folder.appendingPathComponent("job.json"))
    return StoryGenerated(
      jobId: job?.id ?? "adopted-\(manifest.storyId)", folder: "stories/\(name)", manifest: manifest
    )
  }
}

/// The job and manifest files a finished story folder holds.
enum RenderJobFile {
  static func read(_ url: URL) throws -> RenderJob {
    try JSONDecoder().decode(RenderJob.self, from: Data(contentsOf: url))
  }

  static func manifest(_ folder: URL) throws -> StoryManifest {
    try StoryManifest.makeDecoder().decode(
      StoryManifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
  }
}
