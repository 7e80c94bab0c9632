import Foundation
import TalecastContract
import TalecastCore
import TalecastGeneration
import TalecastLibrary
import TalecastTokens

/// Podcast feeds, as `talecast feeds …` and the `/feeds` routes use them. A feed is a token
/// with a saved query: its secret is the feed's address, read-only, good for the stories its
/// query finds and nothing else (never a `/v1` route). Revoking it closes the feed, and every
/// download that used it, at once.
extension Talecast {
  /// The most stories a feed lists: its newest. (A podcast app reads the whole feed on each
  /// refresh; 1,000 stories are about 3 MB of RSS.)
  public static let feedItemLimit = 1_000

  /// A new feed of the stories `query` finds (the CLI's query language; empty for the whole
  /// library), and its secret, shown this once.
  public func createFeed(name: String, query: String) throws -> CreatedToken {
    // Checked now, so that a feed never holds a query that cannot be read.
    _ = try StoryQuery.parse(query)
    let (record, secret) = try tokenRegistry.create(name: name, scope: .read, feedQuery: query)
    return CreatedToken(record: record, secret: secret)
  }

  /// Every feed, live and revoked, oldest first.
  public func feeds() throws -> [TokenRecord] { try tokenRegistry.all(feeds: true) }

  /// Revokes the feed `reference` names (an id, its unique start, or a live feed's name).
  public func revokeFeed(_ reference: String) throws -> TokenRecord {
    try tokenRegistry.revoke(reference, feeds: true)
  }

  /// The live feed whose secret is `secret`; nil when it is unknown, revoked, or an API
  /// token's.
  public func liveFeed(secret: String) throws -> TokenRecord? {
    try tokenRegistry.token(secret: secret).flatMap { $0.isFeed ? $0 : nil }
  }

  /// Whether the feed `id` is still live (`tokenIsLive`: a feed is a token).
  public func feedIsLive(id: String) -> Bool { tokenIsLive(id: id) }

  /// Whether the token (or feed) `id` is still live: asked again while a download or an
  /// event stream runs, so that revoking a token ends what it opened too. The store is asked
  /// at most once a second per token, however many ask (they run on the server's threads); a
  /// store that cannot answer keeps the last answer (an error is not a revocation).
  public func tokenIsLive(id: String) -> Bool {
    let now = ContinuousClock.now
    if let known = feedLiveness.withLock({ $0[id] }), now - known.checked < .seconds(1) {
      return known.live
    }
    let live: Bool
    do {
      live = try tokenRegistry.isLive(id: id)
    } catch {
      live = feedLiveness.withLock { $0[id]?.live } ?? true
    }
    feedLiveness.withLock { $0[id] = (now, live) }
    return live
  }

  /// The feed's stories as a list shows them (no text, no manifest: cheap to read), newest
  /// first, at most `feedItemLimit`.
  public func feedListing(_ feed: TokenRecord) throws -> [StorySummary] {
    let query = try StoryQuery.parse(feed.feedQuery ?? "")
    return try library.stories.summaries(
      query, sort: .newestFirst, after: nil, limit: Self.feedItemLimit
    ).stories
  }

  /// The story `id` of a feed's listing, whole, with its files.
  public func feedItem(id: String) throws -> FeedStory {
    FeedStory(files: try storyFiles(exactly: id))
  }

  /// The files of the story `id` when the feed lists it; nil when it does not (a feed token
  /// opens its own feed's stories only).
  public func feedStory(_ feed: TokenRecord, id: String) throws -> FeedStory? {
    guard id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }), !id.isEmpty else {
      return nil
    }
    let query = try StoryQuery.parse("\(feed.feedQuery ?? "") id:\(id)")
    let page = try library.stories.page(query, sort: .newestFirst, after: nil, limit: 2)
    guard let story = page.stories.first(where: { $0.id == id }) else { return nil }
    return FeedStory(files: storyFiles(of: story))
  }

  /// The feed's own cover: its name over the newest stories' first pictures, 1400 px, made
  /// once per set of stories and kept in memory (`feedCovers`).
  public func feedCover(_ feed: TokenRecord, listing: [StorySummary]) throws -> (
    data: Data, name: String
  ) {
    let newestIds = listing.prefix(5).map(\.id)
    let key = "\(feed.id) \(feed.name) " + newestIds.joined(separator: " ")
    if let kept = feedCovers.withLock({ $0[feed.id] }), kept.key == key {
      return (kept.data, kept.name)
    }
    let newest = newestIds.compactMap { try? feedItem(id: $0) }
    let pictures = newest.compactMap { story -> StoryCover.Picture? in
      guard let file = story.files.illustrations.lazy.compactMap({ $0 }).first,
        let data = try? Data(contentsOf: file)
      else { return nil }
      return StoryCover.Picture(data: data, fileExtension: file.pathExtension.lowercased())
    }
    let cover = try StoryCover.draw(title: feed.name, pictures: pictures)
    feedCovers.withLock {
      $0[feed.id] = FeedCoverMemo(key: key, data: cover.data, name: cover.fileName)
    }
    return (cover.data, cover.fileName)
  }
}

/// A story in a feed, with its files (the cover found beside the audio).
public struct FeedStory: Sendable {
  public let files: StoryFiles

  /// The story's cover (`cover.png` or `cover.jpg`), when its render made one.
  public var cover: URL? { files.cover }

  /// The story's opening lines: its first sentences, about 300 characters at most.
  public var opening: String {
    var text = ""
    for scene in files.story.scenes {
      for sentence in scene.text.split(separator: ". ", omittingEmptySubsequences: true) {
        let next = sentence.hasSuffix(".") ? String(sentence) : sentence + "."
        if !text.isEmpty, text.count + next.count > 300 { return text }
        text += (text.isEmpty ? "" : " ") + next
        if text.count >= 200 { return text }
      }
    }
    return text
  }
}

/// A feed's cover as last drawn, and the stories it was drawn from.
struct FeedCoverMemo: Sendable {
  let key: String
  let data: Data
  let name: String
}
