import Foundation
import TalecastContract
import TalecastCore

/// How every store writes the library's values, so that all of them read back alike: times to
/// the millisecond (ISO 8601 text in the databases), manifests as their JSON, scenes and
/// keywords as JSON arrays. The memory store keeps values as the databases would return them.
enum LibraryCodec {
  /// A time as a store keeps it: to the millisecond.
  static func kept(_ date: Date) -> Date { LibraryTime.date(LibraryTime.text(date)) ?? date }

  static func manifestText(_ manifest: StoryManifest) throws(LibraryError) -> String {
    do {
      return String(decoding: try StoryManifest.makeEncoder().encode(manifest), as: UTF8.self)
    } catch {
      throw LibraryError.storage("story \(manifest.storyId)'s manifest cannot be written: \(error)")
    }
  }

  static func manifest(_ text: String, of storyId: String) throws(LibraryError) -> StoryManifest {
    do {
      return try StoryManifest.makeDecoder().decode(StoryManifest.self, from: Data(text.utf8))
    } catch {
      throw LibraryError.storage("story \(storyId)'s manifest cannot be read: \(error)")
    }
  }

  /// A manifest as a store gives it back.
  static func kept(_ manifest: StoryManifest) throws(LibraryError) -> StoryManifest {
    try self.manifest(try manifestText(manifest), of: manifest.storyId)
  }

  static func scenesText(_ scenes: [SceneText]) -> String {
    String(decoding: (try? JSONEncoder().encode(scenes)) ?? Data("[]".utf8), as: UTF8.self)
  }

  static func scenes(_ text: String?) -> [SceneText] {
    (try? JSONDecoder().decode([SceneText].self, from: Data((text ?? "[]").utf8))) ?? []
  }

  /// The text searched besides the title: every scene's, one after another.
  static func body(_ scenes: [SceneText]) -> String {
    scenes.map(\.text).joined(separator: " ")
  }

  static func scenes(of manifest: StoryManifest) -> [SceneText] {
    manifest.scenes.map {
      SceneText(title: $0.title ?? "", text: $0.text, illustrationPrompt: $0.illustrationPrompt)
    }
  }

  static func keywordsText(_ keywords: [String]) -> String {
    String(decoding: (try? JSONEncoder().encode(keywords)) ?? Data("[]".utf8), as: UTF8.self)
  }

  static func keywords(_ text: String?) -> [String] {
    (try? JSONDecoder().decode([String].self, from: Data((text ?? "[]").utf8))) ?? []
  }
}

extension IllustrationRecord {
  /// The rows a manifest gives its illustrations, merged into those stored before (`known`,
  /// by scene): a redraw (`retried`) counts one more retry, and an error stays until another.
  static func merging(
    _ manifest: StoryManifest, retried: Set<Int> = [], into known: [Int: IllustrationRecord]
  ) -> [Int: IllustrationRecord] {
    var records = known
    for scene in manifest.scenes {
      let before = known[scene.index]
      records[scene.index] = IllustrationRecord(
        sceneIndex: scene.index, prompt: scene.illustrationPrompt, text: scene.text,
        file: scene.illustration?.file, timestamp: scene.illustration?.timestamp ?? scene.start,
        status: scene.illustration != nil
          ? .generated : scene.illustrationError != nil ? .failed : .pending,
        retryCount: (before?.retryCount ?? 0) + (retried.contains(scene.index) ? 1 : 0),
        lastError: scene.illustrationError ?? before?.lastError)
    }
    return records
  }
}
