/// Text in the Prometheus exposition format 0.0.4: a `# HELP` and a `# TYPE` line per
/// family, then its samples, label values escaped (`\\`, `\"`, `\n`).
struct MetricsText {
  private(set) var text = ""

  static let contentType = "text/plain; version=0.0.4; charset=utf-8"

  enum Kind: String {
    case counter, gauge, histogram
  }

  mutating func family(_ name: String, _ kind: Kind, help: String) {
    let help = help.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\n", with: "\\n")
    text += "# HELP \(name) \(help)\n# TYPE \(name) \(kind.rawValue)\n"
  }

  mutating func sample(_ name: String, _ labels: [(String, String)] = [], _ value: Double) {
    text += name
    if !labels.isEmpty {
      text += "{" + labels.map { "\($0.0)=\"\(Self.escaped($0.1))\"" }.joined(separator: ",") + "}"
    }
    text += " \(Self.number(value))\n"
  }

  /// The samples of one histogram: cumulative buckets ending at `+Inf`, its sum and count.
  mutating func histogram(_ name: String, _ labels: [(String, String)], _ histogram: Histogram) {
    var total: UInt64 = 0
    for (bound, count) in zip(histogram.bounds, histogram.counts) {
      total += count
      sample(name + "_bucket", labels + [("le", Self.number(bound))], Double(total))
    }
    sample(name + "_bucket", labels + [("le", "+Inf")], Double(histogram.count))
    sample(name + "_sum", labels, histogram.sum)
    sample(name + "_count", labels, Double(histogram.count))
  }

  static func escaped(_ value: String) -> String {
    var out = ""
    for character in value {
      switch character {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      default: out.append(character)
      }
    }
    return out
  }

  /// Whole numbers without a fraction ("3", not "3.0"), as exporters usually write them.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}

/// Observations counted into buckets by upper bound (each observation in the first bucket
/// that holds it, made cumulative only when written), with their sum and count.
struct Histogram: Sendable {
  let bounds: [Double]
  private(set) var counts: [UInt64]
  private(set) var sum = 0.0
  /// Every observation, the ones above the last bound too (the `+Inf` bucket).
  private(set) var count: UInt64 = 0

  init(bounds: [Double]) {
    self.bounds = bounds
    counts = Array(repeating: 0, count: bounds.count)
  }

  mutating func observe(_ value: Double) {
    if let index = bounds.firstIndex(where: { value <= $0 }) { counts[index] += 1 }
    sum += value
    count += 1
  }
}
