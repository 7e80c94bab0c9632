import Foundation
import TalecastCore

/// A story as the library holds it.
public struct LibraryStory: Sendable, Hashable {
  public var id: String
  public var title: String
  public var heroName: String
  public var eventTitle: String
  /// The story folder, relative to the media root.
  public var folder: String
  public var duration: Double
  public var created: Date
  public var manifest: StoryManifest

  /// The audio file, relative to the media root.
  public var audioPath: String { "\(folder)/\(manifest.audio.file)" }
}
