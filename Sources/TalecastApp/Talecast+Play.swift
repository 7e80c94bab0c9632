import Foundation
import TalecastContract
import TalecastCore
import TalecastLibrary
import TalecastPlayback

extension Talecast {
  /// `talecast play`: plays the stories `references` name (ids or queries; `all`: the whole
  /// library) in a listening session of their own, acting out `script` (and what `live` hands
  /// over as it goes), and records what the session did in the library, once per story.
  /// `emit` and `status` receive its lines; `events` (when given) every playback event.
  /// Returns how many stories were queued (0: nothing to play, nothing done).
  public func play(
    _ references: [String], all: Bool, script: [TimedAction],
    options: AudioPlaybackService.SessionOptions, live: (() -> [ListenerAction])? = nil,
    emit: (PlaybackLine) -> Void = { _ in }, status: (String) -> Void = { _ in },
    events: (@Sendable (any TalecastEvent) -> Void)? = nil
  ) throws -> Int {
    let queue =
      all ? try library.stories.all().map(playable) : try references.flatMap { try playable($0) }
    guard !queue.isEmpty else { return 0 }
    try listen { session in
      let stream = events.map { handler in session.broker.subscribeToAll { handler($0) } }
      defer { stream?.cancel() }
      try session.playback.simulate(
        queue, script: script, options: options, resolve: { try playable($0) }, live: live,
        emit: emit, status: status)
    }
    return queue.count
  }

  /// A story id (or unique prefix), or else a library query (`hero:Luna`, `dragon`): the
  /// stories it names, in the library's order, ready to play.
  func playable(_ reference: String) throws -> [PlayableStory] {
    if let story = try? library.stories.story(matching: reference) { return [playable(story)] }
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
    return stories.map(playable)
  }

  func playable(_ story: LibraryStory) -> PlayableStory {
    PlayableStory(
      id: story.id, title: story.title, duration: story.duration,
      illustrations: story.manifest.scenes.compactMap { scene in
        scene.illustration.map {
          PlayableIllustration(timestamp: $0.timestamp, file: "\(story.folder)/\($0.file)")
        }
      }, captions: captions(of: story), resumeAt: story.position)
  }

  /// The largest subtitles file read for captions (a 5-minute story's is ≈ 10 KB).
  static let subtitlesLimit = 1 << 20

  /// What a listener hears, a sentence at a time from the story's subtitles; a story without
  /// them (made before subtitles, or its file missing, not a plain file, over
  /// `subtitlesLimit` or without a cue) is heard a scene at a time, as the render spoke it.
  func captions(of story: LibraryStory) -> [PlayableCaption] {
    if let file = storyFiles(of: story).subtitles,
      let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      (attributes[.size] as? NSNumber)?.intValue ?? .max <= Self.subtitlesLimit,
      let text = try? String(contentsOf: file, encoding: .utf8)
    {
      let captions = SubtitleCues.captions(fromWebVTT: text)
      if !captions.isEmpty { return captions }
    }
    return story.manifest.scenes.map { PlayableCaption(start: $0.start, text: $0.text) }
  }
}
