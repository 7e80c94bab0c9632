/// Short random identifiers for heroes, stories and jobs: 12 lowercase hex digits
/// (48 bits), easy to type and to abbreviate, unique enough for one library.
public enum Identifier {
  public static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    let value = generator.next() & 0xFFFF_FFFF_FFFF
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 12 - hex.count) + hex
  }
}
