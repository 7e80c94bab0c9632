import Foundation

/// A figure measured over several runs: the table shows its median, min and max.
struct BenchFigure {
  enum Goal {
    case atMost(Double)
    case atLeast(Double)
  }

  let benchmark: String
  let name: String
  let unit: String
  let samples: [Double]
  var goal: Goal?

  var median: Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Whether the median meets the goal; nil without one.
  var met: Bool? {
    switch goal {
    case .atMost(let limit): median <= limit
    case .atLeast(let floor): median >= floor
    case nil: nil
    }
  }
}

/// Every figure of a `talecast-bench` run, printed at the end as one Markdown table (the
/// the reference's Benchmarks article keeps the last one). Benchmarks also print their details as they go.
struct BenchReport {
  private(set) var figures: [BenchFigure] = []

  mutating func add(
    _ benchmark: String, _ name: String, unit: String, samples: [Double],
    goal: BenchFigure.Goal? = nil
  ) {
    figures.append(
      BenchFigure(benchmark: benchmark, name: name, unit: unit, samples: samples, goal: goal))
  }

  /// Numbers with as many decimals as their size deserves.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    let magnitude = abs(value)
    let format = magnitude >= 100 ? "%.0f" : magnitude >= 10 ? "%.1f" : "%.2f"
    return String(format: format, value)
  }

  var table: String {
    var lines = [
      "| benchmark | figure | median | min | max | runs | goal |",
      "|---|---|---|---|---|---|---|",
    ]
    for figure in figures {
      let goal: String
      switch figure.goal {
      case .atMost(let limit): goal = "≤ \(Self.number(limit)) \(figure.unit)"
      case .atLeast(let floor): goal = "≥ \(Self.number(floor)) \(figure.unit)"
      case nil: goal = ""
      }
      let verdict = figure.met.map { $0 ? ": met" : ": NOT met" } ?? ""
      lines.append(
        "| \(figure.benchmark) | \(figure.name) | \(Self.number(figure.median)) \(figure.unit) | \(Self.number(figure.samples.min() ?? .nan)) | \(Self.number(figure.samples.max() ?? .nan)) | \(figure.samples.count) | \(goal)\(verdict) |"
      )
    }
    return lines.joined(separator: "\n")
  }
}

/// How many times the quick benchmarks run (`BENCH_RUNS`, default 5); the slow ones run 3.
enum BenchRuns {
  static let quick = max(
    1, Int(ProcessInfo.processInfo.environment["BENCH_RUNS"] ?? "") ?? 5)
  static let slow = min(quick, 3)
}
