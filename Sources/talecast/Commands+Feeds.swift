import TalecastCommandLine

/// Podcast feeds: read-only addresses for a phone's podcast app.
extension Commands {
  static let feeds = CommandSpec(
    name: "feeds", abstract: "Create, list and revoke podcast feeds of the library.",
    discussion: """
      A feed is an RSS address a podcast app subscribes to: the whole library, one hero's
      stories, the favourites or any query (the query language of 'stories list'). Its address
      carries a long-lived, read-only feed token: it opens that feed and its stories' audio,
      chapters, transcript and covers, nothing else (no /v1 route). Only a hash is kept:
      'create' prints the address once. Revoking a feed ends every download that used it.
      'serve --http' answers feeds; a phone reaches it on the machine's address, not loopback.
      """,
    subcommands: [
      CommandSpec(
        name: "create", abstract: "Make a feed and print its address, this once.",
        arguments: [
          ArgumentSpec(
            "name",
            help: "The feed's title in the podcast app (1-64 characters, unique among live feeds).")
        ],
        options: [
          OptionSpec("query", value: "QUERY", help: "Only stories this query finds."),
          OptionSpec("hero", value: "NAME", help: "Only this hero's stories."),
          OptionSpec("favorites", help: "Only favourite stories."),
          OptionSpec(
            "address", value: "URL",
            help: "Where 'serve --http' is reached from the phone, to print the whole address.",
            default: "http://localhost:8080"),
          OptionSpec("json", help: "Print JSON for programs (with the address)."),
        ],
        examples: [
          "talecast feeds create \"Bedtime stories\" --address http://192.168.1.20:8080",
          "talecast feeds create \"Ada's stories\" --hero Ada --favorites",
          "talecast feeds create Dragons --query 'dragon -occasion:school'",
        ]),
      CommandSpec(
        name: "list", abstract: "List feeds, live and revoked (never an address).",
        options: [json], examples: ["talecast feeds list", "talecast feeds list --json"]),
      CommandSpec(
        name: "revoke",
        abstract: "Revoke a feed: its address and every download that used it stop at once.",
        arguments: [
          ArgumentSpec("id", help: "The feed id, its unique start, or a live feed's name.")
        ],
        examples: ["talecast feeds revoke \"Bedtime stories\"", "talecast feeds revoke 3f2a"]),
    ])
}
