import Foundation

/// What a PNG, JPEG or WebP file says of itself: its kind and size in pixels, read from its
/// header, with the checks that tell a whole picture from a signature followed by garbage (a
/// PNG must end with its IEND chunk, a JPEG with its end-of-image marker, a WebP's RIFF size
/// must be the file's). Pictures come from remote illustrators and are checked again by
/// `library check`; a 20000×20000 header was once accepted.
public struct PictureHeader: Sendable, Equatable {
  public let fileExtension: String
  public let width: Int
  public let height: Int

  /// The largest side accepted.
  public static let maximumSide = 4096
  /// The most pixels accepted: what a decoder allocates for one frame (16 MiB of RGBA).
  /// Remote image models answer at most ≈ 1.8 Mpx (1792×1024).
  public static let maximumPixels = 2_048 * 2_048

  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
  }

  public static func read(_ data: Data) throws(Problem) -> PictureHeader {
    let bytes = [UInt8](data)
    let header: PictureHeader
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      header = try png(bytes)
    } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      header = try jpeg(bytes)
    } else if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 12,
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      header = try webp(bytes)
    } else {
      throw Problem(description: "not a PNG, JPEG or WebP picture")
    }
    guard (1...maximumSide).contains(header.width), (1...maximumSide).contains(header.height)
    else {
      throw Problem(
        description:
          "\(header.width)×\(header.height) pixels, at most \(maximumSide)×\(maximumSide)")
    }
    guard header.width * header.height <= maximumPixels else {
      throw Problem(
        description:
          "\(header.width)×\(header.height) pixels, more than \(maximumPixels) in all")
    }
    return header
  }

  private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
    bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func littleEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
    bytes[at..<(at + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
  }

  private static func png(_ bytes: [UInt8]) throws(Problem) -> PictureHeader {
    let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    guard bytes.count >= 33, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      throw Problem(description: "a PNG without its IHDR header")
    }
    guard Array(bytes.suffix(12)) == end else {
      throw Problem(description: "a PNG cut short or damaged (it does not end with IEND)")
    }
    return PictureHeader(
      fileExtension: "png", width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4))
  }

  private static func jpeg(_ bytes: [UInt8]) throws(Problem) -> PictureHeader {
    guard bytes.count >= 4, bytes[bytes.count - 2] == 0xFF, bytes[bytes.count - 1] == 0xD9 else {
      throw Problem(
        description: "a JPEG cut short or damaged (it does not end with its EOI marker)")
    }
    // Segments: FF, marker, 2-byte length (counting itself); a start-of-frame holds the size.
    var at = 2
    while at + 9 < bytes.count {
      guard bytes[at] == 0xFF else { break }
      let marker = bytes[at + 1]
      let length = bigEndian(bytes, at + 2, 2)
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return PictureHeader(
          fileExtension: "jpg", width: bigEndian(bytes, at + 7, 2),
          height: bigEndian(bytes, at + 5, 2))
      }
      at += 2 + length
    }
    throw Problem(description: "a JPEG without a frame header")
  }

  private static func webp(_ bytes: [UInt8]) throws(Problem) -> PictureHeader {
    guard littleEndian(bytes, 4, 4) + 8 == bytes.count, bytes.count >= 30 else {
      throw Problem(description: "a WebP cut short or damaged (its RIFF size is not the file's)")
    }
    switch String(decoding: bytes[12..<16], as: UTF8.self) {
    case "VP8X":
      return PictureHeader(
        fileExtension: "webp", width: littleEndian(bytes, 24, 3) + 1,
        height: littleEndian(bytes, 27, 3) + 1)
    case "VP8L":
      let bits = littleEndian(bytes, 21, 4)
      return PictureHeader(
        fileExtension: "webp", width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
    case "VP8 ":
      return PictureHeader(
        fileExtension: "webp", width: littleEndian(bytes, 26, 2) & 0x3FFF,
        height: littleEndian(bytes, 28, 2) & 0x3FFF)
    default:
      throw Problem(description: "a WebP of an unknown kind")
    }
  }
}
