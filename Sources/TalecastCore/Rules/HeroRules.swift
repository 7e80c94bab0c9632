/// What a hero may hold, whichever door it comes through (a job file, the CLI, an import, a
/// story's manifest): the limits table of the reference's Job files article.
public enum HeroRules {
  public static let id = TextRule(characters: 200, mayBeEmpty: false)
  /// A 1 MB name once made a 1.4 GB speech checkpoint.
  public static let name = TextRule(characters: 80, mayBeEmpty: false)
  /// A 1 MB appearance once made a 2.8 GB render.
  public static let appearance = TextRule(characters: 200)
  public static let specialAbility = TextRule(characters: 200)
  /// The path of the hero's picture.
  public static let avatar = TextRule(characters: 4_096, mayBeEmpty: false)

  /// `hero` as it is kept (its text trimmed and in NFC), or the first field that breaks a
  /// rule, named as the hero's field (`appearance`).
  public static func checked(_ hero: Hero) throws(RuleViolation) -> Hero {
    var hero = hero
    hero.id = try id.checked(hero.id, field: "id")
    hero.name = try name.checked(hero.name, field: "name")
    hero.appearance = try appearance.checked(hero.appearance, field: "appearance")
    hero.specialAbility = try specialAbility.checked(hero.specialAbility, field: "specialAbility")
    return hero
  }
}
