import TalecastCommandLine

/// The API's bearer tokens.
extension Commands {
  static let tokens = CommandSpec(
    name: "tokens", abstract: "Create, list and revoke the HTTP API's bearer tokens.",
    discussion: """
      Every /v1 route of the API needs 'Authorization: Bearer TOKEN'. A token's scope says
      what it may do: read (jobs, stories, files, events), submit (also submit, cancel and
      retry jobs, record plays) or admin (everything). Only a hash of each token is kept:
      'create' prints the token once, and it cannot be shown again.
      """,
    subcommands: [
      CommandSpec(
        name: "create", abstract: "Make a token and print it, this once.",
        arguments: [
          ArgumentSpec(
            "name", help: "What the token is for (1-64 characters, unique among live tokens).")
        ],
        options: [
          OptionSpec(
            "scope", value: "read|submit|admin", help: "What the token may do.", default: "read"),
          OptionSpec("json", help: "Print JSON for programs (with the token)."),
        ],
        examples: [
          "talecast tokens create kitchen-tablet --scope read",
          "TOKEN=$(talecast tokens create nightly-batch --scope submit)",
        ]),
      CommandSpec(
        name: "list", abstract: "List tokens, live and revoked (never a token itself).",
        options: [json], examples: ["talecast tokens list", "talecast tokens list --json"]),
      CommandSpec(
        name: "revoke", abstract: "Revoke a token: it and the URLs it signed stop working.",
        arguments: [
          ArgumentSpec("id", help: "The token id, its unique start, or a live token's name.")
        ],
        examples: ["talecast tokens revoke kitchen-tablet", "talecast tokens revoke 3f2a"]),
    ])
}
