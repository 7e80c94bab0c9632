import Foundation
import TalecastAPI
import TalecastApp
import TalecastCore
import Testing

/// A feed as podcast apps read it: gPodder's `podcastparser` and `feedparser` (PyPI, in
/// `.venv`) read it over HTTP; every item has its enclosure (downloaded whole and by range),
/// duration, image, chapters (inline and JSON, the JSON valid against the Podcasting 2.0
/// chapters format with the manifest's times exactly) and transcript (`Tests/tools/read_feed.py`).
@Suite struct FeedReadersTests {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("tools/read_feed.py")

  @Test func podcastParsersReadEveryItemWhole() throws {
    let api = try FeedRoutesTests.fixture()
    let feed = try api.talecast.createFeed(name: "Bedtime & more", query: "")
    var stories: [String: Any] = [:]
    for id in ["ada000000001", "luna00000002", "luna00000001"] {
      let story = try api.talecast.story(exactly: id)
      stories[id] = [
        "starts": story.manifest.scenes.map(\.start),
        "titles": story.manifest.scenes.map(\.chapterTitle),
        "duration": Int(story.duration.rounded()), "size": APIFixture.audio.count,
      ]
    }
    // Newest first, as the feed lists them (a JSON object keeps its keys' order as written).
    let ordered =
      "{"
      + ["ada000000001", "luna00000002", "luna00000001"].map { id in
        "\"\(id)\": "
          + String(
            decoding: try! JSONSerialization.data(withJSONObject: stories[id]!), as: UTF8.self)
      }.joined(separator: ", ") + "}"
    let expected = FileManager.default.temporaryDirectory
      .appendingPathComponent("talecast-feed-\(UUID().uuidString).json")
    try Data(#"{"title": "Bedtime & more", "stories": \#(ordered)}"#.utf8).write(to: expected)
    defer { try? FileManager.default.removeItem(at: expected) }
    let result = try SchemaConformanceTests.run(
      "python", [Self.script.path, "\(api.base)/feeds/\(feed.secret).xml", expected.path])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("3 items read by podcastparser and feedparser"))
  }
}
