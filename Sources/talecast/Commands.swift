import TalecastCommandLine

/// Every command of the program, as data: parsing and help are generated from these.
enum Commands {
  static let media = OptionSpec(
    "media", value: "dir", help: "Where the library database and rendered stories live.",
    default: "$TALECAST_MEDIA, else ./Media")

  static let databaseOption = OptionSpec(
    "database", value: "url",
    help:
      "Where the queue, library and event log live: a postgresql:// URL that every host shares, or 'sqlite'.",
    default: "$TALECAST_DATABASE, else talecast.sqlite in the media root")

  static let database = CommandSpec(
    name: "database",
    abstract: "Which database Talecast uses, and the schema version of each store's tables.",
    subcommands: [
      CommandSpec(
        name: "status",
        abstract:
          "Show the database in use (SQLite file or PostgreSQL server) and its tables' versions.",
        discussion: """
          Reads only: a database that is not there yet, or is behind this Talecast, is said so
          (exit 0); 'talecast database migrate' brings it up to date. Never shows a password.
          """,
        examples: [
          "talecast database status",
          "talecast database status --database postgresql://talecast@db.example:5432/talecast",
        ]),
      CommandSpec(
        name: "migrate",
        abstract: "Create or upgrade the tables (forward only; safe when hosts start at once).",
        examples: [
          "TALECAST_DATABASE=postgresql://talecast@db.example/talecast talecast database migrate"
        ]),
    ])

  static let render = CommandSpec(
    name: "render", abstract: "Render job files into narrated, illustrated stories.",
    discussion: """
      Each job file (JSON) names a hero and an occasion. Folders are expanded to the .json files
      inside them. Every valid job is stored in the queue before any work starts (a file
      submitted before is the same job, not a new one), then the jobs are rendered, N at a time.
      A bad job file is reported and skipped; the others still render. Ctrl-C pauses running
      jobs at their next stop point (within --shutdown-timeout seconds) and exits 0 (the same
      command resumes them); a second Ctrl-C stops at once. Exits 1 if any job failed.
      """,
    arguments: [ArgumentSpec("file", help: "Job files or folders of job files.", repeating: true)],
    options: [
      OptionSpec(
        "concurrency", value: "n", help: "Jobs rendered at the same time.",
        default: "the number of cores"),
      OptionSpec(
        "events", value: "path",
        help: "Also write every event as a JSON line to this file, or to standard output with '-'."),
      Commands.shutdownTimeoutOption,
    ],
    examples: [
      "talecast render Jobs/examples",
      "talecast render Jobs/examples/luna-bedtime-adventure.json --media /tmp/library",
      "talecast render Jobs/examples Jobs/custom --concurrency 1",
      "talecast render Jobs/examples --events - | jq -r .type",
    ],
    exitStatuses: [
      ExitStatus(0, "Every job rendered, or Ctrl-C paused the running ones to resume."),
      ExitStatus(1, "A job failed, or the queue could not be written."),
      ExitStatus(130, "A second Ctrl-C stopped at once; running jobs resume next run."),
    ])

  static let play = CommandSpec(
    name: "play", abstract: "Simulate a listener playing stories as a queue, with timed output.",
    discussion: """
      Prints a line for everything the listener hears and sees — a story starting, each
      illustration appearing when the story time crosses its timestamp, each sentence heard
      as it starts (♪, from the story's subtitles), pauses, seeks, the end of each story —
      stamped with the queue time, the story's place, its title and the story time. The virtual clock (default) prints at once; --realtime really waits. A script of
      listener actions at queue times: play pause resume stop next previous status
      seek=1:30|+15|-15|50% speed=0.5..3 repeat=off|one|all sleep=MINUTES|end|off
      autoadvance=on|off shuffle=SEED clear remove=N move=FROM:TO add=ID|QUERY
      insert=ID|QUERY, each with @SECONDS (or @M:SS), e.g. "pause@10 resume@15 seek=1:30@20".
      --interactive reads the same actions (without @) from standard input while playing on
      the real clock; "status" prints a status line, "quit" (or end of input) ends.
      """,
    arguments: [
      ArgumentSpec(
        "id", help: "Story ids (or unique prefixes) or library queries, played in this order.",
        repeating: true, optional: true)
    ],
    options: [
      OptionSpec("all", help: "Play every story in the library, oldest first."),
      OptionSpec("script", value: "actions", help: "Listener actions at queue times."),
      OptionSpec("script-file", value: "file", help: "The same, from a file (# comments)."),
      OptionSpec("speed", value: "rate", help: "Story time per second, 0.5 to 3.0.", default: "1"),
      OptionSpec("tick", value: "seconds", help: "The clock's step.", default: "0.1"),
      OptionSpec(
        "repeat", value: "mode", help: "Repeat off, one (the story) or all (the queue).",
        default: "off"),
      OptionSpec("no-auto-advance", help: "Pause at the end of each story instead of going on."),
      OptionSpec("realtime", help: "Wait in real time instead of using the virtual clock."),
      OptionSpec("json", help: "Print the playback events as JSON lines instead."),
      OptionSpec("interactive", help: "Read actions from standard input while playing."),
    ],
    examples: [
      "talecast play 3f2a 9b1c", "talecast play --all", "talecast play hero:Luna --speed 1.5",
      "talecast play --all --script \"pause@10 resume@15 seek=1:30@20 next@40 sleep=end@45\"",
      "talecast play 3f2a --interactive", "talecast play --all --no-auto-advance --repeat all",
    ])

  static let log = CommandSpec(
    name: "log", abstract: "Show the history of jobs and stories from the event log.",
    discussion: """
      Without --job or --story, lists recent jobs. With --job, shows the job's stages with start,
      end, duration, attempts and errors. With --story, the job that made the story and
      everything that happened to the story since. --follow keeps printing new events until
      interrupted.
      """,
    options: [
      OptionSpec("job", value: "id", help: "The job id, or enough of its start to be unique."),
      OptionSpec("story", value: "id", help: "The story id, or enough of its start to be unique."),
      OptionSpec("json", help: "Print the events as JSON lines."),
      OptionSpec("follow", help: "Keep printing new events until interrupted (Ctrl-C)."),
    ],
    examples: [
      "talecast log", "talecast log --job 3f2a", "talecast log --story 8c07 --json",
      "talecast log --follow",
    ])

  static let serve = CommandSpec(
    name: "serve",
    abstract: "Render jobs from a spool folder and the HTTP API until stopped.",
    discussion: """
      Watches the spool folder: each .json job file dropped into it is stored in the queue and
      moved to accepted/, or moved to rejected/ with a .error.txt beside it saying what is
      wrong. Write job files elsewhere and move them in (a file changed in the last half second
      waits for the next look). With --http, also answers the HTTP API (see 'HTTP API' in the reference, make docs; every
      /v1 route needs a token from 'talecast tokens create'), and watches a spool folder only
      when --spool is given. The queue is worked by N workers (none with --workers 0: a host
      that only takes jobs, for worker hosts on one PostgreSQL) until SIGINT or SIGTERM: then
      the API stops taking requests and finishes those in flight (within 5 s, event streams get
      a last event), running jobs pause at their next stop point (within --shutdown-timeout
      seconds, 30 by default) and are released for the next run, and the command exits 0; a
      second signal stops at once.
      """,
    options: [
      OptionSpec("spool", value: "dir", help: "The folder to watch.", default: "Jobs/inbox"),
      OptionSpec(
        "workers", value: "n", help: "Jobs rendered at the same time (0: none, with --http).",
        default: "the number of cores"),
      OptionSpec("concurrency", value: "n", help: "The older name of --workers."),
      OptionSpec("poll", value: "seconds", help: "How often to look in the folder.", default: "1"),
      OptionSpec(
        "http", value: "host:port",
        help:
          "Answer the HTTP API on this address (127.0.0.1:8080, [::1]:8080, :8080 for loopback); another address than loopback needs a token."
      ),
      OptionSpec(
        "cors", value: "origin", help: "Let pages of this origin (or *) call the API."),
      OptionSpec(
        "rate", value: "n", help: "Requests a second each token may make (bursts of 2n).",
        default: "20"),
      Commands.shutdownTimeoutOption,
    ],
    examples: [
      "talecast serve", "talecast serve --spool /srv/talecast/inbox --workers 4",
      "talecast serve --http 127.0.0.1:8080",
      "talecast serve --http 0.0.0.0:8080 --workers 0 --database postgresql://talecast@db/talecast",
    ],
    exitStatuses: [
      ExitStatus(0, "Stopped by SIGINT or SIGTERM after a drain; running jobs resume next run."),
      ExitStatus(130, "A second signal stopped at once; running jobs resume next run."),
    ])

  static let voicesAdd = CommandSpec(
    name: "add", abstract: "Prepare a Piper voice and install it in the data folder.",
    discussion: """
      PATH is the voice's NAME.onnx, with Piper's NAME.onnx.json beside it, or a folder
      holding the two (as Piper's voices are shipped). Talecast adds the metadata sherpa-onnx
      needs and its token table to a copy in the data folder's voices/, measures the voice's
      pace, and installs it whole or not at all. Piper voices read espeak-ng's phonemes.
      """,
    arguments: [ArgumentSpec("path", help: "The voice's .onnx file, or its folder.")],
    options: [
      OptionSpec("replace", help: "Replace an installed voice of the same name."),
      OptionSpec("source", value: "text", help: "Where it came from, shown by 'talecast voices'."),
      OptionSpec("json", help: "Print the voice as JSON."),
    ],
    examples: [
      "talecast voices add ~/voices/en_GB-alba-medium.onnx",
      "talecast voices add ~/voices/alba/ --replace",
    ])

  static let voices = CommandSpec(
    name: "voices", abstract: "List the narrator's voices: neural ones first, then espeak-ng's.",
    discussion: """
      A job names a neural voice by its short name (joe) or its full one
      (piper:en_US-joe-medium), and an espeak-ng voice by file name (en-gb), name (English
      (Great Britain)) or language (espeak:en-gb to be sure). A job that names no voice gets
      TALECAST_VOICE, else the neural voice for English when one is installed, else en-us.
      The built-in writer writes English, so its jobs need an English voice; another is
      refused when the job is submitted.
      """,
    options: [OptionSpec("json", help: "Print JSON for programs.")],
    subcommands: [voicesAdd],
    examples: [
      "talecast voices", "talecast voices --json",
      "talecast voices add ~/voices/en_GB-alba-medium.onnx",
    ], runsAlone: true)

  static let root = CommandSpec(
    name: "talecast",
    abstract: "Turn a hero and a story idea into a narrated, illustrated audio story.",
    subcommands: [
      render, serve, jobs, stories, heroes, occasions, library, play, log, voices, audio,
      database, tokens, feeds, completions, manual,
    ])

  static let parser = CommandLineParser(root: root, globalOptions: [media, databaseOption])
}
