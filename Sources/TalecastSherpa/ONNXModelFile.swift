import Foundation

/// The top level of an ONNX model file (a protocol buffer `ModelProto`), read without loading
/// the model: its fields' headers are walked and the graph skipped, so a 60 MB model is
/// checked in a few reads. Enough to tell a whole model from a damaged one, and to read and
/// add the `metadata_props` sherpa-onnx needs (it stops the whole process on a model without
/// them, so they are checked here first).
enum ONNXModelFile {
  /// ModelProto's field numbers that matter here.
  static let irVersionField = 1
  static let graphField = 7
  static let metadataField = 14

  /// What the walk found: its metadata and whether it holds a graph.
  struct Summary: Equatable {
    var metadata: [String: String] = [:]
    var hasGraph = false
    var irVersion: UInt64?
  }

  /// Walks the top-level fields of the file at `path`; throws when they do not end exactly at
  /// the end of the file (cut short, or not a model at all).
  static func summary(of path: String) throws(NeuralVoiceError) -> Summary {
    guard FileManager.default.fileExists(atPath: path) else {
      throw NeuralVoiceError(
        file: path, problem: "is missing (prepare the voice again with `talecast voices add`)")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw NeuralVoiceError(file: path, problem: "cannot be read")
    }
    defer { try? handle.close() }
    let size: UInt64
    do { size = try handle.seekToEnd() } catch {
      throw NeuralVoiceError(file: path, problem: "cannot be read: \(error.localizedDescription)")
    }
    var summary = Summary()
    var offset: UInt64 = 0
    func damaged(_ why: String) -> NeuralVoiceError {
      NeuralVoiceError(file: path, problem: "is not a whole ONNX model (\(why) at byte \(offset))")
    }
    while offset < size {
      let head = read(handle, at: offset, count: 20)
      var reader = Reader(bytes: head)
      guard let key = reader.varint(), key >> 3 > 0 else { throw damaged("no field") }
      let field = Int(key >> 3)
      switch key & 7 {
      case 0:
        guard let value = reader.varint() else { throw damaged("a cut number") }
        if field == irVersionField { summary.irVersion = value }
        offset += UInt64(reader.position)
      case 1: offset += UInt64(reader.position) + 8
      case 5: offset += UInt64(reader.position) + 4
      case 2:
        guard let length = reader.varint() else { throw damaged("a cut length") }
        let start = offset + UInt64(reader.position)
        guard length <= size - min(start, size) else {
          throw damaged("field \(field) runs past the end")
        }
        if field == graphField { summary.hasGraph = true }
        if field == metadataField {
          guard length <= 1 << 20 else { throw damaged("metadata of \(length) bytes") }
          let entry = read(handle, at: start, count: Int(length))
          guard let (key, value) = metadataEntry(entry) else { throw damaged("bad metadata") }
          summary.metadata[key] = value
        }
        offset = start + length
      default: throw damaged("wire type \(key & 7)")
      }
    }
    guard offset == size else { throw damaged("a field runs past the end") }
    guard summary.hasGraph, summary.irVersion != nil else {
      throw NeuralVoiceError(file: path, problem: "is not an ONNX model (no graph)")
    }
    return summary
  }

  /// The bytes that, appended to a model file, add `entries` to its `metadata_props`: a
  /// protocol buffer message may be continued by appending fields, and a repeated field's new
  /// entries join the old (what the `onnx` package's own save writes, byte for byte).
  static func metadataBytes(_ entries: [(key: String, value: String)]) -> [UInt8] {
    var bytes: [UInt8] = []
    for (key, value) in entries {
      var entry: [UInt8] = []
      for (number, text) in [(1, key), (2, value)] {
        entry.append(UInt8(number << 3 | 2))
        appendVarint(UInt64(text.utf8.count), to: &entry)
        entry.append(contentsOf: text.utf8)
      }
      bytes.append(UInt8(metadataField << 3 | 2))
      appendVarint(UInt64(entry.count), to: &bytes)
      bytes.append(contentsOf: entry)
    }
    return bytes
  }

  /// A `StringStringEntryProto`: key (1) and value (2).
  static func metadataEntry(_ bytes: [UInt8]) -> (String, String)? {
    var reader = Reader(bytes: bytes)
    var key = ""
    var value = ""
    while reader.position < bytes.count {
      guard let tag = reader.varint(), tag & 7 == 2, let length = reader.varint(),
        length <= UInt64(bytes.count - reader.position)
      else { return nil }
      let text = String(
        decoding: bytes[reader.position..<reader.position + Int(length)], as: UTF8.self)
      reader.position += Int(length)
      if tag >> 3 == 1 { key = text } else if tag >> 3 == 2 { value = text }
    }
    return (key, value)
  }

  static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7F) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  private static func read(_ handle: FileHandle, at offset: UInt64, count: Int) -> [UInt8] {
    guard (try? handle.seek(toOffset: offset)) != nil,
      let data = try? handle.read(upToCount: count)
    else { return [] }
    return [UInt8](data)
  }

  /// Reads varints from the front of a few bytes.
  struct Reader {
    let bytes: [UInt8]
    var position = 0

    mutating func varint() -> UInt64? {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while position < bytes.count, shift < 64 {
        let byte = bytes[position]
        position += 1
        value |= UInt64(byte & 0x7F) << shift
        if byte < 0x80 { return value }
        shift += 7
      }
      return nil
    }
  }
}
