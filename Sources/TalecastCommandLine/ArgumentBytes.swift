import Glibc

extension CommandLineParser {
  /// Parses the arguments as the system passes them: bytes. One that is not UTF-8 is refused,
  /// as a job file and the API refuse such text, rather than read with U+FFFD in place of its
  /// bad bytes (which `CommandLine.arguments` does) and stored so.
  public func parse(bytes arguments: [[UInt8]]) throws(UsageError) -> ParseOutcome {
    let texts = arguments.map { String(decoding: $0, as: UTF8.self) }
    guard
      let bad = arguments.firstIndex(where: { String(validating: $0, as: UTF8.self) == nil })
    else { return try parse(texts) }
    // The subcommands named before it give the usage line.
    var path: [String] = []
    var command = root
    for word in texts[..<bad] {
      guard let next = command.subcommands.first(where: { $0.answers(to: word) }) else { break }
      path.append(next.name)
      command = next
    }
    let after = bad > 0 ? " (after '\(texts[bad - 1])')" : ""
    throw usageError(
      "Argument \(bad + 1)\(after) is not UTF-8 text: '\(Self.shown(arguments[bad]))'. "
        + "Every argument (a name, a title, a path) must be UTF-8.",
      command: path)
  }

  /// The process's arguments after the program's name, as bytes.
  public static var processArguments: [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: argument, count: strlen(argument)))
        .map { UInt8(bitPattern: $0) }
    }
  }

  /// `bytes` with what is not printable ASCII written as `\xFF`, at most 60 bytes of it.
  static func shown(_ bytes: [UInt8]) -> String {
    let hex = Array("0123456789ABCDEF")
    let text = bytes.prefix(60).map { byte -> String in
      (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "\\")
        ? String(UnicodeScalar(byte))
        : "\\x" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
    }.joined()
    return bytes.count > 60 ? text + "…" : text
  }
}
