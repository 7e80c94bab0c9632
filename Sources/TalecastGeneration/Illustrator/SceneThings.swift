import TalecastCore

/// What a scene names, drawn: a vocabulary of creatures and objects, each a small drawing in a
/// group of its own (`<g class="thing" data-thing="moth">`), found by the scene's words and
/// placed by them — a lantern in the hero's hand, a boat on water, a fish in it, a cottage with
/// the hero at its door (or in its window when the scene is inside). Seeded placement: the same
/// scene text and seed give the same picture.
struct SceneThings {
  /// A thing of the vocabulary: the words that name it.
  struct Thing {
    let name: String
    let words: Set<String>
    /// The occasion's world is the sea, and the scene is not in a house: water under everything.
    var seaWorld = false
  }

  static let creatures: [Thing] = [
    Thing(name: "moth", words: ["moth", "moths"]),
    Thing(name: "owl", words: ["owl", "owls"]),
    Thing(name: "cat", words: ["cat", "cats", "kitten"]),
    Thing(name: "dog", words: ["dog", "dogs", "puppy"]),
    Thing(name: "bee", words: ["bee", "bees", "bumblebee"]),
    Thing(name: "butterfly", words: ["butterfly", "butterflies"]),
    Thing(name: "bird", words: ["bird", "birds", "robin", "sparrow", "seagull", "gull", "gulls"]),
    Thing(name: "squirrel", words: ["squirrel", "squirrels"]),
    Thing(name: "robot", words: ["robot", "robots"]),
    Thing(name: "frog", words: ["frog", "frogs"]),
  ]
  static let objects: [Thing] = [
    Thing(name: "book", words: ["book", "books", "map"]),
    Thing(name: "cake", words: ["cake", "cakes", "biscuit", "biscuits"]),
    Thing(name: "kite", words: ["kite"]),
    Thing(name: "train", words: ["train", "railway"]),
  ]

  let words: Set<String>
  /// The occasion's world is the sea, and the scene is not in a house: water under everything.
  var seaWorld = false

  func names(_ thing: Thing) -> Bool { !thing.words.isDisjoint(with: words) }
  func names(_ list: [String]) -> Bool { list.contains(where: words.contains) }

  var hasBoat: Bool { names(["boat", "ship", "raft", "sailboat"]) }
  var hasWater: Bool {
    (seaWorld && !hasCottage) || hasBoat
      || names(["sea", "lake", "river", "pond", "water", "waves", "fish"])
  }
  var hasCottage: Bool { names(["cottage", "house", "home", "cabin"]) }
  var isInside: Bool { hasCottage && names(["inside", "indoors", "kitchen", "bed", "bedroom"]) }

  /// Water across the bottom of the picture, with a boat on it and fish in it when named.
  func drawWater(_ canvas: inout SVGCanvas, random: inout SeededRandom) {
    guard hasWater else { return }
    canvas.group("water") { canvas in
      canvas.rect(x: 0, y: 470, width: 800, height: 130, fill: "#4f8fc0", opacity: 0.9)
      for row in 0..<3 {
        var data = "M0 \(480 + row * 30)"
        for _ in 0..<10 { data += " q40 -14 80 0" }
        canvas.path(data, fill: "none", stroke: "#e3f2fd", strokeWidth: 3, opacity: 0.8)
      }
    }
    if hasBoat {
      canvas.group("boat") { canvas in
        canvas.path("M480 470 L640 470 L615 505 L505 505 Z", fill: "#8d6e63")
        canvas.path("M560 470 L560 370 L620 460 Z", fill: "#fafafa")
      }
    }
    if names(["fish", "fishes"]) {
      canvas.group("fish") { canvas in
        let x = Double.random(in: 100...700, using: &random)
        canvas.path("M\(Int(x)) 550 q20 -14 40 0 q-20 14 -40 0 Z", fill: "#ff8a65")
        canvas.path("M\(Int(x + 40)) 550 l14 -9 l0 18 Z", fill: "#ff8a65")
      }
    }
  }

  /// A cottage on the left; returns where the hero stands: at its door, or in its window
  /// when the scene is inside.
  func drawCottage(_ canvas: inout SVGCanvas) -> (x: Double, inside: Bool)? {
    guard hasCottage else { return nil }
    canvas.group("cottage") { canvas in
      canvas.rect(x: 80, y: 330, width: 220, height: 170, fill: "#f3d9b1")
      canvas.path("M60 335 L190 240 L320 335 Z", fill: "#a1443b")
      canvas.rect(x: 120, y: 420, width: 50, height: 80, fill: "#6d4c41")
      canvas.rect(x: 200, y: 370, width: 70, height: 60, fill: "#fff59d")
    }
    return isInside ? (235, true) : (145, false)
  }

  /// Things the hero holds, at the hero's hand (but those in `drawn`).
  func drawHeld(
    _ canvas: inout SVGCanvas, heroX x: Double, ground: Double, except drawn: Set<String> = []
  ) {
    if names(["lantern", "lamp", "torch"]), drawn.isDisjoint(with: ["lantern", "lamp", "torch"]) {
      canvas.group("lantern") { canvas in
        canvas.path(
          "M\(Int(x + 26)) \(Int(ground - 60)) l14 0", fill: "none", stroke: "#5d4037",
          strokeWidth: 3)
        canvas.rect(x: x + 36, y: ground - 62, width: 16, height: 22, fill: "#ffca28", radius: 3)
        canvas.circle(x: x + 44, y: ground - 51, r: 18, fill: "#fff59d", opacity: 0.35)
      }
    }
    if names(["umbrella"]), !drawn.contains("umbrella") {
      canvas.group("umbrella") { canvas in
        canvas.path(
          "M\(Int(x + 20)) \(Int(ground - 60)) l0 -70", fill: "none", stroke: "#424242",
          strokeWidth: 3)
        canvas.path(
          "M\(Int(x - 30)) \(Int(ground - 130)) Q\(Int(x + 20)) \(Int(ground - 190)) \(Int(x + 70)) \(Int(ground - 130)) Z",
          fill: "#e53935")
      }
    }
  }

  /// Things the hero wears, over the figure.
  func drawWorn(_ canvas: inout SVGCanvas, heroX x: Double, ground: Double) {
    if names(["raincoat", "coat", "cloak", "cape"]) {
      canvas.group("raincoat") { canvas in
        canvas.path(
          "M\(Int(x - 30)) \(Int(ground)) L\(Int(x)) \(Int(ground - 84)) L\(Int(x + 30)) \(Int(ground)) Z",
          fill: words.contains("raincoat") ? "#fdd835" : "#5c6bc0")
        canvas.path(
          "M\(Int(x - 24)) \(Int(ground - 100)) Q\(Int(x)) \(Int(ground - 132)) \(Int(x + 24)) \(Int(ground - 100))",
          fill: words.contains("raincoat") ? "#fdd835" : "#5c6bc0")
      }
    }
  }

  /// Creatures and objects the scene names, around the hero, seeded; those in `drawn` are
  /// already in the picture (as OpenMoji drawings).
  func drawAround(
    _ canvas: inout SVGCanvas, heroX: Double, except drawn: Set<String> = [],
    random: inout SeededRandom
  ) {
    for thing in Self.creatures + Self.objects
    where names(thing) && thing.words.isDisjoint(with: drawn) && !drawn.contains(thing.name) {
      let side = Bool.random(using: &random) ? 1.0 : -1.0
      let x = min(760, max(40, heroX + side * .random(in: 70...160, using: &random)))
      canvas.group(thing.name) { canvas in
        Self.draw(thing.name, &canvas, x: x, random: &random)
      }
    }
  }

  private static func draw(
    _ name: String, _ canvas: inout SVGCanvas, x: Double, random: inout SeededRandom
  ) {
    switch name {
    case "moth", "butterfly", "bee":
      let y = Double.random(in: 230...360, using: &random)
      let wing = name == "bee" ? "#fdd835" : name == "moth" ? "#d7ccc8" : "#ba68c8"
      canvas.circle(x: x - 9, y: y, r: 10, fill: wing, opacity: 0.9)
      canvas.circle(x: x + 9, y: y, r: 10, fill: wing, opacity: 0.9)
      canvas.rect(x: x - 2, y: y - 10, width: 4, height: 20, fill: "#3e2723")
    case "owl", "bird":
      let y = Double.random(in: 200...300, using: &random)
      canvas.circle(x: x, y: y, r: name == "owl" ? 22 : 12, fill: "#8d6e63")
      canvas.circle(x: x - 7, y: y - 5, r: 5, fill: "#ffffff")
      canvas.circle(x: x + 7, y: y - 5, r: 5, fill: "#ffffff")
      canvas.path("M\(Int(x - 3)) \(Int(y + 2)) l3 6 l3 -6 Z", fill: "#ffb300")
    case "cat", "dog":
      canvas.circle(x: x, y: 480, r: 22, fill: name == "cat" ? "#ffb74d" : "#a1887f")
      canvas.circle(x: x + 20, y: 458, r: 14, fill: name == "cat" ? "#ffb74d" : "#a1887f")
      canvas.circle(x: x + 24, y: 455, r: 2.5, fill: "#212121")
    case "squirrel":
      canvas.path("M\(Int(x + 14)) 492 q26 -20 6 -56 q-22 10 -6 56 Z", fill: "#d84315")
      canvas.circle(x: x, y: 484, r: 14, fill: "#e64a19")
      canvas.circle(x: x - 6, y: 466, r: 9, fill: "#e64a19")
      canvas.circle(x: x - 9, y: 464, r: 2, fill: "#212121")
    case "robot":
      canvas.rect(x: x - 18, y: 446, width: 36, height: 40, fill: "#90a4ae", radius: 4)
      canvas.rect(x: x - 13, y: 420, width: 26, height: 22, fill: "#b0bec5", radius: 4)
      canvas.circle(x: x - 6, y: 430, r: 3, fill: "#00e5ff")
      canvas.circle(x: x + 6, y: 430, r: 3, fill: "#00e5ff")
      canvas.path("M\(Int(x)) 420 l0 -10", fill: "none", stroke: "#607d8b", strokeWidth: 2)
    case "frog":
      canvas.circle(x: x, y: 488, r: 14, fill: "#66bb6a")
      canvas.circle(x: x - 7, y: 474, r: 5, fill: "#ffffff")
      canvas.circle(x: x + 7, y: 474, r: 5, fill: "#ffffff")
    case "book":
      canvas.rect(x: x, y: 470, width: 34, height: 26, fill: "#1e88e5", radius: 2)
      canvas.path("M\(Int(x + 17)) 470 l0 26", fill: "none", stroke: "#ffffff", strokeWidth: 2)
    case "cake":
      canvas.rect(x: x, y: 462, width: 50, height: 34, fill: "#f8bbd0", radius: 4)
      canvas.rect(x: x + 23, y: 446, width: 4, height: 16, fill: "#fff176")
    case "kite":
      canvas.path("M\(Int(x)) 150 l24 30 l-24 30 l-24 -30 Z", fill: "#e53935")
    case "train":
      canvas.rect(x: x - 60, y: 440, width: 120, height: 50, fill: "#c62828", radius: 6)
      canvas.circle(x: x - 35, y: 495, r: 10, fill: "#212121")
      canvas.circle(x: x + 35, y: 495, r: 10, fill: "#212121")
    default:
      break
    }
  }
}
