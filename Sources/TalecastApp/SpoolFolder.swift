import Foundation
import TalecastContract
import TalecastCore
import TalecastQueue

/// The folder `talecast serve` watches: job files dropped into it are put in the queue and
/// moved to `accepted/`, or moved to `rejected/` with a `.error.txt` beside them saying why.
///
/// A file is taken only once it has stopped changing: its size and modification time must be
/// the same at two looks, it must be at least `settle` seconds old, and no process may still
/// have it open for writing, so one still being written is left for a later look. Safer still, and documented: write the file under a name
/// that is not taken (starting with a dot, or not ending in `.json`) and rename it in. A
/// folder, pipe or device named `*.json` is rejected without being opened.
public struct SpoolFolder: Sendable {
  public let url: URL
  public var accepted: URL { url.appendingPathComponent("accepted", isDirectory: true) }
  public var rejected: URL { url.appendingPathComponent("rejected", isDirectory: true) }
  /// Size and modification time of each file at the last look, by name (`Locked`: the
  /// folder may be looked at from any thread).
  private let lastLook = Locked<[String: FileStamp]>([:])

  public init(url: URL) { self.url = url }

  public enum Outcome: Sendable {
    case accepted(file: String, job: SubmitOutcome)
    /// `cause` says what a rejected job file names, for a front door's advice.
    case rejected(file: String, error: String, cause: JobFileError.Cause? = nil)
  }

  public func prepare() throws {
    for folder in [url, accepted, rejected] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
  }

  /// Takes every settled `.json` file in the folder, oldest name first.
  public func take(into talecast: Talecast, settle: Double = 0.5) -> [Outcome] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
      .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    let stamps = Dictionary(
      names.compactMap { name in FileStamp(of: url.appendingPathComponent(name)).map { (name, $0) }
      },
      uniquingKeysWith: { first, _ in first })
    let before = lastLook.withLock { seen in
      defer { seen = stamps }
      return seen
    }
    var outcomes: [Outcome] = []
    for name in names {
      let file = url.appendingPathComponent(name)
      guard let stamp = stamps[name] else { continue }
      if stamp.isRegular {
        // Still being written, or not looked at before: the next look decides.
        guard before[name] == stamp, Date().timeIntervalSince(stamp.modified) >= settle,
          !OpenFiles.isOpenForWriting(file.path)
        else { continue }
      }
      do {
        // Not opened: a folder would be read as a folder of jobs, a pipe would block.
        try JobFileCheck.readable(file)
      } catch {
        let message = "\(name): \(error.description)"
        outcomes.append(.rejected(file: name, error: message))
        do { try reject(file, message) } catch {
          outcomes.append(.rejected(file: name, error: "cannot move it to rejected/: \(error)"))
        }
        continue
      }
      do {
        let submission = try talecast.submit(files: [file.path])[0]
        switch submission.result {
        case .success(let outcome):
          try move(file, to: accepted, suffix: outcome.job.id)
          outcomes.append(.accepted(file: name, job: outcome))
        case .failure(let error):
          let message = error.description.replacingOccurrences(of: url.path + "/", with: "")
          try reject(file, message)
          outcomes.append(.rejected(file: name, error: message, cause: error.cause))
        }
      } catch {
        outcomes.append(.rejected(file: name, error: "cannot take it: \(error)"))
      }
    }
    return outcomes
  }

  /// Moves a file that is not a job into `rejected/`, with the reason beside it.
  private func reject(_ file: URL, _ message: String) throws {
    let moved = try move(file, to: rejected, suffix: Identifier.make())
    let reason = rejected.appendingPathComponent(moved.lastPathComponent + ".error.txt")
    try Data((message + "\n").utf8).write(to: reason, options: .atomic)
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

/// What a look at a file in the spool sees: its kind, size and modification time (lstat: a
/// link is not followed).
struct FileStamp: Sendable, Equatable {
  let isRegular: Bool
  let size: Int64
  let modified: Date

  init?(of url: URL) {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return nil }
    isRegular = (info.st_mode & S_IFMT) == S_IFREG
    size = Int64(info.st_size)
    modified = Date(
      timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
  }
}
