import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The one folder of data Talecast runs with that is neither code nor a Debian package: the
/// neural narrator's engine (sherpa-onnx and its onnxruntime, `lib/`), its voices (`voices/`),
/// and OpenMoji's drawings (`openmoji/`). `make deps` fills `.build/talecast-data`; nothing in
/// it is ever committed.
///
/// It is found the same way from any working folder: `TALECAST_DATA` when set, else a folder
/// named `talecast-data` beside the program or one or two folders above it (the build's
/// `.build/<triple>/release/talecast` finds `.build/talecast-data`), else `share/talecast`
/// beside the program's `bin/` (an installed layout) — one nobody else may write in. Never the
/// current folder: a render started elsewhere must draw and speak as one started here.
public struct DataFolder: Sendable, Hashable {
  public let url: URL
  /// How it was found, for messages: "TALECAST_DATA" or "beside the program".
  public let origin: String

  public init(url: URL, origin: String) {
    self.url = url
    self.origin = origin
  }

  /// sherpa-onnx's C library and the onnxruntime it loads from beside itself.
  public var libraries: URL { url.appendingPathComponent("lib", isDirectory: true) }
  /// One folder per prepared neural voice (`talecast voices add`).
  public var voices: URL { url.appendingPathComponent("voices", isDirectory: true) }
  /// OpenMoji's SVG drawings, one file per emoji (`1F408.svg`).
  public var openMoji: URL {
    url.appendingPathComponent("openmoji/svg", isDirectory: true)
  }
  /// `NAME VERSION` lines: the packages `make deps` installed here.
  public var versions: [String: String] {
    guard
      let text = try? String(
        contentsOf: url.appendingPathComponent("VERSIONS"), encoding: .utf8)
    else { return [:] }
    var versions: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1)
      if parts.count == 2 { versions[String(parts[0])] = String(parts[1]) }
    }
    return versions
  }

  /// Why there is no data folder: where it was looked for.
  public struct Missing: Error, Sendable, Hashable, CustomStringConvertible {
    public let searched: [String]
    /// Set when `TALECAST_DATA` names something that is not a folder.
    public let variable: String?

    public var description: String {
      if let variable {
        return "TALECAST_DATA: \(variable) is not a folder"
      }
      return
        "Talecast's data folder is missing (looked in \(searched.joined(separator: ", "))): run `make deps`, or set TALECAST_DATA"
    }
  }

  /// The data folder of this process, found once.
  public static let current: Result<DataFolder, Missing> = locate(
    environment: ProcessInfo.processInfo.environment, executable: executablePath())

  /// The folder `environment` and the program at `executable` name (see the type's comment).
  public static func locate(environment: [String: String], executable: String?)
    -> Result<DataFolder, Missing>
  {
    if let variable = environment["TALECAST_DATA"], !variable.isEmpty {
      guard isFolder(variable) else {
        return .failure(Missing(searched: [variable], variable: variable))
      }
      return .success(DataFolder(url: URL(fileURLWithPath: variable), origin: "TALECAST_DATA"))
    }
    var searched: [String] = []
    if let executable {
      let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
      let candidates = [
        folder.appendingPathComponent("talecast-data"),
        folder.deletingLastPathComponent().appendingPathComponent("talecast-data"),
        folder.deletingLastPathComponent().deletingLastPathComponent()
          .appendingPathComponent("talecast-data"),
        folder.deletingLastPathComponent().appendingPathComponent("share/talecast"),
      ].map(\.standardizedFileURL)
      for candidate in candidates {
        searched.append(candidate.path)
        if isFolder(candidate.path) && isTrusted(candidate.path) {
          return .success(DataFolder(url: candidate, origin: "beside the program"))
        }
      }
    }
    return .failure(Missing(searched: searched, variable: nil))
  }

  /// The running program's own file, symbolic links resolved (`/proc/self/exe`).
  public static func executablePath() -> String? {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
  }

  /// A folder found beside the program, not named by the user, is only taken if its owner is
  /// the user or root and nobody else may write in it: its libraries are loaded, and a
  /// program copied to /tmp/x would otherwise run whatever someone put in /tmp/talecast-data.
  static func isTrusted(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    return status.st_mode & S_IWOTH == 0 && (status.st_uid == getuid() || status.st_uid == 0)
  }

  private static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }
}
