import Foundation
import TalecastTesting
import Testing

/// `library check` finds story folders the library does not know and rows whose folder is
/// gone; `--repair` brings them back together.
@Suite struct LibraryRepairEndToEndTests {
  @Test func unknownFoldersAreAdoptedOrSetAsideAndRenamedOnesFound() throws {
    let (cli, ids) = try LibraryEndToEndTests().rendered()
    let stories = cli.media.appendingPathComponent("stories")
    func folder(_ id: String) throws -> String {
      try #require(
        try FileManager.default.contentsOfDirectory(atPath: stories.path).first {
          $0.hasPrefix(id + "-")
        })
    }
    // A whole story the library forgot (its job gave up between the move and the store).
    let forgotten = try folder(ids[0])
    try cli.sql("DELETE FROM illustrations WHERE story_id = '\(ids[0])'")
    try cli.sql("DELETE FROM stories WHERE id = '\(ids[0])'")
    // A story whose folder was renamed by hand.
    let renamed = "\(ids[1])-renamed-by-hand"
    try FileManager.default.moveItem(
      at: stories.appendingPathComponent(try folder(ids[1])),
      to: stories.appendingPathComponent(renamed))
    // A story whose rerender set its folder aside and then gave up.
    let setAside = try folder(ids[2])
    try FileManager.default.moveItem(
      at: stories.appendingPathComponent(setAside),
      to: stories.appendingPathComponent(".replaced-\(ids[2])-0123456789ab"))
    // A folder that is no story at all.
    let stray = stories.appendingPathComponent("0000deadbeef-lost")
    try FileManager.default.createDirectory(at: stray, withIntermediateDirectories: true)
    try Data("not a story".utf8).write(to: stray.appendingPathComponent("notes.txt"))

    let check = try cli.run(["library", "check"])
    #expect(check.status == 1)
    #expect(
      check.stdout.contains(
        "stories/\(forgotten): a story folder the library does not know ('talecast library check --repair' adopts it)"
      ), "\(check.stdout)")
    #expect(check.stdout.contains("0000deadbeef \"?\": stories/0000deadbeef-lost: a story folder"))
    #expect(check.stdout.contains("\(ids[1]) \""), "\(check.stdout)")
    #expect(check.stdout.contains(": the story's folder is missing"))

    let repair = try cli.run(["library", "check", "--repair"])
    #expect(repair.status == 0, "\(repair.stdout)")
    #expect(
      repair.stdout
        == """
        adopted stories/\(forgotten) into the library
        relocated a story to stories/\(renamed)
        relocated a story to stories/\(setAside)
        set aside stories/0000deadbeef-lost.broken: not a whole story (no readable manifest or no audio)
        checked 3 stories: every file is whole

        """)
    let listed = try cli.run(["stories", "list", "--format", "{id}"]).stdout
    #expect(Set(listed.split(separator: "\n").map(String.init)) == Set(ids))
    #expect(
      FileManager.default.fileExists(
        atPath: stories.appendingPathComponent("0000deadbeef-lost.broken/notes.txt").path))
    // Repaired, it stays repaired.
    #expect(try cli.run(["library", "check"]).status == 0)
    #expect(try cli.run(["play", ids[1], "--script", "seek=10@0"]).status == 0)
  }
}
