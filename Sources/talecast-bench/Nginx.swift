import Foundation

/// nginx (Debian's nginx-light) serving one folder on a free loopback port, as a child process
/// with a configuration, pid file, logs and temporary folders of its own in a temporary
/// folder: the anchor the API's file serving is compared with. `stop()` ends it (SIGQUIT, a
/// graceful stop; SIGTERM when that takes more than 5 s) and removes the folder.
final class Nginx {
  let port: UInt16
  private let process: Process
  private let folder: URL

  init(serving root: URL) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-nginx-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    port = try Self.freePort()
    let path = folder.path
    let configuration = """
      daemon off;
      worker_processes 2;
      pid \(path)/nginx.pid;
      error_log \(path)/error.log warn;
      events { worker_connections 1024; }
      http {
        access_log off;
        sendfile on;
        tcp_nopush on;
        types { audio/mp4 m4a; }
        default_type application/octet-stream;
        client_body_temp_path \(path)/client_body;
        proxy_temp_path \(path)/proxy;
        fastcgi_temp_path \(path)/fastcgi;
        uwsgi_temp_path \(path)/uwsgi;
        scgi_temp_path \(path)/scgi;
        server {
          listen 127.0.0.1:\(port);
          root \(root.path);
        }
      }
      """
    let file = folder.appendingPathComponent("nginx.conf")
    try Data(configuration.utf8).write(to: file)
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/sbin/nginx")
    // -e: the error log before the configuration is read (else /var/log/nginx's).
    process.arguments = ["-p", path, "-c", file.path, "-e", "\(path)/error.log"]
    do {
      try process.run()
      try waitUntilListening()
    } catch {
      stop()
      throw error
    }
  }

  deinit { stop() }

  /// Ends nginx (if it runs) and removes its folder; a second call does nothing.
  func stop() {
    if process.isRunning {
      kill(process.processIdentifier, SIGQUIT)
      let deadline = Date().addingTimeInterval(5)
      while process.isRunning && Date() < deadline { usleep(20_000) }
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Polls until nginx accepts a connection (at most 10 s), or says why it did not start.
  private func waitUntilListening() throws {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      guard process.isRunning else { break }
      if Self.connects(port) { return }
      usleep(20_000)
    }
    let log = (try? String(contentsOf: folder.appendingPathComponent("error.log"), encoding: .utf8))
    throw BenchError("nginx did not start on port \(port): \(log ?? "no error log")")
  }

  private static func connects(_ port: UInt16) -> Bool {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = loopback(port)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  static func loopback(_ port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
  }

  /// A port the kernel hands out for loopback now (bound, read, released).
  private static func freePort() throws -> UInt16 {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = loopback(0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    guard bound else { throw BenchError("no free loopback port: errno \(errno)") }
    return UInt16(bigEndian: address.sin_port)
  }
}
