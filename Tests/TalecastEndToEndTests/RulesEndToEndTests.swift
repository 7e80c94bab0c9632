import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// The domain's rules at the CLI's doors, run as a user (or an attacker) runs them: every
/// refusal names the option or the place in the file, and stores nothing.
@Suite struct RulesEndToEndTests {
  /// Finding 1, at the terminal. Repro: `talecast heroes add --name Mia --traits Brave,Kind
  /// --appearance "$(head -c 120000 /dev/zero | tr '\0' a)"` stored the hero; `talecast
  /// occasions add --title Tea --keywords k,k,…` (60 000 times) stored 60 000 keywords.
  @Test func optionsBeyondARuleAreRefusedWithTheOptionNamed() throws {
    let cli = try CLI()
    let appearance = try cli.run([
      "heroes", "add", "--name", "Mia", "--traits", "Brave,Kind", "--appearance",
      String(repeating: "a", count: 120_000),
    ])
    #expect(appearance.status != 0)
    #expect(
      appearance.stderr.contains("--appearance: too long: 120000 characters, at most 200"),
      "\(appearance.stderr)")
    let keywords = try cli.run([
      "occasions", "add", "--title", "Tea", "--keywords",
      Array(repeating: "k", count: 60_000).joined(separator: ","),
    ])
    #expect(keywords.status != 0)
    #expect(
      keywords.stderr.contains("--keywords: too many: 60000 keywords, at most 20"),
      "\(keywords.stderr)")
    // What a command line can carry of the shared list (no NUL; at most 128 KiB an argument).
    let values = (HostileValues.refusedEverywhere + HostileValues.refusedInOneLine).filter {
      !$0.value.contains("\u{0}") && $0.value.utf8.count < 100_000
    }
    #expect(values.count == 11)
    for value in values {
      let name = try cli.run(["heroes", "add", "--name", value.value, "--traits", "Brave,Kind"])
      #expect(name.status != 0 && name.stderr.contains("--name: "), "\(value): \(name.stderr)")
      let tone = try cli.run(["occasions", "add", "--title", "Tea", "--tone", value.value])
      #expect(tone.status != 0 && tone.stderr.contains("--tone: "), "\(value): \(tone.stderr)")
    }
    #expect(
      try cli.run(["heroes", "list", "--json"]).stdout.filter { !$0.isWhitespace }
        == #"{"heroes":[]}"#)
    #expect(
      try cli.run(["occasions", "list", "--json"]).stdout.filter { !$0.isWhitespace }
        == #"{"occasions":[]}"#)
  }

  /// An argument that is not UTF-8 is refused as a job file or the API refuses such text,
  /// not stored with U+FFFD in place of its bytes. The shell passes the raw byte \xFF.
  @Test func anArgumentThatIsNotUTF8IsRefused() throws {
    let cli = try CLI()
    let shell = try cli.run(
      [
        "-c", #""$0" heroes add --name "$(printf 'B\377')" --traits Brave,Kind --media "$1""#,
        CLI.executable.path, cli.media.path,
      ], media: false, executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(shell.status == 64, "\(shell.stderr)")
    #expect(
      shell.stderr.contains(#"Argument 4 (after '--name') is not UTF-8 text: 'B\xFF'"#),
      "\(shell.stderr)")
    #expect(shell.stderr.contains("Usage: talecast heroes add"), "\(shell.stderr)")
    #expect(
      try cli.run(["heroes", "list", "--json"]).stdout.filter { !$0.isWhitespace }
        == #"{"heroes":[]}"#)
  }

  /// An avatar is a picture file: not /etc/passwd, not /dev/zero.
  @Test func anAvatarThatIsNoPictureIsRefused() throws {
    let cli = try CLI()
    for (path, problem) in [
      ("/etc/passwd", "not a picture"), ("/dev/zero", "not a file"), ("/nowhere.png", "no file"),
    ] {
      let added = try cli.run([
        "heroes", "add", "--name", "Mia", "--traits", "Brave,Kind", "--avatar", path,
      ])
      #expect(added.status != 0, "\(path)")
      #expect(added.stderr.contains(problem) && added.stderr.contains(path), "\(added.stderr)")
    }
    #expect(
      try cli.run(["heroes", "list", "--json"]).stdout.filter { !$0.isWhitespace }
        == #"{"heroes":[]}"#)
  }

  /// Finding 1, through `library import`. Repro: an export whose hero has a 1 MB appearance
  /// was imported (only the name was checked); rendering it then reached 2.8 GB resident.
  /// Now it is refused at once, naming the place, in little memory.
  @Test func aMegabyteAppearanceImportIsRefusedQuicklyInLittleMemory() throws {
    let cli = try CLI()
    let appearance = String(repeating: "a", count: 1_000_000)
    let file = try cli.write(
      "big.json",
      """
      {"format": "talecast-library", "version": 1, "exported": "2026-01-01T00:00:00Z",
       "heroes": [{"hero": {"id": "hero00000001", "name": "Mia", "primaryTrait": "Brave",
         "secondaryTrait": "Kind", "appearance": "\(appearance)", "specialAbility": "x"},
         "active": true, "created": "2026-01-01T00:00:00Z", "modified": "2026-01-01T00:00:00Z",
         "storyCount": 0}],
       "customOccasions": [], "stories": []}
      """)
    _ = try cli.run(["heroes", "list"])  // the library is made before the measured run
    let start = ContinuousClock.now
    let (status, peak) = try PeakMemory.run(
      CLI.executable.path, ["library", "import", file, "--media", cli.media.path])
    let elapsed = ContinuousClock.now - start
    #expect(status != 0)
    #expect(peak > 1_000_000, "the measurement is real")
    #expect(peak < 64 * 1_048_576, "peaked at \(peak / 1_048_576) MiB")
    #expect(elapsed < .seconds(10), "took \(elapsed)")
    let again = try cli.run(["library", "import", file])
    #expect(
      again.stderr.contains("heroes[0].hero.appearance: too long: 1000000 characters, at most 200"),
      "\(again.stderr)")
    #expect(
      try cli.run(["heroes", "list", "--json"]).stdout.filter { !$0.isWhitespace }
        == #"{"heroes":[]}"#)
  }

  /// Finding 2, at the terminal. Repro: export a library, give a story a new id in the file
  /// (its folder still the old story's), import it; `stories delete NEW --yes` deleted the
  /// old story's files, and `library check` then called its folder missing.
  @Test func aStorysFilesAreItsOwn() throws {
    let (cli, ids) = try LibraryEndToEndTests().rendered()
    let file = cli.workingDirectory.appendingPathComponent("library.json").path
    _ = try cli.run(["stories", "export", "-o", file])
    var export = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
        as? [String: Any])
    var stories = try #require(export["stories"] as? [[String: Any]])
    let index = try #require(stories.firstIndex { $0["id"] as? String == ids[0] })
    var manifest = try #require(stories[index]["manifest"] as? [String: Any])
    manifest["storyId"] = "s0000000new1"
    stories[index]["manifest"] = manifest
    stories[index]["id"] = "s0000000new1"
    export["stories"] = stories
    try JSONSerialization.data(withJSONObject: export).write(to: URL(fileURLWithPath: file))
    let imported = try cli.run(["library", "import", file])
    #expect(imported.status != 0)
    #expect(imported.stderr.contains("].folder: stories/\(ids[0])"), "\(imported.stderr)")
    #expect(imported.stderr.contains("is the folder of story \(ids[0])"), "\(imported.stderr)")
    // A library from before the check, with two stories naming one folder.
    try cli.sql(
      "UPDATE stories SET folder = (SELECT folder FROM stories WHERE id = '\(ids[0])') WHERE id = '\(ids[1])'"
    )
    let check = try cli.run(["library", "check"])
    #expect(check.stdout.contains("also the folder of story \(ids[1])"), "\(check.stdout)")
    _ = try cli.run(["stories", "delete", ids[1], "--yes"])
    let after = try cli.run(["library", "check"])
    #expect(!after.stdout.contains("missing"), "\(after.stdout)")
    #expect(after.stdout.contains("stories/\(ids[0])") == false, "\(after.stdout)")
  }
}
