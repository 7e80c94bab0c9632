import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastAudio

/// A story's first picture as its audio's cover art: an SVG drawn to PNG by FFmpeg's librsvg,
/// attached to m4a and mp3 without touching the speech, its chapters and tags kept; read back
/// by ffprobe.
@Suite struct CoverArtTests {
  let folder: URL

  init() throws { folder = try TemporaryFolder.make("cover") }

  static let svg = Data(
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="80" height="60" viewBox="0 0 80 60">
    <rect x="0" y="0" width="80" height="60" fill="#3f6fd9"/><circle cx="40" cy="30" r="20" fill="#ffca28"/>
    </svg>
    """.utf8)

  @Test func anSVGBecomesAPNGOfItsSize() throws {
    let png = try PictureRasterizer.png(fromSVG: Self.svg)
    #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(try PictureDecoder.decode(png, fileExtension: "png") == (80, 60))
    let file = folder.appendingPathComponent("picture.png")
    try png.write(to: file)
    // The blue background stays blue (the bytes were turned from BGRA to RGBA).
    let pixel = try FFprobe.firstPixel(file.path)
    #expect(pixel == [0x3f, 0x6f, 0xd9])
    #expect(throws: AudioError.self) { try PictureRasterizer.png(fromSVG: Data("not svg".utf8)) }
  }

  @Test(arguments: ["m4a", "mp3", "opus"])
  func theCoverIsAttachedAndTheAudioKept(format: String) throws {
    let url = folder.appendingPathComponent("story.\(format)")
    let tone = (0..<44_100).map { Int16(8_000 * sin(Double($0) * 0.06)) }
    _ = try AudioEncoder.encode(
      [PCMSegment(samples: tone, title: "Scene 1"), PCMSegment(samples: tone, title: "Scene 2")],
      sampleRate: 22_050,
      settings: EncodingSettings(
        format: AudioFormat(rawValue: format) ?? .m4a, metadata: ["title": "Tones"]),
      to: url)
    let before = try FFprobe.report(url.path)
    #expect(!CoverArt.isAttached(in: url))
    #expect(try AudioProbe.decode(path: url.path).cover == nil)

    try CoverArt.attach(try PictureRasterizer.png(fromSVG: Self.svg), isPNG: true, to: url)

    #expect(CoverArt.isAttached(in: url))
    let probed = try #require(try AudioProbe.decode(path: url.path).cover)
    #expect(probed.codec == "png" && probed.width == 80 && probed.height == 60)
    let after = try FFprobe.report(url.path)
    let cover = try #require(after.streams.first { $0.codecType == "video" })
    #expect(cover.codecName == "png" && cover.width == 80 && cover.height == 60)
    #expect(cover.disposition?["attached_pic"] == 1)
    #expect(after.streams.first?.codecName == before.streams.first?.codecName)
    #expect(after.chapters.map { $0.tags?["title"] } == ["Scene 1", "Scene 2"])
    #expect(abs(after.chapterStarts[1] - before.chapterStarts[1]) < 0.0015)
    // Ogg keeps its comments on the stream.
    let tags = format == "opus" ? after.streams.first?.tags : after.format.tags
    #expect(tags?["title"] == "Tones")
    #expect(abs((after.duration ?? 0) - (before.duration ?? 0)) < 0.03)
    // No temporary file stays beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["story.\(format)"])
  }
}
