import Foundation
import TalecastCore
import TalecastQueue

/// The folder `talecast serve` watches: job files dropped into it are put in the queue and
/// moved to `accepted/`, or moved to `rejected/` with a `.error.txt` beside them saying why.
/// A file changed in the last half second is left for the next look, so one still being
/// written is not read half-way (better still: write it elsewhere and move it in).
public struct SpoolFolder: Sendable {
  public let url: URL
  public var accepted: URL { url.appendingPathComponent("accepted", isDirectory: true) }
  public var rejected: URL { url.appendingPathComponent("rejected", isDirectory: true) }

  public init(url: URL) { self.url = url }

  public enum Outcome: Sendable {
    case accepted(file: String, job: SubmitOutcome)
    case rejected(file: String, error: String)
  }

  public func prepare() throws {
    for folder in [url, accepted, rejected] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
  }

  /// Takes every settled `.json` file in the folder, oldest name first.
  public func take(into talecast: Talecast, settledFor age: Double = 0.5) -> [Outcome] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
      .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    var outcomes: [Outcome] = []
    for name in names {
      let file = url.appendingPathComponent(name)
      guard
        let modified = try? FileManager.default.attributesOfItem(atPath: file.path)[
          .modificationDate] as? Date,
        Date().timeIntervalSince(modified) >= age
      else { continue }
      do {
        let submission = try talecast.submit(files: [file.path])[0]
        switch submission.result {
        case .success(let outcome):
          try move(file, to: accepted, suffix: outcome.job.id)
          outcomes.append(.accepted(file: name, job: outcome))
        case .failure(let error):
          let message = error.description.replacingOccurrences(of: url.path + "/", with: "")
          let moved = try move(file, to: rejected, suffix: Identifier.make())
          try Data((message + "\n").utf8).write(
            to: moved.appendingPathExtension("error.txt"), options: .atomic)
          outcomes.append(.rejected(file: name, error: message))
        }
      } catch {
        outcomes.append(.rejected(file: name, error: "cannot take it: \(error)"))
      }
    }
    return outcomes
  }

  /// Moves a file into `folder` under its own name, or with `suffix` when that is taken.
  @discardableResult
  private func move(_ file: URL, to folder: URL, suffix: String) throws -> URL {
    var target = folder.appendingPathComponent(file.lastPathComponent)
    if FileManager.default.fileExists(atPath: target.path) {
      let stem = file.deletingPathExtension().lastPathComponent
      target = folder.appendingPathComponent("\(stem)-\(suffix).json")
    }
    try FileManager.default.moveItem(at: file, to: target)
    return target
  }
}
