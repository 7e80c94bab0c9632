import TalecastContract

/// Writes to the queue failed for longer than a worker's patience: it gave up on them.
public struct QueueWriteFault: Error, Sendable, CustomStringConvertible {
  /// What could not be written, and why ("cannot claim jobs: … database or disk is full").
  public let problem: String
  /// How long the worker kept trying.
  public let seconds: Double
  /// Jobs whose end was not recorded: still running in the queue, tried again once their
  /// leases run out.
  public let jobs: [String]

  public var description: String {
    "\(problem); gave up after \(Int(seconds.rounded())) s"
      + (jobs.isEmpty
        ? ""
        : " (job\(jobs.count == 1 ? "" : "s") \(jobs.joined(separator: ", ")) left for the next run)")
  }
}
