import TalecastApp
import TalecastContract
import TalecastCore

/// The CLI's words around an error: the option a library field is typed in, and which command
/// lists or repairs what the error names. The services say what went wrong in their own terms;
/// this is the one place that says it as the CLI, so that another front door can say the same
/// errors its own way.
enum Hints {
  /// An error as the CLI prints it: what went wrong (a library field named as its option),
  /// then the advice, if any.
  static func message(_ error: any Error) -> String {
    let description =
      (error as? LibraryError)?.description(naming: option(for:)) ?? "\(error)"
    return description + hint(for: error)
  }

  /// The option a library field is typed in (`title` → `--title`); other fields (a place in
  /// an import file, a file's path) as the library names them.
  static func option(for field: String) -> String {
    // One item of a list option: `keywords[3]` is the fourth of --keywords.
    if let bracket = field.firstIndex(of: "["), field.hasSuffix("]"),
      let option = options[String(field[..<bracket])],
      let index = Int(field[field.index(after: bracket)..<field.index(before: field.endIndex)])
    {
      return "\(option) (item \(index + 1))"
    }
    return options[field] ?? field
  }

  /// Every library field that a library error can name and an option of the CLI sets.
  private static let options = [
    "title": "--title", "name": "--name", "avatar": "--avatar", "traits": "--traits",
    "pronouns": "--pronouns", "active": "--active", "category": "--category", "ages": "--ages",
    "favorite": "--favorite", "scene": "--scene", "text": "--text", "language": "--language",
    "voice": "--voice", "sort": "--sort", "appearance": "--appearance",
    "specialAbility": "--ability", "description": "--description", "promptSeed": "--seed",
    "tone": "--tone", "keywords": "--keywords", "minimumAge": "--ages", "maximumAge": "--ages",
  ]

  /// The advice for `error`, to append to its description ("" when there is none).
  static func hint(for error: any Error) -> String {
    switch error {
    case QueueError.notFound: " (see 'talecast jobs list')"
    case let error as JobFileError: hint(for: error.cause)
    case JobCommandError.noStoryToIllustrate: "; retry it without --illustrations-only"
    case LibraryError.notFound(let kind, _): " (see 'talecast \(listCommand(kind)) list')"
    case LibraryError.noStoryMatches: " (see 'talecast stories list')"
    default: ""
    }
  }

  /// The command that lists records of `kind`.
  static func listCommand(_ kind: LibraryRecordKind) -> String {
    switch kind {
    case .story: "stories"
    case .hero: "heroes"
    case .customOccasion: "occasions"
    }
  }

  /// The advice for what a rejected job file names.
  static func hint(for cause: JobFileError.Cause?) -> String {
    switch cause {
    case .unknownHero: " (see 'talecast heroes list')"
    case .unknownCustomOccasion: " (see 'talecast occasions list')"
    case .voiceLanguage: " (see 'talecast voices')"
    case nil: ""
    }
  }

  /// A problem `library check` found, as the CLI prints it.
  static func message(_ problem: StoryProblem) -> String {
    switch problem.kind {
    case .storyFile, .sharedFolder, .foreignFolder: problem.problem
    case .unknownFolder: problem.problem + " ('talecast library check --repair' adopts it)"
    }
  }
}
