import CSQLite
import TalecastCore

extension LinkedLibrary {
  public static var sqlite: LinkedLibrary {
    LinkedLibrary(name: "SQLite", version: String(cString: sqlite3_libversion()))
  }
}
