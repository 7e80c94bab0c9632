/// The hero's looks as the app's user typed them ("curly black hair and a yellow raincoat",
/// "silver space suit covered in star stickers"), said as a story says them: each part with
/// its article ("a silver space suit"), and whether all of it is worn ("always wore red
/// mittens and a bobble hat") or some of it is the hero's own ("had curly black hair and a
/// yellow raincoat"; never "always wore curly black hair").
struct Looks: Sendable, Equatable {
  /// The parts joined again, each with an article where a single thing needs one.
  let text: String
  /// Whether every part is something worn.
  let worn: Bool

  static let clothes: Set<String> = [
    "raincoat", "coat", "scarf", "hat", "cap", "dress", "wellies", "boots", "glasses", "jumper",
    "sweater", "cloak", "cape", "shoes", "trainers", "mittens", "gloves", "jacket", "hoodie",
    "dungarees", "overalls", "bow", "ribbon", "helmet", "apron", "socks", "skirt", "shirt",
    "t-shirt", "tshirt", "sneakers", "suit", "spacesuit", "pyjamas", "pajamas", "sandals",
    "backpack", "bag", "necklace", "bracelet", "crown", "tutu", "tiara", "goggles", "shorts",
    "trousers", "jeans", "wings", "badge", "bandana", "beret", "beanie", "headband", "vest",
  ]
  static let colours: [String] = [
    "red", "orange", "yellow", "green", "blue", "purple", "pink", "white", "black", "brown",
    "grey", "gray", "golden", "silver",
  ]
  /// Words that end a part's own noun: what follows describes it ("covered in stickers").
  static let describing: Set<String> = [
    "covered", "with", "in", "on", "who", "that", "which", "made", "full", "from", "of", "wearing",
  ]
  static let determiners: Set<String> = [
    "a", "an", "the", "his", "her", "their", "its", "one", "two", "three", "some", "lots",
    "many", "big", "bright",
  ]

  init(_ appearance: String) {
    var parts: [String] = []
    var worn = true
    let trimmed = appearance.trimmingCharacters(in: .whitespaces)
    // "orange and white" is one colour of one thing, not two parts.
    var joined = trimmed.replacingOccurrences(of: ", and ", with: ", ")
    for colour in Self.colours {
      joined = joined.replacingOccurrences(of: "\(colour) and ", with: "\(colour)+and+")
    }
    for raw in joined.replacingOccurrences(of: " and ", with: ", ")
      .replacingOccurrences(of: "+and+", with: " and ").split(separator: ",")
    {
      let words = raw.split(separator: " ").map(String.init)
      guard let first = words.first else { continue }
      let own = words.prefix { !Self.describing.contains($0.lowercased()) }
      let head = (own.last ?? first).lowercased()
      if !Self.clothes.contains(head) { worn = false }
      let plural = head.hasSuffix("s") && !head.hasSuffix("ss")
      let needsArticle =
        !plural && !Self.determiners.contains(first.lowercased())
        && !["hair", "fur", "skin", "paint"].contains(head) && first.first?.isLowercase == true
      let article = "aeiou".contains(first.prefix(1).lowercased()) ? "an " : "a "
      parts.append((needsArticle ? article : "") + words.joined(separator: " "))
    }
    switch parts.count {
    case 0: text = ""
    case 1: text = parts[0]
    default: text = parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
    self.worn = worn && !parts.isEmpty
  }
}
