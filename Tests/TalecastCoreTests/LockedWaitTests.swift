import Dispatch
import Foundation
import Testing

@testable import TalecastCore

/// Waiting for state with the one lock type: a waiter sleeps with the lock released and wakes
/// when a change makes its condition true, or when its time is up.
@Suite struct LockedWaitTests {
  @Test func aWaiterWakesWhenAnotherThreadMakesItsConditionTrue() {
    let value = Locked(0)
    let waited = DispatchSemaphore(value: 0)
    let result = Locked<Bool?>(nil)
    Thread {
      let ready = value.wait(timeout: 30) { $0 >= 3 }
      result.withLock { $0 = ready }
      waited.signal()
    }.start()
    // Changes that do not make the condition true leave the waiter waiting.
    for _ in 1...2 { value.withLockWakingWaiters { $0 += 1 } }
    #expect(waited.wait(timeout: .now() + 0.2) == .timedOut, "woke before its condition held")
    value.withLockWakingWaiters { $0 += 1 }
    #expect(waited.wait(timeout: .now() + 10) == .success, "a change that makes it true wakes it")
    #expect(result.withLock { $0 } == true)
  }

  @Test func aWaitEndsWhenItsTimeIsUpAndSaysTheConditionDoesNotHold() {
    let value = Locked("a")
    let start = ContinuousClock.now
    #expect(!value.wait(timeout: 0.15) { $0 == "b" })
    let waited = ContinuousClock.now - start
    #expect(waited >= .milliseconds(140) && waited < .seconds(5), "\(waited)")
    #expect(value.wait(timeout: 0) { $0 == "a" }, "a condition that holds returns at once")
  }

  /// A ring wakes a reader once, however many rings came while it was busy; a reader that
  /// looks after a ring it has not seen returns at once.
  @Test func aDoorbellSaysRungSinceNotHowOften() {
    let bell = Doorbell()
    let seen = bell.current
    for _ in 1...100 { bell.ring() }
    let start = ContinuousClock.now
    bell.wait(after: seen, timeout: 10)
    #expect(ContinuousClock.now - start < .seconds(1), "rung since: no wait")
    let now = bell.current
    #expect(now == seen + 100)
    let woke = DispatchSemaphore(value: 0)
    Thread {
      bell.wait(after: now, timeout: 30)
      woke.signal()
    }.start()
    #expect(woke.wait(timeout: .now() + 0.2) == .timedOut, "no ring since: it waits")
    bell.ring()
    #expect(woke.wait(timeout: .now() + 10) == .success)
  }
}
