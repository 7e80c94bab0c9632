import Foundation

/// What of a file to send for a request's conditionals and `Range` (RFC 9110 §13 and §14), as
/// a pure function of the headers and the file's size and validators: no file system here.
///
/// Order (§13.2.2): `If-None-Match` (or, without it, `If-Modified-Since`) may make the answer
/// 304; then `Range`, on GET only, and only when an `If-Range` present still names this
/// version. One range is a 206; several are answered with the whole file (200), since
/// multipart/byteranges is not sent (§14.2 lets a server ignore a Range); a Range this does not
/// understand (another unit, bad syntax) is ignored too. A range that starts past the end is
/// 416. `If-Match` and `If-Unmodified-Since` are not supported (there is nothing to write).
struct FileSelection: Equatable, Sendable {
  enum Answer: Equatable, Sendable {
    case whole
    case part(offset: UInt64, length: UInt64)
    case notModified
    case unsatisfiable
  }

  /// One range of a `Range: bytes=` header.
  enum ByteRange: Equatable, Sendable {
    /// `first-last` or `first-` (last nil).
    case from(UInt64, through: UInt64?)
    /// `-n`: the last n bytes.
    case suffix(UInt64)
  }

  /// The request's headers that matter here (nil: absent).
  struct Conditions: Sendable {
    var method = "GET"
    var ifNoneMatch: String? = nil
    var ifModifiedSince: String? = nil
    var range: String? = nil
    var ifRange: String? = nil
  }

  /// The file's version: its strong entity tag (with its quotes) and when it last changed.
  struct Version: Sendable {
    let size: UInt64
    let etag: String
    let modified: Date
  }

  static func answer(_ conditions: Conditions, for version: Version) -> Answer {
    let read = conditions.method == "GET" || conditions.method == "HEAD"
    if let ifNoneMatch = conditions.ifNoneMatch {
      if read && matches(ifNoneMatch, etag: version.etag) { return .notModified }
    } else if read, let text = conditions.ifModifiedSince, let since = HTTPDate.parse(text),
      since >= HTTPDate.wholeSeconds(version.modified)
    {
      return .notModified
    }
    guard conditions.method == "GET", let header = conditions.range,
      let ranges = ranges(header), ranges.count == 1
    else { return .whole }
    if let ifRange = conditions.ifRange, !stillCurrent(ifRange, version) { return .whole }
    return resolve(ranges[0], size: version.size)
  }

  /// The ranges of a `bytes=` range set; nil when it is not one (§14.1.1).
  static func ranges(_ header: String) -> [ByteRange]? {
    guard let equals = header.firstIndex(of: "=") else { return nil }
    let unit = header[..<equals].trimmingCharacters(in: .whitespaces)
    guard unit.lowercased() == "bytes" else { return nil }
    var ranges: [ByteRange] = []
    for spec in header[header.index(after: equals)...].split(separator: ",") {
      let spec = spec.trimmingCharacters(in: .whitespaces)
      if spec.isEmpty { continue }  // `1#` lists may hold empty elements (§5.6.1)
      guard let dash = spec.firstIndex(of: "-") else { return nil }
      let first = spec[..<dash]
      let last = spec[spec.index(after: dash)...]
      if first.isEmpty {
        guard let count = number(last) else { return nil }
        ranges.append(.suffix(count))
      } else {
        guard let start = number(first) else { return nil }
        if last.isEmpty {
          ranges.append(.from(start, through: nil))
        } else {
          guard let end = number(last), end >= start else { return nil }
          ranges.append(.from(start, through: end))
        }
      }
    }
    return ranges.isEmpty ? nil : ranges
  }

  /// A range of a file of `size` bytes: the bytes to send, or unsatisfiable (§14.1.2).
  static func resolve(_ range: ByteRange, size: UInt64) -> Answer {
    switch range {
    case .from(let start, let end):
      guard start < size else { return .unsatisfiable }
      let last = min(end ?? size - 1, size - 1)
      return .part(offset: start, length: last - start + 1)
    case .suffix(let count):
      guard count > 0, size > 0 else { return .unsatisfiable }
      let length = min(count, size)
      return .part(offset: size - length, length: length)
    }
  }

  /// Whether `If-None-Match` names this version: weak comparison (§13.1.2), `*` for any.
  static func matches(_ header: String, etag: String) -> Bool {
    let ours = opaque(etag)
    for tag in header.split(separator: ",") {
      let tag = tag.trimmingCharacters(in: .whitespaces)
      if tag == "*" || opaque(tag) == ours { return true }
    }
    return false
  }

  /// Whether `If-Range` still names this version: the same strong entity tag, or exactly the
  /// time it last changed (§13.1.5); anything else (a weak tag, a bad date) sends it whole.
  static func stillCurrent(_ header: String, _ version: Version) -> Bool {
    let header = header.trimmingCharacters(in: .whitespaces)
    if header.hasPrefix("\"") || header.hasPrefix("W/") { return header == version.etag }
    guard let date = HTTPDate.parse(header) else { return false }
    return date == HTTPDate.wholeSeconds(version.modified)
  }

  private static func opaque(_ tag: String) -> String {
    tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
  }

  /// Digits only; a number too large for 64 bits is as large as one can be (a start past any
  /// end, an end clamped to the file).
  private static func number(_ text: Substring) -> UInt64? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return UInt64(text) ?? .max
  }
}
