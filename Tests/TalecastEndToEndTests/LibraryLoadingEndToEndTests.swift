import Foundation
import Testing

/// The heavy C libraries are opened when a command first needs them: a library command starts
/// without them, and a command that needs one that cannot be opened says which, and how to
/// get it. The loader is shown damaged copies of each (files with their sonames that are not
/// libraries, found first through LD_LIBRARY_PATH), as an install missing them would be.
struct LibraryLoadingEndToEndTests {
  /// Debian 12's sonames of the libraries each adapter opens on first use.
  static let opened = [
    "libavformat.so.59", "libavcodec.so.59", "libavutil.so.57", "libswresample.so.4",
    "libespeak-ng.so.1", "libcurl.so.4", "libpq.so.5", "libmicrohttpd.so.12",
    "liblink-grammar.so.5",
  ]

  static func damaged(_ cli: CLI) throws -> [String: String] {
    let folder = cli.workingDirectory.appendingPathComponent("damaged-libraries")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in opened {
      try Data("not a shared library\n".utf8).write(to: folder.appendingPathComponent(name))
    }
    return ["LD_LIBRARY_PATH": folder.path]
  }

  @Test func libraryCommandsNeedNoneOfThem() throws {
    let cli = try CLI()
    let environment = try Self.damaged(cli)
    let help = try cli.run(["--help"], media: false, environment: environment)
    #expect(help.status == 0, "\(help.stderr)")
    #expect(help.stdout.contains("USAGE"))
    let list = try cli.run(["stories", "list"], environment: environment)
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout.contains("The library is empty"))
    let jobs = try cli.run(["jobs", "list"], environment: environment)
    #expect(jobs.status == 0, "\(jobs.stderr)")
    let tokens = try cli.run(["tokens", "list"], environment: environment)
    #expect(tokens.status == 0, "\(tokens.stderr)")
  }

  @Test func aCommandThatNeedsOneNamesIt() throws {
    let cli = try CLI()
    let environment = try Self.damaged(cli)
    let wav = try cli.write("tone.wav", "RIFF")
    let probe = try cli.run(["audio", "probe", wav], media: false, environment: environment)
    #expect(probe.status != 0)
    #expect(probe.stderr.contains("cannot use libavformat.so.59"), "\(probe.stderr)")
    #expect(probe.stderr.contains("make deps"))
    let voices = try cli.run(["voices"], media: false, environment: environment)
    #expect(voices.status != 0)
    #expect(voices.stderr.contains("libespeak-ng.so.1"), "\(voices.stderr)")
    // A token's secret is kept as its SHA-256, made by libavutil.
    let token = try cli.run(["tokens", "create", "reader"], environment: environment)
    #expect(token.status == 1)
    #expect(token.stderr.contains("cannot use libavutil.so.57"), "\(token.stderr)")
    // --version names each library it cannot open instead of stopping.
    let version = try cli.run(["--version"], media: false, environment: environment)
    #expect(version.status == 0, "\(version.stderr)")
    #expect(version.stdout.contains("FFmpeg missing:"), "\(version.stdout)")
    #expect(version.stdout.contains("libpq missing:"))
  }
}
