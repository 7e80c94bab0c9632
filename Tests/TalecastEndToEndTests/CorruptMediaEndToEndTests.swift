import Foundation
import Testing

/// Damaged files in the library's story folders — audio cut short, a garbled manifest, a
/// picture gone, a folder gone — are found by `talecast library check` and named; the other
/// commands that meet them say so and never crash.
@Suite struct CorruptMediaEndToEndTests {
  @Test func damagedStoryFilesAreFoundAndNamed() throws {
    let (cli, ids) = try LibraryEndToEndTests().rendered()
    let whole = try cli.run(["library", "check"])
    #expect(whole.status == 0, "\(whole.stdout)\(whole.stderr)")
    #expect(whole.stdout == "checked 3 stories: every file is whole\n")

    func folder(_ id: String) throws -> URL {
      let stories = cli.media.appendingPathComponent("stories")
      let name = try #require(
        try FileManager.default.contentsOfDirectory(atPath: stories.path).first {
          $0.hasPrefix(id + "-")
        })
      return stories.appendingPathComponent(name)
    }
    // Audio cut to its first 4 KiB; the first story's manifest garbled; a picture of the
    // second story gone; the third story's folder gone entirely.
    let first = try folder(ids[0])
    let audio = first.appendingPathComponent("story.m4a")
    try Data(contentsOf: audio).prefix(4_096).write(to: audio)
    try Data("{\"storyId\": 7".utf8).write(to: first.appendingPathComponent("manifest.json"))
    let second = try folder(ids[1])
    let picture = try #require(
      try FileManager.default.contentsOfDirectory(atPath: second.path).first {
        $0.hasPrefix("scene-01.")
      })
    try FileManager.default.removeItem(at: second.appendingPathComponent(picture))
    // Another picture of the second story cut in half.
    let cut = second.appendingPathComponent("scene-02.svg")
    let drawn = try Data(contentsOf: cut)
    try drawn.prefix(drawn.count / 2).write(to: cut)
    try FileManager.default.removeItem(at: try folder(ids[2]))

    let checked = try cli.run(["library", "check"])
    #expect(checked.status == 1)
    let lines = checked.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix(ids[0]) && $0.contains("/story.m4a: ") }, "\(lines)")
    #expect(
      lines.contains { $0.hasPrefix(ids[0]) && $0.contains("/manifest.json: unreadable") },
      "\(lines)")
    #expect(lines.contains { $0.hasPrefix(ids[1]) && $0.hasSuffix("/\(picture): missing") })
    #expect(
      lines.contains { $0.hasPrefix(ids[2]) && $0.hasSuffix("the story's folder is missing") })
    #expect(
      lines.contains {
        $0.hasPrefix(ids[1])
          && $0.hasSuffix("/scene-02.svg: an SVG cut short (it does not end with </svg>)")
      }, "\(lines)")
    #expect(lines.last == "checked 3 stories: 5 problems in 3", "\(lines)")
    let json = try cli.run(["library", "check", "--json"])
    let problems =
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect(problems?.count == 5)

    // The commands that meet the damage report it and go on.
    let probe = try cli.run(["audio", "probe", audio.path])
    #expect(probe.status == 1 || probe.stdout.contains("duration"), "\(probe.stderr)")
    #expect(!probe.stderr.contains("Fatal error"))
    for command in [["stories", "show", ids[0]], ["stories", "list"], ["play", "--all"]] {
      let result = try cli.run(command)
      #expect(result.status == 0, "\(command): \(result.stderr)")
    }
    let redraw = try cli.run(["jobs", "list"])
    #expect(redraw.status == 0)
  }
}
