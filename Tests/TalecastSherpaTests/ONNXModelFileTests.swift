import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastSherpa

/// Tiny files shaped like an ONNX `ModelProto`, written byte by byte here (not with
/// `ONNXModelFile`'s own encoder), so the reader is checked against an independent writer.
enum SyntheticONNX {
  static func varint(_ value: UInt64) -> [UInt8] {
    var value = value
    var bytes: [UInt8] = []
    repeat {
      bytes.append(UInt8(value & 0x7F) | (value >= 0x80 ? 0x80 : 0))
      value >>= 7
    } while value > 0
    return bytes
  }

  static func field(_ number: Int, varint value: UInt64) -> [UInt8] {
    varint(UInt64(number << 3)) + varint(value)
  }

  static func field(_ number: Int, bytes: [UInt8]) -> [UInt8] {
    varint(UInt64(number << 3 | 2)) + varint(UInt64(bytes.count)) + bytes
  }

  /// A graph longer than 127 bytes, so its length takes a two-byte varint.
  static let graph = field(7, bytes: (0..<300).map { UInt8($0 % 251) })
  /// ir_version 8, the graph, an opset import (domain "", version 17).
  static let model: [UInt8] =
    field(1, varint: 8) + graph + field(8, bytes: field(1, bytes: []) + field(2, varint: 17))

  static func write(_ bytes: [UInt8], to url: URL) throws {
    try Data(bytes).write(to: url)
  }
}

@Suite struct ONNXModelFileTests {
  /// A model as Piper ships it: a graph, its ir version, no metadata.
  @Test func aWholeModelHasAGraphAndNoMetadata() throws {
    let folder = try TemporaryFolder.make("onnx")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("voice.onnx")
    try SyntheticONNX.write(SyntheticONNX.model, to: file)
    let summary = try ONNXModelFile.summary(of: file.path)
    #expect(summary == ONNXModelFile.Summary(metadata: [:], hasGraph: true, irVersion: 8))
  }

  /// Appended metadata entries join the model's and are read back, keys and values, UTF-8 too.
  @Test func appendedMetadataIsReadBack() throws {
    let folder = try TemporaryFolder.make("onnx")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("voice.onnx")
    let entries: [(key: String, value: String)] = [
      ("sample_rate", "22050"), ("language", "Français"), ("voix", "ɐ̃ naɪ̯"),
      ("long", String(repeating: "x", count: 200)),
    ]
    try SyntheticONNX.write(SyntheticONNX.model + ONNXModelFile.metadataBytes(entries), to: file)
    let summary = try ONNXModelFile.summary(of: file.path)
    #expect(summary.hasGraph && summary.irVersion == 8)
    #expect(
      summary.metadata == [
        "sample_rate": "22050", "language": "Français", "voix": "ɐ̃ naɪ̯",
        "long": String(repeating: "x", count: 200),
      ])
  }

  /// `metadataBytes` writes what protobuf writes for a `StringStringEntryProto` in field 14.
  @Test func metadataBytesAreProtobufEntries() {
    let bytes = ONNXModelFile.metadataBytes([("k", "é")])
    let entry =
      SyntheticONNX.field(1, bytes: Array("k".utf8))
      + SyntheticONNX.field(2, bytes: Array("é".utf8))
    #expect(bytes == SyntheticONNX.field(14, bytes: entry))
  }

  /// A model cut short in its graph (a download stopped halfway) is named and refused.
  @Test func aTruncatedModelIsNotWhole() throws {
    let folder = try TemporaryFolder.make("onnx")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("cut.onnx")
    let graphStart = SyntheticONNX.field(1, varint: 8).count
    try SyntheticONNX.write(Array(SyntheticONNX.model.prefix(graphStart + 150)), to: file)
    let error = try #require(throws: NeuralVoiceError.self) {
      try ONNXModelFile.summary(of: file.path)
    }
    #expect(error.file == file.path)
    #expect(error.problem.hasPrefix("is not a whole ONNX model"), "\(error.problem)")
  }

  /// A text file given as a model is refused, not read as a model.
  @Test func aTextFileIsNotAModel() throws {
    let folder = try TemporaryFolder.make("onnx")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("readme.onnx")
    try Data("This is a voice for Piper. See MODEL_CARD.\n".utf8).write(to: file)
    let error = try #require(throws: NeuralVoiceError.self) {
      try ONNXModelFile.summary(of: file.path)
    }
    #expect(error.file == file.path)
    #expect(error.problem.hasPrefix("is not a whole ONNX model"), "\(error.problem)")
  }

  /// Well-formed fields without a graph are not a model (sherpa-onnx would have nothing to run).
  /// A metadata entry whose key claims 2^63 bytes (a crafted model) is refused as damaged:
  /// converting such a length to an index once stopped the process.
  @Test func aMetadataLengthBeyondItsEntryIsRefused() throws {
    let folder = try TemporaryFolder.make("onnx")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("crafted.onnx")
    let entry = [0x0A] + SyntheticONNX.varint(1 << 63) + Array("key".utf8)
    try SyntheticONNX.write(SyntheticONNX.model + SyntheticONNX.field(14, bytes: entry), to: file)
    #expect(ONNXModelFile.metadataEntry(entry) == nil)
    #expect(throws: NeuralVoiceError.self) { try ONNXModelFile.summary(of: file.path) }
  }

  @Test func aFileWithoutAGraphIsNotAModel() throws {
    let folder = try TemporaryFolder.make("onnx")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("empty.onnx")
    try SyntheticONNX.write(
      SyntheticONNX.field(1, varint: 8) + SyntheticONNX.field(8, bytes: [])
        + ONNXModelFile.metadataBytes([("comment", "piper")]), to: file)
    let error = try #require(throws: NeuralVoiceError.self) {
      try ONNXModelFile.summary(of: file.path)
    }
    #expect(error == NeuralVoiceError(file: file.path, problem: "is not an ONNX model (no graph)"))
  }

  /// A missing file is named, not taken for an empty model.
  @Test func aMissingFileIsNamed() throws {
    let error = try #require(throws: NeuralVoiceError.self) {
      try ONNXModelFile.summary(of: "/nonexistent/voice.onnx")
    }
    #expect(error.file == "/nonexistent/voice.onnx")
  }

  /// The real voice `make deps` installs: Piper's model has no metadata; the prepared copy has
  /// what sherpa-onnx needs, appended and nothing else (its size is the original's plus the
  /// seven entries `PiperVoicePreparation.stage` adds).
  @Test func theInstalledVoiceCarriesSherpaOnnxsMetadata() throws {
    let data = try #require(
      try? DataFolder.current.get(), "no data folder (\(DataFolder.current)): run `make deps`")
    let raw = data.url.appendingPathComponent("piper/en_US-joe-medium.onnx")
    let prepared = data.voices.appendingPathComponent("en_US-joe-medium/en_US-joe-medium.onnx")
    try #require(
      FileManager.default.fileExists(atPath: raw.path)
        && FileManager.default.fileExists(atPath: prepared.path),
      "the Joe voice is not installed: run `make deps`")
    let original = try ONNXModelFile.summary(of: raw.path)
    #expect(original.hasGraph)
    #expect(
      original.metadata.isEmpty,
      "\(raw.path) is not as shipped: something wrote to it (install it again with `make deps`)")
    let summary = try ONNXModelFile.summary(of: prepared.path)
    #expect(summary.hasGraph)
    #expect(summary.metadata["sample_rate"] == "22050")
    #expect(summary.metadata["comment"] == "piper")
    #expect(summary.metadata["model_type"] == "vits")

    let piper = try PiperConfig(file: URL(fileURLWithPath: raw.path + ".json"))
    let added = ONNXModelFile.metadataBytes([
      ("model_type", "vits"), ("comment", "piper"), ("language", piper.languageName),
      ("voice", piper.espeakVoice), ("has_espeak", "1"), ("n_speakers", "\(piper.speakers)"),
      ("sample_rate", "\(piper.sampleRate)"),
    ])
    #expect(try size(of: prepared) == size(of: raw) + UInt64(added.count))
    #expect(summary.metadata.count == 7)
  }

  func size(of url: URL) throws -> UInt64 {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try #require((attributes[.size] as? NSNumber)?.uint64Value)
  }
}
