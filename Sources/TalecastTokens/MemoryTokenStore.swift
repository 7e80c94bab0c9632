import Foundation
import TalecastContract
import TalecastCore

/// The tokens' in-memory twin, for unit tests.
public final class MemoryTokenStore: TokenStore {
  private struct Contents {
    var tokens: [(record: TokenRecord, hash: String)] = []
    var signingKey: [UInt8]?
  }

  /// Every token and the key, guarded by a lock (`Locked`) held for the whole of each call.
  private let contents = Locked(Contents())

  public init() {}

  public func add(_ token: TokenRecord, secretHash: String) throws {
    try contents.withLock { contents in
      if contents.tokens.contains(where: {
        $0.record.isLive && $0.record.name == token.name && $0.record.isFeed == token.isFeed
      }) {
        throw TokenError.nameTaken(token.name)
      }
      precondition(!contents.tokens.contains { $0.record.id == token.id || $0.hash == secretHash })
      contents.tokens.append((token, secretHash))
    }
  }

  public func tokens() throws -> [TokenRecord] {
    contents.withLock { $0.tokens.map(\.record) }
  }

  public func token(secretHash: String) throws -> TokenRecord? {
    contents.withLock { $0.tokens.first { $0.hash == secretHash }?.record }
  }

  public func token(id: String) throws -> TokenRecord? {
    contents.withLock { $0.tokens.first { $0.record.id == id }?.record }
  }

  public func revoke(id: String, at date: Date) throws -> Bool {
    contents.withLock { contents in
      guard
        let index = contents.tokens.firstIndex(where: { $0.record.id == id && $0.record.isLive })
      else { return false }
      contents.tokens[index].record.revoked = date
      return true
    }
  }

  public func noteUse(id: String, at date: Date) throws {
    contents.withLock { contents in
      if let index = contents.tokens.firstIndex(where: { $0.record.id == id }) {
        contents.tokens[index].record.lastUsed = date
      }
    }
  }

  public func signingKey(offering candidate: [UInt8]) throws -> [UInt8] {
    contents.withLock { contents in
      if contents.signingKey == nil { contents.signingKey = candidate }
      return contents.signingKey!
    }
  }
}
