import Foundation
import TalecastAPI
import TalecastApp
import TalecastContract
import TalecastCore
import TalecastLibrary
import TalecastTesting
import Testing

/// Podcast feeds over real HTTP: a feed token opens its feed and its stories' files, and
/// nothing else; revoking it closes the feed at once, downloads under way included.
@Suite struct FeedRoutesTests {
  static let ada = Hero(
    id: "hero00000002", name: "Ada", primaryTrait: .curious, secondaryTrait: .kind,
    appearance: "a green scarf", specialAbility: "understanding dragons")

  /// A fixture with the real tokens (feeds are tokens), two of Luna's stories and one of Ada's.
  static func fixture() throws -> APIFixture {
    let api = try APIFixture {
      API(talecast: $0, options: APIOptions(access: Access(talecast: $0)))
    }
    try api.addStory(
      id: "luna00000001", title: "Luna and the Moon",
      created: Date(timeIntervalSince1970: 1_800_000_000))
    try api.addStory(
      id: "luna00000002", title: "Luna & the <Sea>", scenes: ["Waves.", "Shells.", "Home."],
      created: Date(timeIntervalSince1970: 1_800_000_100))
    try api.addStory(
      id: "ada000000001", title: "Ada and the Dragon",
      created: Date(timeIntervalSince1970: 1_800_000_200),
      hero: ada)
    return api
  }

  /// The feed's path (without `.xml`) from the address `feeds create` would print.
  static func path(_ secret: String) -> String { "/feeds/\(secret)" }

  @Test func aFeedListsItsQuerysStoriesNewestFirstWithEverythingAnAppNeeds() throws {
    let api = try Self.fixture()
    let all = try api.talecast.createFeed(name: "Bedtime & more", query: "")
    let lunas = try api.talecast.createFeed(name: "Luna", query: "hero:Luna")
    let response = try api.call("GET", Self.path(all.secret) + ".xml", token: nil)
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "application/rss+xml; charset=utf-8")
    let xml = String(decoding: response.body, as: UTF8.self)
    #expect(xml.contains("<title>Bedtime &amp; more</title>"))
    #expect(xml.contains("<title>Luna &amp; the &lt;Sea&gt;</title>"))
    let guids = xml.matches(of: /<guid isPermaLink="false">talecast-story-([a-z0-9]+)<\/guid>/)
      .map { String($0.1) }
    #expect(guids == ["ada000000001", "luna00000002", "luna00000001"])
    let base = api.base + Self.path(all.secret)
    #expect(
      xml.contains(
        #"<enclosure url="\#(base)/stories/luna00000002/audio.m4a" length="\#(APIFixture.audio.count)" type="audio/mp4"/>"#
      ))
    #expect(xml.contains(#"<podcast:chapters url="\#(base)/stories/luna00000002/chapters.json""#))
    #expect(
      xml.contains(#"<podcast:transcript url="\#(base)/stories/luna00000002/transcript.vtt""#))
    #expect(xml.contains("<itunes:duration>2</itunes:duration>"))
    #expect(xml.contains(#"<itunes:image href="\#(base)/cover.png"/>"#))
    // The saved query decides: Luna's feed has her two stories only.
    let luna = try api.call("GET", Self.path(lunas.secret) + ".xml", token: nil)
    let lunaGuids = String(decoding: luna.body, as: UTF8.self)
      .matches(of: /talecast-story-([a-z0-9]+)</).map { String($0.1) }
    #expect(lunaGuids == ["luna00000002", "luna00000001"])
    // The feed's cover: a square PNG under 512 KiB.
    let cover = try api.call("GET", Self.path(all.secret) + "/cover.png", token: nil)
    #expect(cover.status == 200 && cover.headers["content-type"] == "image/png")
    #expect(
      cover.body.count < 512 * 1024 && cover.body.prefix(4) == Data([0x89, 0x50, 0x4e, 0x47]))
  }

  /// Items are kept between fetches, but never past a change: an edited title and a new
  /// audio file (a rerender) are in the next fetch.
  @Test func aChangedStoryIsInTheNextFetch() throws {
    let api = try Self.fixture()
    let feed = try api.talecast.createFeed(name: "All", query: "")
    let path = Self.path(feed.secret) + ".xml"
    let before = String(decoding: try api.call("GET", path, token: nil).body, as: UTF8.self)
    #expect(before.contains("<title>Luna and the Moon</title>"))
    _ = try api.talecast.changeStory(
      exactly: "luna00000001", StoryEdit(title: "Luna and the Sun"), favorite: nil)
    let story = try api.talecast.story(exactly: "luna00000001")
    let audio = api.media.appendingPathComponent(story.folder).appendingPathComponent("story.m4a")
    try (APIFixture.audio + Data(count: 1_000)).write(to: audio)
    let after = String(decoding: try api.call("GET", path, token: nil).body, as: UTF8.self)
    #expect(after.contains("<title>Luna and the Sun</title>"))
    #expect(!after.contains("<title>Luna and the Moon</title>"))
    #expect(after.contains(#"length="\#(APIFixture.audio.count + 1_000)""#))
  }

  @Test func chaptersAreTheManifestsScenesWithTheirPictures() throws {
    let api = try Self.fixture()
    let feed = try api.talecast.createFeed(name: "All", query: "")
    let base = Self.path(feed.secret) + "/stories/luna00000002"
    let response = try api.call("GET", base + "/chapters.json", token: nil)
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "application/json+chapters")
    let chapters = try APIFixture.object(response)
    #expect(chapters["version"] as? String == "1.2.0")
    let list = try #require(chapters["chapters"] as? [[String: Any]])
    let manifest = try api.talecast.story(exactly: "luna00000002").manifest
    #expect(list.map { $0["startTime"] as? Double } == manifest.scenes.map(\.start))
    #expect(list.map { $0["title"] as? String } == manifest.scenes.map(\.chapterTitle))
    let picture = try #require(list[1]["img"] as? String)
    #expect(picture == api.base + base + "/scenes/2.png")
    let png = try api.call("GET", String(picture.dropFirst(api.base.count)), token: nil)
    #expect(png.status == 200 && png.headers["content-type"] == "image/png")
    let transcript = try api.call("GET", base + "/transcript.vtt", token: nil)
    #expect(String(decoding: transcript.body, as: UTF8.self) == APIFixture.subtitles)
    // The audio, whole and by range.
    let whole = try api.call("GET", base + "/audio.m4a", token: nil)
    #expect(whole.status == 200 && whole.body == APIFixture.audio)
    let part = try api.call(
      "GET", base + "/audio.m4a", token: nil, headers: ["Range": "bytes=10-19"])
    #expect(part.status == 206 && part.body == APIFixture.audio[10..<20])
    #expect(try api.call("GET", base + "/audio.mp3", token: nil).status == 404)
    #expect(try api.call("GET", base + "/scenes/9.png", token: nil).status == 404)
  }

  @Test func aFeedTokenOpensItsOwnFeedsStoriesAndNothingElse() throws {
    let api = try Self.fixture()
    let feed = try api.talecast.createFeed(name: "Ada", query: "hero:Ada")
    let mine = Self.path(feed.secret) + "/stories/ada000000001/audio.m4a"
    #expect(try api.call("GET", mine, token: nil).status == 200)
    // Luna's story is not in Ada's feed, by any of its files.
    for file in ["audio.m4a", "chapters.json", "transcript.vtt"] {
      let other = Self.path(feed.secret) + "/stories/luna00000001/\(file)"
      #expect(try api.call("GET", other, token: nil).status == 404)
    }
    // A feed token is no bearer token: no /v1 route opens to it.
    for path in ["/v1/stories", "/v1/stories/ada000000001/audio", "/v1/jobs"] {
      #expect(try api.call("GET", path, token: feed.secret).status == 401)
    }
    // And an API token is no feed.
    let token = try api.talecast.createToken(name: "reader", scope: .read)
    #expect(try api.call("GET", Self.path(token.secret) + ".xml", token: nil).status == 401)
    #expect(try api.call("GET", "/feeds/tc_nothing.xml", token: nil).status == 401)
  }

  @Test func aRevokedFeedIsRefusedAtOnce() throws {
    let api = try Self.fixture()
    let feed = try api.talecast.createFeed(name: "Family", query: "")
    let xml = Self.path(feed.secret) + ".xml"
    #expect(try api.call("GET", xml, token: nil).status == 200)
    _ = try api.talecast.revokeFeed("Family")
    for path in [xml, Self.path(feed.secret) + "/stories/luna00000001/audio.m4a"] {
      let refused = try api.call("GET", path, token: nil)
      #expect(refused.status == 401)
      #expect(refused.headers["www-authenticate"]?.contains("invalid_token") == true)
    }
  }

  /// A download under way when its feed is revoked ends within about a second (the reader
  /// asks once a second), far short of the file: 64 MB at 4 MB/s would take 16 s.
  @Test func revokingAFeedEndsADownloadUnderWay() throws {
    let api = try Self.fixture()
    let feed = try api.talecast.createFeed(name: "Family", query: "")
    let story = try api.talecast.story(exactly: "luna00000001")
    let audio = api.media.appendingPathComponent(story.folder).appendingPathComponent("story.m4a")
    try Data(count: 64_000_000).write(to: audio)
    let curl = Process()
    curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    curl.arguments = [
      "-s", "-o", "/dev/null", "--limit-rate", "4M", "-w", "%{size_download}",
      api.base + Self.path(feed.secret) + "/stories/luna00000001/audio.m4a",
    ]
    let output = Pipe()
    curl.standardOutput = output
    try curl.run()
    Thread.sleep(forTimeInterval: 1.5)
    _ = try api.talecast.revokeFeed("Family")
    let revoked = Date()
    let received = output.fileHandleForReading.readDataToEndOfFile()
    curl.waitUntilExit()
    let seconds = Date().timeIntervalSince(revoked)
    // curl's 18: the transfer ended before the length the server announced.
    #expect(curl.terminationStatus == 18)
    #expect(seconds < 6, "the download went on \(seconds) s after the feed was revoked")
    let bytes = Int(String(decoding: received, as: UTF8.self)) ?? -1
    #expect(bytes > 0 && bytes < 40_000_000, "\(bytes) bytes")
  }
}
