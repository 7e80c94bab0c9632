import CSherpaOnnx
import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// Our shim declares its own copies of sherpa-onnx's structs (its header is not on the include
/// path), and the library reads them by offset: a field out of place would hand it garbage
/// without any error. So the wheel's real header is compiled by the machine's C compiler, and
/// every size and offset it reports is compared with what Swift sees of our declarations.
@Suite struct SherpaLayoutTests {
  /// One figure of the ABI: the C expression that measures it in sherpa-onnx's header, and the
  /// same figure of our shim.
  struct Figure {
    let name: String
    let expression: String
    let ours: Int?
  }

  /// The size of every struct sherpa-onnx reads or writes through our declarations.
  static let sizes: [Figure] = [
    size("SherpaOnnxOfflineTtsConfig", tc_sherpa_tts_config.self),
    size("SherpaOnnxOfflineTtsModelConfig", tc_sherpa_model_config.self),
    size("SherpaOnnxOfflineTtsVitsModelConfig", tc_sherpa_vits_config.self),
    size("SherpaOnnxOfflineTtsMatchaModelConfig", tc_sherpa_matcha_config.self),
    size("SherpaOnnxOfflineTtsKokoroModelConfig", tc_sherpa_kokoro_config.self),
    size("SherpaOnnxOfflineTtsKittenModelConfig", tc_sherpa_kitten_config.self),
    size("SherpaOnnxOfflineTtsZipvoiceModelConfig", tc_sherpa_zipvoice_config.self),
    size("SherpaOnnxOfflineTtsPocketModelConfig", tc_sherpa_pocket_config.self),
    size("SherpaOnnxOfflineTtsSupertonicModelConfig", tc_sherpa_supertonic_config.self),
    size("SherpaOnnxGenerationConfig", tc_sherpa_generation_config.self),
    size("SherpaOnnxGeneratedAudio", tc_sherpa_audio.self),
  ]

  /// Every field of the structs Talecast fills or reads, in the header's order.
  static let offsets: [String: [Figure]] = [
    "SherpaOnnxOfflineTtsConfig": fields(
      "SherpaOnnxOfflineTtsConfig",
      [
        ("model", \tc_sherpa_tts_config.model), ("rule_fsts", \.rule_fsts),
        ("max_num_sentences", \.max_num_sentences), ("rule_fars", \.rule_fars),
        ("silence_scale", \.silence_scale),
      ]),
    "SherpaOnnxOfflineTtsModelConfig": fields(
      "SherpaOnnxOfflineTtsModelConfig",
      [
        ("vits", \tc_sherpa_model_config.vits), ("num_threads", \.num_threads),
        ("debug", \.debug), ("provider", \.provider), ("matcha", \.matcha),
        ("kokoro", \.kokoro), ("kitten", \.kitten), ("zipvoice", \.zipvoice),
        ("pocket", \.pocket), ("supertonic", \.supertonic),
      ]),
    "SherpaOnnxOfflineTtsVitsModelConfig": fields(
      "SherpaOnnxOfflineTtsVitsModelConfig",
      [
        ("model", \tc_sherpa_vits_config.model), ("lexicon", \.lexicon), ("tokens", \.tokens),
        ("data_dir", \.data_dir), ("noise_scale", \.noise_scale),
        ("noise_scale_w", \.noise_scale_w), ("length_scale", \.length_scale),
        ("dict_dir", \.dict_dir),
      ]),
    "SherpaOnnxGenerationConfig": fields(
      "SherpaOnnxGenerationConfig",
      [
        ("silence_scale", \tc_sherpa_generation_config.silence_scale), ("speed", \.speed),
        ("sid", \.sid), ("reference_audio", \.reference_audio),
        ("reference_audio_len", \.reference_audio_len),
        ("reference_sample_rate", \.reference_sample_rate),
        ("reference_text", \.reference_text), ("num_steps", \.num_steps), ("extra", \.extra),
        ("phoneme_codepoints", \.phoneme_codepoints),
        ("phoneme_codepoints_lens", \.phoneme_codepoints_lens),
        ("phoneme_codepoints_num_sentences", \.phoneme_codepoints_num_sentences),
        ("tokens", \.tokens), ("tokens_lens", \.tokens_lens),
        ("tokens_num_sentences", \.tokens_num_sentences),
      ]),
    "SherpaOnnxGeneratedAudio": fields(
      "SherpaOnnxGeneratedAudio",
      [("samples", \tc_sherpa_audio.samples), ("n", \.n), ("sample_rate", \.sample_rate)]),
  ]

  static func size<T>(_ type: String, _: T.Type) -> Figure {
    Figure(name: "sizeof(\(type))", expression: "sizeof(\(type))", ours: MemoryLayout<T>.size)
  }

  static func fields<T>(_ type: String, _ fields: [(String, PartialKeyPath<T>)]) -> [Figure] {
    fields.map { field, path in
      Figure(
        name: "\(type).\(field)", expression: "offsetof(\(type), \(field))",
        ours: MemoryLayout<T>.offset(of: path))
    }
  }

  /// Every size and offset of sherpa-onnx's header, as its C compiler lays it out, equals ours.
  @Test func theShimMatchesSherpaOnnxsHeader() throws {
    let header = try Self.header()
    let figures = Self.sizes + Self.offsets.values.flatMap { $0 }
    let measured = try Self.measure(figures, including: header)
    for figure in figures {
      guard let theirs = measured[figure.name] else {
        Issue.record("the C program printed no \(figure.name)")
        continue
      }
      #expect(
        figure.ours == theirs,
        "\(figure.name): sherpa-onnx's header says \(theirs), our shim \(figure.ours.map(String.init) ?? "has no such field")"
      )
    }
  }

  /// The test lists every field of the structs it checks: a field sherpa-onnx adds to one
  /// (even one that fits in the padding at its end, leaving its size alone) fails here until
  /// the shim and this list have it.
  @Test func everyFieldOfTheHeaderIsChecked() throws {
    let text = try String(contentsOf: Self.header(), encoding: .utf8)
    for (type, figures) in Self.offsets {
      let declared = try #require(
        Self.fieldNames(of: type, in: text), "\(type) is not in the header")
      #expect(
        declared.map { "\(type).\($0)" } == figures.map(\.name),
        "\(type)'s fields in sherpa-onnx's header differ from those checked")
    }
  }

  /// sherpa-onnx's own C header, installed by `make deps`.
  static func header() throws -> URL {
    let folder = try #require(
      try? DataFolder.current.get(),
      "no data folder (\(DataFolder.current)): run `make deps` to install sherpa-onnx's header")
    let header = folder.url.appendingPathComponent("include/sherpa-onnx/c-api/c-api.h")
    try #require(
      FileManager.default.fileExists(atPath: header.path),
      "\(header.path) is missing: run `make deps`")
    return header
  }

  /// Compiles and runs a C program printing each figure as `NAME VALUE`.
  static func measure(_ figures: [Figure], including header: URL) throws -> [String: Int] {
    let folder = try TemporaryFolder.make("sherpa-layout")
    defer { try? FileManager.default.removeItem(at: folder) }
    var program = "#include <stddef.h>\n#include <stdio.h>\n#include <sherpa-onnx/c-api/c-api.h>\n"
    program += "int main(void) {\n"
    for figure in figures {
      program += "  printf(\"%s %zu\\n\", \"\(figure.name)\", (size_t)\(figure.expression));\n"
    }
    program += "  return 0;\n}\n"
    let source = folder.appendingPathComponent("layout.c")
    let binary = folder.appendingPathComponent("layout")
    try program.write(to: source, atomically: true, encoding: .utf8)
    let compiler = try #require(cCompiler(), "no C compiler (cc, clang or gcc) on PATH")
    // The header's own folder, as a program using sherpa-onnx would be built.
    let include = header.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let compiled = try ChildProcess.run(
      compiler, ["-std=c11", "-I", include.path, "-o", binary.path, source.path])
    try #require(compiled.status == 0, "\(compiler) failed:\n\(compiled.output)")
    let ran = try ChildProcess.run(binary.path, [])
    try #require(ran.status == 0, "the layout program failed:\n\(ran.output)")
    var measured: [String: Int] = [:]
    for line in ran.output.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let value = Int(parts[1]) { measured[String(parts[0])] = value }
    }
    return measured
  }

  /// The first of cc, clang and gcc on PATH, else the Swift toolchain's clang.
  static func cCompiler() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let folders = path.split(separator: ":").map(String.init)
    for name in ["cc", "clang", "gcc"] {
      let found = folders.map { "\($0)/\(name)" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
      }
      if let found { return found }
    }
    let toolchain = "/opt/swift/usr/bin/clang"
    return FileManager.default.isExecutableFile(atPath: toolchain) ? toolchain : nil
  }

  /// The field names of `typedef struct NAME { … } NAME;` in C text, comments left out.
  static func fieldNames(of type: String, in text: String) -> [String]? {
    guard let start = text.range(of: "typedef struct \(type) {"),
      let end = text.range(of: "} \(type);", range: start.upperBound..<text.endIndex)
    else { return nil }
    var body = String(text[start.upperBound..<end.lowerBound])
    while let open = body.range(of: "/*"),
      let close = body.range(of: "*/", range: open.upperBound..<body.endIndex)
    {
      body.removeSubrange(open.lowerBound..<close.upperBound)
    }
    let code = body.split(separator: "\n").map {
      $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
    }
    .joined(separator: " ")
    return code.split(separator: ";").compactMap { declaration in
      // The last identifier of a declaration is its name (an array's size follows it).
      let withoutArray = declaration.split(separator: "[").first ?? declaration
      let words = withoutArray.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      return words.last.map(String.init)
    }
  }
}
