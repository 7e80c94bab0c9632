import Foundation
import TalecastContract
import TalecastCore
import TalecastGeneration
import TalecastLibrary
import TalecastQueue

/// `talecast stories rerender`: a story of the library rendered again — after its text was
/// edited, or when `library check` found a file damaged — keeping its id, its place in the
/// library (favourite, plays) and its text as the library has it now.
extension Talecast {
  /// The job that renders `story` again: its options from the job that made it (the story
  /// folder's `job.json`), else from its manifest; its text and voice from the library.
  func rerenderJob(of story: LibraryStory) -> RenderJob {
    let folder = configuration.mediaRoot.appendingPathComponent(story.folder)
    var job =
      (try? RenderJobFile.read(folder.appendingPathComponent("job.json")))
      ?? StoryGenerationService.job(from: story.manifest)
    job.id = Identifier.make()
    job.source = "rerender of story \(story.id)"
    job.voice = story.voice
    job.priority = 0
    job.runAt = nil
    job.idempotencyKey = "rerender:\(job.id)"
    job.rerender = RenderJob.Rerender(
      storyId: story.id, text: StoryText(title: story.title, scenes: story.scenes))
    return job
  }

  /// Queues every story `references` name (ids or queries) to be rendered again and works
  /// them until each has ended, here or in another process. Returns each story as it was,
  /// with its job as it ended and the story as the library has it now (when it succeeded).
  public func rerender(_ references: [String], concurrency: Int) throws -> [Rerendered] {
    var stories: [LibraryStory] = []
    for reference in references {
      for playable in try playable(reference)
      where !stories.contains(where: { $0.id == playable.id }) {
        stories.append(try library.stories.story(matching: playable.id))
      }
    }
    let jobs = stories.map(rerenderJob(of:))
    let run = try JobRun(self)
    let submitted: [SubmitOutcome]
    do {
      submitted = try queue.submit(
        jobs.map {
          JobSubmission(
            job: $0, idempotencyKey: $0.idempotencyKey ?? $0.id, priority: 0, runAt: nil,
            maxAttempts: 3)
        })
    } catch {
      run.foreign.stop()
      throw error
    }
    let ids = submitted.map(\.job.id)
    _ = run.run(Set(ids), concurrency: concurrency, trapsSignals: false)
    let ended = try queue.jobs(ids: ids)
    return zip(stories, ended).map { story, job in
      let again = job.state == .succeeded ? try? library.stories.story(matching: story.id) : nil
      return Rerendered(story: story, job: job, again: again)
    }
  }
}

/// A story rendered again: as it was, its job as it ended, and as it is now (when it succeeded).
public struct Rerendered: Sendable {
  public let story: LibraryStory
  public let job: QueuedJob
  public let again: LibraryStory?
}
