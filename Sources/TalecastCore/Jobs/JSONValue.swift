/// A parsed JSON document that keeps object keys in order and numbers as their literal text
/// (so a 64-bit seed keeps every digit).
public indirect enum JSONValue: Sendable, Hashable {
  case object([(key: String, value: JSONValue)])
  case array([JSONValue])
  case string(String)
  case number(String)
  case bool(Bool)
  case null

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.array(let a), .array(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    case .array(let items): hasher.combine(items)
    case .string(let text): hasher.combine(text)
    case .number(let text): hasher.combine(text)
    case .bool(let flag): hasher.combine(flag)
    case .null: hasher.combine(0)
    }
  }

  /// A short name of the value's kind, for error messages ("a string", "an array").
  public var kindName: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "true or false"
    case .null: "null"
    }
  }
}
