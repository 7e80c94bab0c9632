import TalecastCore

/// What a scene's picture shows, from the plan rather than the scene's words: the world's
/// backdrop, whether it is night, the hero as what they are, the key thing and where it is in
/// this moment of the story (up the tree until the turn, in the hero's arms at the end), who
/// else is there, and the trouble while it is in the way. The illustrator draws it
/// (`PlannedPicture`); the same frame and beats give the same picture.
struct ScenePicture: Sendable, Hashable {
  /// Where the key thing is in the picture.
  enum Spot: String, Sendable {
    /// On the ground by the hero, large.
    case beside
    /// In the hero's hands.
    case held
    /// Out of reach, high up (a tree, a roof, a top shelf).
    case high
    /// Half hidden (a lost thing, before it is found).
    case hidden
    /// On the water, away from the hero.
    case onWater
    /// Facing the hero, a little way off (someone to teach, guide or welcome).
    case ahead
  }

  /// Someone besides the hero: what they are ("seal", "grandma") and whether a person.
  struct Figure: Sendable, Hashable {
    var noun: String
    var person: Bool
    var pronouns: Pronouns
  }

  var backdrop: StoryWorld.Backdrop
  var night: Bool
  /// Snow lies on the ground (a snow story in the garden is white, not green).
  var snowy: Bool
  /// What the hero is when not a child ("tugboat", "snail").
  var heroKind: String?
  var heroIsVehicle: Bool
  var heroOnWater: Bool
  var thing: String
  var thingSpot: Spot
  var others: [Figure]
  /// The trouble, in the scenes where it is in the way.
  var trouble: Trouble.Name?
  /// The beats of the scene, for a caption or a test.
  var beats: [StoryBeat]
  /// In an investigation, what makes the mystery (a mouse): hidden until it is found.
  var source: String? = nil
}

extension StoryFrame {
  /// The picture of the scene of `beats`; `text` is the scene's own, for which of the world's
  /// helpers came by in it.
  func picture(of beats: [StoryBeat], text: String) -> ScenePicture {
    let troubled = !Set(beats).isDisjoint(with: [
      .firstTry, .helper, .setback, .troubleGrows, .turn,
    ])
    let reached = beats.contains(.goal) || beats.contains(.ending)
    let active: Trouble.Name? = troubled && !reached ? trouble.name : nil
    var others: [ScenePicture.Figure] = []
    if let other, other.head != thing.head { others.append(Self.figure(other)) }
    if reached, let whom, whom.head != thing.head, whom.head != other?.head {
      others.append(Self.figure(whom))
    }
    let lowered = text.lowercased()
    // The premise's companion, in the scenes that name them: a cat drawn as a cat.
    if let companion, lowered.contains(companion.role.definite.lowercased()),
      companion.role.head != thing.head, !others.contains(where: { $0.noun == companion.role.head })
    {
      others.insert(
        ScenePicture.Figure(
          noun: companion.role.head.lowercased(), person: !companion.isAnimal,
          pronouns: companion.role.pronouns), at: 0)
    }
    if let helper = world.helpers.first(where: {
      lowered.contains($0.definite.lowercased()) || lowered.contains($0.first.lowercased())
    }), helper.head != thing.head, !others.contains(where: { $0.noun == helper.head }) {
      others.append(Self.figure(helper))
    }
    var picture = ScenePicture(
      backdrop: backdrop,
      night: world.backdrop == .night || [.dark, .powerCut].contains(active)
        || thing.head == "dark" || night && !beats.contains(.opening),
      snowy: [.snow, .ice, .cold].contains(trouble.name) || (spot ?? "").contains("snow"),
      heroKind: hero.noun, heroIsVehicle: hero.kind == .vehicle,
      heroOnWater: world.onWater && hero.kind == .vehicle, thing: thing.head,
      thingSpot: thingSpot(beats, reached: reached), others: Array(others.prefix(2)),
      trouble: active == .height ? nil : active, beats: beats)
    picture.source = source?.head
    return picture
  }

  /// The world's backdrop, or the room the premise names in it (a cellar is darker).
  var backdrop: StoryWorld.Backdrop {
    let words = Set(
      (place + " " + (spot ?? "")).lowercased().split(separator: " ").map(String.init))
    if !words.isDisjoint(with: ["cellar", "basement"]) { return .cellar }
    return world.backdrop
  }

  private func thingSpot(_ beats: [StoryBeat], reached: Bool) -> ScenePicture.Spot {
    if reached { return thing.alive ? .beside : .held }
    if beats.contains(.turn), !thing.alive { return kind == .make ? .beside : .held }
    let words = Set((spot ?? "").lowercased().split(separator: " ").map(String.init))
    let high: Set<String> = [
      "up", "top", "tree", "roof", "branch", "branches", "high", "tower", "shelf", "chimney",
      "treetop", "rooftop", "cupboard", "wardrobe",
    ]
    if !words.isDisjoint(with: high) || trouble.name == .height { return .high }
    if !words.isDisjoint(with: ["sea", "water", "waves", "river", "pond", "lake"]) {
      return .onWater
    }
    switch kind {
    case .find, .adventure: return beats.contains(.opening) ? .ahead : .hidden
    case .investigate: return .hidden
    case .fetch: return .held
    case .teach, .guide, .welcome: return .ahead
    case .rescue: return world.onWater ? .onWater : .ahead
    default: return thing.alive ? .ahead : .beside
    }
  }

  private static func figure(_ role: Role) -> ScenePicture.Figure {
    ScenePicture.Figure(
      noun: role.head.lowercased(), person: role.alive && role.pronouns != .it,
      pronouns: role.pronouns)
  }
}
