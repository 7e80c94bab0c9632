import Foundation
import TalecastApp
import TalecastCore

/// What generation did since this API started, as heard on the app's front door: how long
/// each stage took (from one `GenerationStageChanged` to the next of the same job), stories
/// rendered, and renders that failed, by the stage they failed in.
final class StageMetrics: Sendable {
  static let bounds = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600]

  struct Counters {
    /// The stage each job is in and when it entered it; a job leaves with its run.
    var entered: [String: (stage: GenerationStage, at: Date)] = [:]
    var durations: [GenerationStage: Histogram] = [:]
    var renders: UInt64 = 0
    var failures: [GenerationStage: UInt64] = [:]
  }

  /// Every counter under this one lock (`Locked`); the handlers run on publishers' threads.
  private let counters = Locked(Counters())
  private let subscriptions = Locked<[Subscription]>([])

  init(talecast: Talecast) {
    let counters = self.counters
    let hear: @Sendable (any TalecastEvent) -> Void = { event in
      counters.withLock { Self.note(event, in: &$0) }
    }
    let heard = [
      talecast.subscribe(GenerationStageChanged.self, handler: hear),
      talecast.subscribe(StoryGenerated.self, handler: hear),
      talecast.subscribe(StoryGenerationFailed.self, handler: hear),
      talecast.subscribe(StoryGenerationCancelled.self, handler: hear),
      talecast.subscribe(StoryGenerationInterrupted.self, handler: hear),
    ]
    subscriptions.withLock { $0 = heard }
  }

  /// Counts `event` as if heard on the front door (tests hand events in directly).
  func hear(_ event: any TalecastEvent) {
    counters.withLock { Self.note(event, in: &$0) }
  }

  private static func note(_ event: any TalecastEvent, in counters: inout Counters) {
    switch event {
    case let event as GenerationStageChanged: note(event, in: &counters)
    case let event as StoryGenerated:
      counters.renders += 1
      counters.entered[event.jobId] = nil
    case let event as StoryGenerationFailed:
      counters.failures[event.stage, default: 0] += 1
      counters.entered[event.jobId] = nil
    case let event as StoryGenerationCancelled: counters.entered[event.jobId] = nil
    case let event as StoryGenerationInterrupted: counters.entered[event.jobId] = nil
    default: break
    }
  }

  /// A change ends the stage the job was seen entering, and starts the next. A resumed job
  /// (`from == to`) starts its stage again: the time before the resumption is not this run's.
  private static func note(_ event: GenerationStageChanged, in counters: inout Counters) {
    let at = event.metadata.timestamp
    if let from = event.from, from != event.to, let entered = counters.entered[event.jobId],
      entered.stage == from
    {
      counters.durations[from, default: Histogram(bounds: bounds)].observe(
        max(0, at.timeIntervalSince(entered.at)))
    }
    counters.entered[event.jobId] = event.to.map { ($0, at) }
  }

  func write(to text: inout MetricsText) {
    let counters = self.counters.withLock { $0 }
    text.family(
      "talecast_stage_duration_seconds", .histogram,
      help: "How long generation stages took since the server started, by stage.")
    for stage in GenerationStage.allCases {
      text.histogram(
        "talecast_stage_duration_seconds", [("stage", stage.rawValue)],
        counters.durations[stage] ?? Histogram(bounds: Self.bounds))
    }
    text.family(
      "talecast_renders_total", .counter, help: "Stories rendered since the server started.")
    text.sample("talecast_renders_total", [], Double(counters.renders))
    text.family(
      "talecast_render_failures_total", .counter,
      help: "Renders that failed since the server started, by the stage they failed in.")
    for stage in GenerationStage.allCases {
      text.sample(
        "talecast_render_failures_total", [("stage", stage.rawValue)],
        Double(counters.failures[stage] ?? 0))
    }
  }
}
