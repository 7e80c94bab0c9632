import Foundation
import TalecastContract
import TalecastCore

/// Timestamps as the library stores them: ISO 8601 UTC with milliseconds, so text order is
/// time order and range queries compare text.
enum LibraryTime {
  static func text(_ date: Date) -> String { EventCoding.timestamp(date) }

  static func date(_ text: String?) -> Date? { text.flatMap(EventCoding.date(from:)) }
}
