import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// The web page in a real headless Chromium (Debian's, driven by Selenium from `.venv`), as a
/// parent uses it against `serve --http` with rendered stories: sign in, search, open a story,
/// play it muted, seek into the third scene (its picture and caption), pictures in step while
/// playing, chapters by button and key, the position kept over a reload, a job made from the
/// form followed to "done" by the event stream, axe-core finding no serious or critical
/// violation, and screenshots at 1280×800 and 390×844 that are not blank and fit
/// (`Tests/tools/browse_page.py`). With `TALECAST_SCREENSHOTS=FOLDER` the screenshots are
/// kept there (the reference's come from it).
@Suite struct WebPageEndToEndTests {
  static let python = CLI.repository.appendingPathComponent(".venv/bin/python")
  static let script = CLI.repository.appendingPathComponent("Tests/tools/browse_page.py")

  @Test func aParentSignsInListensAndMakesAStory() throws {
    let cli = try CLI()
    let jobs = ["ada-dragon-friendship", "luna-bedtime-adventure", "theo-ocean-voyage"].map {
      CLI.repository.appendingPathComponent("Jobs/examples/\($0).json").path
    }
    let render = try cli.run(["render"] + jobs)
    #expect(render.status == 0, "\(render.stderr)")
    let token = try cli.run(["tokens", "create", "browser", "--scope", "admin"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let host = try HTTPServeEndToEndTests.Host(cli, token: token)
    defer { host.process.terminate() }

    // The story with the most scenes, its starts and its captions, as the page should show.
    let stories = cli.media.appendingPathComponent("stories")
    let manifests = try FileManager.default.contentsOfDirectory(atPath: stories.path).map {
      name in
      try StoryManifest.makeDecoder().decode(
        StoryManifest.self,
        from: Data(contentsOf: stories.appendingPathComponent("\(name)/manifest.json")))
    }
    let manifest = try #require(manifests.max { $0.scenes.count < $1.scenes.count })
    let folder = try #require(
      try FileManager.default.contentsOfDirectory(atPath: stories.path).first {
        $0.hasPrefix(manifest.storyId)
      })
    let vtt = try String(
      contentsOf: stories.appendingPathComponent("\(folder)/story.vtt"), encoding: .utf8)
    let expected: [String: Any] = [
      "story": manifest.storyId, "title": manifest.title, "hero": manifest.hero.name,
      "starts": manifest.scenes.map(\.start), "cues": Self.cues(vtt),
      "occasion": "dragon-friendship",
    ]
    let work = cli.workingDirectory
    let expectedFile = work.appendingPathComponent("expected.json")
    try JSONSerialization.data(withJSONObject: expected).write(to: expectedFile)
    let shots =
      ProcessInfo.processInfo.environment["TALECAST_SCREENSHOTS"].map(URL.init(fileURLWithPath:))
      ?? work.appendingPathComponent("screenshots")
    try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)

    let result = try Self.run([Self.script.path, host.base, token, expectedFile.path, shots.path])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("the page did everything asked"), "\(result.output)")
    for name in ["library", "player", "jobs"] {
      for width in [1280, 390] {
        let shot = shots.appendingPathComponent("\(name)-\(width).png")
        #expect(FileManager.default.fileExists(atPath: shot.path), "\(shot.lastPathComponent)")
      }
    }
  }

  /// Each cue's start, end and text, from a WebVTT file.
  static func cues(_ vtt: String) -> [[Any]] {
    func seconds(_ text: Substring) -> Double {
      let parts = text.split(separator: ":").compactMap { Double($0) }
      return parts.reduce(0) { $0 * 60 + $1 }
    }
    var cues: [[Any]] = []
    for block in vtt.components(separatedBy: "\n\n") {
      let lines = block.split(separator: "\n")
      guard let index = lines.firstIndex(where: { $0.contains(" --> ") }) else { continue }
      let times = lines[index].components(separatedBy: " --> ")
      let end = times[1].split(separator: " ")[0]
      cues.append([
        seconds(Substring(times[0])), seconds(end),
        lines[(index + 1)...].joined(separator: " "),
      ])
    }
    return cues
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
      throw ToolMissing(description: "\(python.path) is missing: run `make deps`")
    }
    // Selenium never looks for a driver to download: the one it is given is Debian's.
    return try ChildProcess.run(
      python.path, arguments,
      environment: ["PYTHONDONTWRITEBYTECODE": "1", "SE_OFFLINE": "true"])
  }
}

struct ToolMissing: Error, CustomStringConvertible {
  let description: String
}
