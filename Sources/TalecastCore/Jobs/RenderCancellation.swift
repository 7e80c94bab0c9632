import Synchronization

/// Asks a running render to stop: the pipeline checks it before each stage and ends the job
/// as cancelled, leaving nothing half-written.
public final class RenderCancellation: Sendable {
  private let flag = Atomic<Bool>(false)

  public init() {}

  public func cancel() { flag.store(true, ordering: .releasing) }

  public var isCancelled: Bool { flag.load(ordering: .acquiring) }
}
