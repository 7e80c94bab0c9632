import Foundation
import TalecastAudio
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastGeneration

/// Retries inside the pipeline, with remote providers against a local server that fails on
/// purpose. Waits are recorded, not slept.
@Suite struct StageRetryTests {
  let hero = Hero(
    name: "Luna", primaryTrait: .brave, secondaryTrait: .curious,
    appearance: "a yellow raincoat", specialAbility: "talks to owls")
  let key = RemoteProviderTests.key

  func job() -> RenderJob {
    RenderJob(
      source: "retry.json", hero: hero, occasion: .builtIn(.bedtimeAdventure), length: .short,
      seed: 3,
      illustrations: true)
  }

  /// A service whose writer (and optionally narrator) are remote; every log line is kept.
  func service(
    _ server: LocalHTTPServer, broker: CapturingBroker, media: URL, waits: Locked<[Duration]>,
    logLines: Locked<[String]>, remoteNarrator: Bool = false
  ) -> StoryGenerationService {
    let backend = RemoteProviderTests.backend(server)
    let logger = Logger(label: "test", level: .trace) { line in
      logLines.withLock { $0.append(line) }
    }
    let configuration = GenerationConfiguration(
      mediaRoot: media, logger: logger,
      retry: RetryPolicy(maximumAttempts: 3, baseDelay: .seconds(1), maximumDelay: .seconds(10)),
      sleep: { delay in waits.withLock { $0.append(delay) } })
    return StoryGenerationService(
      broker: broker, configuration: configuration, writer: RemoteStoryWriter(backend: backend),
      narrator: remoteNarrator ? RemoteNarrator(backend: backend) : EspeakNarrator())
  }

  @Test func transientFailuresAreRetriedWithTheirWaitsAndRecorded() throws {
    let calls = Locked(0)
    let server = try LocalHTTPServer { _ in
      let call = calls.withLock { count -> Int in
        count += 1
        return count
      }
      switch call {
      case 1: return .init(status: 429, headers: ["Retry-After": "4"])
      case 2: return .init(status: 503)
      default: return .init(body: RemoteProviderTests.completion(RemoteProviderTests.story))
      }
    }
    let broker = CapturingBroker()
    let waits = Locked<[Duration]>([])
    let lines = Locked<[String]>([])
    let media = try TemporaryFolder.make("retry")
    let generated = try service(
      server, broker: broker, media: media, waits: waits, logLines: lines
    ).render(job())

    #expect(generated.manifest.title == "Luna and the Owl")
    #expect(calls.withLock { $0 } == 3)
    let failures = broker.events(of: GenerationStageFailed.self)
    #expect(failures.map(\.attempt) == [1, 2])
    #expect(failures.allSatisfy { $0.stage == .writingStory && $0.retryIn != nil })
    #expect(failures[0].message.contains("HTTP 429") && failures[1].message.contains("HTTP 503"))
    let announced = failures.compactMap(\.retryIn)
    // Retry-After: 4 wins over the first backoff (0.5–1 s); the second waits 1–2 s.
    #expect(announced.count == 2 && announced[0] == 4)
    #expect(announced[1] >= 1 && announced[1] <= 2)
    // Waited as announced, in slices of at most a second (a stop is noticed between them).
    let slept = waits.withLock { $0 }
    #expect(slept.allSatisfy { $0 <= .seconds(1) })
    #expect(abs(slept.reduce(.zero, +).inSeconds - announced.reduce(0, +)) < 0.001)
    let history = JobHistory(jobId: generated.jobId, events: broker.events)
    #expect(history.stages.first?.attempts == 3)
    #expect(history.stages.first?.errors.count == 2)
  }

  @Test func aPermanentFailureEndsTheJobAtOnceAndTheKeyIsNowhere() throws {
    let server = try LocalHTTPServer { request in
      .init(
        status: 400,
        body: RemoteProviderTests.json([
          "error": ["message": "bad request from \(request.headers["authorization"] ?? "")"]
        ]))
    }
    let broker = CapturingBroker()
    let waits = Locked<[Duration]>([])
    let lines = Locked<[String]>([])
    let media = try TemporaryFolder.make("retry")
    #expect(throws: GenerationError.self) {
      try service(server, broker: broker, media: media, waits: waits, logLines: lines).render(job())
    }
    #expect(server.requests.count == 1)
    #expect(waits.withLock { $0 }.isEmpty)
    #expect(broker.events(of: StoryGenerationFailed.self).first?.stage == .writingStory)
    let encoder = EventCoding.makeEncoder()
    let everything =
      try broker.events.map { try EventCoding.line(for: $0, encoder: encoder) }
      + lines.withLock { $0 }
    #expect(everything.contains { $0.contains("bad request from") })
    #expect(!everything.contains { $0.contains(key) })
  }

  @Test func aRetriedNarrationDoesNotVoiceFinishedScenesAgain() throws {
    let wav = try RemoteProviderTests.wav(
      (0..<24_000).map { Int16(5_000 * sin(Double($0) * 0.03)) })
    let speechCalls = Locked(0)
    let server = try LocalHTTPServer { request in
      guard request.path == "/v1/audio/speech" else {
        return .init(body: RemoteProviderTests.completion(RemoteProviderTests.story))
      }
      let call = speechCalls.withLock { count -> Int in
        count += 1
        return count
      }
      // The second scene fails once.
      return call == 2 ? .init(status: 500) : .init(body: wav)
    }
    let broker = CapturingBroker()
    let generated = try service(
      server, broker: broker, media: try TemporaryFolder.make("retry"),
      waits: Locked([]), logLines: Locked([]), remoteNarrator: true
    ).render(job())
    let scenes = generated.manifest.scenes.count
    #expect(scenes == 3)
    // Three scenes, one failed attempt: four calls, not 1 + 3.
    #expect(speechCalls.withLock { $0 } == scenes + 1)
    // One second of speech per scene, and the pause between scenes (one request per scene:
    // no join inside a scene for a sentence pause).
    let expected = 3 + 2 * Pacing.standard.scene
    #expect(abs(generated.manifest.audio.duration - expected) < 0.05)
  }
}
