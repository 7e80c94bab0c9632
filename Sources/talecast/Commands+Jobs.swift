import TalecastCommandLine

/// Commands on the job queue.
extension Commands {
  static let jobStates = "queued, running, succeeded, failed, cancelled, discarded"

  static let jobs = CommandSpec(
    name: "jobs", abstract: "List, show, retry, cancel and purge jobs in the queue.",
    subcommands: [
      CommandSpec(
        name: "list", abstract: "List jobs, newest first.",
        options: [
          OptionSpec("state", value: "s,s", help: "Only these states: \(jobStates)."),
          OptionSpec("limit", value: "n", help: "At most this many.", default: "100"), json,
        ],
        examples: ["talecast jobs list", "talecast jobs list --state failed,discarded --json"]),
      CommandSpec(
        name: "show", abstract: "Show one job: its state, attempts and errors.",
        arguments: [ArgumentSpec("id", help: "The job id, or its unique start.")],
        options: [json], examples: ["talecast jobs show 3f2a"]),
      CommandSpec(
        name: "retry", abstract: "Resume a failed job at the stage that failed.",
        discussion: """
          The job is queued again and worked until it finishes. Finished work is reused from
          its checkpoints in the media root's work/ folder: the story text, every scene already
          voiced, the encoded audio, every illustration already drawn. --skip-illustrations
          completes the story without the illustrations not drawn yet; --illustrations-only
          draws again only the failed illustrations of a story that completed as partial.
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
        name: "cancel", abstract: "Cancel a queued, failed or running job.",
        discussion: """
          A queued or failed job is cancelled at once and its checkpoints are removed. A
          running job (in this or another process) stops at its next safe point — between
          stages, scenes or illustrations — and leaves nothing behind.
          """,
        arguments: [ArgumentSpec("id", help: "The job id, or its unique start.")],
        examples: ["talecast jobs cancel 3f2a"]),
      CommandSpec(
        name: "purge", abstract: "Delete finished jobs from the queue.",
        discussion: "Queued and running jobs are never purged; failed ones lose their checkpoints.",
        options: [
          OptionSpec(
            "state", value: "s,s",
            help: "Only these finished states: succeeded, failed, cancelled, discarded."),
          OptionSpec("older-than", value: "days", help: "Only jobs last changed before then."),
          json,
        ],
        examples: ["talecast jobs purge --state succeeded", "talecast jobs purge --older-than 30"]),
    ])
}
