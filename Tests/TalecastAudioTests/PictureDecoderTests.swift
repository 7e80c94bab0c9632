import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastAudio

/// Pictures decoded whole by FFmpeg, not judged by their header and end alone.
@Suite struct PictureDecoderTests {
  /// A picture of `kind` made by the ffmpeg program (an independent encoder).
  static func picture(_ kind: String, width: Int = 64, height: Int = 48) throws -> Data {
    let url = try TemporaryFolder.make("picture").appendingPathComponent("p.\(kind)")
    let make = Process()
    make.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    make.arguments = [
      "-y", "-v", "error", "-f", "lavfi", "-i", "testsrc=size=\(width)x\(height)", "-frames:v",
      "1", url.path,
    ]
    try make.run()
    make.waitUntilExit()
    return try Data(contentsOf: url)
  }

  @Test(arguments: ["png", "jpg", "webp"])
  func aWholePictureDecodesToItsSize(kind: String) throws {
    let decoded = try PictureDecoder.decode(try Self.picture(kind), fileExtension: kind)
    #expect(decoded == (64, 48))
  }

  @Test func theTestPNGDecodes() throws {
    let decoded = try PictureDecoder.decode(
      TestPictures.png(width: 3, height: 2), fileExtension: "png")
    #expect(decoded == (3, 2))
  }

  /// Finding 5 of issue 26: these PNGs pass the header-and-end check (`PictureHeader`) and
  /// were stored as generated; only decoding them shows they hold no whole picture.
  @Test(arguments: TestPictures.undecodablePNGs.map(\.name))
  func aPNGWithoutWholeImageDataDoesNotDecode(name: String) throws {
    let data = try #require(TestPictures.undecodablePNGs.first { $0.name == name }?.data)
    #expect(try PictureHeader.read(data).fileExtension == "png")
    let error = try #require(throws: AudioError.self) {
      try PictureDecoder.decode(data, fileExtension: "png")
    }
    #expect(error.description.hasPrefix("decoding the picture: "), "\(error)")
  }

  @Test func aJPEGWhoseScanIsCutShortDoesNotDecode() throws {
    let jpeg = try Self.picture("jpg")
    // The first third, and the end-of-image marker: whole by its header and end.
    let cut = jpeg.prefix(jpeg.count / 3) + Data([0xFF, 0xD9])
    #expect(try PictureHeader.read(cut).fileExtension == "jpg")
    #expect(throws: AudioError.self) { try PictureDecoder.decode(cut, fileExtension: "jpg") }
  }

  /// The header check refuses it first; the decoder holds the same cap on its own.
  @Test func moreThanTheMostPixelsIsRefusedBeforeAFrameIsAllocated() throws {
    let wide = TestPictures.png(
      width: 4_096, height: 1_025, imageData: TestPictures.storedZlib([0]))
    #expect(throws: PictureHeader.Problem.self) { try PictureHeader.read(wide) }
    let error = try #require(throws: AudioError.self) {
      try PictureDecoder.decode(wide, fileExtension: "png")
    }
    // FFmpeg's size check (EINVAL), where within the cap the same data reads as cut short.
    #expect(error.message == "Invalid argument", "\(error)")
    let within = TestPictures.png(
      width: 2_048, height: 2_048, imageData: TestPictures.storedZlib([0]))
    let cut = try #require(throws: AudioError.self) {
      try PictureDecoder.decode(within, fileExtension: "png")
    }
    #expect(cut.message != "Invalid argument", "\(cut)")
  }
}
