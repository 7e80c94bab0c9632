import TalecastApp
import TalecastCore
import TalecastLibrary
import TalecastQueue

/// The CLI's advice after an error: which command lists or repairs what the error names. The
/// services say what went wrong in their own terms; this is the one place that adds the
/// commands to run, so that another front door can say the same errors without them.
enum Hints {
  /// An error as the CLI prints it: what went wrong, then the advice, if any.
  static func message(_ error: any Error) -> String {
    "\(error)" + hint(for: error)
  }

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
    case .storyFile: problem.problem
    case .unknownFolder: problem.problem + " ('talecast library check --repair' adopts it)"
    }
  }
}
