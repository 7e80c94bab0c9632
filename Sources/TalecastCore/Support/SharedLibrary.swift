#if canImport(Glibc)
  import Glibc
#endif

/// A system C library opened when an adapter first needs it, not when the program starts.
///
/// Why: linked the usual way, FFmpeg, espeak-ng, libcurl, libpq, Link Grammar and
/// libmicrohttpd brought 160 shared libraries into every process — loading and mapping them
/// was 88 % of the 47 ms `talecast --help` took. Each adapter now keeps one `SharedLibrary`
/// per C library in a process-wide `static let` (its one owner) and finds its functions in it
/// through its shim's table; a command that never touches the adapter never pays for it.
///
/// A library stays open for the life of the process: FFmpeg and libpq keep threads, callbacks
/// and atexit handlers that must not outlive their code, so nothing here ever calls `dlclose`.
public final class SharedLibrary: @unchecked Sendable {
  /// The file name the library was opened by (its soname, e.g. `libavformat.so.59`).
  public let name: String
  /// The `dlopen` handle: immutable, and the loader's own calls on it are thread-safe, which
  /// is what makes the unchecked `Sendable` conformance sound.
  public let handle: UnsafeMutableRawPointer

  /// Opens `soname` (binding every symbol now, so a damaged install fails here and not in the
  /// middle of a render), or throws the loader's own words naming the file.
  public init(_ soname: String) throws(Missing) {
    guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "\(soname): cannot be loaded"
      throw Missing(library: soname, reason: reason)
    }
    self.name = soname
    self.handle = handle
  }

  /// Opens `soname` and fills a table of its functions with `find` (a shim's `tc_…_find`,
  /// which returns the name of the first function it did not find, or nil).
  public static func functions<Table>(
    _ soname: String,
    find: (UnsafeMutablePointer<Table>, UnsafeMutableRawPointer) -> UnsafePointer<CChar>?
  ) throws(Missing) -> Table {
    let library = try SharedLibrary(soname)
    let table = UnsafeMutablePointer<Table>.allocate(capacity: 1)
    defer { table.deallocate() }
    if let missing = find(table, library.handle) {
      throw Missing(library: soname, reason: "it has no function \(String(cString: missing))")
    }
    // Every field was set by `find`, so the table may be read (and is copied out).
    return table.pointee
  }

  /// A library that could not be opened, or lacks a function Talecast calls.
  public struct Missing: Error, Sendable, Equatable, CustomStringConvertible {
    /// The soname, e.g. `libespeak-ng.so.1`.
    public var library: String
    /// The loader's message, or which function is missing.
    public var reason: String

    public init(library: String, reason: String) {
      self.library = library
      self.reason = reason
    }

    public var description: String {
      "cannot use \(library): \(reason) (install Talecast's system packages with `make deps`)"
    }
  }
}

extension Result where Failure == SharedLibrary.Missing {
  /// The functions of a library that must be there by the time this is called: its adapter's
  /// entry points have already checked (`try …Library.load()`), so this failing is a bug of
  /// ours, reported with the library's own message rather than a null call.
  public func orStop() -> Success {
    switch self {
    case .success(let functions): return functions
    case .failure(let missing): fatalError("\(missing)")
    }
  }
}

extension String {
  /// The text a C library returned, or "" for none. Functions found through a shim's table are
  /// called through pointers, which bring their results in as optionals where a direct call's
  /// were implicitly unwrapped: this keeps a null from stopping the process.
  public init(cText: UnsafePointer<CChar>?) {
    self = cText.map { String(cString: $0) } ?? ""
  }

  public init(cText: UnsafeMutablePointer<CChar>?) {
    self.init(cText: UnsafePointer(cText))
  }
}
