import Foundation

/// A throwaway PostgreSQL 15 server for tests: a cluster made with initdb in a temporary folder,
/// listening on a free loopback port and on a socket in that folder, stopped and removed when
/// the value is released. PostgreSQL refuses to run as root, so as root the cluster belongs to
/// the `postgres` user (`runuser`); otherwise to whoever runs the tests.
public final class PostgresServer: @unchecked Sendable {
  // @unchecked: every property is set once in init; `stop` and `restart` are called by one
  // test at a time and only run child processes.
  public static let binaries = "/usr/lib/postgresql/15/bin"

  public let folder: URL
  public let port: Int
  /// `postgresql://postgres@127.0.0.1:PORT/postgres`
  public var url: String { "postgresql://postgres@127.0.0.1:\(port)/\(database)" }
  public let database = "postgres"
  private var data: URL { folder.appendingPathComponent("data") }
  private var log: URL { folder.appendingPathComponent("server.log") }

  public enum Failure: Error, CustomStringConvertible {
    case notInstalled(String)
    case command(String, status: Int32, output: String)
    public var description: String {
      switch self {
      case .notInstalled(let path):
        "PostgreSQL 15 is not installed (\(path) missing): run make deps"
      case .command(let command, let status, let output):
        "\(command) exited with \(status): \(output)"
      }
    }
  }

  /// Makes and starts a new cluster. `settings` are server options ("-c fsync=off").
  public init(settings: [String] = []) throws {
    guard FileManager.default.isExecutableFile(atPath: "\(Self.binaries)/initdb") else {
      throw Failure.notInstalled("\(Self.binaries)/initdb")
    }
    Self.stopAbandonedServers()
    // The folder names this process, so a later run can stop a server it left behind.
    folder = try TemporaryFolder.make("postgres-\(getpid())")
    port = try Self.freePort()
    // The server's user must reach and own its folder.
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    if getuid() == 0 {
      try Self.run("/bin/chown", ["postgres:postgres", folder.path], asServerUser: false)
    }
    self.settings = settings
    try Self.run(
      "\(Self.binaries)/initdb", ["-D", data.path, "-A", "trust", "-U", "postgres", "-E", "UTF8"])
    try start()
  }

  private let settings: [String]

  deinit {
    _ = try? Self.run("\(Self.binaries)/pg_ctl", ["-D", data.path, "stop", "-m", "immediate"])
    try? FileManager.default.removeItem(at: folder)
  }

  /// One server for the whole test process, started on first use and stopped when the process
  /// exits; tests that share it each make a database of their own (`makeDatabase`).
  public static let shared: PostgresServer = {
    do {
      let server = try PostgresServer(settings: ["-c max_connections=300"])
      atexit { PostgresServer.stopShared() }
      return server
    } catch {
      fatalError("the tests' PostgreSQL server did not start: \(error)")
    }
  }()

  private static func stopShared() {
    _ = try? run("\(binaries)/pg_ctl", ["-D", shared.data.path, "stop", "-m", "immediate"])
    try? FileManager.default.removeItem(at: shared.folder)
  }

  /// A new, empty database on this server; returns its URL.
  public func makeDatabase() throws -> String {
    let name = "t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    try Self.run(
      "\(Self.binaries)/psql",
      [
        "-h", folder.path, "-p", "\(port)", "-U", "postgres", "-d", "postgres", "-q", "-c",
        "CREATE DATABASE \(name)",
      ])
    return "postgresql://postgres@127.0.0.1:\(port)/\(name)"
  }

  /// A login role that must give `password` over TCP (scram-sha-256), when every other role
  /// is trusted, and a database of the same name that it owns: for tests of passwords. Restarts the server, so that the rule
  /// is in force when this returns (a reload would take effect at some later moment): not for
  /// the shared server.
  public func makeUser(_ name: String, password: String) throws {
    let literal = "'" + password.replacingOccurrences(of: "'", with: "''") + "'"
    for statement in [
      "CREATE ROLE \"\(name)\" LOGIN PASSWORD \(literal)",
      "CREATE DATABASE \"\(name)\" OWNER \"\(name)\"",
    ] {
      try Self.run(
        "\(Self.binaries)/psql",
        [
          "-h", folder.path, "-p", "\(port)", "-U", "postgres", "-d", "postgres", "-q", "-c",
          statement,
        ])
    }
    // pg_hba.conf's first matching line wins: this one goes before the trusting ones, and is
    // written in place so that the server's user still owns the file.
    let rules = data.appendingPathComponent("pg_hba.conf")
    let text = try String(contentsOf: rules, encoding: .utf8)
    let handle = try FileHandle(forWritingTo: rules)
    defer { try? handle.close() }
    try handle.write(contentsOf: Data("host all \(name) 127.0.0.1/32 scram-sha-256\n\(text)".utf8))
    try stop()
    try start()
  }

  /// Servers of test processes that are gone (killed before they could stop theirs).
  static func stopAbandonedServers() {
    let temporary = FileManager.default.temporaryDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names where name.hasPrefix("talecast-postgres-") {
      let parts = name.split(separator: "-")
      guard parts.count > 2, let owner = Int32(parts[2]), owner != getpid(),
        kill(owner, 0) != 0
      else { continue }
      let data = temporary.appendingPathComponent(name).appendingPathComponent("data")
      _ = try? run("\(binaries)/pg_ctl", ["-D", data.path, "stop", "-m", "immediate"])
      try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
  }

  public func start() throws {
    let options =
      (["-p \(port)", "-k \(folder.path)", "-c listen_addresses=127.0.0.1"] + settings)
      .joined(separator: " ")
    try Self.run(
      "\(Self.binaries)/pg_ctl", ["-D", data.path, "-l", log.path, "-w", "-o", options, "start"])
  }

  /// Stops the server: `fast` ends connections cleanly, `immediate` is a crash.
  public func stop(immediate: Bool = false) throws {
    try Self.run(
      "\(Self.binaries)/pg_ctl",
      ["-D", data.path, "-w", "stop", "-m", immediate ? "immediate" : "fast"])
  }

  /// A crash and a restart (`pg_ctl restart -m immediate`).
  public func restart() throws {
    try stop(immediate: true)
    try start()
  }

  /// Runs a command, as the server's user when the tests run as root. Spawned directly and
  /// waited for with waitpid, not with Foundation's Process: Process learns of an exit through
  /// a descriptor the child inherits, and the server pg_ctl starts keeps that open, so waiting
  /// for pg_ctl never ended. The child gets no descriptor beyond 0–2.
  @discardableResult
  static func run(_ path: String, _ arguments: [String], asServerUser: Bool = true) throws
    -> String
  {
    let target =
      asServerUser && getuid() == 0
      ? ["/usr/sbin/runuser", "-u", "postgres", "--", path] + arguments : [path] + arguments
    // The shell closes every descriptor above 2 before the command starts (glibc's
    // addclosefrom_np is not visible to Swift), so the server holds none of this process's.
    let closing =
      "i=3; while [ $i -lt 1024 ]; do eval \"exec $i>&-\"; i=$((i+1)); done; exec \"$@\""
    let command = ["/bin/bash", "-c", closing, "bash"] + target
    let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-pg-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: outputURL) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var argv = command.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, nil, &argv, environ)
    guard spawned == 0 else {
      throw Failure.command(target.joined(separator: " "), status: spawned, output: "cannot start")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let text = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
    // Exited normally with 0: the low 7 bits are the signal (0), the next 8 the status.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      throw Failure.command(
        target.joined(separator: " "), status: (status >> 8) & 0xff, output: text)
    }
    return text
  }

  /// A loopback port nothing listens on now, for a test of a refused connection.
  public static func freePortForTests() throws -> Int { try freePort() }

  /// A loopback port nothing listens on now (the kernel's pick for port 0).
  static func freePort() throws -> Int {
    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socketFD >= 0 else { throw POSIXError(.EMFILE) }
    defer { close(socketFD) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketFD, $0, length) == 0 && getsockname(socketFD, $0, &length) == 0
      }
    }
    guard bound else { throw POSIXError(.EADDRINUSE) }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
