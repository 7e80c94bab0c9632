import Foundation
import TalecastAudio
import TalecastContract
import TalecastCore
import TalecastLibrary

/// Something wrong in a story's folder: a file missing, unreadable or not what the library
/// says it is.
public struct StoryProblem: Sendable, Codable, Hashable {
  /// What the problem is with.
  public enum Kind: String, Sendable, Codable {
    /// A file of a story the library has: its folder, manifest, audio or an illustration.
    case storyFile
    /// A folder in `stories/` the library does not know (`repairLibrary` adopts it).
    case unknownFolder
    /// A folder another story names too: deleting either story leaves it.
    case sharedFolder
    /// A folder that is not a story's own inside `stories/` (a symbolic link leading out):
    /// its files are not checked, and never deleted with the story.
    case foreignFolder
  }

  public let storyId: String
  public let title: String
  /// The file, relative to the media root.
  public let file: String
  public let problem: String
  public let kind: Kind
}

extension Talecast {
  /// Checks every story's files against the library (`talecast library check`): the folder,
  /// the manifest (readable, the same story), the audio (decoded whole by FFmpeg, as long as
  /// the library says) and each illustration; and folders in `stories/` the library does not
  /// know. Reads only; a damaged file is a problem in the
  /// list, never a failure of the check. `progress` hears of each story checked.
  public func checkLibrary(progress: (Int, Int) -> Void = { _, _ in }) throws -> (
    checked: Int, problems: [StoryProblem]
  ) {
    let stories = try library.stories.all()
    var problems = ownershipProblems(of: stories)
    let foreign = Set(problems.filter { $0.kind == .foreignFolder }.map(\.storyId))
    for (number, story) in stories.enumerated() {
      if !foreign.contains(story.id) {
        problems += Self.check(story, mediaRoot: configuration.mediaRoot)
      }
      progress(number + 1, stories.count)
    }
    return (stories.count, problems + orphanProblems(known: stories))
  }

  /// Stories whose folder is not theirs alone: shared with another story, or leading out.
  func ownershipProblems(of stories: [LibraryStory]) -> [StoryProblem] {
    let titles = Dictionary(stories.map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
    return library.folderOwnershipProblems(of: stories).map { found in
      StoryProblem(
        storyId: found.storyId, title: titles[found.storyId] ?? "?", file: found.folder,
        problem: found.problem, kind: found.kind == .shared ? .sharedFolder : .foreignFolder)
    }
  }

  static func check(_ story: LibraryStory, mediaRoot: URL) -> [StoryProblem] {
    func problem(_ file: String, _ text: String) -> StoryProblem {
      StoryProblem(
        storyId: story.id, title: story.title, file: file, problem: text, kind: .storyFile)
    }
    let folder = mediaRoot.appendingPathComponent(story.folder)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { return [problem(story.folder, "the story's folder is missing")] }
    var found: [StoryProblem] = []
    let manifestPath = "\(story.folder)/manifest.json"
    if let data = FileManager.default.contents(
      atPath: mediaRoot.appendingPathComponent(manifestPath).path)
    {
      do {
        let manifest = try StoryManifest.makeDecoder().decode(StoryManifest.self, from: data)
        if manifest.storyId != story.id {
          found.append(problem(manifestPath, "describes story \(manifest.storyId), not this one"))
        }
      } catch {
        found.append(problem(manifestPath, "unreadable: \(DecodingProblem.describe(error))"))
      }
    } else {
      found.append(problem(manifestPath, "missing"))
    }
    let audioPath = mediaRoot.appendingPathComponent(story.audioPath).path
    if !FileManager.default.fileExists(atPath: audioPath) {
      found.append(problem(story.audioPath, "missing"))
    } else {
      do {
        let audio = try AudioProbe.decode(path: audioPath)
        // Encoders pad and trim a little; half a second more or less is the same audio.
        if abs(audio.duration - story.duration) > 0.5 {
          found.append(
            problem(
              story.audioPath,
              "lasts \(TimeText.clock(audio.duration)), the library says \(TimeText.clock(story.duration))"
            ))
        }
      } catch {
        // The line names the file already.
        let reason = "\(error)".replacingOccurrences(of: audioPath + ": ", with: "")
        found.append(problem(story.audioPath, "cannot be decoded: \(reason)"))
      }
    }
    for scene in story.manifest.scenes {
      guard let file = scene.illustration?.file else { continue }
      let path = "\(story.folder)/\(file)"
      let size =
        (try? FileManager.default.attributesOfItem(
          atPath: mediaRoot.appendingPathComponent(path).path)[.size] as? Int) ?? nil
      if size == nil { found.append(problem(path, "missing")) }
      if size == 0 { found.append(problem(path, "empty")) }
      if let size, size > 0,
        let damage = Self.pictureProblem(mediaRoot.appendingPathComponent(path))
      {
        found.append(problem(path, damage))
      }
    }
    return found
  }
}

/// Says where a decoding error is: the field path and what was wrong (imports, manifests).
public enum DecodingProblem {
  public static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
        .joined()
      return keys.isEmpty ? "the top level" : String(keys.drop { $0 == "." })
    }
    switch error {
    case .keyNotFound(let key, let context): return "\(path(context)): missing '\(key.stringValue)'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return "\(path(context)): \(context.debugDescription)"
    @unknown default: return "\(error)"
    }
  }
}

extension Talecast {
  /// What is wrong with a picture's file, if anything: a PNG, JPEG or WebP must be whole by
  /// its header and end (`PictureHeader`) and decode whole (`PictureDecoder`), an SVG must
  /// close its `<svg>` element.
  static func pictureProblem(_ url: URL) -> String? {
    guard let data = try? Data(contentsOf: url) else { return "unreadable" }
    if url.pathExtension == "svg" {
      let tail = String(decoding: data.suffix(64), as: UTF8.self)
      return tail.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>")
        ? nil : "an SVG cut short (it does not end with </svg>)"
    }
    let header: PictureHeader
    do {
      header = try PictureHeader.read(data)
    } catch {
      return "not a whole picture: \(error.description)"
    }
    guard header.fileExtension == url.pathExtension else {
      return "a \(header.fileExtension.uppercased()) picture named .\(url.pathExtension)"
    }
    do {
      _ = try PictureDecoder.decode(data, fileExtension: header.fileExtension)
      return nil
    } catch {
      return "cannot be decoded: \(error.message)"
    }
  }
}
