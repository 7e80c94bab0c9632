import Foundation
import TalecastAPI
import TalecastApp
import TalecastContract
import TalecastCore
import TalecastHTTPServer
import TalecastLibrary

/// A podcast feed of 1,000 stories (each with its audio, cover and six titled scenes) fetched
/// over loopback by `curl`, against nginx sending the same feed's bytes from a file: the floor
/// of moving them. Runs alternate, after one fetch that draws the feed's cover.
enum FeedBenchmark {
  static let storyCount = 1_000

  static func run(_ report: inout BenchReport) throws {
    let media = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-feed-bench-\(Identifier.make())")
    defer { try? FileManager.default.removeItem(at: media) }
    let talecast = try Talecast(
      configuration: TalecastConfiguration(mediaRoot: media, database: .sqlite))
    try seed(talecast, media: media)
    let api = API(talecast: talecast, options: APIOptions(access: Access(talecast: talecast)))
    let service = try APIService(api: api, host: "127.0.0.1", port: 0)
    defer { service.stopNow() }
    let feed = try talecast.createFeed(name: "Bench", query: "")
    let url = "http://127.0.0.1:\(service.server.port)/feeds/\(feed.secret).xml"
    // The first fetch draws the cover and makes every item (each story read whole); later
    // ones make only the items of stories changed since. The file nginx sends is its feed.
    let cold = try fetch(url)
    let served = media.appendingPathComponent("static")
    try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
    _ = try Wrk.capture(
      "/usr/bin/curl", ["-s", "-o", served.appendingPathComponent("feed.xml").path, url])
    let nginx = try Nginx(serving: served)
    defer { nginx.stop() }
    let anchor = "http://127.0.0.1:\(nginx.port)/feed.xml"
    print(
      "feeds: a feed of \(storyCount) stories by curl over loopback: talecast | nginx (the same bytes)"
    )
    var ours: [Double] = []
    var theirs: [Double] = []
    var ratios: [Double] = []
    var size = 0.0
    for _ in 0..<(BenchRuns.quick * 3) {
      let a = try fetch(url)
      let b = try fetch(anchor)
      guard a.bytes == b.bytes, a.bytes > 0 else {
        throw BenchError("the feed was \(a.bytes) bytes, nginx's copy \(b.bytes)")
      }
      size = Double(a.bytes) / 1_048_576
      ours.append(a.seconds * 1_000)
      theirs.append(b.seconds * 1_000)
      ratios.append(a.seconds / b.seconds)
    }
    print(String(format: "  %.1f ms | %.2f ms, %.2f MiB", median(ours), median(theirs), size))
    report.add(
      "feeds", "feed of \(storyCount) stories", unit: "ms", samples: ours, goal: .atMost(50))
    report.add("feeds", "its size", unit: "MiB", samples: [size], goal: .atMost(5))
    report.add(
      "feeds", "the first fetch after a start (every item made)", unit: "ms",
      samples: [cold.seconds * 1_000])
    report.add("feeds", "nginx, the same bytes from a file", unit: "ms", samples: theirs)
    report.add("feeds", "feed / nginx's", unit: "×", samples: ratios)
  }

  static func fetch(_ url: String) throws -> (seconds: Double, bytes: Int) {
    let output = try Wrk.capture(
      "/usr/bin/curl",
      ["-s", "-o", "/dev/null", "-w", "%{http_code} %{time_total} %{size_download}", url])
    let parts = output.split(separator: " ")
    guard parts.count == 3, parts[0] == "200", let seconds = Double(parts[1]),
      let bytes = Int(parts[2])
    else { throw BenchError("GET \(url): \(output)") }
    return (seconds, bytes)
  }

  static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  /// 1,000 stories of ten heroes, six titled scenes each, one audio file and one cover linked
  /// into every folder.
  static func seed(_ talecast: Talecast, media: URL) throws {
    var text = SyntheticText(seed: 41)
    let heroes = (0..<10).map { index in
      HeroRecord(
        hero: Hero(
          id: String(format: "hero%08d", index), name: text.name(),
          primaryTrait: Trait.allCases[index % 10],
          secondaryTrait: Trait.allCases[(index + 3) % 10],
          appearance: "a hat", specialAbility: "singing"),
        avatar: nil, active: true, created: Date(), modified: Date(), storyCount: 0)
    }
    let files = media.appendingPathComponent("seed")
    try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
    let audio = files.appendingPathComponent("story.m4a")
    _ = try Wrk.capture(
      "/usr/bin/ffmpeg",
      [
        "-nostdin", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "sine=d=5", "-c:a", "aac",
        audio.path,
      ])
    let cover = files.appendingPathComponent("cover.png")
    try Data([0x89, 0x50, 0x4e, 0x47] + [UInt8](repeating: 0, count: 4_096)).write(to: cover)
    let stories = (0..<storyCount).map { number in
      var story = text.story(number: number, hero: heroes[number % heroes.count].hero)
      let step = story.duration / 6
      story.scenes = (0..<6).map { index in
        SceneText(
          title: "Chapter \(index + 1) of \(story.title)", text: story.scenes[index % 3].text,
          illustrationPrompt: "p")
      }
      story.manifest.scenes = story.scenes.enumerated().map { index, scene in
        SceneManifest(
          index: index, title: scene.title, text: scene.text, illustrationPrompt: "p",
          start: Double(index) * step, end: Double(index + 1) * step, illustration: nil)
      }
      return story
    }
    for story in stories {
      let folder = media.appendingPathComponent(story.folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.linkItem(at: audio, to: folder.appendingPathComponent("story.m4a"))
      try FileManager.default.linkItem(at: cover, to: folder.appendingPathComponent("cover.png"))
    }
    _ = try talecast.importLibrary(
      LibraryExport(
        format: LibraryExport.formatName, version: 1, exported: Date(), heroes: heroes,
        customOccasions: [], stories: stories))
  }
}
