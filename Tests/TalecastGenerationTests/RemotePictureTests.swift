import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastGeneration

/// A remote illustrator's picture is decoded whole before it is taken.
@Suite struct RemotePictureTests {
  static func answer(_ picture: Data) -> Data {
    RemoteProviderTests.json(["data": [["b64_json": picture.base64EncodedString()]]])
  }

  static func illustrate(_ picture: Data) throws -> IllustrationImage {
    let server = try LocalHTTPServer { _ in .init(body: answer(picture)) }
    let request = IllustrationRequest(
      scene: SceneText(text: "t", illustrationPrompt: "An owl"), index: 0, count: 3,
      hero: RemoteProviderTests().hero, occasion: .builtIn(.magicGarden), seed: 1)
    return try RemoteIllustrator(backend: RemoteProviderTests.backend(server)).illustrate(request)
  }

  /// Finding 5 of issue 26: a 45-byte PNG with no image data and one with corrupt image data
  /// were stored as generated — the signature, IHDR and IEND were checked, the image data was
  /// not. Repro: an illustrator answers each of these PNGs; before the fix each was returned
  /// as the scene's picture.
  @Test(arguments: TestPictures.undecodablePNGs.map(\.name))
  func aPNGThatDoesNotDecodeIsRefused(name: String) throws {
    let png = try #require(TestPictures.undecodablePNGs.first { $0.name == name }?.data)
    if name == "no image data" { #expect(png.count == 45) }
    let error = try #require(throws: ProviderError.self) { try Self.illustrate(png) }
    #expect(error.kind == .permanent)
    #expect(error.message.hasPrefix("the image does not decode: "), "\(error)")
  }

  @Test func aWholePNGIsTakenAsItCame() throws {
    let png = TestPictures.png(width: 5, height: 3)
    let image = try Self.illustrate(png)
    #expect(image.data == png && image.fileExtension == "png")
  }
}
