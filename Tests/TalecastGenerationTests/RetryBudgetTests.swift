import Foundation
import TalecastCore
import TalecastHTTP
import TalecastTesting
import Testing

@testable import TalecastGeneration

/// One retry budget per stage and job, shared by the stage's calls and the job's attempts.
@Suite struct RetryBudgetTests {
  /// Finding 6 of issue 26: an illustrator that hangs cost 4 tries per scene × 4 per stage ×
  /// 3 queue attempts — 144 requests and 283 s for 3 scenes at a 5 s time-out (≈ 96 minutes
  /// at the default 120 s). Repro: a remote illustrator that never answers within its
  /// 0.2 s time-out; the job is rendered three times, as the queue attempts it after each
  /// transient failure. Before the fix that cost 4 × 4 requests per scene per attempt
  /// (48 per attempt for 3 scenes); now every scene is asked once per attempt and the
  /// stage's 3 retries are all it gets over the job: scenes × 3 + 3 requests.
  @Test func aHungIllustratorCostsTheScenesPerAttemptAndTheStagesRetries() throws {
    let server = try LocalHTTPServer { _ in .init(delay: .seconds(3)) }
    let backend = RemoteProviderTests.backend(
      server, http: HTTPConfiguration(totalTimeout: .milliseconds(200)))
    let media = try TemporaryFolder.make("hung-illustrator")
    let waits = Locked<[Duration]>([])
    let service = StoryGenerationService(
      broker: CapturingBroker(),
      configuration: GenerationConfiguration(
        mediaRoot: media, sleep: { delay in waits.withLock { $0.append(delay) } }),
      narrator: ToneNarrator(),
      remote: StoryProviders.Remote(
        writer: TemplateStoryWriter(), narrator: ToneNarrator(),
        illustrator: RemoteIllustrator(backend: backend)))
    let job = RenderJob(
      source: "hung.json", hero: RemoteProviderTests().hero, occasion: .builtIn(.magicGarden),
      length: .short, seed: 4, format: .wav,
      providers: JobProviders(illustrator: .remote))
    let queueAttempts = 3
    for attempt in 1...queueAttempts {
      let error = try #require(throws: GenerationError.self) { try service.render(job) }
      #expect(error.stage == .illustrating && error.transient, "attempt \(attempt): \(error)")
    }
    let work = WorkFolder(mediaRoot: media, jobId: job.id)
    let scenes = try #require(try work.savedText()).text.scenes.count
    let retries = RetryPolicy().maximumAttempts - 1
    let requests = server.requests.filter { $0.path == "/v1/images/generations" }.count
    #expect(requests == scenes * queueAttempts + retries, "\(scenes) scenes: \(requests) requests")
    #expect(waits.withLock { $0.count } == retries)
    let ledger: [String: Int]? = try WorkFolder.read(work.retriesFile)
    #expect(ledger == ["illustrating": retries])
  }

  /// The writer is one call: 3 attempts of a job whose writer never answers cost 1 request
  /// each and the stage's 3 retries (12 before: 4 per attempt).
  @Test func aHungWriterCostsOneRequestPerAttemptAndTheStagesRetries() throws {
    let server = try LocalHTTPServer { _ in .init(delay: .seconds(3)) }
    let backend = RemoteProviderTests.backend(
      server, http: HTTPConfiguration(totalTimeout: .milliseconds(600)))
    let media = try TemporaryFolder.make("hung-writer")
    let service = StoryGenerationService(
      broker: CapturingBroker(),
      configuration: GenerationConfiguration(mediaRoot: media, sleep: { _ in }),
      remote: StoryProviders.Remote(backend: backend))
    let job = RenderJob(
      source: "hung.json", hero: RemoteProviderTests().hero, occasion: .builtIn(.magicGarden),
      length: .short, seed: 4, providers: JobProviders(writer: .remote))
    for _ in 1...3 {
      let error = try #require(throws: GenerationError.self) { try service.render(job) }
      #expect(error.stage == .writingStory && error.transient, "\(error)")
    }
    // The server records a request when it has read it; on a busy machine the last one may
    // land a moment after the client gave up on it.
    let deadline = Date().addingTimeInterval(5)
    while server.requests.count < 3 + 3, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(server.requests.count == 3 + 3)
  }

  @Test func aBudgetIsSharedAndSaved() throws {
    let saved = Locked<[Int]>([])
    let budget = RetryBudget(allowed: 3, spent: 1) { spent in saved.withLock { $0.append(spent) } }
    #expect(budget.take() && budget.take())
    #expect(!budget.take())
    #expect(budget.left == 0 && saved.withLock { $0 } == [2, 3])
  }
}
