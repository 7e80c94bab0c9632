import TalecastContract
import TalecastDigest

/// A token's secret: `tc_` and 32 random bytes in base64url (no padding), 46 characters. Only
/// its SHA-256 is kept; the secret itself is shown once, when it is made.
public enum TokenSecret {
  static let prefix = "tc_"
  /// `tc_` and 43 base64url characters (32 bytes).
  static let length = 46

  /// A new secret from the system's random source.
  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return prefix + base64URL(bytes)
  }

  /// The hex SHA-256 of `secret`, the form the store keeps; an error when libavutil, which
  /// makes it, cannot be opened.
  static func hash(_ secret: String) throws -> String {
    try Digests.open()
    return Hex.string(SHA256.hash(Array(secret.utf8)))
  }

  /// Whether `text` has a secret's form: checked before any hash or store look-up.
  static func isWellFormed(_ text: String) -> Bool {
    text.utf8.count == length && text.hasPrefix(prefix)
      && text.utf8.dropFirst(prefix.utf8.count).allSatisfy { byte in
        alphabet.contains(byte)
      }
  }

  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// RFC 4648 §5 without padding.
  static func base64URL(_ bytes: [UInt8]) -> String {
    var text: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
      let value =
        UInt32(chunk[0]) << 16 | UInt32(chunk.count > 1 ? chunk[1] : 0) << 8
        | UInt32(chunk.count > 2 ? chunk[2] : 0)
      for position in 0...chunk.count {
        text.append(alphabet[Int(value >> (18 - 6 * UInt32(position)) & 0x3f)])
      }
      index += 3
    }
    return String(decoding: text, as: UTF8.self)
  }
}
