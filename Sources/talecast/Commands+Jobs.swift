import TalecastCommandLine

/// Commands on jobs that did not finish.
extension Commands {
  static let jobs = CommandSpec(
    name: "jobs", abstract: "Retry or cancel jobs that did not finish.",
    subcommands: [
      CommandSpec(
        name: "retry", abstract: "Resume a failed job at the stage that failed.",
        discussion: """
          Finished work is reused from the job's checkpoints in the media root's work/ folder:
          the story text, every scene already voiced, the encoded audio, every illustration
          already drawn. --skip-illustrations completes the story without the illustrations
          not drawn yet; --illustrations-only draws again only the failed illustrations of a
          story that completed as partial.
          """,
        arguments: [ArgumentSpec("id", help: "The job id, or its unique start.")],
        options: [
          OptionSpec("skip-illustrations", help: "Complete without the missing illustrations."),
          OptionSpec("illustrations-only", help: "Only redraw a partial story's failed ones."),
        ],
        examples: [
          "talecast jobs retry 3f2a", "talecast jobs retry 3f2a --skip-illustrations",
          "talecast jobs retry 3f2a --illustrations-only",
        ]),
      CommandSpec(
        name: "cancel", abstract: "Cancel an unfinished job.",
        discussion: """
          A failed job is cancelled at once and its checkpoints are removed. A running job
          (in this or another process) stops at its next safe point — between stages, scenes
          or illustrations — and leaves nothing behind.
          """,
        arguments: [ArgumentSpec("id", help: "The job id, or its unique start.")],
        examples: ["talecast jobs cancel 3f2a"]),
    ])
}
