import TalecastApp
import TalecastCommandLine

/// `talecast database status|migrate`: which store is in use and its schema version.
enum DatabaseCommand {
  static func status(_ command: ParsedCommand, _ configuration: TalecastConfiguration) -> Int32 {
    do {
      let status = try DatabaseAdmin.status(of: configuration)
      Output.line("store:    \(status.kind)")
      Output.line("where:    \(status.location)")
      let state =
        status.version == 0
        ? "empty (run 'talecast database migrate', or any command, to create it)"
        : status.version < status.latest
          ? "behind (run 'talecast database migrate')"
          : status.version > status.latest ? "newer than this Talecast" : "up to date"
      Output.line("version:  \(status.version) of \(status.latest), \(state)")
      return 0
    } catch {
      Output.error("Error: cannot read the database: \(error)")
      return 1
    }
  }

  static func migrate(_ command: ParsedCommand, _ configuration: TalecastConfiguration) -> Int32 {
    do {
      let before = try DatabaseAdmin.migrate(configuration)
      let after = try DatabaseAdmin.status(of: configuration)
      Output.line(
        before == after.version
          ? "\(after.kind) \(after.location) is up to date (version \(after.version))"
          : "migrated \(after.kind) \(after.location) from version \(before) to \(after.version)")
      return 0
    } catch {
      Output.error("Error: cannot migrate the database: \(error)")
      return 1
    }
  }
}
