import Foundation
import TalecastContract
import TalecastDigest

/// Signs and checks; the key is the store's, never logged or shown.
struct URLSigner: Sendable {
  let key: [UInt8]

  func signature(path: String, expires: Int, tokenId: String) -> [UInt8] {
    // New lines part the fields: none can hold one (a path's is percent-encoded).
    HMACSHA256.code(Array("\(path)\n\(expires)\n\(tokenId)".utf8), key: key)
  }

  func isGenuine(path: String, expires: Int, tokenId: String, signature: String) -> Bool {
    guard let given = Hex.bytes(signature) else { return false }
    return Hex.constantTimeEqual(
      given, self.signature(path: path, expires: expires, tokenId: tokenId))
  }
}
