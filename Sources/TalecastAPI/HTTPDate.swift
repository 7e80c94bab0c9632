import Foundation

/// HTTP dates in the IMF-fixdate form (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110 §5.6.7),
/// written and read by hand with `timegm`/`gmtime_r`: a `DateFormatter` is slow to make and
/// not to be shared between threads. The obsolete forms are not read; a header in one is
/// treated as absent, which the RFC allows for conditionals.
enum HTTPDate {
  private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `date` to the whole second before it: HTTP dates have no fractions.
  static func wholeSeconds(_ date: Date) -> Date {
    Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
  }

  static func format(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return
      "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) \(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
  }

  static func parse(_ text: String) -> Date? {
    // "Sun, 06 Nov 1994 08:49:37 GMT": day name, day, month, year, time, zone.
    let fields = text.trimmingCharacters(in: .whitespaces).split(separator: " ")
    guard fields.count == 6, fields[0].count == 4, fields[0].hasSuffix(","),
      days.contains(String(fields[0].dropLast())), fields[5] == "GMT",
      fields[1].count == 2, let day = Int32(fields[1]),
      let month = months.firstIndex(of: String(fields[2])),
      fields[3].count == 4, let year = Int32(fields[3])
    else { return nil }
    let clock = fields[4].split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }),
      let hour = Int32(clock[0]), let minute = Int32(clock[1]), let second = Int32(clock[2]),
      (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute),
      (0...60).contains(second)
    else { return nil }
    var parts = tm()
    parts.tm_year = year - 1900
    parts.tm_mon = Int32(month)
    parts.tm_mday = day
    parts.tm_hour = hour
    parts.tm_min = minute
    parts.tm_sec = second
    return Date(timeIntervalSince1970: Double(timegm(&parts)))
  }
}
