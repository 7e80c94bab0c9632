import TalecastCore

/// Job files: a syntax error names a line and column inside the text; a content error names
/// the file and the field; an accepted job has a hero with a name and a length.
enum JobFileCheck {
  static let source = "fuzz.json"

  static func check(_ text: String) throws(FuzzFinding) {
    do {
      let job = try JobFileParser.parse(text: text, source: source)
      guard !job.hero.name.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw FuzzFinding("jobfile: accepted a hero without a name")
      }
    } catch let error as JobFileError {
      let message = error.description
      guard message.contains(source) else {
        throw FuzzFinding("jobfile: the error does not name the file: '\(message)'")
      }
      try Promise.readable(message, what: "jobfile")
      if case .position(let line, let column) = error.location {
        // Lines end at a line feed byte, as the reader counts them; columns count characters.
        let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count, column >= 1,
          column <= String(decoding: lines[line - 1], as: UTF8.self).count + 1
        else {
          throw FuzzFinding(
            "jobfile: line \(line) column \(column) is outside the text (\(lines.count) lines)")
        }
      }
    } catch let finding as FuzzFinding {
      throw finding
    } catch {
      throw FuzzFinding("jobfile: an unexpected kind of error: \(error)")
    }
  }
}
