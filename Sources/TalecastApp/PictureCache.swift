import Dispatch
import Foundation
import TalecastAudio
import TalecastContract
import TalecastCore

/// PNGs drawn from a story's SVG pictures for `?format=png`, kept so that a page that shows a
/// picture again, or many listeners of one story, do not make the server draw it again. One
/// version of a file is one entry (its path, size and change time): a rerender is drawn anew.
/// At most `maximumBytes` are kept, the least recently used dropped first; at most
/// `maximumDrawing` pictures are drawn at once (each takes a core for ~0.1 s), the rest wait.
final class PictureCache: Sendable {
  struct Key: Hashable, Sendable {
    var path: String
    var size: Int
    var modified: Date
  }

  static let maximumBytes = 32 * 1024 * 1024
  static let maximumDrawing = 2

  private struct Kept {
    var entries: [Key: Data] = [:]
    /// Least recently used first.
    var order: [Key] = []
    var bytes = 0
  }

  /// The kept PNGs, guarded by a lock (`Locked`): requests of the API's threads read and add
  /// them.
  private let kept = Locked(Kept())
  private let drawing = DispatchSemaphore(value: maximumDrawing)

  /// The PNG of the picture at `url` as it is now, drawn by `draw` unless kept.
  func png(of url: URL, draw: (Data) throws -> Data) throws -> Data {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    let key = Key(
      path: url.path, size: attributes[.size] as? Int ?? 0,
      modified: attributes[.modificationDate] as? Date ?? .distantPast)
    if let png = recall(key) { return png }
    drawing.wait()
    defer { drawing.signal() }
    // Another request may have drawn it while this one waited.
    if let png = recall(key) { return png }
    let png = try draw(Data(contentsOf: url))
    keep(png, as: key)
    return png
  }

  private func recall(_ key: Key) -> Data? {
    kept.withLock { kept in
      guard let png = kept.entries[key] else { return nil }
      kept.order.removeAll { $0 == key }
      kept.order.append(key)
      return png
    }
  }

  private func keep(_ png: Data, as key: Key) {
    guard png.count <= Self.maximumBytes / 4 else { return }
    kept.withLock { kept in
      guard kept.entries[key] == nil else { return }
      // Older versions of the same file will not be asked for again.
      for old in kept.order where old.path == key.path { drop(old, from: &kept) }
      while kept.bytes + png.count > Self.maximumBytes, let oldest = kept.order.first {
        drop(oldest, from: &kept)
      }
      kept.entries[key] = png
      kept.order.append(key)
      kept.bytes += png.count
    }
  }

  private func drop(_ key: Key, from kept: inout Kept) {
    kept.bytes -= kept.entries.removeValue(forKey: key)?.count ?? 0
    kept.order.removeAll { $0 == key }
  }

  var count: Int { kept.withLock { $0.entries.count } }
}
