import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastAudio
@testable import TalecastGeneration

/// A story's cover, as a podcast app shows it: square, 1 400 px, under 512 KiB, its title
/// across the top and the story's own pictures below, drawn by librsvg.
@Suite struct StoryCoverTests {
  static let hero = Hero(
    name: "Theo", primaryTrait: .funny, secondaryTrait: .helpful,
    appearance: "a yellow sailor's cap and freckles",
    specialAbility: "holding his breath for as long as a whale", pronouns: .he)

  /// Five scenes drawn by the built-in illustrator, as a render draws them.
  static func pictures(_ count: Int) -> [StoryCover.Picture] {
    (0..<count).map { index in
      let image = ProceduralIllustrator().illustrate(
        IllustrationRequest(
          scene: SceneText(
            text: "Theo sailed past a lighthouse, and a dolphin leapt over the waves.",
            illustrationPrompt: "Theo at sea, scene \(index + 1)"),
          index: index, count: count, hero: hero, occasion: .builtIn(.oceanVoyage),
          seed: UInt64(index + 1)))
      return StoryCover.Picture(data: image.data, fileExtension: image.fileExtension)
    }
  }

  static func images(in svg: String) -> Int {
    svg.components(separatedBy: "<image ").count - 1
  }

  @Test func aFiveSceneCoverIsASquarePNGUnderHalfAMebibyte() throws {
    let svg = StoryCover.svg(title: "How Theo Found the Singing Island", pictures: Self.pictures(5))
    // The first picture large, the next four in the strip.
    #expect(Self.images(in: svg) == 5)
    #expect(svg.contains(">How Theo Found</text>") && svg.contains(">the Singing Island</text>"))
    let drawn = try StoryCover.draw(
      title: "How Theo Found the Singing Island", pictures: Self.pictures(5))
    #expect(drawn.fileName == "cover.png")
    let png = drawn.data
    #expect(png.count < 512 * 1024, "\(png.count) bytes")
    let folder = try TemporaryFolder.make("cover")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("cover.png")
    try png.write(to: file)
    #expect(try PictureDecoder.decode(png, fileExtension: "png") == (1400, 1400))
    // The title band is the cover's own dark blue, not a blank or a picture's sky.
    #expect(try FFprobe.firstPixel(file.path) == [0x1f, 0x3a, 0x5f])
  }

  /// A picture of noise (what a photograph is to a PNG encoder) from a remote illustrator.
  static func noisePNG(width: Int, height: Int, seed: UInt64) -> Data {
    var state = seed
    var raw: [UInt8] = []
    raw.reserveCapacity((width * 3 + 1) * height)
    for _ in 0..<height {
      raw.append(0)
      for _ in 0..<(width * 3) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        raw.append(UInt8(truncatingIfNeeded: state >> 56))
      }
    }
    return TestPictures.png(
      width: width, height: height, imageData: TestPictures.storedZlib(raw))
  }

  @Test func photographsMakeAJPEGCoverUnderHalfAMebibyte() throws {
    let pictures = (1...3).map {
      StoryCover.Picture(
        data: Self.noisePNG(width: 640, height: 480, seed: UInt64($0)), fileExtension: "png")
    }
    let svg = StoryCover.svg(title: "Noise at Sea", pictures: pictures)
    // As a PNG it would be far too large for a podcast app.
    #expect(try PictureRasterizer.png(fromSVG: Data(svg.utf8)).count > StoryCover.maximumBytes)
    let cover = try StoryCover.draw(title: "Noise at Sea", pictures: pictures)
    #expect(cover.fileName == "cover.jpg")
    #expect(cover.data.count < StoryCover.maximumBytes, "\(cover.data.count) bytes")
    #expect(cover.data.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
    #expect(try PictureDecoder.decode(cover.data, fileExtension: "jpg") == (1400, 1400))
    // The title band is still its dark blue (JPEG is near, not exact).
    let folder = try TemporaryFolder.make("cover")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("cover.jpg")
    try cover.data.write(to: file)
    let pixel = try FFprobe.firstPixel(file.path)
    for (channel, expected) in zip(pixel, [0x1f, 0x3a, 0x5f] as [UInt8]) {
      #expect(abs(Int(channel) - Int(expected)) <= 4, "\(pixel)")
    }
  }

  @Test func thePicturesLeaveTheirCaptionsBehind() throws {
    let pictures = Self.pictures(2)
    let first = String(decoding: pictures[0].data, as: UTF8.self)
    #expect(first.contains("<g class=\"caption\">"))
    let kept = StoryCover.withoutCaption(first)
    #expect(!kept.contains("class=\"caption\"") && kept.hasSuffix("</svg>\n"))
    #expect(kept.contains("data-thing=\"hero"))
  }

  @Test(arguments: [1, 2, 3, 9])
  func everySceneUpToFiveIsOnTheCover(scenes: Int) {
    let svg = StoryCover.svg(title: "Tides", pictures: Self.pictures(scenes))
    #expect(Self.images(in: svg) == min(scenes, 5))
  }

  @Test func picturesLibrsvgCannotDrawAreLeftOut() {
    let pictures =
      [
        StoryCover.Picture(data: Data([1, 2, 3]), fileExtension: "webp")
      ] + Self.pictures(1)
    #expect(Self.images(in: StoryCover.svg(title: "T", pictures: pictures)) == 1)
  }

  @Test func longTitlesGetSmallerAndTheLongestEndInAnEllipsis() {
    #expect(StoryCover.layout("Luna and the Silver Meadow").size == 96)
    #expect(StoryCover.layout("Luna and the Silver Meadow").lines.count == 2)
    #expect(StoryCover.layout("Grandma's Visit with Mia").lines == ["Grandma's Visit", "with Mia"])
    #expect(StoryCover.layout("Ada and the Smoky Hills").lines == ["Ada and the", "Smoky Hills"])
    #expect(
      StoryCover.layout("Luna and the Silver Meadow").lines == ["Luna and the", "Silver Meadow"])
    #expect(StoryCover.layout("Tides").lines == ["Tides"])
    let longer = StoryCover.layout(
      "How Captain Gull and Theo Found the Island That Sings Only Once a Year")
    #expect(longer.size == 76 && longer.lines.count == 3)
    let longest = StoryCover.layout(String(repeating: "a very long title ", count: 12))
    #expect(longest.size == 60 && longest.lines.count == 3)
    #expect(longest.lines.allSatisfy { $0.count <= 36 } && longest.lines[2].hasSuffix("…"))
    let word = StoryCover.layout(String(repeating: "x", count: 80))
    #expect(word.lines.allSatisfy { $0.count <= 36 })
  }

  @Test func theTitleIsEscapedAndControlCharactersAreDropped() {
    let svg = StoryCover.svg(title: "Ada & <the> \"Smoky\" Hills\u{7}", pictures: [])
    #expect(svg.contains("Ada &amp; &lt;the&gt; &quot;Smoky&quot; Hills</"))
    #expect(!svg.contains("\u{7}"))
  }
}
