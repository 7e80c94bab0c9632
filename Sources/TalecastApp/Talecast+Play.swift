import TalecastCore
import TalecastLibrary

extension Talecast {
  /// Looks up each id (or unique id prefix) in the library.
  public func stories(matching ids: [String]) throws -> [LibraryStory] {
    try ids.map { try library.story(matching: $0) }
  }

  /// Plays the stories as one queue; playback events go to the broker, so subscribe first.
  public func play(_ stories: [LibraryStory], clock: any PlaybackClock) throws {
    try playback.play(stories.map(Self.playable), clock: clock)
  }

  static func playable(_ story: LibraryStory) -> PlayableStory {
    PlayableStory(
      id: story.id, title: story.title, duration: story.duration,
      illustrations: story.manifest.scenes.compactMap { scene in
        scene.illustration.map {
          PlayableIllustration(timestamp: $0.timestamp, file: "\(story.folder)/\($0.file)")
        }
      })
  }
}
