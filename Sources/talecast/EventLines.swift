import Foundation
import TalecastApp
import TalecastCore

/// Live events as JSON lines, to standard output (`-`) or a file, for other programs.
final class EventLines: Sendable {
  private let subscription: Subscription?
  private let handle: FileHandle?

  init(target: String?, talecast: Talecast) throws {
    guard let target else {
      subscription = nil
      handle = nil
      return
    }
    let handle: FileHandle
    if target == "-" {
      handle = FileHandle.standardOutput
    } else {
      guard FileManager.default.createFile(atPath: target, contents: nil) else {
        throw CocoaError(.fileWriteNoPermission)
      }
      handle = try FileHandle(forWritingTo: URL(fileURLWithPath: target))
    }
    self.handle = handle
    let encoder = EventCoding.makeEncoder()
    subscription = talecast.subscribeToAll { event in
      let line = try EventCoding.line(for: event, encoder: encoder)
      handle.write(Data((line + "\n").utf8))
    }
  }

  func close() {
    subscription?.cancel()
    if let handle, handle !== FileHandle.standardOutput { try? handle.close() }
  }
}
