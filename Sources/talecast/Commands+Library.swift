import TalecastCommandLine

/// The library's commands: heroes, stories, custom occasions, and the library as a whole.
extension Commands {
  static let json = OptionSpec("json", help: "Print JSON for programs.")
  static let yes = OptionSpec("yes", short: "y", help: "Delete without asking.")
  static let dryRun = OptionSpec("dry-run", help: "Only list what would be deleted.")

  // MARK: heroes

  static let heroFields: [OptionSpec] = [
    OptionSpec("name", value: "name", help: "The hero's name."),
    OptionSpec("traits", value: "a,b", help: "Primary and secondary trait, e.g. Brave,Kind."),
    OptionSpec("appearance", value: "text", help: "How the hero looks, e.g. \"a red scarf\"."),
    OptionSpec(
      "ability", value: "text", help: "The hero's special ability, e.g. \"talking with owls\"."),
    OptionSpec(
      "pronouns", value: "she|he|they|it", help: "How the story speaks of the hero (default they)."),
    OptionSpec("avatar", value: "file", help: "An image file of the hero."),
  ]

  static let heroes = CommandSpec(
    name: "heroes", abstract: "Add, list, show, edit and delete heroes.",
    subcommands: [
      CommandSpec(
        name: "add", abstract: "Add a hero.", options: heroFields + [json],
        examples: [
          "talecast heroes add --name Luna --traits Brave,Curious --appearance \"silver curls\" --pronouns she"
        ]),
      CommandSpec(
        name: "list", abstract: "List heroes by name.",
        options: [OptionSpec("all", help: "Include inactive heroes."), json],
        examples: ["talecast heroes list"]),
      CommandSpec(
        name: "show", abstract: "Show one hero.",
        arguments: [ArgumentSpec("id", help: "The hero id, or its unique start.")],
        options: [json], examples: ["talecast heroes show 3f2a"]),
      CommandSpec(
        name: "edit", abstract: "Change a hero.",
        arguments: [ArgumentSpec("id", help: "The hero id, or its unique start.")],
        options: heroFields + [
          OptionSpec("no-avatar", help: "Remove the avatar."),
          OptionSpec(
            "active", value: "true|false", help: "Whether the hero is offered for new stories."),
          json,
        ],
        examples: [
          "talecast heroes edit 3f2a --appearance \"a green hat\"",
          "talecast heroes edit 3f2a --active false",
        ]),
      CommandSpec(
        name: "delete", abstract: "Delete a hero; its stories stay unless --with-stories.",
        arguments: [ArgumentSpec("id", help: "The hero id, or its unique start.")],
        options: [
          OptionSpec("with-stories", help: "Also delete the hero's stories and their files."), yes,
          dryRun,
        ],
        examples: [
          "talecast heroes delete 3f2a", "talecast heroes delete 3f2a --with-stories --dry-run",
        ]),
    ])

  // MARK: stories

  static let queryArgument = ArgumentSpec(
    "query", help: "Words to search for, and filters such as hero:Luna plays:0 -favorite:true.",
    repeating: true,
    optional: true, allowsLeadingDash: true)

  static let storiesList = CommandSpec(
    name: "list", abstract: "List and search stories.",
    discussion: """
      Bare words search titles and text, whole (best match first); drag* finds words that
      begin so (dragon, dragons). Filters: id: title: hero: occasion:
      voice: language: favorite:true plays:0 plays:1..2 duration:..5:00 created:-1w..
      created:2026-11-01 played:today outdated:true. A leading - or ^ negates a term; quotes keep
      words together: occasion:"Bedtime Adventure" (event: is its old name). Times are in UTC.
      """,
    arguments: [queryArgument],
    options: [
      OptionSpec(
        "sort", value: "keys",
        help:
          "Order, e.g. created- or plays-,title+ (keys: created, modified, title, hero, occasion, duration, plays, played, favorite, rank, id)."
      ),
      OptionSpec("limit", short: "n", value: "count", help: "Stories per page.", default: "50"),
      OptionSpec(
        "after", value: "cursor", help: "Continue after this cursor (printed under each page)."),
      OptionSpec("new", help: "Only stories never played (plays:0)."),
      OptionSpec("favorites", help: "Only favourites (favorite:true)."),
      OptionSpec("recent", help: "Stories made in the last 7 days, newest first."),
      OptionSpec(
        "format", value: "template", help: "One line per story, e.g. '{id} {title} ({duration})'."),
      json,
    ],
    examples: [
      "talecast stories list", "talecast stories list dragon hero:Ada",
      "talecast stories list plays:1..2 --sort plays-",
      "talecast stories list --new --limit 20",
      "talecast stories list -favorite:true duration:..2:00",
      "talecast stories list --format '{id}  {title}  {duration}'",
    ])

  static let storiesShow = CommandSpec(
    name: "show", abstract: "Show one story: its files, scenes and illustration timings.",
    arguments: [ArgumentSpec("id", help: "The story id, or enough of its start to be unique.")],
    options: [OptionSpec("json", help: "Print the story as JSON.")],
    examples: ["talecast stories show 3f2a"])

  static let storiesEdit = CommandSpec(
    name: "edit", abstract: "Change a story's title, scene text, language or voice.",
    discussion: "Changing the title or text marks the audio as needing to be made again.",
    arguments: [ArgumentSpec("id", help: "The story id, or its unique start.")],
    options: [
      OptionSpec("title", value: "title", help: "A new title."),
      OptionSpec(
        "scene", value: "number",
        help: "A scene to rewrite (1-based); give --text after it. Repeatable."),
      OptionSpec("text", value: "text", help: "The new text of the --scene before it."),
      OptionSpec("language", value: "code", help: "The story's language, e.g. en."),
      OptionSpec("voice", value: "name", help: "The voice for the next render, e.g. en-gb."), json,
    ],
    examples: [
      "talecast stories edit 3f2a --title \"Luna's Long Night\"",
      "talecast stories edit 3f2a --scene 2 --text \"…\"",
    ])

  static let storiesFavorite = CommandSpec(
    name: "favorite", abstract: "Mark stories as favourites (or not, with --off).",
    arguments: [ArgumentSpec("id", help: "Story ids or unique starts.", repeating: true)],
    options: [OptionSpec("off", help: "Remove the mark instead.")],
    examples: ["talecast stories favorite 3f2a 9b1c"])

  static let storiesDelete = CommandSpec(
    name: "delete",
    abstract: "Delete stories and their files (audio, illustrations, manifest, folder).",
    discussion: "Lists what it will delete and asks on a terminal; elsewhere it needs --yes.",
    arguments: [
      ArgumentSpec("id", help: "Story ids or unique starts.", repeating: true, optional: true)
    ],
    options: [
      OptionSpec("query", value: "query", help: "Delete every story matching this query instead."),
      yes, dryRun,
    ],
    examples: [
      "talecast stories delete 3f2a",
      "talecast stories delete --query 'hero:Luna plays:0' --dry-run",
    ])

  static let storiesExport = CommandSpec(
    name: "export", abstract: "Write the library, or a query's stories, as JSON.",
    arguments: [queryArgument],
    options: [
      OptionSpec(
        "output", short: "o", value: "file", help: "Write to this file instead of standard output.")
    ],
    examples: ["talecast stories export -o library.json", "talecast stories export hero:Luna"])

  static let storiesRerender = CommandSpec(
    name: "rerender", abstract: "Render stories again from their text, keeping their ids.",
    discussion: """
      After 'stories edit' changed a story's words or voice, or 'library check' found one of
      its files damaged. The story's text as the library has it now is voiced, encoded and
      illustrated again with the options of the job that made it; the new folder replaces the
      old in one rename, and the story keeps its id, favourite mark and plays. Each story is a
      job in the queue: Ctrl-C stops as 'render' does, and 'talecast jobs retry' resumes one.
      """,
    arguments: [
      ArgumentSpec("id-or-query", help: "Story ids, unique starts or queries.", repeating: true)
    ],
    options: [
      OptionSpec("concurrency", value: "n", help: "Stories rendered at once.", default: "cores")
    ],
    examples: ["talecast stories rerender 3f2a", "talecast stories rerender outdated:yes"])

  static let stories = CommandSpec(
    name: "stories", abstract: "Browse, search, edit and delete stories.",
    subcommands: [
      storiesList, storiesShow, storiesEdit, storiesFavorite, storiesDelete, storiesExport,
      storiesRerender,
    ])

  // MARK: custom occasions

  static let customOccasionFields: [OptionSpec] = [
    OptionSpec("title", value: "title", help: "The occasion, e.g. \"Grandma's Visit\"."),
    OptionSpec("description", value: "text", help: "What it is about."),
    OptionSpec("seed", value: "text", help: "The prompt seed that tells a writer what happens."),
    OptionSpec(
      "category", value: "name",
      help:
        "daily, adventure, emotional, learning, celebration, challenge, imagination, custom or general."
    ),
    OptionSpec("ages", value: "range", help: "Listener ages, e.g. 3-6."),
    OptionSpec("tone", value: "text", help: "The mood, e.g. gentle."),
    OptionSpec("keywords", value: "a,b", help: "Words the story should use."),
    OptionSpec("goal", value: "text", help: "What the hero does, e.g. \"fix the old radio\"."),
    OptionSpec("thing", value: "text", help: "What it is done to, e.g. \"the old radio\"."),
    OptionSpec("place", value: "text", help: "Where the story happens, e.g. \"the lighthouse\"."),
    OptionSpec("for", value: "text", help: "Whom it is for, e.g. grandma."),
    OptionSpec(
      "deadline", value: "text", help: "By when, e.g. \"before the storm arrives\" or dawn."),
  ]

  static let occasions = CommandSpec(
    name: "occasions", oldNames: ["custom-events"],
    abstract:
      "Add, list, show, edit and delete your own story occasions (old name: custom-events).",
    subcommands: [
      CommandSpec(
        name: "add", abstract: "Add a custom occasion.", options: customOccasionFields + [json],
        examples: [
          "talecast occasions add --title \"Grandma's Visit\" --category celebration --ages 3-6"
        ]),
      CommandSpec(
        name: "list", abstract: "List custom occasions.", options: [json],
        examples: ["talecast occasions list"]),
      CommandSpec(
        name: "show", abstract: "Show one custom occasion.",
        arguments: [ArgumentSpec("id", help: "The custom occasion id, or its unique start.")],
        options: [json]),
      CommandSpec(
        name: "edit", abstract: "Change a custom occasion.",
        arguments: [ArgumentSpec("id", help: "The custom occasion id, or its unique start.")],
        options: customOccasionFields + [
          OptionSpec("favorite", value: "true|false", help: "Mark as favourite."), json,
        ],
        examples: ["talecast occasions edit 7c1d --tone playful"]),
      CommandSpec(
        name: "delete", abstract: "Delete a custom occasion; stories written for it stay.",
        arguments: [ArgumentSpec("id", help: "The custom occasion id, or its unique start.")],
        options: [yes, dryRun]),
    ])

  // MARK: library

  static let library = CommandSpec(
    name: "library",
    abstract: "The library as a whole: statistics, export and import, a check of its files.",
    subcommands: [
      CommandSpec(
        name: "export", abstract: "Write the library, or a query's stories, as JSON.",
        discussion: """
          The same as 'talecast stories export'. With --database on each side it moves a
          library between stores: export from one, 'talecast library import' into the other.
          """,
        arguments: [queryArgument],
        options: storiesExport.options,
        examples: [
          "talecast library export -o library.json",
          "talecast library export -o library.json && talecast library import library.json --database postgresql://talecast@db.example/talecast",
        ]),
      CommandSpec(
        name: "stats", abstract: "Count stories by plays, favourites and total audio time.",
        options: [json]),
      CommandSpec(
        name: "import", abstract: "Merge an export back into the library by id.",
        arguments: [ArgumentSpec("file", help: "A file written by 'talecast stories export'.")],
        examples: ["talecast library import library.json"]),
      CommandSpec(
        name: "check",
        abstract: "Check every story's files: folder, manifest, audio (decoded whole), pictures.",
        discussion: """
          Reads only. Prints one line per problem (story, file, what is wrong) and exits 1 if
          there is any, so a damaged or missing file is found before a listener finds it. Story
          folders the library does not know are problems too. --repair first brings folders and
          library together: a whole folder the library does not know is adopted, one that is
          not whole is renamed to NAME.broken (kept for a look, never read again), a story
          whose folder was renamed is pointed at it, and a story whose files stay damaged is
          marked to be rendered again ('talecast stories rerender outdated:yes'); then the
          check runs.
          """,
        options: [
          OptionSpec("repair", help: "Adopt unknown story folders and set aside broken ones."),
          json,
        ],
        examples: ["talecast library check", "talecast library check --repair"],
        exitStatuses: [
          ExitStatus(0, "Every story's files are whole."),
          ExitStatus(1, "A problem was found (each is printed), or the check could not run."),
        ]),
    ])
}
