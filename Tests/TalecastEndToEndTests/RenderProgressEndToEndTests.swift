import Foundation
import Testing

/// `render`'s bar on a terminal (a pseudo-terminal from util-linux's `script`): it moves within
/// a job, says in the user's words what the job does, and a warning never lands on its line.
@Suite struct RenderProgressEndToEndTests {
  @Test func theBarMovesWithinAJobInTheUsersWords() throws {
    let cli = try CLI()
    let job = CLI.repository.appendingPathComponent("Jobs/examples/luna-bedtime-adventure.json")
    let command = ([CLI.executable.path, "render", job.path, "--media", cli.media.path]).map {
      "'\($0)'"
    }.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", command, "/dev/null"]
    process.environment = CLI.environment()
    let output = cli.workingDirectory.appendingPathComponent("tty-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let text = try String(contentsOf: output, encoding: .utf8)
    #expect(process.terminationStatus == 0, "\(text)")
    // Each drawing of the bar follows a carriage return and an erase of the line.
    let bars = text.components(separatedBy: "\r\u{1B}[2K").map {
      $0.prefix { $0 != "\r" && $0 != "\n" }
    }.filter { $0.hasPrefix("[") }
    let voicing = bars.filter { $0.contains("0/1 jobs") && $0.contains("voicing scene ") }
    #expect(!voicing.isEmpty, "\(bars)")
    #expect(bars.contains { $0.contains("0/1 jobs") && $0.contains(" of ") })
    // Within the one job the bar fills: some of it before the job ends.
    #expect(voicing.contains { $0.hasPrefix("[#") }, "\(voicing)")
    #expect(!text.contains("synthesizingSpeech") && !text.contains("writingStory"))
  }
}
