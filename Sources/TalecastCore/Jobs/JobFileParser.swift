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
    let fields = JobFieldReader(file: source, library: library)
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
      let fields = JobFieldReader(file: source, library: library)
      return [try fields.job(from: document)]
    }
    guard (1...listLimit).contains(elements.count) else {
      throw JobFileError(
        file: source, location: .file,
        problem: "expected a list of 1 to \(listLimit) jobs, found \(elements.count)")
    }
    var jobs: [RenderJob] = []
    for (index, element) in elements.enumerated() {
      let fields = JobFieldReader(file: source, library: library)
      do {
        jobs.append(try fields.job(from: element))
      } catch {
        func inList(_ error: JobFileError) -> JobFileError {
          let location: JobFileError.Location
          switch error.location {
          case .field(let path):
            location = .field("[\(index)]" + (path.hasPrefix("[") ? path : "." + path))
          case .file, .position: location = .field("[\(index)]")
          }
          return JobFileError(
            file: source, location: location, problem: error.problem, cause: error.cause)
        }
        var first = inList(error)
        first.more = error.more.map(inList)
        throw first
      }
    }
    return jobs
  }
}

/// Turns the parsed document into a job, naming the field path of anything wrong.
struct JobFieldReader {
  let file: String
  let library: JobFileLibrary
  /// What is wrong so far: a job's problems are all said at once, not one per run.
  let problems = JobProblems()

  func fail(_ path: String, _ problem: String, cause: JobFileError.Cause? = nil) -> JobFileError {
    JobFileError(file: file, location: .field(path), problem: problem, cause: cause)
  }

  /// `{"sentence": 0.4, "scene": 1.0}`: seconds of silence; a field not given keeps its default.
  func pacing(_ value: JSONValue) throws(JobFileError) -> Pacing {
    guard case .object(let members) = value else {
      throw fail(
        "pacing",
        "expected an object such as {\"sentence\": 0.4, \"scene\": 1.0}, found \(describe(value))")
    }
    rejectUnknown(members, known: ["sentence", "scene"], prefix: "pacing.")
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

  func hero(from value: JSONValue) throws(JobFileError) -> Hero {
    if case .string(let id) = value {
      guard let hero = library.hero(id) else {
        throw fail("hero", "no hero with id \"\(id)\" in the library", cause: .unknownHero(id: id))
      }
      return hero
    }
    guard case .object(let members) = value else {
      throw fail("hero", "expected an object or a hero id, found \(describe(value))")
    }
    let before = problems.found.count
    rejectUnknown(members, known: JobFileParser.heroFields, prefix: "hero.")
    let object = Dictionary(
      members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })

    let name = keep("") { () throws(JobFileError) in
      guard let nameValue = object["name"] else {
        throw fail("hero.name", "missing (the hero's name)")
      }
      return try string(nameValue, at: "hero.name")
    }
    let traits = keep([Trait.brave, .kind]) { () throws(JobFileError) in try self.traits(object) }
    let appearance = keep(nil) { () throws(JobFileError) in
      try object["appearance"].map { v throws(JobFileError) in
        try string(v, at: "hero.appearance")
      }
    }
    let ability = keep(nil) { () throws(JobFileError) in
      try object["specialAbility"].map { v throws(JobFileError) in
        try string(v, at: "hero.specialAbility")
      }
    }
    let pronouns = keep(Pronouns.they) { () throws(JobFileError) in
      guard let value = object["pronouns"] else { return .they }
      let text = try string(value, at: "hero.pronouns")
      guard let given = Pronouns(name: text) else {
        throw fail(
          "hero.pronouns", "unknown pronouns \"\(text)\" (one of: \(Pronouns.names))")
      }
      return given
    }
    // The domain's rules see a hero whose fields could all be read.
    guard problems.found.count == before else { return JobFieldReader.placeholderHero }
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

  /// Keeps a problem for each field not in `known` (reading goes on: the others are read).
  func rejectUnknown(
    _ members: [(key: String, value: JSONValue)], known: [String], prefix: String,
    alsoAccepted: [String] = []
  ) {
    for member in members where !known.contains(member.key) && !alsoAccepted.contains(member.key) {
      var problem = "unknown field"
      if let suggestion = Suggestion.closest(to: member.key, in: known) {
        problem += "; did you mean '\(suggestion)'?"
      }
      problems.found.append(
        fail(prefix + member.key, problem + " (known fields: \(known.joined(separator: ", ")))"))
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
