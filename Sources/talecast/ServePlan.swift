import Foundation
import TalecastAPI
import TalecastApp
import TalecastCommandLine

/// What `talecast serve` was asked to run, read from its options; each bad option is said
/// with its name.
struct ServePlan {
  /// Where the API listens: an IPv4 or IPv6 address and a port.
  struct Address {
    let host: String
    let port: UInt16

    /// `HOST:PORT`, `[IPV6]:PORT` or `:PORT` (loopback); port 0 lets the system choose.
    init?(_ text: String) {
      var host: Substring
      let portText: Substring
      if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
        host = text[text.index(after: text.startIndex)..<close]
        let rest = text[text.index(after: close)...]
        guard rest.hasPrefix(":") else { return nil }
        portText = rest.dropFirst()
      } else {
        guard let colon = text.lastIndex(of: ":") else { return nil }
        host = text[..<colon]
        portText = text[text.index(after: colon)...]
        if host.contains(":") { return nil }
      }
      if host.isEmpty { host = "127.0.0.1" }
      if host == "localhost" { host = "127.0.0.1" }
      guard let port = UInt16(portText) else { return nil }
      self.host = String(host)
      self.port = port
    }

    var isLoopback: Bool { host.hasPrefix("127.") || host == "::1" }

    func display(port: UInt16) -> String {
      host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
    }
  }

  let spool: URL?
  let workers: Int
  let poll: Double
  /// Seconds the first signal gives running jobs to reach their next stop point.
  let shutdownTimeout: Double
  let http: Address?
  let cors: CORS?
  /// Requests each token may make (`--rate N` a second, in bursts of 2N).
  let rate: TokenRate

  /// Nil after printing what is wrong.
  init?(_ command: ParsedCommand) {
    var http: Address?
    if let text = command.value("http") {
      guard let address = Address(text) else {
        Output.error(
          "Error: --http: expected HOST:PORT, [IPV6]:PORT or :PORT (such as 127.0.0.1:8080), found '\(text)'"
        )
        return nil
      }
      http = address
    }
    var cors: CORS?
    if let text = command.value("cors") {
      guard http != nil else {
        Output.error("Error: --cors: only with --http")
        return nil
      }
      guard let allowed = CORS(origin: text) else {
        Output.error(
          "Error: --cors: expected an origin such as https://app.example (no path) or *, found '\(text)'"
        )
        return nil
      }
      cors = allowed
    }
    var rate = TokenRate()
    if let text = command.value("rate") {
      guard http != nil else {
        Output.error("Error: --rate: only with --http")
        return nil
      }
      guard let perSecond = Int(text), (1...100_000).contains(perSecond) else {
        Output.error("Error: --rate: expected requests a second from 1 to 100000, found '\(text)'")
        return nil
      }
      rate = TokenRate(perSecond: Double(perSecond), burst: 2 * perSecond)
    }
    guard let workers = Self.workers(command, http: http != nil), let poll = Self.poll(command),
      let shutdownTimeout = Commands.shutdownTimeout(command)
    else { return nil }
    self.shutdownTimeout = shutdownTimeout
    // With the API, the spool is watched only when asked for; without, it is what serve does.
    let spoolText = command.value("spool") ?? (http == nil ? "Jobs/inbox" : nil)
    spool = spoolText.map { URL(fileURLWithPath: $0).standardizedFileURL }
    self.workers = workers
    self.poll = poll
    self.http = http
    self.cors = cors
    self.rate = rate
  }

  /// `--workers N` (or its older name `--concurrency`): 1 to 64, or 0 for an API-only host.
  static func workers(_ command: ParsedCommand, http: Bool) -> Int? {
    let option = command.value("workers") != nil ? "workers" : "concurrency"
    guard let text = command.value(option) else { return Talecast.defaultConcurrency }
    guard let number = Int(text), (0...64).contains(number) else {
      Output.error("Error: --\(option): expected a number from 0 to 64, found '\(text)'")
      return nil
    }
    if number == 0 && !http {
      Output.error("Error: --\(option) 0: a host without workers must answer the API (--http)")
      return nil
    }
    return number
  }

  /// `--poll SECONDS` (0.05 to 60, by default 1).
  static func poll(_ command: ParsedCommand) -> Double? {
    guard let text = command.value("poll") else { return 1 }
    guard let seconds = Double(text), seconds >= 0.05, seconds <= 60 else {
      Output.error("Error: --poll: expected seconds from 0.05 to 60, found '\(text)'")
      return nil
    }
    return seconds
  }
}
