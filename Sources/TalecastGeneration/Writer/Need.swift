import TalecastCore

/// What the hero must fetch to reach a premise's goal, so the journey is for something: a
/// tiny spring to mend a radio, a jar of honey to bake a cake. Found at the journey's end,
/// after the trouble, and used in the sentence that reaches the goal ("With the tiny silver
/// spring in place, Sam fixed his grandfather's old radio.").
struct Need: Sendable, Hashable {
  /// With "a": "a tiny silver spring".
  var phrase: String
  /// For a later mention: "the tiny silver spring".
  var definite: String
  /// How it is used, after "With {definite}": "in place", "stirred in".
  var use: String

  /// What the goal's verb and its thing call for; nil when the journey needs nothing fetched
  /// (taking a letter somewhere, finding a key).
  static func of(_ premise: Premise, random: inout SeededRandom) -> Need? {
    guard let verb = premise.goal?.verb else { return nil }
    let choices: [(String, String)]
    switch verb {
    case "fix", "mend", "repair":
      choices = [
        ("tiny silver spring", "in place"), ("little brass screw", "in place"),
        ("new copper wire", "fitted"), ("small shiny cog", "in place"),
      ]
    case "bake", "cook", "make":
      choices = [
        ("jar of golden honey", "stirred in"), ("basket of fresh eggs", "mixed in"),
        ("bag of the finest flour", "sifted in"), ("handful of sweet berries", "folded in"),
      ]
    case "build":
      choices = [("strong ball of string", "to tie it all together"), ("bucket", "to help")]
    case "paint", "draw":
      choices = [("pot of bright blue paint", "to hand"), ("box of new crayons", "to hand")]
    case "sew", "knit":
      choices = [("reel of red thread", "to hand"), ("shiny silver needle", "to hand")]
    case "plant", "grow", "water":
      choices = [("little watering can", "to hand"), ("packet of seeds", "to hand")]
    case "write", "sing", "play", "practise", "practice", "learn":
      choices = [("old songbook", "open"), ("lucky pencil", "to hand")]
    default:
      return nil
    }
    let (thing, use) = choices.randomElement(using: &random)!
    let article = "aeiou".contains(thing.first!) ? "an" : "a"
    return Need(phrase: "\(article) \(thing)", definite: "the \(thing)", use: use)
  }
}
