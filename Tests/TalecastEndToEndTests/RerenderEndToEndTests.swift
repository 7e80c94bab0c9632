import Foundation
import Testing

/// `talecast stories rerender`: a story edited, and one whose audio was lost, are rendered
/// again from the library's text, keeping their ids and what the listener made of them.
@Suite struct RerenderEndToEndTests {
  @Test func editedAndDamagedStoriesAreRenderedAgainKeepingTheirIds() throws {
    let (cli, ids) = try LibraryEndToEndTests().rendered()
    let newText = "A brand new first scene. It is short, and it was typed by hand."
    let edited = try cli.run([
      "stories", "edit", ids[0], "--title", "The Edited Tale", "--scene", "1", "--text", newText,
    ])
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(try cli.run(["stories", "favorite", ids[0]]).status == 0)
    let stories = cli.media.appendingPathComponent("stories")
    let damaged = try #require(
      try FileManager.default.contentsOfDirectory(atPath: stories.path).first {
        $0.hasPrefix(ids[1] + "-")
      })
    try FileManager.default.removeItem(
      at: stories.appendingPathComponent(damaged).appendingPathComponent("story.m4a"))
    // The check finds the loss; its repair marks the story to be rendered again.
    let repair = try cli.run(["library", "check", "--repair"])
    #expect(repair.status == 1)
    #expect(
      repair.stdout.hasPrefix(
        "marked \(ids[1]) to be rendered again ('talecast stories rerender \(ids[1])')\n"),
      "\(repair.stdout)")
    let outdated = try cli.run(["stories", "list", "outdated:yes", "--format", "{id}"]).stdout
    #expect(Set(outdated.split(separator: "\n").map(String.init)) == [ids[0], ids[1]])

    let again = try cli.run(["stories", "rerender", "outdated:yes"])
    #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    #expect(
      again.stdout.contains("rendered again \(ids[0]) \"The Edited Tale\" ("), "\(again.stdout)")
    #expect(again.stdout.contains("rendered again \(ids[1]) "))

    let listed = try cli.run(["stories", "list", "--format", "{id}"]).stdout
    #expect(Set(listed.split(separator: "\n").map(String.init)) == Set(ids))
    let shown = try cli.run(["stories", "show", ids[0], "--json"]).stdout
    let story = try #require(
      try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])
    #expect(story["favorite"] as? Bool == true)
    #expect(story["audioOutdated"] as? Bool == false)
    let manifestPath = try #require((story["files"] as? [String: Any])?["manifest"] as? String)
    let manifest = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifestPath)))
        as? [String: Any])
    #expect(manifest["title"] as? String == "The Edited Tale")
    let scenes = try #require(manifest["scenes"] as? [[String: Any]])
    #expect(scenes.first?["text"] as? String == newText)
    // One folder per story, the old ones gone, and every file whole.
    let folders = try FileManager.default.contentsOfDirectory(atPath: stories.path)
    #expect(folders.count == 3, "\(folders)")
    #expect(folders.contains { $0.hasPrefix(ids[0] + "-the-edited-tale") }, "\(folders)")
    let check = try cli.run(["library", "check"])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(try cli.run(["stories", "list", "outdated:yes", "--format", "{id}"]).stdout.isEmpty)
  }
}
