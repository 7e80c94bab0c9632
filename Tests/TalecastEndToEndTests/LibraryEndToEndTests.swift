import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// The library's commands, run as a user runs them.
@Suite struct LibraryEndToEndTests {
  /// A media root with the three example stories, rendered once per test process (the first
  /// test to ask renders it; a `static let` is made once, whoever asks).
  static let template: Result<URL, any Error> = Result {
    let cli = try CLI()
    let render = try cli.run([
      "render", CLI.repository.appendingPathComponent("Jobs/examples").path,
    ])
    guard render.status == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: render.stderr])
    }
    return cli.media
  }

  /// A library with the three example stories: a copy of the template, for this test alone.
  func rendered() throws -> (CLI, [String]) {
    let cli = try CLI()
    try FileManager.default.copyItem(at: try Self.template.get(), to: cli.media)
    let ids = try cli.run(["stories", "list", "--format", "{id}"]).stdout.split(separator: "\n")
      .map(String.init)
    #expect(ids.count == 3)
    return (cli, ids)
  }

  @Test func listingSearchesSortsFormatsAndPages() throws {
    let (cli, ids) = try rendered()
    let dragon = try cli.run(["stories", "list", "dragon", "--format", "{hero}: {title}"])
    #expect(dragon.stdout.hasPrefix("Ada: "), "\(dragon.stdout)")
    #expect(dragon.stdout.split(separator: "\n").count == 1)

    let notLuna = try cli.run(["stories", "list", "-hero:Luna", "--format", "{hero}"])
    #expect(notLuna.stdout.split(separator: "\n").sorted() == ["Ada", "Theo"])
    let quoted = try cli.run([
      "stories", "list", "occasion:Bedtime Adventure", "--format", "{occasion}",
    ])
    #expect(quoted.stdout == "Bedtime Adventure\n", "a spaced value stays one term")
    // `event` is the old name of the occasion field, template field and sort key.
    let old = try cli.run([
      "stories", "list", "event:Bedtime Adventure", "--format", "{event}", "--sort", "event+",
    ])
    #expect(old.stdout == "Bedtime Adventure\n", "\(old.stderr)")

    let sorted = try cli.run(["stories", "list", "--sort", "duration-", "--format", "{seconds}"])
    let lengths = sorted.stdout.split(separator: "\n").compactMap { Double($0) }
    #expect(lengths == lengths.sorted(by: >) && lengths.count == 3)

    var seen: [String] = []
    var arguments = ["stories", "list", "--limit", "1", "--format", "{id}"]
    for _ in 0..<4 {
      let page = try cli.run(arguments)
      seen += page.stdout.split(separator: "\n").map(String.init)
      guard let range = page.stderr.range(of: "more with --after ") else { break }
      arguments = [
        "stories", "list", "--limit", "1", "--format", "{id}", "--after",
        String(page.stderr[range.upperBound...].prefix { !$0.isWhitespace }),
      ]
    }
    #expect(seen == ids, "three pages of one, in order, then no cursor")

    let json = try cli.run(["stories", "list", "--new", "--json"])
    let page = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect((page?["stories"] as? [Any])?.count == 3)
    #expect(page?.keys.contains("next") == false, "the last page has no next")

    // Newest first: the order of `--sort created-` (not always the default's reverse: stories
    // made in the same millisecond, as two workers' can be, keep their id order both ways).
    let recent = try cli.run(["stories", "list", "--recent", "--format", "{id}"])
    let newest = try cli.run(["stories", "list", "--sort", "created-", "--format", "{id}"])
    #expect(Set(recent.stdout.split(separator: "\n").map(String.init)) == Set(ids))
    #expect(recent.stdout == newest.stdout, "made this week, newest first")
    let created = try cli.run(["stories", "list", "--recent", "--format", "{created}"])
    let times = created.stdout.split(separator: "\n").map(String.init)
    #expect(times == times.sorted(by: >), "\(times)")

    let badQuery = try cli.run(["stories", "list", "dragon", "plays:lots"])
    #expect(badQuery.status == 64)
    #expect(
      badQuery.stderr
        == "Error: bad query: plays: expected a whole number of plays, found 'lots'\n  dragon plays:lots\n               ^^^^\n"
    )
    let badFormat = try cli.run(["stories", "list", "--format", "{titel}"])
    #expect(badFormat.status == 64)
    #expect(
      badFormat.stderr.hasPrefix("Error: --format: unknown field {titel} (did you mean {title}?)"))
    let badLimit = try cli.run(["stories", "list", "--limit", "0"])
    #expect(badLimit.status == 64)
  }

  @Test func showEditFavoriteAndStats() throws {
    let (cli, ids) = try rendered()
    let edit = try cli.run([
      "stories", "edit", ids[0], "--title", "A \"New\" Title; --", "--scene", "1", "--text",
      "Rewritten words.",
    ])
    #expect(edit.status == 0, "\(edit.stderr)")
    #expect(edit.stdout.contains("the audio no longer matches the text"))
    let show = try cli.run(["stories", "show", String(ids[0].prefix(6))])
    #expect(show.stdout.hasPrefix("A \"New\" Title; --\n"))
    #expect(show.stdout.contains("the text changed after this audio was made"))
    #expect(show.stdout.contains("Rewritten words."))
    let badScene = try cli.run(["stories", "edit", ids[0], "--scene", "9", "--text", "x"])
    #expect(badScene.status == 64)
    #expect(badScene.stderr.contains("--scene: story \(ids[0]) has scenes 1 to "))

    #expect(
      try cli.run(["stories", "favorite", ids[1], ids[2]]).stdout == "★ \(ids[1])\n★ \(ids[2])\n")
    #expect(try cli.run(["stories", "favorite", ids[2], "--off"]).status == 0)
    #expect(
      try cli.run(["stories", "list", "--favorites", "--format", "{id}"]).stdout == "\(ids[1])\n")
    _ = try cli.run(["play", ids[1]])
    let stats = try cli.run(["library", "stats", "--json"])
    let numbers = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any]
    #expect(numbers?["stories"] as? Int == 3)
    #expect(numbers?["new"] as? Int == 2)
    #expect(numbers?["inProgress"] as? Int == 1)
    #expect(numbers?["favorites"] as? Int == 1)
    #expect(numbers?["needingNewAudio"] as? Int == 1)
    #expect(
      try cli.run(["stories", "list", "plays:1", "--format", "{id} {plays}"]).stdout
        == "\(ids[1]) 1\n")
  }

  @Test func deletionListsAsksAndCleansUp() throws {
    let (cli, ids) = try rendered()
    let folder = { (id: String) in
      try FileManager.default.contentsOfDirectory(
        atPath: cli.media.appendingPathComponent("stories").path
      ).filter { $0.hasPrefix(id) }
    }
    let dry = try cli.run(["stories", "delete", ids[0], "--dry-run"])
    #expect(dry.status == 0)
    #expect(dry.stdout.hasPrefix("This deletes 1 story and "))
    #expect(
      dry.stdout.contains("story.m4a") && dry.stdout.hasSuffix("Nothing deleted (--dry-run).\n"))
    #expect(try folder(ids[0]).count == 1)

    let refused = try cli.run(["stories", "delete", ids[0]])
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "Error: not deleting without confirmation; run it on a terminal, or pass --yes\n")

    // On a terminal the question is asked and answered.
    let asked = try Self.onTerminal(cli, ["stories", "delete", ids[0]], answer: "y")
    #expect(asked.contains("Delete? [y/N]") && asked.contains("Deleted 1 story and "), "\(asked)")
    #expect(try folder(ids[0]).isEmpty)
    let declined = try Self.onTerminal(cli, ["stories", "delete", ids[1]], answer: "n")
    #expect(declined.contains("Nothing deleted."))
    #expect(try folder(ids[1]).count == 1)

    let byQuery = try cli.run(["stories", "delete", "--query", "plays:0", "--yes"])
    #expect(byQuery.stdout.contains("Deleted 2 stories and "), "\(byQuery.stdout)")
    #expect(try cli.run(["stories", "list"]).stdout.contains("The library is empty."))
    let everything = try cli.run(["stories", "delete", "--query", "", "--yes"])
    #expect(everything.status == 64, "an empty query is not 'delete everything'")
  }

  @Test func heroesAndCustomEventsFromTheTerminal() throws {
    let (cli, _) = try rendered()
    let add = try cli.run([
      "heroes", "add", "--name", "Mo", "--traits", "funny,kind", "--appearance", "a blue cap",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    let heroId = String(add.stdout.split(separator: " ")[2])
    #expect(try cli.run(["heroes", "list"]).stdout.contains("Mo    Funny, Kind"))
    #expect(
      try cli.run([
        "heroes", "edit", String(heroId.prefix(6)), "--ability", "juggling", "--active", "false",
      ]).status == 0)
    #expect(!(try cli.run(["heroes", "list"]).stdout.contains("Mo ")))
    #expect(try cli.run(["heroes", "show", heroId]).stdout.contains("  ability:     juggling"))
    let badTrait = try cli.run(["heroes", "add", "--name", "X", "--traits", "brave,sneaky"])
    #expect(
      badTrait.status == 64 && badTrait.stderr.hasPrefix("Error: --traits: unknown trait 'sneaky'"))
    let typo = try cli.run(["heroes", "add", "--nmae", "X"])
    #expect(
      typo.status == 64
        && typo.stderr.hasPrefix("Error: Unknown option '--nmae'. Did you mean '--name'?"))

    let luna = try cli.run(["heroes", "list", "--json"])
    let heroes =
      (try JSONSerialization.jsonObject(with: Data(luna.stdout.utf8)) as? [String: Any])?[
        "heroes"] as? [[String: Any]]
    let lunaId = try #require(heroes?.first { $0["name"] as? String == "Luna" }?["id"] as? String)
    let kept = try cli.run(["heroes", "delete", lunaId, "--yes"])
    #expect(kept.stdout.hasPrefix("This deletes 1 hero and 0 files"))
    #expect(
      try cli.run(["stories", "list", "hero:Luna", "--format", "{hero}"]).stdout == "Luna\n",
      "the story keeps the name")

    let event = try cli.run([
      "occasions", "add", "--title", "Grandma's Visit", "--category", "celebration", "--ages",
      "3-6", "--keywords", "train,cake",
    ])
    #expect(event.status == 0, "\(event.stderr)")
    let eventId = String(event.stdout.split(separator: " ")[3])
    #expect(
      try cli.run(["occasions", "list"]).stdout.contains("Grandma's Visit  celebration  3-6"))
    #expect(
      try cli.run(["occasions", "edit", eventId, "--tone", "cosy", "--favorite", "yes"]).status
        == 0)
    // `custom-events` is the command's old name, still understood.
    #expect(
      try cli.run(["custom-events", "show", eventId]).stdout.contains("  tone:         cosy"))
    let badCategory = try cli.run(["occasions", "add", "--title", "X", "--category", "party"])
    #expect(badCategory.status == 64 && badCategory.stderr.contains("unknown category 'party'"))
    #expect(
      try cli.run(["occasions", "delete", eventId, "--yes"]).stdout.contains(
        "Deleted 1 custom occasion"))
  }

  @Test func exportAndImportRoundTrip() throws {
    let (cli, ids) = try rendered()
    let file = cli.workingDirectory.appendingPathComponent("library.json").path
    let export = try cli.run(["stories", "export", "-o", file])
    #expect(export.stdout == "exported 3 stories, 3 heroes and 0 custom occasions to \(file)\n")
    _ = try cli.run(["stories", "delete", "--query", "hero:Theo", "--yes"])
    let other = try CLI()
    let imported = try other.run(["library", "import", file])
    #expect(
      imported.stdout.contains("stories 3 added, 0 updated"), "\(imported.stdout)\(imported.stderr)"
    )
    #expect(
      Set(
        try other.run(["stories", "list", "--format", "{id}"]).stdout.split(separator: "\n").map(
          String.init)) == Set(ids))
    let back = try cli.run(["library", "import", file])
    #expect(back.stdout.contains("stories 1 added, 2 updated"))

    let broken = try cli.write(
      "broken.json", #"{"format": "talecast-library", "version": 1, "heroes": []}"#)
    let bad = try cli.run(["library", "import", broken])
    #expect(bad.status == 64)
    #expect(
      bad.stderr.hasPrefix("Error: \(broken): not a Talecast export (the top level: missing '"))
  }

  /// Runs a command on a pseudo-terminal (util-linux `script`) and answers its question.
  static func onTerminal(_ cli: CLI, _ arguments: [String], answer: String) throws -> String {
    let command = ([CLI.executable.path] + arguments + ["--media", cli.media.path]).map {
      "'\($0)'"
    }.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", command, "/dev/null"]
    let input = Pipe()
    let output = cli.workingDirectory.appendingPathComponent("tty-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    process.standardInput = input
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    input.fileHandleForWriting.write(Data("\(answer)\n".utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    try handle.close()
    return try String(contentsOf: output, encoding: .utf8)
  }
}
