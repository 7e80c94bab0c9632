import TalecastCore
import TalecastLibrary
import TalecastPlayback

extension Talecast {
  /// A story id (or unique prefix), or else a library query (`hero:Luna`, `dragon`): the
  /// stories it names, in the library's order, ready to play.
  public func playable(_ reference: String) throws -> [PlayableStory] {
    if let story = try? library.stories.story(matching: reference) { return [Self.playable(story)] }
    let query = try StoryQuery.parse(reference)
    var stories: [LibraryStory] = []
    var cursor: String?
    repeat {
      let page = try library.stories.page(query, after: cursor, limit: 500)
      stories += page.stories
      cursor = page.nextCursor
    } while cursor != nil
    guard !stories.isEmpty else {
      throw LibraryError.noStoryMatches(reference)
    }
    return stories.map(Self.playable)
  }

  public static func playable(_ story: LibraryStory) -> PlayableStory {
    PlayableStory(
      id: story.id, title: story.title, duration: story.duration,
      illustrations: story.manifest.scenes.compactMap { scene in
        scene.illustration.map {
          PlayableIllustration(timestamp: $0.timestamp, file: "\(story.folder)/\($0.file)")
        }
      }, resumeAt: story.position)
  }
}
