import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// The CLI adds its advice (which command lists what an error names) to the services' errors,
/// which say what went wrong without it.
@Suite struct HintsEndToEndTests {
  static let hero = #"{"name": "A", "traits": ["Brave", "Kind"]}"#

  @Test func jobFilesNamingWhatTheServiceLacksGetTheCommandThatListsIt() throws {
    let cli = try CLI()
    let files = [
      try cli.write("hero.json", #"{"hero": "0123abcd", "occasion": "magic-garden"}"#),
      try cli.write("custom.json", #"{"hero": \#(Self.hero), "occasion": {"id": "c1"}}"#),
      try cli.write(
        "german.json", #"{"hero": \#(Self.hero), "occasion": "magic-garden", "voice": "de"}"#),
      try cli.write(
        "nope.json", #"{"hero": \#(Self.hero), "occasion": "magic-garden", "voice": "xx-nope"}"#),
    ]
    let render = try cli.run(["render"] + files)
    #expect(render.status == 1)
    let lines = render.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.prefix(4) == [
        "Error: \(files[0]): field 'hero': no hero with id \"0123abcd\" in the library (see 'talecast heroes list')",
        "Error: \(files[1]): field 'occasion.id': no custom occasion with id \"c1\" in the library (see 'talecast occasions list')",
        "Error: \(files[2]): field 'voice': \"de\" speaks de, but the story is written in English: choose an English voice (see 'talecast voices')",
        "Error: \(files[3]): field 'voice': \"xx-nope\": espeak-ng has no such voice",
      ], "\(render.stderr)")
  }

  @Test func anUnknownJobGetsTheCommandThatListsJobs() throws {
    let cli = try CLI()
    let shown = try cli.run(["jobs", "show", "ffffffff"])
    #expect(shown.status == 1)
    #expect(
      shown.stderr == "Error: no job with id 'ffffffff' in the queue (see 'talecast jobs list')\n")
  }

  /// The spool is the service's: the reason it writes beside a rejected file says what is
  /// wrong only; `serve` prints it with the advice.
  @Test func serveAddsTheAdviceToWhatTheSpoolRejected() throws {
    let cli = try CLI()
    let spool = cli.workingDirectory.appendingPathComponent("inbox")
    let (process, output) = try cli.start(["serve", "--spool", spool.path, "--poll", "0.1"])
    defer {
      kill(process.processIdentifier, SIGTERM)
      process.waitUntilExit()
    }
    #expect(
      CLI.eventually(10) {
        FileManager.default.fileExists(atPath: spool.appendingPathComponent("accepted").path)
      })
    let file = try cli.write("who.json", #"{"hero": "0123abcd", "occasion": "magic-garden"}"#)
    try FileManager.default.moveItem(
      atPath: file, toPath: spool.appendingPathComponent("who.json").path)
    let reason = spool.appendingPathComponent("rejected/who.json.error.txt")
    #expect(CLI.eventually { FileManager.default.fileExists(atPath: reason.path) })
    #expect(
      try String(contentsOf: reason, encoding: .utf8)
        == "who.json: field 'hero': no hero with id \"0123abcd\" in the library\n")
    #expect(CLI.eventually { output().contains("rejected who.json") })
    #expect(
      output().contains(
        "rejected who.json: who.json: field 'hero': no hero with id \"0123abcd\" in the library (see 'talecast heroes list')\n"
      ), "\(output())")
  }

  /// The library names its fields in its own terms (`title`, `sort`); the CLI prints each as
  /// the option that sets it.
  @Test func libraryFieldsArePrintedAsTheOptionsThatSetThem() throws {
    let cli = try CLI()
    // A cursor of a newest-first page, given to an oldest-first one.
    let cursor = Data(#"{"sort":"created-","values":["2026-01-01"],"id":"a"}"#.utf8)
      .base64EncodedString().replacingOccurrences(of: "=", with: "")
    let cases: [([String], String)] = [
      (["occasions", "add", "--title", " "], "Error: --title: must not be empty\n"),
      (
        ["heroes", "add", "--name", "Ada", "--traits", "Brave,brave"],
        "Error: --traits: the two traits must differ\n"
      ),
      (["stories", "list", "--sort", "rank"], "Error: --sort: rank needs words to search for\n"),
      (
        ["stories", "list", "--sort", "created+", "--after", cursor],
        "Error: bad page cursor: it was made for --sort created-, not --sort created+\n"
      ),
      (
        ["render", "Jobs/examples", "--shutdown-timeout", "-1"],
        "Error: --shutdown-timeout: expected seconds from 0 to 3600, found '-1'\n"
      ),
      (
        ["serve", "--shutdown-timeout", "soon"],
        "Error: --shutdown-timeout: expected seconds from 0 to 3600, found 'soon'\n"
      ),
    ]
    for (arguments, printed) in cases {
      let result = try cli.run(arguments)
      #expect(result.status == 64 && result.stderr == printed, "\(arguments): \(result.stderr)")
    }
  }
}
