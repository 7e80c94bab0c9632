// swift-tools-version:6.0
// Talecast takes no Swift package dependencies: only the toolchain and system C libraries
// from Debian, each behind one system-library target and one adapter module.
import PackageDescription

let package = Package(
  name: "Talecast",
  products: [
    .executable(name: "talecast", targets: ["talecast"]),
    // Helpers for tests of code built on Talecast: a capturing broker, ffprobe, temp folders.
    .library(name: "TalecastTesting", targets: ["TalecastTesting"]),
  ],
  targets: [
    // System C libraries (module.modulemap + shim.h). Only their adapter imports each.
    .systemLibrary(
      name: "CFFmpeg",
      providers: [
        .apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev", "libswresample-dev"])
      ]
    ),
    .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
    .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    // glibc's epoll, for the API benchmark's thousand event-stream clients.
    .systemLibrary(name: "CEpoll"),
    .systemLibrary(name: "CEspeakNG", providers: [.apt(["libespeak-ng-dev"])]),
    .systemLibrary(name: "CPostgres", providers: [.apt(["libpq-dev"])]),
    .systemLibrary(name: "CMicroHTTPD", providers: [.apt(["libmicrohttpd-dev"])]),
    .systemLibrary(name: "CLinkGrammar", providers: [.apt(["liblink-grammar-dev"])]),
    // sherpa-onnx's C API: its library is a file of Talecast's data folder (PyPI
    // `sherpa-onnx-core`, installed by `make deps`), so the shim declares what it calls.
    .systemLibrary(name: "CSherpaOnnx"),

    // The domain, events and broker: no C, no services.
    .target(name: "TalecastCore"),
    // The contract both front doors speak: the records, inputs and errors of the services and
    // the resources (one JSON shape each) that the CLI's `--json` and the API print alike.
    .target(name: "TalecastContract", dependencies: ["TalecastCore"]),

    // Adapters, one per C library.
    .target(
      name: "TalecastAudio", dependencies: ["CFFmpeg", "TalecastCore"],
      // Loudness, true-peak and limiter loops touch every sample: unoptimised they made a debug
      // render 6× slower (2.5 s → 15 s), so this module is optimised in debug builds too.
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    .target(name: "TalecastSpeech", dependencies: ["CEspeakNG", "TalecastCore"]),
    // The neural narrator's engine: Piper voices through sherpa-onnx.
    .target(name: "TalecastSherpa", dependencies: ["CSherpaOnnx", "TalecastCore"]),
    .target(name: "TalecastStorage", dependencies: ["CSQLite", "TalecastCore"]),
    .target(name: "TalecastHTTP", dependencies: ["CCurl", "TalecastCore"]),
    .target(name: "TalecastPostgres", dependencies: ["CPostgres", "TalecastCore"]),
    .target(name: "TalecastHTTPServer", dependencies: ["CMicroHTTPD", "TalecastCore"]),
    // Reading a premise: Link Grammar's English parser, and WordNet read from its data files.
    .target(name: "TalecastGrammar", dependencies: ["CLinkGrammar", "TalecastCore"]),
    .target(name: "TalecastLexicon"),
    // SHA-256 and HMAC-SHA-256 from libavutil (already linked for audio).
    .target(name: "TalecastDigest", dependencies: ["CFFmpeg", "TalecastCore"]),

    // The SQL layer the stores' SQLite and PostgreSQL drivers share: statements composed once
    // (`SQLFragment`), an engine per database, its failures sorted into kinds.
    .target(
      name: "TalecastSQL", dependencies: ["TalecastCore", "TalecastStorage", "TalecastPostgres"]),

    // Services: each depends on Core and adapters, never on another service.
    .target(
      name: "TalecastGeneration",
      dependencies: [
        "TalecastCore", "TalecastAudio", "TalecastSpeech", "TalecastSherpa", "TalecastHTTP",
        "TalecastGrammar", "TalecastLexicon",
      ]
    ),
    .target(
      name: "TalecastLibrary",
      dependencies: [
        "TalecastCore", "TalecastContract", "TalecastStorage", "TalecastPostgres", "TalecastSQL",
      ]),
    .target(name: "TalecastPlayback", dependencies: ["TalecastCore", "TalecastContract"]),
    .target(
      name: "TalecastQueue",
      dependencies: [
        "TalecastCore", "TalecastContract", "TalecastStorage", "TalecastPostgres", "TalecastSQL",
      ]),
    // Bearer tokens (only their hashes kept) and the URLs they sign.
    .target(
      name: "TalecastTokens",
      dependencies: [
        "TalecastCore", "TalecastContract", "TalecastStorage", "TalecastPostgres", "TalecastDigest",
        "TalecastSQL",
      ]),
    // The persisted event log (a part of the broker's world, not a service).
    .target(
      name: "TalecastEventLog",
      dependencies: [
        "TalecastCore", "TalecastContract", "TalecastStorage", "TalecastPostgres", "TalecastSQL",
      ]),

    // The composition root: builds the broker and the services and wires them.
    .target(
      name: "TalecastApp",
      dependencies: [
        "TalecastContract",
        "TalecastCore", "TalecastGeneration", "TalecastLibrary", "TalecastPlayback",
        "TalecastEventLog", "TalecastQueue", "TalecastTokens",
        "TalecastStorage", "TalecastAudio", "TalecastPostgres", "TalecastSpeech", "TalecastHTTP",
        "TalecastSherpa",
      ]
    ),
    // The HTTP API: the second front door, on the HTTP server adapter and the app's use cases.
    .target(
      name: "TalecastAPI",
      dependencies: ["TalecastContract", "TalecastApp", "TalecastHTTPServer", "TalecastCore"]),
    // Our own small argument parser and help generator.
    .target(name: "TalecastCommandLine", dependencies: ["TalecastCore"]),
    .target(name: "TalecastTesting", dependencies: ["TalecastCore"]),
    // Benchmarks that print figures (`make bench`).
    .executableTarget(
      name: "talecast-bench",
      dependencies: [
        "TalecastContract",
        "TalecastCore", "TalecastLibrary", "TalecastAudio", "TalecastSpeech", "TalecastQueue",
        "TalecastStorage", "TalecastApp", "TalecastPlayback", "TalecastTesting",
        "TalecastPostgres", "TalecastAPI", "TalecastHTTPServer", "CEpoll", "TalecastGeneration",
      ]),
    // Fuzz targets for the parsers (`make fuzz`); built normally, a replayer of inputs.
    .target(
      name: "TalecastFuzzing",
      dependencies: ["TalecastContract", "TalecastCore", "TalecastLibrary", "TalecastPlayback"]
    ),
    .executableTarget(name: "talecast-fuzz", dependencies: ["TalecastFuzzing"]),
    .executableTarget(
      name: "talecast",
      dependencies: [
        "TalecastContract", "TalecastApp", "TalecastCommandLine", "TalecastCore", "TalecastAPI",
      ]
    ),

    .testTarget(name: "TalecastCoreTests", dependencies: ["TalecastTesting", "TalecastCore"]),
    .testTarget(
      name: "TalecastAudioTests",
      dependencies: ["TalecastTesting", "TalecastAudio", "TalecastCore", "TalecastSpeech"]),
    .testTarget(
      name: "TalecastSpeechTests",
      dependencies: ["TalecastTesting", "TalecastSpeech", "TalecastCore"]),
    .testTarget(
      name: "TalecastSherpaTests",
      dependencies: ["TalecastTesting", "TalecastSherpa", "TalecastCore", "CSherpaOnnx"]),
    .testTarget(
      name: "TalecastStorageTests",
      dependencies: ["TalecastTesting", "TalecastStorage", "TalecastCore"]),
    .testTarget(
      name: "TalecastPostgresTests",
      dependencies: ["TalecastTesting", "TalecastPostgres", "TalecastCore"]),
    .testTarget(
      name: "TalecastHTTPTests", dependencies: ["TalecastTesting", "TalecastHTTP", "TalecastCore"]),
    .testTarget(name: "TalecastDigestTests", dependencies: ["TalecastTesting", "TalecastDigest"]),
    .testTarget(
      name: "TalecastTokensTests",
      dependencies: [
        "TalecastContract",
        "TalecastTesting", "TalecastTokens", "TalecastStorage", "TalecastCore", "TalecastPostgres",
        "TalecastDigest",
      ]),
    .testTarget(
      name: "TalecastHTTPServerTests",
      dependencies: ["TalecastHTTPServer", "TalecastHTTP", "TalecastCore"]),
    .testTarget(
      name: "TalecastQueueTests",
      dependencies: [
        "TalecastContract",
        "TalecastTesting", "TalecastQueue", "TalecastStorage", "TalecastCore", "TalecastPostgres",
      ]),
    .testTarget(
      name: "TalecastGenerationTests",
      dependencies: [
        "TalecastTesting", "TalecastGeneration", "TalecastCore", "TalecastAudio", "TalecastHTTP",
        "TalecastGrammar", "TalecastLexicon", "TalecastSherpa",
      ]
    ),
    .testTarget(
      name: "TalecastLibraryTests",
      dependencies: ["TalecastContract", "TalecastTesting", "TalecastLibrary", "TalecastCore"]),
    .testTarget(
      name: "TalecastPlaybackTests",
      dependencies: ["TalecastContract", "TalecastTesting", "TalecastPlayback", "TalecastCore"]),
    .testTarget(
      name: "TalecastCommandLineTests",
      dependencies: ["TalecastTesting", "TalecastCommandLine", "TalecastCore"]),
    .testTarget(
      name: "TalecastEventLogTests",
      dependencies: [
        "TalecastContract",
        "TalecastTesting", "TalecastEventLog", "TalecastStorage", "TalecastCore",
        "TalecastPostgres",
      ]
    ),
    .testTarget(
      name: "TalecastFuzzingTests", dependencies: ["TalecastContract", "TalecastFuzzing"],
      exclude: ["Inputs"]),
    .testTarget(
      name: "TalecastAppTests",
      dependencies: [
        "TalecastContract",
        "TalecastTesting", "TalecastApp", "TalecastCore", "TalecastLibrary", "TalecastPostgres",
        "TalecastQueue", "TalecastEventLog", "TalecastStorage",
      ]),
    .testTarget(
      name: "TalecastAPITests",
      dependencies: [
        "TalecastContract",
        "TalecastTesting", "TalecastAPI", "TalecastApp", "TalecastHTTP", "TalecastHTTPServer",
        "TalecastCore", "TalecastQueue", "TalecastLibrary", "TalecastTokens", "TalecastPostgres",
      ]),
    .testTarget(
      name: "TalecastEndToEndTests",
      dependencies: ["TalecastContract", "TalecastTesting", "talecast", "TalecastCore"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
