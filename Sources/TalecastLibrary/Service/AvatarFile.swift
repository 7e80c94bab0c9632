import Foundation
import TalecastContract
import TalecastCore

/// A hero's avatar: a picture on this host, checked wherever one is named (`heroes add` and
/// `edit`, a library import). It must be a regular file (not a folder, a pipe or a device such
/// as /dev/zero) of at most `maximumBytes`, and a picture: a whole PNG, JPEG or WebP
/// (`PictureHeader`), or an SVG document. /etc/passwd is no avatar.
enum AvatarFile {
  static let maximumBytes = 4 * 1024 * 1024

  /// The file's full path, or why it is no avatar (`field` names where it was given).
  static func checked(_ path: String, field: String) throws(LibraryError) -> String {
    let path = try following { () throws(RuleViolation) in
      try HeroRules.avatar.checked(path, field: field)
    }
    let url = URL(fileURLWithPath: path).standardizedFileURL
    func refuse(_ problem: String) -> LibraryError {
      .invalid(field: field, problem: "\(problem): \(path)")
    }
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      throw refuse("no file")
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw refuse("not a file (a folder, a device or a pipe)")
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maximumBytes else {
      throw refuse("a picture of at most \(maximumBytes / 1024 / 1024) MiB, not \(size) bytes")
    }
    guard let handle = FileHandle(forReadingAtPath: url.path),
      let data = try? handle.read(upToCount: maximumBytes + 1)
    else { throw refuse("the file cannot be read") }
    try? handle.close()
    guard data.count <= maximumBytes else { throw refuse("the file grew past its limit") }
    guard (try? PictureHeader.read(data)) != nil || isSVG(data) else {
      throw refuse("not a picture (PNG, JPEG, WebP or SVG)")
    }
    return url.path
  }

  /// An SVG document: UTF-8 text whose first element is `<svg` (after an XML declaration,
  /// comments or a doctype).
  static func isSVG(_ data: Data) -> Bool {
    guard let text = String(data: data.prefix(65_536), encoding: .utf8) else { return false }
    var rest = Substring(text).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
    while rest.hasPrefix("<?") || rest.hasPrefix("<!") {
      let end = rest.hasPrefix("<!--") ? "-->" : ">"
      guard let close = rest.range(of: end) else { return false }
      rest = rest[close.upperBound...].drop { $0.isWhitespace }
    }
    return rest.hasPrefix("<svg")
  }
}
