import Foundation

/// Small, whole pictures for tests of remote illustrators: a PNG of one colour, built chunk by
/// chunk with real CRCs and a stored (uncompressed) zlib stream, so any reader accepts it.
public enum TestPictures {
  public static func png(width: Int = 2, height: Int = 2) -> Data {
    // Rows of RGB pixels, each led by filter byte 0.
    let row: [UInt8] = [0] + Array(repeating: [200, 120, 60], count: width).flatMap { $0 }
    let raw = Array(repeating: row, count: height).flatMap { $0 }
    return png(width: width, height: height, imageData: storedZlib(raw))
  }

  /// A PNG whose chunks are all well formed (real CRCs, IHDR first, IEND last) around
  /// `imageData` as its IDAT chunk — none when nil: a PNG only a decoder can find damaged.
  public static func png(width: Int, height: Int, imageData: [UInt8]?) -> Data {
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func chunk(_ type: String, _ body: [UInt8]) {
      file += bytes(UInt32(body.count))
      let typed = Array(type.utf8) + body
      file += typed
      file += bytes(crc32(typed))
    }
    chunk("IHDR", bytes(UInt32(width)) + bytes(UInt32(height)) + [8, 2, 0, 0, 0])
    if let imageData { chunk("IDAT", imageData) }
    chunk("IEND", [])
    return Data(file)
  }

  /// The damaged PNGs of issue 26 (finding 5), each whole by its header and end: no image
  /// data at all (45 bytes), image data that is not a zlib stream, and a zlib stream that
  /// holds only the first of a picture's rows.
  public static var undecodablePNGs: [(name: String, data: Data)] {
    let row: [UInt8] = [0] + Array(repeating: [200, 120, 60], count: 8).flatMap { $0 }
    return [
      ("no image data", png(width: 8, height: 8, imageData: nil)),
      (
        "corrupt image data", png(width: 8, height: 8, imageData: Array(repeating: 0xA5, count: 64))
      ),
      ("image data cut short", png(width: 8, height: 8, imageData: storedZlib(row))),
    ]
  }

  /// A PNG header saying `width`×`height`, with nothing behind it but an end: what a
  /// careless or hostile backend might send.
  public static func pngHeader(width: Int, height: Int) -> Data {
    var data = png(width: 1, height: 1)
    let size = bytes(UInt32(width)) + bytes(UInt32(height))
    data.replaceSubrange(16..<24, with: size)
    return data
  }

  static func bytes(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  public static func storedZlib(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, data.count - offset)
      let last: UInt8 = offset + count == data.count ? 1 : 0
      out += [
        last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF),
        UInt8((~count >> 8) & 0xFF),
      ]
      out += data[offset..<(offset + count)]
      offset += count
    } while offset < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bytes(b << 16 | a)
  }

  static func crc32(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
