import Foundation
import TalecastCore
import TalecastGeneration

/// What became of one job file.
public enum RenderOutcome: Sendable {
  case rendered(file: String, story: StoryGenerated)
  case rejected(JobFileError)
  case failed(file: String, jobId: String, message: String)

  public var succeeded: Bool {
    if case .rendered = self { return true }
    return false
  }
}

extension Talecast {
  /// Expands folders to the `.json` files inside them (sorted), keeping files as given.
  public static func jobFiles(in paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
      else {
        return [path]
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.filter { $0.hasSuffix(".json") }.sorted().map {
        (path as NSString).appendingPathComponent($0)
      }
    }
  }

  /// Renders each job file in turn. A bad file is rejected with its reason and the others
  /// still render. `progress` is told of each outcome as it happens.
  public func render(files: [String], progress: (RenderOutcome) -> Void = { _ in })
    -> [RenderOutcome]
  {
    Self.jobFiles(in: files).map { file in
      let outcome = render(file: file)
      progress(outcome)
      return outcome
    }
  }

  func render(file: String) -> RenderOutcome {
    let job: RenderJob
    do {
      job = try JobFileParser.parse(fileAt: URL(fileURLWithPath: file), displayPath: file)
    } catch {
      return .rejected(error)
    }
    // The library answers StoryGenerated with LibraryChanged or LibraryStoreFailed; listen
    // for this job's story so a story that was rendered but not stored is reported.
    let storeFailure = Locked<String?>(nil)
    let watch = broker.subscribe(LibraryStoreFailed.self) { event in
      storeFailure.withLock { $0 = event.message }
    }
    defer { watch.cancel() }
    do {
      let story = try generation.render(job)
      if let message = storeFailure.withLock({ $0 }) {
        return .failed(
          file: file, jobId: job.id,
          message: "rendered to \(story.folder) but not stored in the library: \(message)")
      }
      return .rendered(file: file, story: story)
    } catch {
      return .failed(file: file, jobId: job.id, message: error.description)
    }
  }
}
