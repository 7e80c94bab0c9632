import CPostgres
import TalecastCore

extension LinkedLibrary {
  /// The PostgreSQL client library (libpq): `PQlibVersion` packs 15.10 as 150010. This opens
  /// libpq.
  public static var libpq: LinkedLibrary {
    switch LibpqLibrary.opened {
    case .failure(let missing):
      return LinkedLibrary(name: "libpq", version: "missing: \(missing.reason)")
    case .success(let functions):
      let packed = Int(functions.PQlibVersion())
      return LinkedLibrary(name: "libpq", version: "\(packed / 10_000).\(packed % 10_000)")
    }
  }
}
