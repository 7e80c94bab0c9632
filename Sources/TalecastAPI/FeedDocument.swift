import Foundation
import TalecastApp
import TalecastCore
import TalecastTokens

/// A podcast feed: RSS 2.0 with the iTunes and Podcasting 2.0 namespaces, one item per story
/// (newest first), every address absolute and under the feed's own (`/feeds/SECRET/…`), so a
/// podcast app that holds the feed's address can fetch everything and nothing else.
struct FeedDocument {
  /// `http://host:port/feeds/SECRET`: the feed's own address, without `.xml`.
  let base: String
  let feed: TokenRecord
  let stories: [FeedStory]
  let coverName: String

  var xml: String {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" \
      xmlns:podcast="https://podcastindex.org/namespace/1.0" \
      xmlns:podcastgh="https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/1.0.md" \
      xmlns:atom="http://www.w3.org/2005/Atom" xmlns:psc="http://podlove.org/simple-chapters">
      <channel>
      <title>\(e(feed.name))</title>
      <link>\(e(base)).xml</link>
      <atom:link href="\(e(base)).xml" rel="self" type="application/rss+xml"/>
      <description>\(e(description))</description>
      <language>\(e(language))</language>
      <generator>Talecast</generator>
      <lastBuildDate>\(HTTPDate.format(stories.first?.files.story.created ?? feed.created))\
      </lastBuildDate>
      <image><url>\(e(base))/\(coverName)</url><title>\(e(feed.name))</title>\
      <link>\(e(base)).xml</link></image>
      <itunes:image href="\(e(base))/\(coverName)"/>
      <itunes:author>Talecast</itunes:author>
      <itunes:category text="Kids &amp; Family"/>
      <itunes:explicit>false</itunes:explicit>
      <itunes:type>episodic</itunes:type>

      """
    for story in stories { item(story, into: &out) }
    out += "</channel>\n</rss>\n"
    return out
  }

  private var description: String {
    let query = feed.feedQuery ?? ""
    return query.isEmpty
      ? "Every story of this Talecast library, read aloud, newest first."
      : "Stories of this Talecast library that match \(query), read aloud, newest first."
  }

  /// The language most of the feed's stories are told in (`en` when it has none).
  private var language: String {
    var counts: [String: Int] = [:]
    for story in stories { counts[story.files.story.language, default: 0] += 1 }
    return counts.max { $0.value < $1.value }?.key ?? "en"
  }

  private func item(_ story: FeedStory, into out: inout String) {
    let files = story.files
    guard let audio = files.audio, let size = Self.size(of: audio) else { return }
    let record = files.story
    let here = "\(base)/stories/\(record.id)"
    let type = API.audioType(format: record.format, file: audio)
    let ext = audio.pathExtension.isEmpty ? "audio" : audio.pathExtension.lowercased()
    out += """
      <item>
      <title>\(e(record.title))</title>
      <guid isPermaLink="false">talecast-story-\(e(record.id))</guid>
      <pubDate>\(HTTPDate.format(record.created))</pubDate>
      <description>\(e(story.opening))</description>
      <itunes:author>\(e(record.heroName))</itunes:author>
      <itunes:duration>\(Int(record.duration.rounded()))</itunes:duration>
      <itunes:episodeType>full</itunes:episodeType>
      <enclosure url="\(e(here))/audio.\(e(ext))" length="\(size)" type="\(type)"/>

      """
    // Each Podcasting 2.0 tag twice: in the namespace's URI, and in its first one (the
    // GitHub page), which is the one gPodder's parser knows.
    for prefix in ["podcast", "podcastgh"] {
      out +=
        "<\(prefix):chapters url=\"\(e(here))/chapters.json\" type=\"application/json+chapters\"/>\n"
      if files.subtitles != nil {
        out += """
          <\(prefix):transcript url="\(e(here))/transcript.vtt" type="text/vtt" \
          language="\(e(record.language))" rel="captions"/>

          """
      }
    }
    // The chapters inline too (Podlove Simple Chapters), for apps that read no JSON chapters.
    out += "<psc:chapters version=\"1.2\">\n"
    for scene in record.manifest.scenes {
      out +=
        "<psc:chapter start=\"\(Self.clock(scene.start))\" title=\"\(e(scene.chapterTitle))\"/>\n"
    }
    out += "</psc:chapters>\n"
    let cover = story.cover.map { "\(here)/\($0.lastPathComponent)" } ?? "\(base)/\(coverName)"
    out += "<itunes:image href=\"\(e(cover))\"/>\n</item>\n"
  }

  private func e(_ text: String) -> String { XMLText.escape(text) }

  /// `HH:MM:SS.mmm`, as Podlove Simple Chapters write a start.
  static func clock(_ seconds: Double) -> String {
    let millis = Int((max(0, seconds) * 1000).rounded())
    let (hours, rest) = millis.quotientAndRemainder(dividingBy: 3_600_000)
    let (minutes, rest2) = rest.quotientAndRemainder(dividingBy: 60_000)
    let (wholeSeconds, fraction) = rest2.quotientAndRemainder(dividingBy: 1000)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let three = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
    return "\(two(hours)):\(two(minutes)):\(two(wholeSeconds)).\(three)"
  }

  static func size(of file: URL) -> UInt64? {
    var status = stat()
    guard stat(file.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    return UInt64(status.st_size)
  }
}

/// A story's chapters for a podcast app, in the Podcasting 2.0 JSON chapters format
/// (`application/json+chapters`, version 1.2.0): each scene's title, its measured start and
/// end in the audio (the manifest's, to the millisecond) and its picture.
struct ChaptersDocument: Encodable {
  struct Chapter: Encodable {
    let startTime: Double
    let endTime: Double
    let title: String
    let img: String?
  }

  let version = "1.2.0"
  let title: String
  let podcastName: String
  let chapters: [Chapter]

  init(story: FeedStory, feed: TokenRecord, base: String) {
    let record = story.files.story
    title = record.title
    podcastName = feed.name
    chapters = record.manifest.scenes.enumerated().map { index, scene in
      let picture =
        story.files.illustrations.indices.contains(index)
        ? story.files.illustrations[index] : nil
      return Chapter(
        startTime: scene.start, endTime: scene.end, title: scene.chapterTitle,
        img: picture.map { _ in "\(base)/stories/\(record.id)/scenes/\(index + 1).png" })
    }
  }
}
