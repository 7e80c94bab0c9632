import Foundation
import TalecastApp
import TalecastContract
import TalecastCore

/// The lines `talecast render` prints about a job's end.
enum RenderLines {
  static func rendered(
    _ file: String, _ manifest: StoryManifest, folder: String, job: String, mediaRoot: URL
  ) -> String {
    let shown = CommandRunner.display(mediaRoot.appendingPathComponent(folder))
    return
      "rendered \(file) → \(manifest.storyId) \"\(manifest.title)\" (\(manifest.scenes.count) scenes, \(TimeText.minutes(manifest.duration))) in \(shown) [job \(job)]\(JobsCommand.partialNote(manifest))"
  }

  static func failed(
    _ file: String, _ jobId: String, _ state: JobState, attempts: Int, error: String?
  ) -> String {
    // A failed or discarded job is taken up again by a retry, from its checkpoints.
    let resume =
      state == .failed || state == .discarded ? "; resume with 'talecast jobs retry \(jobId)'" : ""
    return
      "Error: \(file): \(state.rawValue) after \(attempts) attempt\(attempts == 1 ? "" : "s"): \(error ?? "no error recorded") (see 'talecast jobs show \(jobId)'\(resume))"
  }
}

/// What `talecast render` prints when the run is over, from its outcome.
extension RenderProgress {
  /// How the jobs the render waited for stand at its end.
  struct Tally {
    var succeeded = 0
    /// Failed, discarded or cancelled.
    var failed = 0
    /// Still queued or running (an interrupted render).
    var unfinished = 0
  }

  /// Prints the ends no event told of (a story stored by an earlier run, an end the safety
  /// net found), then the summary table; counts the jobs by how they stand.
  func finish(_ outcome: BatchOutcome, mediaRoot: URL) -> Tally {
    close()
    var tally = Tally()
    for job in outcome.jobs {
      let file = outcome.awaited[job.id] ?? job.source
      switch job.state {
      case .succeeded:
        tally.succeeded += 1
        guard claim(job.id) else { continue }
        if let story = outcome.stories[job.id] {
          note(
            RenderLines.rendered(
              file, story.manifest, folder: story.folder, job: job.id, mediaRoot: mediaRoot))
        } else {
          note("rendered \(file) [job \(job.id)]")
        }
      case .queued, .running:
        tally.unfinished += 1
      default:
        tally.failed += 1
        guard claim(job.id) else { continue }
        Output.error(
          RenderLines.failed(
            file, job.id, job.state, attempts: job.attempts, error: job.lastError))
      }
    }
    guard !outcome.jobs.isEmpty else { return tally }
    var table = Table(header: ["JOB", "STATE", "ATTEMPTS", "STORY", "FILE"])
    let files = outcome.awaited
    for job in outcome.jobs.sorted(by: { (files[$0.id] ?? "") < (files[$1.id] ?? "") }) {
      table.rows.append([
        job.id, job.state.rawValue, "\(job.attempts)", job.storyId ?? "-",
        files[job.id] ?? job.source,
      ])
    }
    say("")
    say(table.render())
    return tally
  }
}
