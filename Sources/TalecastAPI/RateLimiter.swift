import Foundation
import TalecastCore

/// How many requests a token may make: a bucket of `burst` requests, refilled at `perSecond`.
public struct TokenRate: Sendable, Equatable {
  public var perSecond: Double
  public var burst: Int

  public init(perSecond: Double = 20, burst: Int = 40) {
    precondition(perSecond > 0 && burst >= 1, "a rate needs a positive refill and a burst of 1+")
    self.perSecond = perSecond
    self.burst = burst
  }
}

/// Each token's request rate, as a token bucket per token: a request takes one from its
/// token's bucket, or is refused (429) with how long until one is back.
final class RateLimiter: Sendable {
  struct Bucket {
    var available: Double
    var updated: ContinuousClock.Instant
  }

  let rate: TokenRate
  /// Every token's bucket, by `Access.Grant.bucket`, behind one lock: `Locked`, Talecast's
  /// one mutex (a pthread mutex ThreadSanitizer understands; see its comment), held only for
  /// the arithmetic of one request. One bucket per token that was let in, so it stays small.
  private let buckets = Locked<[String: Bucket]>([:])

  init(rate: TokenRate) { self.rate = rate }

  /// Takes a request from `key`'s bucket: nil when it may go ahead, else the whole seconds
  /// (at least 1) until it may.
  func take(_ key: String, at now: ContinuousClock.Instant = .now) -> Int? {
    buckets.withLock { buckets in
      var bucket = buckets[key] ?? Bucket(available: Double(rate.burst), updated: now)
      let elapsed = (now - bucket.updated).inSeconds
      bucket.available = min(Double(rate.burst), bucket.available + elapsed * rate.perSecond)
      bucket.updated = now
      defer { buckets[key] = bucket }
      if bucket.available >= 1 {
        bucket.available -= 1
        return nil
      }
      return max(1, Int(((1 - bucket.available) / rate.perSecond).rounded(.up)))
    }
  }
}
