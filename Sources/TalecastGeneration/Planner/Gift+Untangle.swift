/// The turn of a rescue from a net or brambles: the gift calms the one caught, or finds the
/// knot that matters, or undoes it, and the hands or the nose do the rest. Each line is two
/// short sentences where one long one would not link whole.
extension Gift {
  var untangle: [Template] {
    switch kind {
    case .music:
      [
        "{hero} {sang} a slow, soft song, and {thing} stopped wriggling to listen. While {thing.he} lay still, {hero} slowly lifted {trap} off."
      ]
    case .kindness:
      [
        "{hero} spoke [softly|gently] to {thing} until {thing.he} stopped struggling. While {thing.he} lay still, {hero} slowly lifted {trap} off."
      ]
    case .jokes:
      [
        "{hero} told {thing} the silliest joke {he} knew, and {thing} went still to listen. While {thing.he} lay still, {hero} slowly lifted {trap} off."
      ]
    case .seeing:
      [
        "{hero} looked [very carefully|closer than anyone] and spotted the one knot that held all the rest, and when {he} pulled it, {trap} fell open."
      ]
    case .making:
      ["{hero} knew all about knots, and undid them one by one until {trap} fell away."]
    case .thinking:
      [
        "{hero} looked hard at the knots and worked out which one to undo first. One by one, the knots came undone, and {trap} fell away."
      ]
    case .strength:
      [
        "{hero} took hold of {trap} and pulled, slow and steady, and with a snap the old strands broke apart."
      ]
    case .animals:
      [
        "{hero} called to a crab in its own language, and it came and snipped through {trap}, strand by strand."
      ]
    case .remembering:
      [
        "{hero} undid the knots one by one, just as Grandad did, and {trap} fell away."
      ]
    case .speed:
      [
        "{hero} raced round and round {thing} the other way, quick as a flash, and {trap} unwound."
      ]
    case .climbing, .swimming:
      ["{hero} [dived|ducked] under {trap} and pushed {trapIt} off {thing}."]
    case .hearing:
      [
        "{hero} listened to where {thing} {thing.was} breathing, and found {thing.his} head first, and freed it, and then eased {trap} off the rest."
      ]
    case .cooking, .drawing, .stories, .patience, .wayfinding, .smelling, .gardening, .other:
      [
        "{hero} did not rush. {He} lifted {trap} off slowly, while {thing} lay still."
      ]
    }
  }
}
