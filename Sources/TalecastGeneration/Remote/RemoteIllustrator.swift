import Foundation
import TalecastAudio
import TalecastCore

/// Draws each scene with an OpenAI-compatible image model (`POST /v1/images/generations`,
/// answer as base64 JSON). Only PNG, JPEG and WebP answers are accepted, and only when FFmpeg
/// decodes them whole to the size their header says.
public struct RemoteIllustrator: Illustrator {
  public let backend: RemoteBackend
  public var size: String

  public init(backend: RemoteBackend, size: String = "512x512") {
    self.backend = backend
    self.size = size
  }

  public func illustrate(_ request: IllustrationRequest) throws -> IllustrationImage {
    let prompt =
      "\(request.scene.illustrationPrompt) A gentle picture-book illustration; "
      + "the hero, \(request.hero.name), looks like \(request.hero.appearance)."
    let body: [String: Any] = [
      "model": backend.illustratorModel, "prompt": prompt, "n": 1, "size": size,
      "response_format": "b64_json",
    ]
    let response = try backend.post(
      "/v1/images/generations", json: body, provider: "illustrator", answer: .picture)
    return try Self.image(from: response.body)
  }

  static func image(from body: Data) throws(ProviderError) -> IllustrationImage {
    func invalid(_ why: String) -> ProviderError {
      ProviderError(.permanent, provider: "illustrator POST /v1/images/generations", message: why)
    }
    guard let answer = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let data = answer["data"] as? [[String: Any]],
      let encoded = data.first?["b64_json"] as? String
    else { throw invalid("the answer has no data[0].b64_json") }
    guard let image = Data(base64Encoded: encoded), !image.isEmpty else {
      throw invalid("b64_json is not base64")
    }
    let header: PictureHeader
    do {
      header = try PictureHeader.read(image)
    } catch {
      throw invalid("the image is \(error.description)")
    }
    let decoded: (width: Int, height: Int)
    do {
      decoded = try PictureDecoder.decode(image, fileExtension: header.fileExtension)
    } catch {
      throw invalid("the image does not decode: \(error.message)")
    }
    guard decoded == (header.width, header.height) else {
      throw invalid(
        "the image decodes to \(decoded.width)×\(decoded.height) pixels, its header says \(header.width)×\(header.height)"
      )
    }
    return IllustrationImage(data: image, fileExtension: header.fileExtension)
  }
}
