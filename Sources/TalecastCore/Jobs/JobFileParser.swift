import Foundation

/// Reads job files: JSON objects naming a hero, an occasion (built-in by name, or a custom one
/// as an object) and options. `"event"` is the occasion field's old name and is still read.
///
/// ```json
/// { "hero": { "name": "Luna", "traits": ["Brave", "Curious"],
///             "appearance": "…", "specialAbility": "…", "pronouns": "she" },
///   "occasion": "bedtime-adventure", "length": "short", "seed": 7,
///   "providers": { "writer": "remote" } }
/// ```
/// Errors name the file and the line and column (syntax) or the field path (content).
public enum JobFileParser {
  static let jobFields = [
    "hero", "occasion", "length", "seed", "voice", "rate", "format", "illustrations", "normalize",
    "providers", "priority", "runAt", "idempotencyKey", "pacing",
  ]
  /// Fields still read under an old name, not offered in messages: `event` is `occasion`.
  static let oldJobFields = ["event"]
  static let heroFields = ["name", "traits", "appearance", "specialAbility", "pronouns"]

  public static func parse(
    fileAt url: URL, displayPath: String? = nil, library: JobFileLibrary = JobFileLibrary()
  ) throws(JobFileError) -> RenderJob {
    let path = displayPath ?? url.path
    let data: Data
    do {
      try JobFileCheck.readable(url)
      data = try Data(contentsOf: url)
    } catch let problem as JobFileCheck.Problem {
      throw JobFileError(file: path, location: .file, problem: problem.description)
    } catch {
      throw JobFileError(
        file: path, location: .file,
        problem: "cannot read the file (\(FileErrorText.reason(of: error)))")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw JobFileError(file: path, location: .file, problem: "the file is not UTF-8 text")
    }
    return try parse(text: text, source: path, library: library)
  }

  /// `library` resolves a hero or custom occasion given by id.
  public static func parse(
    text: String, source: String, library: JobFileLibrary = JobFileLibrary()
  ) throws(JobFileError) -> RenderJob {
    if text.allSatisfy(\.isWhitespace) {
      throw JobFileError(file: source, location: .file, problem: "the file is empty")
    }
    let document: JSONValue
    do {
      document = try JSONReader.parse(text)
    } catch {
      throw JobFileError(
        file: source, location: .position(line: error.line, column: error.column),
        problem: error.message)
    }
    var fields = JobFieldReader(file: source, library: library)
    return try fields.job(from: document)
  }

  /// Jobs allowed in one list (`parse(list:)`): a request of more is refused whole.
  public static let listLimit = 100

  /// One job object, or a JSON list of 1 to `listLimit` of them; a list's problems name the
  /// job by its index (`[2].hero.name`, `[0]` for a job that is not an object).
  public static func parse(
    list text: String, source: String, library: JobFileLibrary = JobFileLibrary()
  ) throws(JobFileError) -> [RenderJob] {
    if text.allSatisfy(\.isWhitespace) {
      throw JobFileError(file: source, location: .file, problem: "the body is empty")
    }
    let document: JSONValue
    do {
      document = try JSONReader.parse(text)
    } catch {
      throw JobFileError(
        file: source, location: .position(line: error.line, column: error.column),
        problem: error.message)
    }
    guard case .array(let elements) = document else {
      var fields = JobFieldReader(file: source, library: library)
      return [try fields.job(from: document)]
    }
    guard (1...listLimit).contains(elements.count) else {
      throw JobFileError(
        file: source, location: .file,
        problem: "expected a list of 1 to \(listLimit) jobs, found \(elements.count)")
    }
    var jobs: [RenderJob] = []
    for (index, element) in elements.enumerated() {
      var fields = JobFieldReader(file: source, library: library)
      do {
        jobs.append(try fields.job(from: element))
      } catch {
        let location: JobFileError.Location
        switch error.location {
        case .field(let path):
          location = .field("[\(index)]" + (path.hasPrefix("[") ? path : "." + path))
        case .file, .position: location = .field("[\(index)]")
        }
        throw JobFileError(
          file: source, location: location, problem: error.problem, cause: error.cause)
      }
    }
    return jobs
  }
}

/// Turns the parsed document into a job, naming the field path of anything wrong.
struct JobFieldReader {
  let file: String
  let library: JobFileLibrary

  func fail(_ path: String, _ problem: String, cause: JobFileError.Cause? = nil) -> JobFileError {
    JobFileError(file: file, location: .field(path), problem: problem, cause: cause)
  }

  mutating func job(from document: JSONValue) throws(JobFileError) -> RenderJob {
    guard case .object(let members) = document else {
      throw JobFileError(
        file: file, location: .file,
        problem: "a job must be a JSON object, found \(document.kindName)")
    }
    try rejectUnknown(
      members, known: JobFileParser.jobFields, prefix: "", alsoAccepted: JobFileParser.oldJobFields)
    let object = Dictionary(
      members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })

    guard let heroValue = object["hero"] else {
      throw fail("hero", "missing (an object with the hero's name and traits)")
    }
    let hero = try self.hero(from: heroValue)

    // "event" is the old name of "occasion"; a file may use either, not both.
    if object["occasion"] != nil, object["event"] != nil {
      throw fail("event", "\"event\" is the old name of \"occasion\": give one of them, not both")
    }
    let occasionField = object["occasion"] == nil && object["event"] != nil ? "event" : "occasion"
    guard let occasionValue = object[occasionField] else {
      throw fail(
        "occasion", "missing (one of: \(occasionNames), or a custom occasion object)")
    }
    let occasion = try self.occasion(from: occasionValue, field: occasionField)

    var length = StoryLength.short
    if let value = object["length"] {
      let name = try string(value, at: "length")
      guard let parsed = StoryLength(rawValue: name.lowercased()) else {
        throw fail("length", "unknown length \"\(name)\" (one of: short, medium, long)")
      }
      length = parsed
    }

    var seed = Self.defaultSeed(hero: hero, occasion: occasion)
    if let value = object["seed"] {
      guard case .number(let literal) = value, let parsed = UInt64(literal) else {
        throw fail(
          "seed", "expected a whole number from 0 to \(UInt64.max), found \(describe(value))")
      }
      seed = parsed
    }

    var voice = RenderJob.automaticVoice
    if let value = object["voice"] {
      // espeak-ng's own names have spaces: "English (Great Britain)".
      voice = try string(value, at: "voice").trimmingCharacters(in: .whitespaces)
      if voice.isEmpty {
        throw fail(
          "voice", "expected a voice name such as \"joe\", \"en-us\" or \"English (Great Britain)\""
        )
      }
    }

    var rate = RenderJob.defaultRate
    if let value = object["rate"] {
      let range = RenderJob.rateRange
      guard case .number(let literal) = value, let parsed = Int(literal), range.contains(parsed)
      else {
        throw fail(
          "rate",
          "expected words per minute from \(range.lowerBound) to \(range.upperBound), found \(describe(value))"
        )
      }
      rate = parsed
    }

    var format = AudioFormat.m4a
    if let value = object["format"] {
      let name = try string(value, at: "format")
      guard let parsed = AudioFormat(rawValue: name.lowercased()) else {
        let known = AudioFormat.allCases.map(\.rawValue).joined(separator: ", ")
        throw fail("format", "unsupported format \"\(name)\" (supported: \(known))")
      }
      format = parsed
    }

    var illustrations = true
    if let value = object["illustrations"] {
      guard case .bool(let flag) = value else {
        throw fail("illustrations", "expected true or false, found \(describe(value))")
      }
      illustrations = flag
    }

    var normalize = true
    if let value = object["normalize"] {
      guard case .bool(let flag) = value else {
        throw fail("normalize", "expected true or false, found \(describe(value))")
      }
      normalize = flag
    }

    let pacing = try object["pacing"].map { v throws(JobFileError) in try self.pacing(v) }
    let providers = try object["providers"].map { v throws(JobFileError) in try self.providers(v) }
    let queue = try queueOptions(object)

    return RenderJob(
      source: file, hero: hero, occasion: occasion, length: length, seed: seed, voice: voice,
      rate: rate, format: format, illustrations: illustrations, normalize: normalize,
      providers: providers ?? .builtIn, priority: queue.priority, runAt: queue.runAt,
      idempotencyKey: queue.key, pacing: pacing)
  }

  /// `{"sentence": 0.4, "scene": 1.0}`: seconds of silence; a field not given keeps its default.
  private func pacing(_ value: JSONValue) throws(JobFileError) -> Pacing {
    guard case .object(let members) = value else {
      throw fail(
        "pacing",
        "expected an object such as {\"sentence\": 0.4, \"scene\": 1.0}, found \(describe(value))")
    }
    try rejectUnknown(members, known: ["sentence", "scene"], prefix: "pacing.")
    var pacing = Pacing.standard
    for (key, value) in members {
      let range = key == "sentence" ? Pacing.sentenceRange : Pacing.sceneRange
      guard case .number(let literal) = value, let seconds = Double(literal),
        range.contains(seconds)
      else {
        throw fail(
          "pacing.\(key)",
          "expected seconds from \(range.lowerBound) to \(range.upperBound), found \(describe(value))"
        )
      }
      if key == "sentence" { pacing.sentence = seconds } else { pacing.scene = seconds }
    }
    return pacing
  }

  private func hero(from value: JSONValue) throws(JobFileError) -> Hero {
    if case .string(let id) = value {
      guard let hero = library.hero(id) else {
        throw fail("hero", "no hero with id \"\(id)\" in the library", cause: .unknownHero(id: id))
      }
      return hero
    }
    guard case .object(let members) = value else {
      throw fail("hero", "expected an object or a hero id, found \(describe(value))")
    }
    try rejectUnknown(members, known: JobFileParser.heroFields, prefix: "hero.")
    let object = Dictionary(
      members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })

    guard let nameValue = object["name"] else {
      throw fail("hero.name", "missing (the hero's name)")
    }
    let name = try string(nameValue, at: "hero.name")

    guard let traitsValue = object["traits"] else {
      throw fail("hero.traits", "missing (two of: \(traitNames))")
    }
    guard case .array(let items) = traitsValue, items.count == 2 else {
      throw fail(
        "hero.traits", "expected a list of two traits (primary, secondary) from: \(traitNames)")
    }
    var traits: [Trait] = []
    for (position, item) in items.enumerated() {
      let path = "hero.traits[\(position)]"
      let traitName = try string(item, at: path)
      guard let trait = Trait(name: traitName) else {
        throw fail(path, "unknown trait \"\(traitName)\" (one of: \(traitNames))")
      }
      traits.append(trait)
    }
    if traits[0] == traits[1] { throw fail("hero.traits", "the two traits must differ") }

    let appearance = try object["appearance"].map { v throws(JobFileError) in
      try string(v, at: "hero.appearance")
    }
    let ability = try object["specialAbility"].map { v throws(JobFileError) in
      try string(v, at: "hero.specialAbility")
    }
    var pronouns = Pronouns.they
    if let value = object["pronouns"] {
      let text = try string(value, at: "hero.pronouns")
      guard let given = Pronouns(name: text) else {
        throw fail(
          "hero.pronouns", "unknown pronouns \"\(text)\" (one of: \(Pronouns.names))")
      }
      pronouns = given
    }
    let hero = Hero(
      name: name, primaryTrait: traits[0], secondaryTrait: traits[1],
      appearance: appearance ?? "a bright smile and a red scarf",
      specialAbility: ability ?? "never giving up", pronouns: pronouns)
    do {
      return try HeroRules.checked(hero)
    } catch {
      throw fail(error, within: "hero")
    }
  }

  /// The string at `path`, taken by that field's domain rule (`JobLimits.rule(at:)`): within
  /// its length, free of control characters (in prose a line break or tab becomes a space),
  /// trimmed and in NFC.
  func string(_ value: JSONValue, at path: String) throws(JobFileError) -> String {
    guard case .string(let text) = value else {
      throw fail(path, "expected a string, found \(describe(value))")
    }
    do {
      return try JobLimits.rule(at: path).checked(text, field: path)
    } catch {
      throw fail(path, error.problem)
    }
  }

  /// A rule's violation in a record at `path` (`hero`), as the file's field path.
  func fail(_ violation: RuleViolation, within path: String) -> JobFileError {
    let named = violation.within(path)
    return fail(named.field, named.problem)
  }

  func rejectUnknown(
    _ members: [(key: String, value: JSONValue)], known: [String], prefix: String,
    alsoAccepted: [String] = []
  ) throws(JobFileError) {
    for member in members where !known.contains(member.key) && !alsoAccepted.contains(member.key) {
      var problem = "unknown field"
      if let suggestion = Suggestion.closest(to: member.key, in: known) {
        problem += "; did you mean '\(suggestion)'?"
      }
      throw fail(prefix + member.key, problem + " (known fields: \(known.joined(separator: ", ")))")
    }
  }

  func describe(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): "\"\(JobLimits.excerpt(text))\""
    case .number(let literal): literal
    default: value.kindName
    }
  }

  var occasionNames: String { BuiltInOccasion.allCases.map(\.rawValue).joined(separator: ", ") }
  private var traitNames: String { Trait.allCases.map(\.rawValue).joined(separator: ", ") }

  /// A job without a seed renders the same story every time: the seed is a stable hash
  /// (FNV-1a) of the hero's name and the event.
  static func defaultSeed(hero: Hero, occasion: StoryOccasion) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(hero.name)|\(occasion.id)".utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
