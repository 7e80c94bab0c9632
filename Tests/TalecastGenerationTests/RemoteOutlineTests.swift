import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastGeneration

/// A premise story written by a remote model follows the planner's plan: the plan is sent as
/// the outline, the answer is checked against it (hero, pronouns, key thing, scenes, length),
/// an answer that fails is asked for again with its problems named, and a second failure fails
/// the job with them.
@Suite struct RemoteOutlineTests {
  static let premise = "The hero must get her kite down from the tallest tree in the park."
  static let occasion = StoryOccasion.custom(CustomOccasion(title: "", promptSeed: premise))
  static let ada = WriterFigures.heroes[0]

  /// The planner's own story for the premise, as a model's JSON answer: it follows the plan.
  static func plannedAnswer() throws -> String {
    let story = try TemplateStoryWriter().write(
      hero: ada, occasion: occasion, length: .medium, seed: 3)
    let scenes = story.scenes.map {
      ["text": $0.text, "illustrationPrompt": $0.illustrationPrompt]
    }
    return String(
      decoding: RemoteProviderTests.json(["title": story.title, "scenes": scenes]), as: UTF8.self)
  }

  static func write(_ server: LocalHTTPServer) throws -> StoryText {
    try RemoteStoryWriter(backend: RemoteProviderTests.backend(server)).write(
      hero: ada, occasion: occasion, length: .medium, seed: 3)
  }

  static func prompt(_ request: LocalHTTPServer.Request) -> String {
    "\(RemoteProviderTests.body(request)["messages"] ?? "")"
  }

  @Test func thePlanIsTheOutline() throws {
    let answer = try Self.plannedAnswer()
    let server = try LocalHTTPServer { _ in .init(body: RemoteProviderTests.completion(answer)) }
    let story = try Self.write(server)
    #expect(server.requests.count == 1)
    let prompt = Self.prompt(try #require(server.requests.first))
    let outline = try #require(
      RemoteStoryWriter.outline(hero: Self.ada, occasion: Self.occasion, length: .medium, seed: 3))
    #expect(prompt.contains("Outline: write exactly \(outline.scenes.count) scenes"))
    #expect(prompt.contains("tallest tree") && prompt.contains("whistling like any bird"))
    #expect(story.scenes.count == outline.scenes.count)
  }

  @Test func anAnswerOffTheOutlineIsAskedAgainThenFails() throws {
    let off = RemoteProviderTests.story  // Luna and an owl: no Ada, no kite, three scenes
    let server = try LocalHTTPServer { _ in .init(body: RemoteProviderTests.completion(off)) }
    let error = try #require(throws: ProviderError.self) { try Self.write(server) }
    #expect(error.kind == .permanent)
    #expect(server.requests.count == RemoteStoryWriter.attempts)
    for problem in [
      "the hero Ada is never named", "her kite is named in 0 of 3 scenes", "words long",
    ] {
      #expect(error.message.contains(problem), "\(error.message)")
    }
    // The second request names the first answer's problems.
    let second = Self.prompt(try #require(server.requests.last))
    #expect(second.contains("does not follow the outline") && second.contains("Ada is never named"))
  }

  @Test func aSecondAnswerThatFollowsTheOutlineIsKept() throws {
    let good = try Self.plannedAnswer()
    let calls = Locked(0)
    let server = try LocalHTTPServer { _ in
      let call = calls.withLock { count in
        count += 1
        return count
      }
      return .init(
        body: RemoteProviderTests.completion(call == 1 ? RemoteProviderTests.story : good))
    }
    let story = try Self.write(server)
    #expect(server.requests.count == 2)
    #expect(story.scenes.first?.text.contains("Ada") == true)
  }

  /// A "she" hero called "he" when nobody else is a "he" is a problem; so is a story that is
  /// far too short or too long.
  @Test func pronounsAndLengthAreChecked() throws {
    var outline = try #require(
      RemoteStoryWriter.outline(hero: Self.ada, occasion: Self.occasion, length: .medium, seed: 3))
    let text = String(repeating: "Ada saw her kite and he waved at it. ", count: 30)
    let story = StoryText(
      title: "T",
      scenes: outline.scenes.map { _ in SceneText(text: text, illustrationPrompt: "p") })
    outline.otherPronouns = [.it]
    let problems = outline.problems(in: story)
    #expect(problems.contains("Ada is \"she\", but the story says \"he\""), "\(problems)")
    #expect(problems.contains { $0.contains("words long") })
    // With a "he" in the story (the park keeper), "he" may be him.
    outline.otherPronouns = [.he]
    #expect(!outline.problems(in: story).contains { $0.contains("the story says") })
  }
}
