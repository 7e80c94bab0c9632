import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastContract
import TalecastCore

enum LibraryCommand {
  static func stats(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let stats = try talecast.stats()
      if command.flag("json") {
        try LibraryOutput.json(StatsResource(stats))
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
      Output.line(
        "occasions:      \(stats.customOccasions) custom (and the \(BuiltInOccasion.allCases.count) built in)"
      )
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  /// `talecast library check`: every story's files against the library.
  static func check(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      if command.flag("repair") {
        let repair = try talecast.repairLibrary()
        if !command.flag("json") {
          for folder in repair.adopted { Output.line("adopted \(folder) into the library") }
          for folder in repair.relocated { Output.line("relocated a story to \(folder)") }
          for folder in repair.setAside {
            Output.line("set aside \(folder): not a whole story (no readable manifest or no audio)")
          }
          for id in repair.marked {
            Output.line("marked \(id) to be rendered again ('talecast stories rerender \(id)')")
          }
        }
      }
      let (checked, problems) = try talecast.checkLibrary()
      if command.flag("json") {
        try LibraryOutput.json(problems)
      } else {
        for problem in problems {
          Output.line(
            "\(problem.storyId) \"\(problem.title)\": \(problem.file): \(Hints.message(problem))")
        }
        let stories = Set(problems.map(\.storyId)).count
        Output.line(
          problems.isEmpty
            ? "checked \(checked) stor\(checked == 1 ? "y" : "ies"): every file is whole"
            : "checked \(checked) stor\(checked == 1 ? "y" : "ies"): \(problems.count) problem\(problems.count == 1 ? "" : "s") in \(stories)"
        )
      }
      return problems.isEmpty ? 0 : 1
    } catch {
      return Failure.report(error)
    }
  }

  static func importFile(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    let path = command.arguments[0]
    do {
      let data: Data
      do {
        try JobFileCheck.readable(
          URL(fileURLWithPath: path), limit: 1 << 30, kind: "library export")
        data = try Data(contentsOf: URL(fileURLWithPath: path))
      } catch let problem as JobFileCheck.Problem {
        throw ImportFileError(path: path, problem: problem.description)
      } catch {
        throw ImportFileError(path: path, problem: "cannot read the file")
      }
      let library: LibraryExport
      do {
        library = try LibraryExport.makeDecoder().decode(LibraryExport.self, from: data)
      } catch {
        throw ImportFileError(
          path: path, problem: "not a Talecast export (\(DecodingProblem.describe(error)))")
      }
      let report = try talecast.importLibrary(library)
      Output.line(
        "imported \(path): stories \(report.storiesAdded) added, \(report.storiesUpdated) updated; heroes \(report.heroesAdded) added, \(report.heroesUpdated) updated; custom occasions \(report.customOccasionsAdded) added, \(report.customOccasionsUpdated) updated"
      )
      if report.storiesWithoutFiles > 0 {
        let count = report.storiesWithoutFiles
        Output.line(
          "\(count) stor\(count == 1 ? "y has" : "ies have") no audio in this library: marked to be rendered again ('talecast stories rerender outdated:yes')"
        )
      }
      return 0
    } catch {
      return Failure.report(error)
    }
  }
}

/// A file `library import` cannot read as an export, named by its path as typed (a CLI
/// error: a library error names the library's fields, which the CLI says as options).
struct ImportFileError: Error, CustomStringConvertible {
  let path: String
  let problem: String

  var description: String { "\(path): \(problem)" }
}
