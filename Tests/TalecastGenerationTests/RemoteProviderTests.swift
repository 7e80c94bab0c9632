import Foundation
import TalecastAudio
import TalecastCore
import TalecastHTTP
import TalecastTesting
import Testing

@testable import TalecastGeneration

/// The remote providers against a local server speaking the three OpenAI-style endpoints.
@Suite struct RemoteProviderTests {
  static let key = "sk-test-5ecret-key"
  let hero = Hero(
    name: "Luna", primaryTrait: .brave, secondaryTrait: .curious,
    appearance: "a yellow raincoat", specialAbility: "talks to owls")

  static func backend(_ server: LocalHTTPServer, http: HTTPConfiguration = HTTPConfiguration())
    -> RemoteBackend
  {
    RemoteBackend(baseURL: server.baseURL + "/", apiKey: key, http: http)
  }

  static func json(_ object: Any) -> Data {
    try! JSONSerialization.data(withJSONObject: object)
  }

  static func completion(_ content: String) -> Data {
    json(["choices": [["index": 0, "message": ["role": "assistant", "content": content]]]])
  }

  static let story = """
    {"title": "Luna and the Owl", "scenes": [
      {"text": "Luna put on her raincoat.", "illustrationPrompt": "A girl in a yellow raincoat"},
      {"text": "An owl called from the oak.", "illustrationPrompt": "An owl in an oak"},
      {"text": "They flew home together.", "illustrationPrompt": "Luna and the owl at dusk"}]}
    """

  /// A WAV file's bytes holding `samples` at 24 kHz, as a speech backend answers.
  static func wav(_ samples: [Int16]) throws -> Data {
    let url = try TemporaryFolder.make("wav").appendingPathComponent("speech.wav")
    _ = try AudioEncoder.encode(
      [PCMSegment(samples: samples, title: "t")], sampleRate: 24_000,
      settings: EncodingSettings(format: .wav), to: url)
    return try Data(contentsOf: url)
  }

  static func body(_ request: LocalHTTPServer.Request) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]) ?? [:]
  }

  @Test func theWriterAsksForJSONAndValidatesTheAnswer() throws {
    let server = try LocalHTTPServer { _ in .init(body: Self.completion(Self.story)) }
    let text = try RemoteStoryWriter(backend: Self.backend(server)).write(
      hero: hero, occasion: .builtIn(.bedtimeAdventure), length: .short, seed: 7)
    #expect(text.title == "Luna and the Owl")
    #expect(text.scenes.count == 3)
    #expect(text.scenes[1].illustrationPrompt == "An owl in an oak")
    let request = try #require(server.requests.first)
    #expect(request.method == "POST" && request.path == "/v1/chat/completions")
    #expect(request.headers["authorization"] == "Bearer \(Self.key)")
    let body = Self.body(request)
    #expect(body["model"] as? String == "gpt-4o-mini")
    #expect((body["response_format"] as? [String: String])?["type"] == "json_object")
    let prompt = "\(body["messages"] ?? "")"
    for detail in ["Luna", "brave", "yellow raincoat", "talks to owls", "Bedtime"] {
      #expect(prompt.contains(detail), "the prompt names \(detail)")
    }
  }

  @Test(arguments: [
    ("not json at all", "not a JSON object"),
    (#"{"title": "T", "scenes": [{"text": "a", "illustrationPrompt": "b"}]}"#, "1 scenes"),
    (#"{"scenes": []}"#, "no title"),
    (
      #"{"title": "T", "scenes": [{"text": "a", "illustrationPrompt": "b"}, {"text": "", "illustrationPrompt": "b"}, {"text": "c", "illustrationPrompt": "d"}]}"#,
      "the story's scenes[1].text: must not be empty"
    ),
    (
      #"{"title": "T", "scenes": [{"text": "\#(String(repeating: "la ", count: 100_000))", "illustrationPrompt": "b"}, {"text": "b", "illustrationPrompt": "b"}, {"text": "c", "illustrationPrompt": "d"}]}"#,
      "the story's scenes[0].text: too long: 300000 characters, at most 4000"
    ),
    (
      #"{"title": "\#(String(repeating: "T", count: 201))", "scenes": [{"text": "a", "illustrationPrompt": "b"}, {"text": "b", "illustrationPrompt": "b"}, {"text": "c", "illustrationPrompt": "d"}]}"#,
      "the story's title: too long: 201 characters, at most 200"
    ),
  ])
  func anInvalidStoryIsAPermanentError(content: String, expected: String) throws {
    let server = try LocalHTTPServer { _ in .init(body: Self.completion(content)) }
    let error = try #require(throws: ProviderError.self) {
      try RemoteStoryWriter(backend: Self.backend(server)).write(
        hero: hero, occasion: .builtIn(.bedtimeAdventure), length: .short, seed: 1)
    }
    #expect(error.kind == .permanent)
    #expect(error.message.contains(expected), "\(error)")
  }

  /// A remote writer's answer passes the story's rules: a line break or tab in prose is a
  /// space, but a NUL (which once cut the narration short and went raw into titles and
  /// subtitles) is refused, the field named.
  @Test func controlCharactersFromAWriterAreRefusedOrSpaces() throws {
    let scenes =
      #"[{"text": "One.\nTwo.", "illustrationPrompt": "b\tc"}, {"text": "b", "illustrationPrompt": "b"}, {"text": "c", "illustrationPrompt": "d"}]"#
    let answer = Locked(#"{"title": "Luna\u0000and the Owl", "scenes": \#(scenes)}"#)
    let server = try LocalHTTPServer { _ in .init(body: Self.completion(answer.withLock { $0 })) }
    let writer = RemoteStoryWriter(backend: Self.backend(server))
    let error = try #require(throws: ProviderError.self) {
      try writer.write(hero: hero, occasion: .builtIn(.bedtimeAdventure), length: .short, seed: 1)
    }
    #expect(error.message.hasPrefix("the story's title: contains the control character U+0000"))
    answer.withLock { $0 = #"{"title": "Luna and the Owl", "scenes": \#(scenes)}"# }
    let text = try writer.write(
      hero: hero, occasion: .builtIn(.bedtimeAdventure), length: .short, seed: 1)
    #expect(text.scenes[0].text == "One. Two.")
    #expect(text.scenes[0].illustrationPrompt == "b c")
  }

  @Test func statusesAreClassified() throws {
    let replies: [(LocalHTTPServer.Reply, ProviderError.Kind)] = [
      (.init(status: 429, headers: ["Retry-After": "7"]), .transient),
      (.init(status: 408), .transient),
      (.init(status: 500), .transient),
      (.init(status: 503), .transient),
      (.init(status: 400, body: Self.json(["error": ["message": "bad model"]])), .permanent),
      (.init(status: 401), .permanent),
      (.init(status: 404), .permanent),
    ]
    for (reply, kind) in replies {
      let server = try LocalHTTPServer { _ in reply }
      let error = try #require(throws: ProviderError.self) {
        try RemoteStoryWriter(backend: Self.backend(server)).write(
          hero: hero, occasion: .builtIn(.magicGarden), length: .short, seed: 1)
      }
      #expect(error.kind == kind, "HTTP \(reply.status)")
      #expect(error.status == reply.status)
      if reply.status == 429 { #expect(error.retryAfter == .seconds(7)) }
      if reply.status == 400 { #expect(error.message == "bad model") }
    }
  }

  @Test func timeoutsAndRefusedConnectionsAreTransientAndOversizedBodiesPermanent() throws {
    let slow = try LocalHTTPServer { _ in
      .init(body: Self.completion(Self.story), delay: .seconds(2))
    }
    let timeout = try #require(throws: ProviderError.self) {
      try RemoteStoryWriter(
        backend: Self.backend(
          slow, http: HTTPConfiguration(totalTimeout: .milliseconds(300)))
      ).write(hero: hero, occasion: .builtIn(.magicGarden), length: .short, seed: 1)
    }
    #expect(timeout.kind == .transient)

    let closed = try LocalHTTPServer { _ in .init() }
    let refusedBackend = Self.backend(closed)
    closed.stop()
    let refused = try #require(throws: ProviderError.self) {
      try RemoteStoryWriter(backend: refusedBackend).write(
        hero: hero, occasion: .builtIn(.magicGarden), length: .short, seed: 1)
    }
    #expect(refused.kind == .transient)

    let big = try LocalHTTPServer { _ in .init(body: Data(count: 50_000)) }
    let oversized = try #require(throws: ProviderError.self) {
      try RemoteStoryWriter(
        backend: Self.backend(big, http: HTTPConfiguration(maximumResponseBytes: 10_000))
      ).write(hero: hero, occasion: .builtIn(.magicGarden), length: .short, seed: 1)
    }
    #expect(oversized.kind == .permanent)
    #expect(oversized.message.contains("10000 bytes"))
  }

  @Test func theKeyAppearsInNoMessage() throws {
    // A backend that echoes the request headers back in its error.
    let server = try LocalHTTPServer { request in
      .init(
        status: 400,
        body: Self.json(["error": ["message": "rejected \(request.headers["authorization"] ?? "")"]]
        ))
    }
    let backend = Self.backend(server)
    let error = try #require(throws: ProviderError.self) {
      try RemoteStoryWriter(backend: backend).write(
        hero: hero, occasion: .builtIn(.magicGarden), length: .short, seed: 1)
    }
    #expect(!error.description.contains(Self.key))
    #expect(error.description.contains("[key]"))
    #expect(!backend.description.contains(Self.key) && backend.description.contains("key set"))
    #expect(!"\(backend)".contains(Self.key) && !String(reflecting: error).contains(Self.key))
  }

  /// A picture is checked by its header and its end: a PNG signature followed by garbage and
  /// a 20000×20000 header were once stored as pictures.
  @Test(arguments: [
    (
      Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 7, count: 64),
      "the image is a PNG without its IHDR header"
    ),
    (
      TestPictures.png().dropLast(5),
      "the image is a PNG cut short or damaged (it does not end with IEND)"
    ),
    (
      TestPictures.pngHeader(width: 20_000, height: 20_000),
      "the image is 20000×20000 pixels, at most 4096×4096"
    ),
    (Data("GIF89a".utf8), "the image is not a PNG, JPEG or WebP picture"),
  ])
  func aPictureThatIsNotWholeIsRefused(picture: Data, problem: String) throws {
    let server = try LocalHTTPServer { _ in
      .init(body: Self.json(["data": [["b64_json": picture.base64EncodedString()]]]))
    }
    let request = IllustrationRequest(
      scene: SceneText(text: "t", illustrationPrompt: "An owl"), index: 0, count: 3, hero: hero,
      occasion: .builtIn(.magicGarden), seed: 1)
    let error = try #require(throws: ProviderError.self) {
      try RemoteIllustrator(backend: Self.backend(server)).illustrate(request)
    }
    #expect(error.kind == .permanent)
    #expect(error.message == problem)
  }

  @Test func theIllustratorDecodesBase64Images() throws {
    let png = TestPictures.png()
    let server = try LocalHTTPServer { request in
      request.path == "/v1/images/generations"
        ? .init(body: Self.json(["data": [["b64_json": png.base64EncodedString()]]]))
        : .init(status: 404)
    }
    let request = IllustrationRequest(
      scene: SceneText(text: "t", illustrationPrompt: "An owl in an oak"), index: 0, count: 3,
      hero: hero, occasion: .builtIn(.magicGarden), seed: 1)
    let image = try RemoteIllustrator(backend: Self.backend(server)).illustrate(request)
    #expect(image.data == png && image.fileExtension == "png")
    let body = Self.body(try #require(server.requests.first))
    #expect(body["response_format"] as? String == "b64_json")
    #expect((body["prompt"] as? String)?.contains("An owl in an oak") == true)

    for bad in [
      ["data": [["b64_json": "%%%"]]], ["data": [["b64_json": "aGVsbG8="]]], ["data": []],
    ] {
      let server = try LocalHTTPServer { _ in .init(body: Self.json(bad)) }
      let error = try #require(throws: ProviderError.self) {
        try RemoteIllustrator(backend: Self.backend(server)).illustrate(request)
      }
      #expect(error.kind == .permanent)
    }
  }

  @Test func theNarratorSplitsLongScenesAtSentencesAndJoinsTheAudio() throws {
    let tone = (0..<12_000).map { Int16(6_000 * sin(Double($0) * 0.05)) }
    let wav = try Self.wav(tone)
    let server = try LocalHTTPServer { _ in .init(headers: ["Content-Type": "audio/wav"], body: wav)
    }
    let text = "Luna woke early. The owl was waiting! Would they find the moon? Yes, they did."
    let narration = try RemoteNarrator(backend: Self.backend(server), inputLimit: 40).narrate(
      text, voice: "nova", rate: 165)
    let audio = narration.audio
    let inputs = server.requests.map { Self.body($0)["input"] as? String ?? "" }
    #expect(
      inputs == [
        "Luna woke early. The owl was waiting!", "Would they find the moon? Yes, they did.",
      ])
    #expect(server.requests.allSatisfy { Self.body($0)["voice"] as? String == "nova" })
    #expect(audio.sampleRate == 24_000)
    #expect(audio.samples.count == 2 * tone.count)
    // Piece boundaries are exact; inside a piece the time is shared out by characters.
    #expect(narration.sentences.map(\.text) == Sentences.split(text))
    #expect(
      narration.sentences.map(\.start) == [0, 12_000 * 16 / 36, 12_000, 12_000 + 12_000 * 25 / 39])

    let broken = try LocalHTTPServer { _ in .init(body: Data("not audio".utf8)) }
    let error = try #require(throws: ProviderError.self) {
      try RemoteNarrator(backend: Self.backend(broken)).narrate("Hello.", voice: "en-us", rate: 165)
    }
    #expect(error.kind == .permanent)
    #expect(Self.body(try #require(broken.requests.first))["voice"] as? String == "alloy")
  }
}

/// A remote writer's answer passes the story's rules, as every door's values do: each hostile
/// value of the shared list in the title or a scene is refused, the field named.
@Suite struct RemoteAnswerRulesTests {
  @Test func everyHostileValueInAnAnswerIsRefusedWithTheFieldNamed() throws {
    let hero = Hero(
      name: "Luna", primaryTrait: .brave, secondaryTrait: .curious, appearance: "a raincoat",
      specialAbility: "owls")
    let answer = Locked<Data>(Data())
    let server = try LocalHTTPServer { _ in .init(body: answer.withLock { $0 }) }
    let writer = RemoteStoryWriter(backend: RemoteProviderTests.backend(server))
    func story(title: String = "T", scene: String = "A scene.") -> Data {
      let story: [String: Any] = [
        "title": title,
        "scenes": (0..<3).map { ["text": $0 == 1 ? scene : "Fine.", "illustrationPrompt": "P"] },
      ]
      let content = String(
        decoding: try! JSONSerialization.data(withJSONObject: story), as: UTF8.self)
      return RemoteProviderTests.completion(content)
    }
    var tried = 0
    for (field, values, make) in [
      (
        "title", HostileValues.refusedEverywhere + HostileValues.refusedInOneLine,
        { story(title: $0) }
      ),
      ("scenes[1].text", HostileValues.refusedEverywhere, { story(scene: $0) }),
    ] as [(String, [HostileValues.Text], (String) -> Data)] {
      for value in values {
        answer.withLock { $0 = make(value.value) }
        do {
          _ = try writer.write(
            hero: hero, occasion: .builtIn(.bedtimeAdventure), length: .short, seed: 1)
          Issue.record("\(field) with \(value) was taken")
        } catch {
          // A value too large for the answer's size limit is refused before it is read.
          let refusal =
            answer.withLock { $0.count } > RemoteAnswer.story.byteLimit
            ? "the story answer is over its limit" : "the story's \(field): "
          #expect("\(error)".contains(refusal), "\(value): \(error)")
        }
        tried += 1
      }
    }
    #expect(tried == 16 + 13)
    answer.withLock { $0 = story(title: "Cafe\u{301}", scene: "One\nline.") }
    let kept = try writer.write(
      hero: hero, occasion: .builtIn(.bedtimeAdventure), length: .short, seed: 1)
    #expect(kept.title.unicodeScalars.count == 4 && kept.scenes[1].text == "One line.")
  }
}
