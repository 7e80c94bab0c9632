import Foundation
import Synchronization

/// Named moments where the crash tests kill the process: `TALECAST_CRASH_AT=story-moved:2`
/// sends SIGKILL to this process the second time any job reaches `story-moved`. Without the
/// variable, reaching a point costs one atomic load. The points are listed in the reference (Testing)
/// (Tests); each is a boundary where a crash must lose nothing.
public enum CrashPoint {
  /// The point and the count at which to die, read once from the environment.
  private static let target: (name: String, count: Int)? = {
    guard let text = ProcessInfo.processInfo.environment["TALECAST_CRASH_AT"], !text.isEmpty
    else { return nil }
    let parts = text.split(separator: ":", maxSplits: 1)
    return (String(parts[0]), parts.count > 1 ? Int(parts[1]) ?? 1 : 1)
  }()
  private static let reached = Atomic<Int>(0)

  public static func reach(_ name: @autoclosure () -> String) {
    guard let target, target.name == name() else { return }
    if reached.add(1, ordering: .relaxed).newValue == target.count {
      kill(getpid(), SIGKILL)
    }
  }
}
