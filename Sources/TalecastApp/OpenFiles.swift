import Foundation

/// Whether some process has a file open for writing, read from Linux's `/proc/<pid>/fd` and
/// `fdinfo`: a spool file a program is still writing is not taken, however long it pauses
/// between writes. Processes whose folders cannot be read (another user's, without root) are
/// not seen; for them the settle time and the rename convention remain.
enum OpenFiles {
  static func isOpenForWriting(_ path: String) -> Bool {
    let wanted = (path as NSString).resolvingSymlinksInPath
    let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for pid in processes where pid.first?.isNumber == true {
      let fds = "/proc/\(pid)/fd"
      for fd in (try? FileManager.default.contentsOfDirectory(atPath: fds)) ?? [] {
        guard
          let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(fds)/\(fd)"),
          target == wanted
        else { continue }
        if writable(flagsOf: "/proc/\(pid)/fdinfo/\(fd)") { return true }
      }
    }
    return false
  }

  /// The `flags:` line of an fdinfo file is octal; O_WRONLY is 1 and O_RDWR 2.
  private static func writable(flagsOf fdinfo: String) -> Bool {
    guard let text = try? String(contentsOfFile: fdinfo, encoding: .utf8) else { return false }
    for line in text.split(separator: "\n") where line.hasPrefix("flags:") {
      let octal = line.dropFirst("flags:".count).trimmingCharacters(in: .whitespaces)
      guard let flags = Int(octal, radix: 8) else { return false }
      return flags & 0o3 != 0
    }
    return false
  }
}
