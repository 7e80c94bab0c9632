import Foundation
import TalecastCore

/// A finished illustration: the image bytes and the file extension they need.
public struct IllustrationImage: Sendable {
  public var data: Data
  public var fileExtension: String

  public init(data: Data, fileExtension: String) {
    self.data = data
    self.fileExtension = fileExtension
  }
}

/// What an illustrator is asked to draw.
public struct IllustrationRequest: Sendable {
  public var scene: SceneText
  /// 0-based scene index and the story's scene count.
  public var index: Int
  public var count: Int
  public var hero: Hero
  public var occasion: StoryOccasion
  public var seed: UInt64

  public init(
    scene: SceneText, index: Int, count: Int, hero: Hero, occasion: StoryOccasion, seed: UInt64
  ) {
    self.scene = scene
    self.index = index
    self.count = count
    self.hero = hero
    self.occasion = occasion
    self.seed = seed
  }
}

/// Makes one image per scene.
public protocol Illustrator: Sendable {
  func illustrate(_ request: IllustrationRequest) throws -> IllustrationImage
}
