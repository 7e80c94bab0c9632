import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore
import TalecastLibrary

enum LibraryCommand {
  static func stats(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let stats = try talecast.library.stats()
      if command.flag("json") {
        try LibraryOutput.json(stats)
        return 0
      }
      Output.line("stories:        \(stats.stories)")
      Output.line("  new:          \(stats.new) (never played)")
      Output.line("  in progress:  \(stats.inProgress) (played once or twice)")
      Output.line("  completed:    \(stats.completed) (played three times or more)")
      Output.line("  favourites:   \(stats.favorites)")
      Output.line(
        "  new audio:    \(stats.needingNewAudio) (text changed since the audio was made)")
      Output.line("audio:          \(TimeText.minutes(stats.totalAudio))")
      Output.line("heroes:         \(stats.heroes)")
      Output.line("custom events:  \(stats.customEvents)")
      return 0
    } catch {
      return LibraryOutput.fail(error)
    }
  }

  static func importFile(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let path = command.arguments[0]
    do {
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw LibraryError.invalid(field: path, problem: "cannot read the file")
      }
      let library: LibraryExport
      do {
        library = try LibraryExport.makeDecoder().decode(LibraryExport.self, from: data)
      } catch {
        throw LibraryError.invalid(
          field: path, problem: "not a Talecast export (\(ImportProblem.describe(error)))")
      }
      let report = try talecast.library.importLibrary(library)
      Output.line(
        "imported \(path): stories \(report.storiesAdded) added, \(report.storiesUpdated) updated; heroes \(report.heroesAdded) added, \(report.heroesUpdated) updated; custom events \(report.customEventsAdded) added, \(report.customEventsUpdated) updated"
      )
      return 0
    } catch {
      return LibraryOutput.fail(error)
    }
  }
}

/// Says where a decoding error is: the field path and what was wrong.
enum ImportProblem {
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
        .joined()
      return keys.isEmpty ? "the top level" : String(keys.drop { $0 == "." })
    }
    switch error {
    case .keyNotFound(let key, let context): return "\(path(context)): missing '\(key.stringValue)'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return "\(path(context)): \(context.debugDescription)"
    @unknown default: return "\(error)"
    }
  }
}
