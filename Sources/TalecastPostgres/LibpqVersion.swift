import CPostgres
import TalecastCore

extension LinkedLibrary {
  /// The PostgreSQL client library (libpq): `PQlibVersion` packs 15.10 as 150010.
  public static var libpq: LinkedLibrary {
    let packed = Int(PQlibVersion())
    return LinkedLibrary(name: "libpq", version: "\(packed / 10_000).\(packed % 10_000)")
  }
}
