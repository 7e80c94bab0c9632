import Foundation
import TalecastCore

extension StoryGenerationService {
  /// Draws again the illustrations a stored story is missing (it completed as partial) in
  /// its folder, `folder` relative to the media root, and rewrites its manifest. Pictures
  /// finished before a cancellation are kept. Publishes `StoryIllustrated`.
  @discardableResult
  public func redrawIllustrations(
    jobId: String, folder: String, cancellation: RenderCancellation? = nil
  ) throws(GenerationError) -> StoryIllustrated {
    let url = configuration.mediaRoot.appendingPathComponent(folder, isDirectory: true)
    func fail(_ message: String) -> GenerationError {
      GenerationError(jobId: jobId, stage: .illustrating, message: message)
    }
    let manifestFile = url.appendingPathComponent("manifest.json")
    var manifest: StoryManifest
    let job: RenderJob
    do {
      guard let read: StoryManifest = try WorkFolder.read(manifestFile) else {
        throw fail("\(manifestFile.path) is missing")
      }
      manifest = read
      job = try WorkFolder.read(url.appendingPathComponent("job.json")) ?? Self.job(from: read)
    } catch let error as GenerationError {
      throw error
    } catch {
      throw fail(String(describing: error))
    }
    let missing = manifest.scenes.filter { $0.illustration == nil && $0.illustrationError != nil }
    guard !missing.isEmpty else {
      throw fail("story \(manifest.storyId) has no failed illustrations to draw again")
    }
    let illustrator: any Illustrator
    do {
      illustrator = try providers.illustrator(for: job)
    } catch {
      throw fail(error.description)
    }
    broker.publish(
      StoryGenerationResumed(
        jobId: jobId, stage: .illustrating, mode: "illustrations-only",
        reused:
          "story \(manifest.storyId) with \(manifest.scenes.count - missing.count) of \(manifest.scenes.count) illustrations"
      ))
    // A budget of its own: a redraw is asked for by hand, once the backend is back.
    let attempts = ProviderAttempts(
      jobId: jobId, stage: .illustrating, broker: broker, retry: configuration.retry,
      budget: RetryBudget(allowed: configuration.retry.maximumAttempts - 1),
      sleep: configuration.sleep,
      cancel: CancelCheck(cancellation: cancellation))
    let batch = IllustrationBatch(
      illustrator: illustrator, attempts: attempts, limit: configuration.illustrationConcurrency)
    let outcome = batch.draw(
      missing.map { scene in
        IllustrationRequest(
          scene: SceneText(
            title: scene.title ?? "", text: scene.text,
            illustrationPrompt: scene.illustrationPrompt),
          index: scene.index, count: manifest.scenes.count, hero: job.hero, occasion: job.occasion,
          seed: job.seed)
      }, into: url)
    for (index, file) in outcome.drawn {
      manifest.scenes[index].illustration = IllustrationManifest(
        file: file, timestamp: manifest.scenes[index].start)
      manifest.scenes[index].illustrationError = nil
    }
    for (index, message) in outcome.failures { manifest.scenes[index].illustrationError = message }
    do {
      try WorkFolder.write(manifest, to: manifestFile)
    } catch {
      throw fail("cannot write \(manifestFile.path): \(error)")
    }
    let illustrated = StoryIllustrated(
      jobId: jobId, folder: folder, manifest: manifest, drawn: outcome.drawn.keys.sorted(),
      failed: manifest.scenes.filter { $0.illustrationError != nil }.map(\.index))
    broker.publish(illustrated)
    return illustrated
  }

  /// A job for a story made before stories kept their job: the manifest has all it needs
  /// but the providers, which were built in.
  public static func job(from manifest: StoryManifest) -> RenderJob {
    let occasion: StoryOccasion =
      BuiltInOccasion(rawValue: manifest.occasion.id).map { .builtIn($0) }
      ?? .custom(CustomOccasion(id: manifest.occasion.id, title: manifest.occasion.title))
    return RenderJob(
      source: "manifest.json", hero: manifest.hero, occasion: occasion, length: manifest.length,
      seed: manifest.seed, voice: manifest.voice,
      format: AudioFormat(rawValue: manifest.audio.format) ?? .m4a)
  }
}
