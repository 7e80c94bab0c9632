import TalecastCore

/// Turns a hero and an occasion (built-in or custom) into a story's title and scenes.
public protocol StoryWriter: Sendable {
  func write(hero: Hero, occasion: StoryOccasion, length: StoryLength, seed: UInt64) throws
    -> StoryText
}
