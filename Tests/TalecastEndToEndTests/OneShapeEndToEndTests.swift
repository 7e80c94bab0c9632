import Foundation
import Testing

/// One JSON form per resource: what the CLI's `--json` prints is what the HTTP API answers for
/// the same story, hero, occasion, job, stats and voices, read from the same library. The
/// CLI's one addition is a story's `files` (paths on this host), which the API never shows.
@Suite struct OneShapeEndToEndTests {
  typealias Host = HTTPServeEndToEndTests.Host

  @Test func theCommandLineAndTheAPIPrintTheSameResources() throws {
    // The library of three rendered stories that the library suite makes once.
    let (cli, _) = try LibraryEndToEndTests().rendered()
    let hero = try cli.run(["heroes", "add", "--name", "Pip", "--traits", "Brave,Kind", "--json"])
    #expect(hero.status == 0, "\(hero.stderr)")
    let occasion = try cli.run(["occasions", "add", "--title", "Tea with Gran", "--json"])
    #expect(occasion.status == 0, "\(occasion.stderr)")

    let token = try HTTPServeEndToEndTests.token(cli, scope: "read")
    let host = try Host(cli, token: token, arguments: ["--workers", "0"])
    defer {
      host.process.terminate()
      host.process.waitUntilExit()
    }
    func api(_ path: String) throws -> [String: Any] {
      let answer = try host.curl([], path)
      #expect(answer.status == 200, "\(path): \(String(decoding: answer.body, as: UTF8.self))")
      return try host.json(answer.body)
    }
    func printed(_ arguments: [String]) throws -> [String: Any] {
      let run = try cli.run(arguments)
      #expect(run.status == 0, "\(arguments): \(run.stderr)")
      return try #require(
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
        "\(arguments) printed \(run.stdout)")
    }

    // A page of stories, and one story whole: the API's form, and where the files are.
    var page = try printed(["stories", "list", "--json"])
    var stories = try #require(page["stories"] as? [[String: Any]])
    #expect(stories.count == 3)
    let storyId = try #require(stories.first?["id"] as? String)
    for index in stories.indices {
      let listedFiles = try #require(stories[index].removeValue(forKey: "files") as? [String: Any])
      #expect(FileManager.default.fileExists(atPath: try #require(listedFiles["audio"] as? String)))
    }
    page["stories"] = stories
    let apiPage = try api("/v1/stories")
    #expect(
      NSDictionary(dictionary: page) == NSDictionary(dictionary: apiPage), "\(page)\n\(apiPage)")

    var story = try printed(["stories", "show", storyId, "--json"])
    let files = try #require(story.removeValue(forKey: "files") as? [String: Any])
    for key in ["folder", "audio", "manifest"] {
      let path = try #require(files[key] as? String, "files.\(key)")
      #expect(path.hasPrefix("/") && FileManager.default.fileExists(atPath: path), "\(path)")
    }
    #expect((story["scenes"] as? [Any])?.isEmpty == false, "a whole story has its scenes")
    #expect(
      NSDictionary(dictionary: story) == NSDictionary(dictionary: try api("/v1/stories/\(storyId)"))
    )
    #expect((story["hero"] as? [String: Any])?["name"] as? String != nil)
    #expect(story["playCount"] as? Int == 0 && story["audioOutdated"] as? Bool == false)

    // A hero and a custom occasion, as added, as listed and as shown.
    let heroAdded = try #require(
      try JSONSerialization.jsonObject(with: Data(hero.stdout.utf8)) as? [String: Any])
    let heroId = try #require(heroAdded["id"] as? String)
    #expect(
      NSDictionary(dictionary: heroAdded)
        == NSDictionary(dictionary: try api("/v1/heroes/\(heroId)")))
    #expect(
      NSDictionary(dictionary: try printed(["heroes", "list", "--json"]))
        == NSDictionary(dictionary: try api("/v1/heroes")))
    let occasionAdded = try #require(
      try JSONSerialization.jsonObject(with: Data(occasion.stdout.utf8)) as? [String: Any])
    let occasionId = try #require(occasionAdded["id"] as? String)
    #expect(
      NSDictionary(dictionary: try printed(["occasions", "show", occasionId, "--json"]))
        == NSDictionary(dictionary: try api("/v1/occasions/\(occasionId)")))
    #expect(
      NSDictionary(dictionary: try printed(["occasions", "list", "--json"]))
        == NSDictionary(dictionary: try api("/v1/occasions?builtIn=false")))

    // The job that made the story: its attempts, stage and progress; and the job list.
    let jobId = try #require(story["jobId"] as? String)
    let shownJob = try printed(["jobs", "show", jobId, "--json"])
    #expect(shownJob["progress"] as? Double == 1 && shownJob["attemptHistory"] != nil)
    let source = try #require(shownJob["source"] as? String)
    #expect(source.hasSuffix(".json") && !source.contains("/"), "a path on the host: \(source)")
    #expect(
      NSDictionary(dictionary: shownJob) == NSDictionary(dictionary: try api("/v1/jobs/\(jobId)")))
    #expect(
      NSDictionary(dictionary: try printed(["jobs", "list", "--json"]))
        == NSDictionary(dictionary: try api("/v1/jobs")))

    // The library at a glance, and the voices.
    #expect(
      NSDictionary(dictionary: try printed(["library", "stats", "--json"]))
        == NSDictionary(dictionary: try api("/v1/stats")))
    #expect(
      NSDictionary(dictionary: try printed(["voices", "--json"]))
        == NSDictionary(dictionary: try api("/v1/voices")))
  }
}
