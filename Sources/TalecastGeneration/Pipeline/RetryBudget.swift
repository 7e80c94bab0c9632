import Foundation
import TalecastCore

/// The retries one stage of one job may make: `RetryPolicy.maximumAttempts − 1` in all,
/// shared by every provider call of the stage (each scene's picture, the stage's own retry)
/// and by the job's attempts by the queue. Every call is made once; only its retries come
/// from here. So a hung backend costs at most the stage's calls × the queue's attempts +
/// the retries, not their product (an illustrator that hung once cost 4 tries per scene ×
/// 4 per stage × 3 per job: 144 requests for 3 scenes).
final class RetryBudget: Sendable {
  let allowed: Int
  /// Retries taken so far, behind a lock (`Locked`): the scenes of a stage take them from
  /// threads of their own.
  private let spent: Locked<Int>
  /// Keeps the count where the job's next attempt finds it.
  private let save: @Sendable (Int) -> Void

  init(allowed: Int, spent: Int = 0, save: @escaping @Sendable (Int) -> Void = { _ in }) {
    self.allowed = max(0, allowed)
    self.spent = Locked(spent)
    self.save = save
  }

  /// Takes one retry; false when none is left.
  func take() -> Bool {
    spent.withLock { spent in
      guard spent < allowed else { return false }
      spent += 1
      save(spent)
      return true
    }
  }

  var left: Int { spent.withLock { max(0, allowed - $0) } }
}

/// The retry budgets of one job's stages, kept in its work folder (`retries.json`: stage →
/// retries spent) so that an attempt by the queue goes on from what the last one spent.
final class RetryBudgets: Sendable {
  private let allowed: Int
  private let file: URL
  /// Stage → its budget, made on first use; behind a lock (`Locked`).
  private let budgets = Locked<[GenerationStage: RetryBudget]>([:])

  init(retry: RetryPolicy, file: URL) {
    allowed = retry.maximumAttempts - 1
    self.file = file
  }

  func budget(for stage: GenerationStage) -> RetryBudget {
    budgets.withLock { budgets in
      if let budget = budgets[stage] { return budget }
      let file = file
      let budget = RetryBudget(allowed: allowed, spent: Self.read(file)[stage.rawValue] ?? 0) {
        spent in
        // Only one stage of a job runs at a time; its budget's lock orders its own writes.
        var ledger = Self.read(file)
        ledger[stage.rawValue] = spent
        // Not saved (a full disk) is the same as a fresh budget for the next attempt.
        try? WorkFolder.write(ledger, to: file)
      }
      budgets[stage] = budget
      return budget
    }
  }

  private static func read(_ file: URL) -> [String: Int] {
    // A damaged ledger counts as nothing spent: the budget still bounds this attempt.
    let ledger: [String: Int]? = try? WorkFolder.read(file)
    return ledger ?? [:]
  }
}
