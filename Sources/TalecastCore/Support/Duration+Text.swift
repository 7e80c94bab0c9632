/// Formatting of seconds the way a listener reads them.
public enum TimeText {
  /// "01:02.3" (minutes:seconds.tenths); hours are added when needed ("1:02:03.4").
  public static func clock(_ seconds: Double) -> String {
    // Times summed from many ticks land a hair under the tenth they mean (9.99999…): a
    // microsecond's grace keeps them on it.
    let tenths = Int((max(0, seconds) * 10 + 1e-5).rounded(.down))
    let hours = tenths / 36_000
    let minutes = (tenths / 600) % 60
    let secs = (tenths / 10) % 60
    let fraction = tenths % 10
    let mmss = "\(pad(minutes)):\(pad(secs)).\(fraction)"
    return hours > 0 ? "\(hours):\(mmss)" : mmss
  }

  /// "2:05" for durations in tables.
  public static func minutes(_ seconds: Double) -> String {
    let total = Int(max(0, seconds).rounded())
    return total >= 3600
      ? "\(total / 3600):\(pad((total / 60) % 60)):\(pad(total % 60))"
      : "\(total / 60):\(pad(total % 60))"
  }

  private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
