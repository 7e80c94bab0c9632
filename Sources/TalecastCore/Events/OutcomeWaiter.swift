/// Why waiting for an outcome ended without one.
public enum OutcomeWaitError: Error, Sendable, Equatable, CustomStringConvertible {
  case timedOut(after: Duration)

  public var description: String {
    switch self {
    case .timedOut(let duration): "no outcome within \(duration)"
    }
  }
}

/// Waits for the first event that settles something (the last event of a job's run, say) and
/// hands its result to an `await`.
///
/// It subscribes when it is made, so make it *before* starting the work whose outcome it
/// awaits: an outcome that arrives before `value()` is called is kept. Whatever ends the
/// wait (the outcome, a time-out, or cancellation of the waiting task), every subscription
/// it made is cancelled: no listener is left behind.
public final class OutcomeWaiter<Value: Sendable>: Sendable {
  private struct State {
    var result: Result<Value, any Error>?
    var continuation: CheckedContinuation<Value, any Error>?
  }

  /// The result and the waiting continuation, guarded by a lock (`Locked`): events arrive on any thread.
  private let state = Locked(State())
  /// What the waiter listens with, cancelled by whichever thread ends the wait (`Locked`).
  private let subscriptions = Locked<[Subscription]>([])

  /// - Parameter install: subscribes the handlers that call `settle` with the outcome.
  public init(install: (_ settle: @escaping @Sendable (Value) -> Void) -> [Subscription]) {
    let made = install { [weak self] value in self?.finish(.success(value)) }
    subscriptions.withLock { $0 = made }
  }

  /// The outcome, waiting for it at most `timeout` (if given). Throws `OutcomeWaitError` on
  /// a time-out and `CancellationError` if the waiting task is cancelled.
  public func value(timeout: Duration? = nil) async throws -> Value {
    defer { stopListening() }
    let timer = timeout.map { limit in
      Task { [weak self] in
        try? await Task.sleep(for: limit)
        if !Task.isCancelled { self?.finish(.failure(OutcomeWaitError.timedOut(after: limit))) }
      }
    }
    defer { timer?.cancel() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let ready = state.withLock { state -> Result<Value, any Error>? in
          if let result = state.result { return result }
          state.continuation = continuation
          return nil
        }
        if let ready { continuation.resume(with: ready) }
      }
    } onCancel: {
      finish(.failure(CancellationError()))
    }
  }

  /// Stops listening without waiting.
  public func cancel() {
    finish(.failure(CancellationError()))
    stopListening()
  }

  /// The first result wins; later ones are ignored.
  private func finish(_ result: Result<Value, any Error>) {
    let waiting = state.withLock { state -> CheckedContinuation<Value, any Error>? in
      guard state.result == nil else { return nil }
      state.result = result
      defer { state.continuation = nil }
      return state.continuation
    }
    waiting?.resume(with: result)
  }

  private func stopListening() {
    let made = subscriptions.withLock { current -> [Subscription] in
      defer { current = [] }
      return current
    }
    for subscription in made { subscription.cancel() }
  }
}
