import Foundation

/// The parsers that read what users type or write, each checked against any bytes at all:
/// it may refuse them with an error, but the error must point inside the input and read
/// clearly, and what it accepts must work downstream. A broken promise is a `FuzzFinding`;
/// a crash is a crash (libFuzzer keeps the input either way).
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// Job files (`talecast render`): JSON syntax, then every field.
  case jobFile = "jobfile"
  /// Library queries (`talecast stories list QUERY`), run against a small real library.
  case query
  /// Listener scripts (`talecast play --script`), played on a three-story queue.
  case script

  /// Checks one input. Bytes that are not UTF-8 are refused before any parser sees them
  /// (files are checked for UTF-8 first; arguments always are), so they pass.
  public func check(_ bytes: [UInt8]) throws(FuzzFinding) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    switch self {
    case .jobFile: try JobFileCheck.check(text)
    case .query: try QueryCheck.check(text)
    case .script: try ScriptCheck.check(text)
    }
  }
}

/// A promise a parser broke for one input.
public struct FuzzFinding: Error, CustomStringConvertible, Sendable {
  public let description: String

  init(_ description: String) { self.description = description }
}

/// Checks shared by the targets.
enum Promise {
  /// A marker under the input must sit inside it: `start` and `length` count characters.
  static func marker(start: Int, length: Int, in text: String, what: String) throws(FuzzFinding) {
    let count = text.count
    guard start >= 0, length >= 0, start <= count, start + length <= count + 1 else {
      throw FuzzFinding(
        "\(what): marker at \(start) (\(length) long) is outside the \(count)-character input")
    }
  }

  /// An error's text says something on its first line.
  static func readable(_ message: String, what: String) throws(FuzzFinding) {
    let first = message.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    guard first.contains(where: { $0.isLetter }) else {
      throw FuzzFinding("\(what): the error's first line says nothing: '\(message)'")
    }
  }
}
