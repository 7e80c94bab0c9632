import TalecastCore

/// The document's text fields take their limits from the domain's rules, the ones every door
/// passes (`TextRule`): its length in code points, no control character (prose may break
/// lines), and not empty when the rule says so. Written into the schemas when the document is
/// assembled, so the document is exactly as strict as the server.
extension API {
  /// Schema name → property → its rule.
  static let textRules: [String: [String: TextRule]] = {
    let hero = [
      "name": HeroRules.name, "appearance": HeroRules.appearance,
      "specialAbility": HeroRules.specialAbility,
    ]
    let occasion = [
      "title": OccasionRules.title, "description": OccasionRules.description,
      "promptSeed": OccasionRules.promptSeed, "tone": OccasionRules.tone,
      "goal": OccasionRules.part, "thing": OccasionRules.part, "place": OccasionRules.part,
      "forWhom": OccasionRules.part, "deadline": OccasionRules.part,
    ]
    return [
      "HeroInput": hero, "HeroPatch": hero, "OccasionInput": occasion, "OccasionPatch": occasion,
      "StoryChange": [
        "title": StoryRules.title, "language": StoryRules.language, "voice": StoryRules.voice,
      ],
    ]
  }()

  /// `schemas` with each ruled property's schema taking its rule's limits.
  static func applyingTextRules(to schemas: [String: Any]) -> [String: Any] {
    var schemas = schemas
    for (name, rules) in textRules {
      guard var schema = schemas[name] as? [String: Any],
        var properties = schema["properties"] as? [String: Any]
      else { continue }
      for (property, rule) in rules {
        guard let field = properties[property] as? [String: Any] else { continue }
        properties[property] = field.merging(rule.jsonSchema) { _, ruled in ruled }
      }
      // A story's scenes, by number: each one's text is prose.
      if var scenes = properties["scenes"] as? [String: Any],
        var scene = scenes["additionalProperties"] as? [String: Any],
        var fields = scene["properties"] as? [String: Any],
        let text = fields["text"] as? [String: Any]
      {
        fields["text"] = text.merging(StoryRules.sceneText.jsonSchema) { _, ruled in ruled }
        scene["properties"] = fields
        scenes["additionalProperties"] = scene
        properties["scenes"] = scenes
      }
      // A custom occasion's keywords, each a short line.
      if var keywords = properties["keywords"] as? [String: Any],
        let items = keywords["items"] as? [String: Any]
      {
        keywords["items"] = items.merging(OccasionRules.keyword.jsonSchema) { _, ruled in ruled }
        properties["keywords"] = keywords
      }
      schema["properties"] = properties
      schemas[name] = schema
    }
    return schemas
  }
}

extension TextRule {
  /// The rule as JSON Schema: its length in code points (as `maxLength` counts them and the
  /// rule does), no control character but a prose line break or tab, and for a rule that may
  /// not be empty, a character that is not a space.
  var jsonSchema: [String: Any] {
    let allowed =
      form == .prose
      ? #"[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]"#
      : #"[^\u0000-\u001F\u007F-\u009F]"#
    // What the rule trims from a line: Unicode's space separators (`CharacterSet.whitespaces`
    // without the tab, which a line refuses as a control character).
    let spaces = #"\u0020\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000"#
    let pattern =
      mayBeEmpty
      ? "^\(allowed)*$"
      : "^[\(spaces)]*[^\(spaces)" + #"\u0000-\u001F\u007F-\u009F]"# + "\(allowed)*$"
    var schema: [String: Any] = ["type": "string", "maxLength": characters, "pattern": pattern]
    if !mayBeEmpty { schema["minLength"] = 1 }
    return schema
  }
}
