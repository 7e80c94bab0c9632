import TalecastCore

/// The colours of an occasion's world.
struct Palette {
  var skyTop: String
  var skyBottom: String
  var ground: [String]
  /// Night scenes get a moon and stars; day scenes a sun.
  var night: Bool

  static func of(_ occasion: BuiltInOccasion) -> Palette {
    switch occasion {
    case .bedtimeAdventure:
      Palette(
        skyTop: "#0b1d3a", skyBottom: "#3b4d8f", ground: ["#2c3e6b", "#22325a", "#1a2747"],
        night: true)
    case .forestExploration:
      Palette(
        skyTop: "#8fd3f4", skyBottom: "#e6f7d9", ground: ["#5b8c3a", "#3f6e2a", "#2d5220"],
        night: false)
    case .oceanVoyage:
      Palette(
        skyTop: "#4aa3df", skyBottom: "#d6f0ff", ground: ["#1f6fa8", "#185a8a", "#0f456b"],
        night: false)
    case .spaceJourney:
      Palette(
        skyTop: "#050414", skyBottom: "#2a1b4d", ground: ["#6b5b95", "#4b3f72", "#2e2650"],
        night: true)
    case .birthdayCelebration:
      Palette(
        skyTop: "#ffb6c1", skyBottom: "#fff4d6", ground: ["#9ad17a", "#7bb85c", "#5e9c43"],
        night: false)
    case .firstDayOfSchool:
      Palette(
        skyTop: "#9fd8ff", skyBottom: "#fffbe6", ground: ["#a3c46b", "#86a94f", "#6a8c3a"],
        night: false)
    case .rainyDayDiscovery:
      Palette(
        skyTop: "#5d6d7e", skyBottom: "#aab7c4", ground: ["#7d6b5a", "#5f5044", "#4a3e35"],
        night: false)
    case .dragonFriendship:
      Palette(
        skyTop: "#f7a35c", skyBottom: "#fde4c3", ground: ["#8c7a6b", "#6e5f53", "#54483f"],
        night: false)
    case .magicGarden:
      Palette(
        skyTop: "#b3e5fc", skyBottom: "#f1f8e9", ground: ["#7cb342", "#558b2f", "#33691e"],
        night: false)
    case .snowyMountainRescue:
      Palette(
        skyTop: "#7f9cb8", skyBottom: "#e3edf5", ground: ["#ffffff", "#e8eef4", "#cfdae5"],
        night: false)
    }
  }

  /// The hero's colour: the first colour word of the appearance, or one from the name.
  static func heroColor(_ hero: Hero) -> String {
    let colors: [(String, String)] = [
      ("red", "#d94141"), ("blue", "#3f6fd9"), ("green", "#3fa34d"), ("yellow", "#f2c12e"),
      ("purple", "#8e44ad"), ("orange", "#f08a24"), ("pink", "#f06292"), ("silver", "#b0bec5"),
      ("golden", "#e0a800"), ("gold", "#e0a800"), ("brown", "#8d5b3a"), ("black", "#333333"),
      ("white", "#f5f5f5"), ("teal", "#1abc9c"),
    ]
    let words = hero.appearance.lowercased().split(whereSeparator: { !$0.isLetter })
    for word in words {
      if let match = colors.first(where: { $0.0 == word }) { return match.1 }
    }
    let index = hero.name.unicodeScalars.reduce(0) { $0 &+ Int($1.value) } % colors.count
    return colors[index].1
  }
}
