import Foundation
import TalecastAudio
import TalecastContract
import TalecastCore
import TalecastGeneration
import TalecastLibrary
import TalecastQueue

/// One story by its exact id, for front doors that name stories by the ids they were given
/// (the CLI's unique prefixes are for people typing), and what the HTTP API does to it.
extension Talecast {
  /// The story whose id is exactly `id`; `LibraryError.notFound` for a prefix or an unknown id.
  public func story(exactly id: String) throws -> LibraryStory {
    let story: LibraryStory
    do {
      story = try library.stories.story(matching: id)
    } catch LibraryError.ambiguousId {
      throw LibraryError.notFound(kind: .story, id: id)
    }
    guard story.id == id else { throw LibraryError.notFound(kind: .story, id: id) }
    return story
  }

  /// Changes a story's words, language or voice (as `talecast stories edit`) and whether it is
  /// a favourite; nothing given changes nothing. The edit is checked before the favourite is
  /// set, so a refused edit changes neither.
  public func changeStory(exactly id: String, _ edit: StoryEdit, favorite: Bool?) throws
    -> LibraryStory
  {
    var story = try story(exactly: id)
    let edits =
      edit.title != nil || !edit.sceneTexts.isEmpty || edit.language != nil || edit.voice != nil
    if edits { story = try library.stories.edit(id, edit) }
    if let favorite, favorite != story.favorite {
      _ = try library.stories.setFavorite([id], favorite)
      story = try library.stories.story(matching: id)
    }
    return story
  }

  /// Deletes the story `id` names exactly, with its files.
  public func deleteStory(exactly id: String) throws -> DeletionReport {
    let story = try story(exactly: id)
    return try library.execute(try library.stories.planDeletion(of: [story.id]))
  }

  /// Queues `id` to be rendered again and returns its job at once; a worker renders it (the
  /// CLI's `stories rerender` also works the job; a request must not wait for a render).
  public func submitRerender(ofStory id: String) throws -> QueuedJob {
    let job = rerenderJob(of: try story(exactly: id))
    let submitted = try queue.submit([
      JobSubmission(
        job: job, idempotencyKey: job.idempotencyKey ?? job.id, priority: 0, runAt: nil,
        maxAttempts: 3)
    ])
    return submitted[0].job
  }

  /// Where the files of the story `id` are. Every path is the story's folder inside the media
  /// root's `stories/` joined with a plain file name from its manifest: a name with a slash or
  /// a folder that leads elsewhere (by `..` or a link) gives no path, so nothing a request or
  /// a store says can point outside the library.
  public func storyFiles(exactly id: String) throws -> StoryFiles {
    storyFiles(of: try story(exactly: id))
  }

  func storyFiles(of story: LibraryStory) -> StoryFiles {
    // Compared with links resolved: a folder that is a link out of `stories/` is not inside.
    let stories = configuration.mediaRoot.appendingPathComponent("stories")
      .resolvingSymlinksInPath()
    let folder = configuration.mediaRoot.appendingPathComponent(story.folder)
      .resolvingSymlinksInPath()
    let inside = folder.path.hasPrefix(stories.path + "/")
    func file(_ name: String?) -> URL? {
      guard inside, let name, !name.isEmpty, !name.contains("/"), name != ".", name != ".."
      else { return nil }
      return folder.appendingPathComponent(name)
    }
    return StoryFiles(
      story: story, audio: file(story.audioFile),
      subtitles: file(story.manifest.audio.subtitles),
      illustrations: story.manifest.scenes.map { file($0.illustration?.file) })
  }
}

/// A story and where its files are (nil: it has none, or its name cannot be trusted).
public struct StoryFiles: Sendable {
  public let story: LibraryStory
  public let audio: URL?
  /// The WebVTT subtitles beside the audio.
  public let subtitles: URL?
  /// Each scene's illustration, in scene order.
  public let illustrations: [URL?]

  /// The story's cover (`cover.png`, else `cover.jpg`) beside its audio, when its render made
  /// one (stories made before covers have none).
  public var cover: URL? {
    guard let audio else { return nil }
    let folder = audio.deletingLastPathComponent()
    return StoryCover.fileNames.lazy.map { folder.appendingPathComponent($0) }
      .first { FileManager.default.fileExists(atPath: $0.path) }
  }
}

extension Talecast {
  /// A story's SVG picture as PNG (for a program that cannot draw SVG), drawn by FFmpeg's
  /// librsvg; at most `PictureHeader.maximumPixels`, read from a file of at most 4 MiB. Kept
  /// once drawn (`PictureCache`), until the file changes.
  public func pngOfPicture(at url: URL) throws -> Data {
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    guard size <= 4 * 1024 * 1024 else {
      throw LibraryError.invalid(field: "format", problem: "the picture is too large to convert")
    }
    return try pictures.png(of: url) { try PictureRasterizer.png(fromSVG: $0) }
  }
}
