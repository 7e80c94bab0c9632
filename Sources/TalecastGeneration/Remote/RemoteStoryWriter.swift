import Foundation
import TalecastCore

/// Writes the story with an OpenAI-compatible chat model (`POST /v1/chat/completions`), asking
/// for JSON — a title and 3–8 scenes, each with its text and an illustration prompt — and
/// checking the answer before it is used: an answer that is not that JSON is a permanent error.
public struct RemoteStoryWriter: StoryWriter {
  public let backend: RemoteBackend

  public init(backend: RemoteBackend) { self.backend = backend }

  static let instructions = """
    You write gentle stories for children that will be read aloud. Answer with one JSON object \
    and nothing else: {"title": string, "scenes": [{"title": string, "text": string, \
    "illustrationPrompt": string}]}, with 3 to 8 scenes. Each scene's title is a short chapter \
    title of a few words; its text is plain prose to be narrated; its illustrationPrompt \
    describes one picture of that scene.
    """

  public func write(hero: Hero, occasion: StoryOccasion, length: StoryLength, seed: UInt64) throws
    -> StoryText
  {
    var details = ""
    if !occasion.tone.isEmpty { details += "\nTone: \(occasion.tone)." }
    if !occasion.keywords.isEmpty {
      details += "\nUse these words: \(occasion.keywords.joined(separator: ", "))."
    }
    let prompt = """
      Hero: \(hero.name), \(hero.primaryTrait.rawValue.lowercased()) and \
      \(hero.secondaryTrait.rawValue.lowercased()); looks like \(hero.appearance); special \
      ability: \(hero.specialAbility); pronouns: \(hero.pronouns.rawValue).
      Story: \(occasion.title). \(occasion.promptSeed)\(details)
      Length: about \(length.targetWords) words in \(length.sceneRange.lowerBound) to \
      \(length.sceneRange.upperBound) scenes.
      """
    // A premise the planner reads is planned here too: its plan is the model's outline, and
    // the answer must pass the outline's checks; one that fails is asked for again with the
    // problems named, then the job fails with them.
    let outline = Self.outline(hero: hero, occasion: occasion, length: length, seed: seed)
    var messages: [[String: String]] = [
      ["role": "system", "content": Self.instructions],
      ["role": "user", "content": prompt + (outline.map { "\n" + $0.text } ?? "")],
    ]
    var problems: [String] = []
    for _ in 0..<Self.attempts {
      let body: [String: Any] = [
        "model": backend.writerModel,
        "response_format": ["type": "json_object"],
        "seed": Int(truncatingIfNeeded: seed & 0x7fff_ffff),
        "messages": messages,
      ]
      let response = try backend.post(
        "/v1/chat/completions", json: body, provider: "writer", answer: .story)
      let story = try Self.story(from: response.body)
      guard let outline else { return story }
      problems = outline.problems(in: story)
      if problems.isEmpty { return story }
      messages.append(["role": "assistant", "content": Self.content(of: response.body)])
      messages.append([
        "role": "user",
        "content": "That story does not follow the outline: \(problems.joined(separator: "; ")). "
          + "Write it again as one JSON object.",
      ])
    }
    throw ProviderError(
      .permanent, provider: "writer POST /v1/chat/completions",
      message: "the story failed its checks \(Self.attempts) times: "
        + problems.joined(separator: "; "))
  }

  /// How many answers a story may take before the job fails with the last one's problems.
  static let attempts = 2

  /// The planner's plan of a premise story, as the outline; nil for a built-in occasion or a
  /// premise the reader finds no goal in.
  static func outline(hero: Hero, occasion: StoryOccasion, length: StoryLength, seed: UInt64)
    -> StoryOutline?
  {
    guard case .custom(let custom) = occasion,
      let premise = try? PremiseReader.shared().read(custom, heroName: hero.name),
      premise.goal != nil
    else { return nil }
    let story = TemplateStoryWriter.plan(
      premise: premise, occasion: custom, hero: hero, length: length, seed: seed)
    return StoryOutline.of(story, length: length)
  }

  /// The message content of a chat completion (already validated by `story(from:)`).
  static func content(of body: Data) -> String {
    guard let answer = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let choices = answer["choices"] as? [[String: Any]],
      let message = choices.first?["message"] as? [String: Any],
      let content = message["content"] as? String
    else { return "" }
    return content
  }

  /// The story in a chat-completions answer, validated.
  static func story(from body: Data) throws(ProviderError) -> StoryText {
    func invalid(_ why: String) -> ProviderError {
      ProviderError(.permanent, provider: "writer POST /v1/chat/completions", message: why)
    }
    guard let answer = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let choices = answer["choices"] as? [[String: Any]],
      let message = choices.first?["message"] as? [String: Any],
      let content = message["content"] as? String
    else { throw invalid("the answer is not a chat completion with a message") }
    guard let story = try? JSONSerialization.jsonObject(with: Data(content.utf8)) as? [String: Any]
    else { throw invalid("the message is not a JSON object") }
    guard let title = story["title"] as? String else { throw invalid("the story has no title") }
    guard let scenes = story["scenes"] as? [[String: Any]] else {
      throw invalid("the story has no scenes list")
    }
    guard (3...8).contains(scenes.count) else {
      throw invalid("the story has \(scenes.count) scenes, not 3 to 8")
    }
    var written: [SceneText] = []
    for (index, scene) in scenes.enumerated() {
      guard let text = scene["text"] as? String else {
        throw invalid("scene \(index + 1) has no text")
      }
      guard let prompt = scene["illustrationPrompt"] as? String,
        !prompt.allSatisfy(\.isWhitespace)
      else { throw invalid("scene \(index + 1) has no illustrationPrompt") }
      // A scene's title is welcome but not required: without one its chapter is "Scene N".
      let sceneTitle = (scene["title"] as? String) ?? ""
      written.append(SceneText(title: sceneTitle, text: text, illustrationPrompt: prompt))
    }
    // The story's rules, as for every door: a NUL or other control character (which once cut
    // the narration short) refused, a 1 MB scene (once a 3.1 GB speech checkpoint) refused.
    do {
      return try StoryRules.checked(StoryText(title: title, scenes: written))
    } catch {
      throw invalid("the story's \(error.field): \(error.problem)")
    }
  }
}
