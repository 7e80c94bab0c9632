import Foundation

/// Runs inputs through a target outside libFuzzer: `talecast-fuzz TARGET FILE...` (to
/// reproduce a finding, or check a corpus). Prints each finding; returns 1 if there was one.
public enum FuzzReplay {
  public static func main(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
      FileHandle.standardError.write(Data("usage: talecast-fuzz \(names) FILE...\n".utf8))
      return 64
    }
    var findings = 0
    for path in arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
        return 1
      }
      do {
        try target.check(Array(data))
      } catch {
        findings += 1
        print("\(path): \(error)")
      }
    }
    print("\(arguments.count - 1) inputs, \(findings) findings")
    return findings == 0 ? 0 : 1
  }

  /// The target a fuzzing run checks, from TALECAST_FUZZ_TARGET.
  public static let selected: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["TALECAST_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      fatalError(
        "set TALECAST_FUZZ_TARGET to one of \(FuzzTarget.allCases.map(\.rawValue)), not '\(name)'")
    }
    return target
  }()

  /// One input from libFuzzer: a finding stops the run so libFuzzer keeps the input.
  public static func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
      try selected.check(bytes)
    } catch {
      fatalError("\(error)")
    }
  }
}
