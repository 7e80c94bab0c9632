import TalecastCore

/// Turns a hero and an event into a story's title and scenes.
public protocol StoryWriter: Sendable {
  func write(hero: Hero, event: BuiltInEvent, length: StoryLength, seed: UInt64) throws -> StoryText
}
