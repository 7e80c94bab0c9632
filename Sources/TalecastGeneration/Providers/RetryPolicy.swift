import Foundation

/// When to try a failed stage again: transient failures only, up to `maximumAttempts` in all,
/// waiting an exponentially growing delay (`baseDelay` · 2ⁿ⁻¹, at most `maximumDelay`) of which
/// a random half is jitter (so that jobs failing together do not all come back together), or
/// what the backend asked for with `Retry-After` if that is longer (capped too).
public struct RetryPolicy: Sendable, Hashable {
  public var maximumAttempts: Int
  public var baseDelay: Duration
  public var maximumDelay: Duration

  public init(
    maximumAttempts: Int = 4, baseDelay: Duration = .milliseconds(500),
    maximumDelay: Duration = .seconds(30)
  ) {
    self.maximumAttempts = max(1, maximumAttempts)
    self.baseDelay = baseDelay
    self.maximumDelay = maximumDelay
  }

  /// No retries.
  public static let never = RetryPolicy(maximumAttempts: 1)

  /// How long to wait after failed attempt `attempt` (1-based) before the next one; nil when
  /// there is to be no next one. `random` is in 0..<1.
  public func delay(afterAttempt attempt: Int, error: ProviderError, random: Double) -> Duration? {
    guard error.isTransient, attempt < maximumAttempts else { return nil }
    let exponential = baseDelay * (1 << min(attempt - 1, 30))
    let ceiling = min(exponential, maximumDelay)
    let jittered = ceiling * (0.5 + random / 2)
    guard let asked = error.retryAfter else { return jittered }
    return min(max(asked, jittered), maximumDelay)
  }
}
