import Foundation
import TalecastApp
import TalecastContract
import TalecastCore

/// A podcast feed: RSS 2.0 with the iTunes and Podcasting 2.0 namespaces, one item per story
/// (newest first), every address absolute and under the feed's own (`/feeds/SECRET/…`), so a
/// podcast app that holds the feed's address can fetch everything and nothing else.
struct FeedDocument {
  /// `http://host:port/feeds/SECRET`: the feed's own address, without `.xml`.
  let base: String
  let feed: TokenRecord
  let listing: [StorySummary]
  let coverName: String
  /// Each story's item, made once per version of the story (`FeedItems`).
  let items: FeedItems
  /// The whole story, for an item not made yet.
  let story: (String) throws -> FeedStory

  func xml() -> String {
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
      <lastBuildDate>\(HTTPDate.format(listing.first?.created ?? feed.created))</lastBuildDate>
      <image><url>\(e(base))/\(coverName)</url><title>\(e(feed.name))</title>\
      <link>\(e(base)).xml</link></image>
      <itunes:image href="\(e(base))/\(coverName)"/>
      <itunes:author>Talecast</itunes:author>
      <itunes:category text="Kids &amp; Family"/>
      <itunes:explicit>false</itunes:explicit>
      <itunes:type>episodic</itunes:type>

      """
    out.reserveCapacity(listing.count * 2_000)
    let escapedBase = e(base)
    let fallbackCover = "\(escapedBase)/\(coverName)"
    for summary in listing {
      guard let item = items.item(for: summary, make: { try? Self.item(story($0)) }) else {
        continue
      }
      // The item is kept without the feed's address (another feed, another host): it goes
      // in between its parts here.
      for (index, part) in item.parts.enumerated() {
        if index > 0 { out += escapedBase }
        out += part
      }
      out += item.hasCover ? "" : "<itunes:image href=\"\(fallbackCover)\"/>\n"
      out += "</item>\n"
    }
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
    for story in listing { counts[story.language, default: 0] += 1 }
    return counts.max { $0.value < $1.value }?.key ?? "en"
  }

  /// A story's item, in parts to be joined by the feed's escaped address; nil for a story
  /// without an audio file.
  static func item(_ story: FeedStory) -> FeedItems.Item? {
    let files = story.files
    guard let audio = files.audio, let file = FileVersion(audio) else { return nil }
    let record = files.story
    let b = FeedItems.Item.base
    let here = "\(b)/stories/\(e(record.id))"
    let type = API.audioType(format: record.format, file: audio)
    let ext = audio.pathExtension.isEmpty ? "audio" : audio.pathExtension.lowercased()
    var out = """
      <item>
      <title>\(e(record.title))</title>
      <guid isPermaLink="false">talecast-story-\(e(record.id))</guid>
      <pubDate>\(HTTPDate.format(record.created))</pubDate>
      <description>\(e(story.opening))</description>
      <itunes:author>\(e(record.heroName))</itunes:author>
      <itunes:duration>\(Int(record.duration.rounded()))</itunes:duration>
      <itunes:episodeType>full</itunes:episodeType>
      <enclosure url="\(here)/audio.\(e(ext))" length="\(file.size)" type="\(type)"/>

      """
    // Each Podcasting 2.0 tag twice: in the namespace's URI, and in its first one (the
    // GitHub page), which is the one gPodder's parser knows.
    for prefix in ["podcast", "podcastgh"] {
      out +=
        "<\(prefix):chapters url=\"\(here)/chapters.json\" type=\"application/json+chapters\"/>\n"
      if files.subtitles != nil {
        out += """
          <\(prefix):transcript url="\(here)/transcript.vtt" type="text/vtt" \
          language="\(e(record.language))" rel="captions"/>

          """
      }
    }
    // The chapters inline too (Podlove Simple Chapters), for apps that read no JSON chapters.
    out += "<psc:chapters version=\"1.2\">\n"
    for scene in record.manifest.scenes {
      out +=
        "<psc:chapter start=\"\(clock(scene.start))\" title=\"\(e(scene.chapterTitle))\"/>\n"
    }
    out += "</psc:chapters>\n"
    if let cover = story.cover {
      out += "<itunes:image href=\"\(here)/\(e(cover.lastPathComponent))\"/>\n"
    }
    return FeedItems.Item(
      audio: audio, audioVersion: file, hasCover: story.cover != nil,
      parts: out.components(separatedBy: b))
  }

  private func e(_ text: String) -> String { XMLText.escape(text) }
  private static func e(_ text: String) -> String { XMLText.escape(text) }

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
