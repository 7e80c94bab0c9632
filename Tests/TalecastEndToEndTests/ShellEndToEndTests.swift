import Foundation
import Testing

/// The completion scripts, loaded by the real shells (bash, zsh, fish from Debian), complete
/// what the command definitions say; the manual page reads in man without a warning.
@Suite struct ShellEndToEndTests {
  /// What `shell -c script` prints, run in an empty folder (so a file completion is empty).
  func run(_ shell: String, _ arguments: [String]) throws -> String {
    let cli = try CLI()
    let result = try cli.run(
      arguments, media: false, executable: URL(fileURLWithPath: "/usr/bin/\(shell)"))
    #expect(result.status == 0, "\(shell): \(result.stderr)")
    return result.stdout
  }

  func script(_ shell: String) throws -> String {
    let cli = try CLI()
    let result = try cli.run(["completions", shell], media: false)
    #expect(result.status == 0, "\(result.stderr)")
    let file = cli.media.deletingLastPathComponent().appendingPathComponent("talecast.\(shell)")
    try result.stdout.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  @Test func bashCompletesCommandsOptionsAndFiles() throws {
    let file = try script("bash")
    let output = try run(
      "bash",
      [
        "-c",
        """
        source "$0"
        comp() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=()
          _talecast; echo "${COMPREPLY[*]}"; }
        comp talecast sto
        comp talecast --media /tmp/m stories li
        comp talecast jobs wait --ti
        comp talecast completions ""
        comp talecast render --events ""
        """, file,
      ])
    #expect(
      output.split(separator: "\n", omittingEmptySubsequences: false).prefix(3)
        == ["stories", "list", "--timeout"], "\(output)")
  }

  @Test func zshCompletesCommandsOptionsAndFiles() throws {
    let file = try script("zsh")
    #expect(try run("zsh", ["-n", file]).isEmpty)
    // The completion system's own functions stand in as printers: what the script offers.
    let output = try run(
      "zsh",
      [
        "-f", "-c",
        """
        compdef() {}; _describe() { print -l -- ${(P)${@[-1]}} }; _files() { print FILES }
        source "$0"
        words=(talecast --media /tmp/m stories li); CURRENT=5; PREFIX=li; _talecast | head -1
        words=(talecast jobs wait --t); CURRENT=4; PREFIX=--t; _talecast | head -1
        words=(talecast render --events x); CURRENT=4; PREFIX=x; _talecast
        """, file,
      ])
    #expect(
      output
        == "list:List and search stories.\n--timeout:Stop waiting after this many seconds.\nFILES\n",
      "\(output)")
  }

  @Test func fishCompletesCommandsOptionsAndFiles() throws {
    let file = try script("fish")
    let output = try run(
      "fish",
      [
        "-c",
        """
        source $argv[1]
        complete -C "talecast stories li"
        complete -C "talecast --media /tmp/m jobs wait --ti"
        complete -C "talecast completions --he"
        """, file,
      ])
    #expect(
      output
        == "list\tList and search stories.\n--timeout\tStop waiting after this many seconds.\n--help\tShow help information.\n",
      "\(output)")
  }

  @Test func theManualPageReadsWithoutWarnings() throws {
    let cli = try CLI()
    let page = try cli.run(["manual"], media: false)
    #expect(page.status == 0)
    #expect(page.stdout.hasPrefix(".\\\" The manual page of talecast"))
    let file = cli.media.deletingLastPathComponent().appendingPathComponent("talecast.1")
    try page.stdout.write(to: file, atomically: true, encoding: .utf8)
    let man = try cli.run(
      ["--warnings", "-l", file.path], media: false,
      environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"],
      executable: URL(fileURLWithPath: "/usr/bin/man"))
    #expect(man.status == 0 && man.stderr.isEmpty, "\(man.stderr)")
    for heading in ["NAME", "SYNOPSIS", "COMMANDS", "EXIT STATUS", "talecast stories list"] {
      #expect(man.stdout.contains(heading), "\(heading)")
    }
    #expect(man.stdout.contains("124    The time-out came first"), "\(man.stdout.prefix(300))")
  }
}
