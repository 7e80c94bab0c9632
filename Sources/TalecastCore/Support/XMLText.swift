/// Text set in XML (an SVG picture, a podcast feed): the five special characters escaped,
/// control characters (which XML 1.0 cannot hold at all) left out.
public enum XMLText {
  public static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default:
        if character.unicodeScalars.allSatisfy({ $0.value >= 0x20 || $0 == "\t" }) {
          out.append(character)
        }
      }
    }
    return out
  }
}
