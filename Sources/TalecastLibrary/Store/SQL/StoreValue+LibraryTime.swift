import Foundation
import TalecastSQL

/// The library keeps times as ISO 8601 text to the millisecond (`LibraryTime`), so that both
/// databases sort them alike.
extension StoreValue {
  static func time(_ value: Date?) -> StoreValue {
    value.map { .text(LibraryTime.text($0)) } ?? .null
  }
}

extension StoreRow {
  func time(_ name: String) -> Date? { LibraryTime.date(string(name)) }
}

extension SQLFragment.Interpolation {
  mutating func appendInterpolation(time: Date?) { appendInterpolation(StoreValue.time(time)) }
}
