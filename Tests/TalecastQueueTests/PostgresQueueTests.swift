import Foundation
import TalecastContract
import TalecastCore
import TalecastPostgres
import TalecastTesting
import Testing

@testable import TalecastQueue

/// What only a shared PostgreSQL queue has to show: workers on several hosts (here, several
/// connections pools and queues on one database) claiming side by side.
@Suite struct PostgresQueueTests {
  /// Four "hosts" claim and finish 200 jobs in batches at once: every job is claimed exactly
  /// once (SKIP LOCKED), none twice, none left behind.
  @Test func hostsClaimingTogetherTakeEveryJobExactlyOnce() throws {
    let url = try #require(try PostgresURL(try PostgresServer.shared.makeDatabase()))
    let submitter = JobQueue(
      store: try PostgresJobStore(database: try PostgresDatabase(url)),
      broker: CapturingBroker())
    let fixture = try QueueFixture(.memory)
    try submitter.submit((0..<200).map { fixture.submission("job-\($0)") })
    let hosts = try (0..<4).map { _ in
      JobQueue(
        store: try PostgresJobStore(database: try PostgresDatabase(url)), broker: CapturingBroker())
    }
    let claims = Locked<[String]>([])
    let failures = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: hosts.count) { index in
      let queue = hosts[index]
      do {
        var batch = try queue.claim(worker: "host-\(index):1", limit: 5)
        while !batch.isEmpty {
          claims.withLock { $0 += batch.map(\.id) }
          batch = try queue.finish(
            batch.map { ($0.id, .succeeded(storyId: nil)) }, worker: "host-\(index):1", claim: 5
          ).next
        }
      } catch {
        failures.withLock { $0.append("\(error)") }
      }
    }
    #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
    let claimed = claims.withLock { $0 }
    #expect(claimed.count == 200 && Set(claimed).count == 200, "\(claimed.count) claims")
    #expect(try submitter.counts() == [.succeeded: 200])
    #expect(try submitter.list(limit: 300).allSatisfy { $0.attempts == 1 })
  }

  /// An idle worker on PostgreSQL is woken by the submission's NOTIFY, not by polling: with
  /// the slow poll set to a minute, a job submitted elsewhere still starts (within 10 s).
  @Test func aSubmissionWakesAnIdleWorkerAtOnce() throws {
    let fixture = try QueueFixture(.postgres)
    let started = Locked<Date?>(nil)
    let pool = WorkerPool(queue: fixture.queue, concurrency: 1, slowPoll: 60) { _, _ in
      started.withLock { $0 = $0 ?? Date() }
      return .succeeded(storyId: nil)
    }
    pool.start()
    defer {
      pool.stopClaiming()
      pool.wait()
    }
    // Let the worker find the queue empty and go idle.
    Thread.sleep(forTimeInterval: 0.5)
    let submitted = Date()
    try fixture.submit("late")
    for _ in 0..<1000 where started.withLock({ $0 }) == nil { Thread.sleep(forTimeInterval: 0.01) }
    let start = try #require(started.withLock { $0 }, "not woken: the next look is a minute away")
    #expect(start >= submitted)
  }
}
