import TalecastCommandLine

/// Commands on the job queue.
extension Commands {
  static let jobStates = "queued, running, succeeded, failed, cancelled, discarded"

  /// `jobs wait` and `jobs submit --wait`.
  static let waitStatuses = [
    ExitStatus(0, "Every job succeeded (submit without --wait: every job was stored)."),
    ExitStatus(1, "A job failed, was cancelled or discarded; or an error said what and where."),
    ExitStatus(124, "The time-out came first; the jobs go on."),
    ExitStatus(130, "Ctrl-C: waiting stopped; the jobs go on."),
  ]

  static let jobs = CommandSpec(
    name: "jobs", abstract: "Submit, wait for, list, show, retry, cancel and purge jobs.",
    subcommands: [
      CommandSpec(
        name: "submit", abstract: "Queue job files for workers (serve, another host).",
        discussion: """
          Each job file is checked and stored in the queue, as render does, but nothing is
          rendered here: a 'talecast serve' or 'talecast render' on the same store works it.
          With --wait, waits until every job has ended (see 'jobs wait' for the exit codes).
          A file submitted before is the same job, not a new one.
          """,
        arguments: [
          ArgumentSpec("file", help: "Job files or folders of job files.", repeating: true)
        ],
        options: [
          OptionSpec("wait", help: "Wait until every job has ended."),
          OptionSpec("timeout", value: "s", help: "With --wait: stop waiting after this long."),
          json,
        ],
        examples: [
          "talecast jobs submit Jobs/examples",
          "talecast jobs submit job.json --wait --timeout 600",
        ],
        exitStatuses: Commands.waitStatuses),
      CommandSpec(
        name: "wait", abstract: "Wait until jobs have ended, wherever they run.",
        discussion: """
          Ends are heard from every process and host that shares the queue. Exits 0 when
          every job succeeded, 1 when one failed, was cancelled or discarded, 124 when the
          time-out came first, 130 on Ctrl-C (the jobs go on).
          """,
        arguments: [
          ArgumentSpec("id", help: "Job ids, or their unique starts.", repeating: true)
        ],
        options: [
          OptionSpec("timeout", value: "s", help: "Stop waiting after this many seconds."), json,
        ],
        examples: ["talecast jobs wait 3f2a 9c01", "talecast jobs wait 3f2a --timeout 60"],
        exitStatuses: Commands.waitStatuses),
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
