import TalecastApp
import TalecastCommandLine

/// `talecast database status|migrate`: which store is in use and each store's schema version.
enum DatabaseCommand {
  static func status(_ command: ParsedCommand, _ configuration: TalecastConfiguration) -> Int32 {
    do {
      let status = try DatabaseAdmin.status(of: configuration)
      Output.line(field("store") + status.kind)
      Output.line(field("where") + status.location)
      for tables in status.tables {
        Output.line(field(tables.store) + "version \(tables.version) of \(tables.latest)")
      }
      let state =
        status.isEmpty
        ? "empty (run 'talecast database migrate', or any command, to create it)"
        : status.isNewer
          ? "newer than this Talecast"
          : status.isCurrent ? "up to date" : "behind (run 'talecast database migrate')"
      Output.line(field("state") + state)
      return 0
    } catch {
      Output.error("Error: cannot read the database: \(error)")
      return 1
    }
  }

  /// "store:     ", the values lined up after the longest label ("event log:").
  private static func field(_ label: String) -> String {
    label + ":" + String(repeating: " ", count: max(1, 10 - label.count))
  }

  static func migrate(_ command: ParsedCommand, _ configuration: TalecastConfiguration) -> Int32 {
    do {
      let before = try DatabaseAdmin.migrate(configuration)
      let after = try DatabaseAdmin.status(of: configuration)
      let versions = zip(before.tables, after.tables).map { old, new in
        old.version == new.version
          ? "\(new.store) \(new.version)" : "\(new.store) \(old.version) → \(new.version)"
      }.joined(separator: ", ")
      Output.line(
        before == after
          ? "\(after.kind) \(after.location) is up to date (\(versions))"
          : "migrated \(after.kind) \(after.location): \(versions)")
      return 0
    } catch {
      Output.error("Error: cannot migrate the database: \(error)")
      return 1
    }
  }
}
