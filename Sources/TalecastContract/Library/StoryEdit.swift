import Foundation
import TalecastCore

/// What to change in a story; nil leaves a field as it is.
public struct StoryEdit: Sendable {
  public var title: String?
  /// New text for scenes, by 1-based scene number.
  public var sceneTexts: [Int: String]
  public var language: String?
  public var voice: String?

  public init(
    title: String? = nil, sceneTexts: [Int: String] = [:], language: String? = nil,
    voice: String? = nil
  ) {
    self.title = title
    self.sceneTexts = sceneTexts
    self.language = language
    self.voice = voice
  }
}
