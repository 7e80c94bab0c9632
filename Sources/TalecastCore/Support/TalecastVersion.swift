/// This build's version, printed by `talecast --version` beside the versions of the C libraries
/// it is linked with (each adapter says its own).
public enum TalecastVersion {
  public static let number = "0.25.0"
}

/// A C library an adapter wraps, as the library itself reports its version at run time (which
/// may differ from the headers it was built against after a Debian update).
public struct LinkedLibrary: Sendable, Equatable {
  public var name: String
  public var version: String

  public init(name: String, version: String) {
    self.name = name
    self.version = version
  }
}
