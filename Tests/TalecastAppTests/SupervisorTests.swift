import Dispatch
import TalecastCore
import Testing

@testable import TalecastApp

/// A service that writes down what is done to it, in order, in a shared list.
final class RecordingService: Service {
  let name: String
  let log: Locked<[String]>
  let released: [String]

  init(_ name: String, log: Locked<[String]>, released: [String] = []) {
    self.name = name
    self.log = log
    self.released = released
  }

  func start() { log.withLock { $0.append("start \(name)") } }

  func shutdown(timeout: Double) -> [String] {
    log.withLock { $0.append("shutdown \(name) within \(Int(timeout)) s") }
    return released
  }

  func stopNow() { log.withLock { $0.append("stop \(name) now") } }
}

@Suite struct SupervisorTests {
  /// Started in order, drained in reverse with the drain time when a shutdown is asked for;
  /// what they gave back is returned.
  @Test func aShutdownDrainsTheServicesInReverseOrder() {
    let log = Locked<[String]>([])
    let supervisor = Supervisor(
      [
        RecordingService("pool", log: log, released: ["job-1"]),
        RecordingService("spool", log: log),
      ],
      drainTimeout: 30)
    DispatchQueue.global().async { supervisor.shutdown() }
    let released = supervisor.run { false }
    #expect(released == ["job-1"])
    #expect(
      log.withLock { $0 } == [
        "start pool", "start spool", "shutdown spool within 30 s", "shutdown pool within 30 s",
      ])
    #expect(supervisor.isStopping)
  }

  /// Work that is done ends the run without a drain; a wake-up makes it look again.
  @Test func finishedWorkEndsTheRunWithoutADrain() {
    let log = Locked<[String]>([])
    let done = Locked(false)
    let supervisor = Supervisor([RecordingService("pool", log: log)])
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
      done.withLock { $0 = true }
      supervisor.wake()
    }
    // A fallback longer than any test: only the wake-up can end the wait in time.
    let started = DispatchTime.now()
    let released = supervisor.run(fallback: 600) { done.withLock { $0 } }
    #expect(released.isEmpty)
    #expect(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds < 60_000_000_000)
    #expect(log.withLock { $0 } == ["start pool", "shutdown pool within 0 s"])
    #expect(!supervisor.isStopping)
  }

  @Test func stoppingAtOnceReachesEveryService() {
    let log = Locked<[String]>([])
    let supervisor = Supervisor([RecordingService("a", log: log), RecordingService("b", log: log)])
    supervisor.stopNow()
    #expect(log.withLock { $0 } == ["stop b now", "stop a now"])
  }
}
