import Foundation

/// The problems found in one job so far, in the order of the file. A reference, so that the
/// reader's helpers add to it as they read (one reader reads one job, on one thread).
final class JobProblems {
  var found: [JobFileError] = []
}

extension JobFieldReader {
  /// A job's fields, each read on its own: a field that cannot be read is a problem kept for
  /// the end (with a stand-in so reading goes on), so a file's problems are said at once.
  func job(from document: JSONValue) throws(JobFileError) -> RenderJob {
    guard case .object(let members) = document else {
      throw JobFileError(
        file: file, location: .file,
        problem: "a job must be a JSON object, found \(document.kindName)")
    }
    rejectUnknown(
      members, known: JobFileParser.jobFields, prefix: "", alsoAccepted: JobFileParser.oldJobFields)
    let object = Dictionary(
      members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })

    let hero = keep(Self.placeholderHero) { () throws(JobFileError) in
      guard let heroValue = object["hero"] else {
        throw fail("hero", "missing (an object with the hero's name and traits)")
      }
      return try self.hero(from: heroValue)
    }
    let occasion = keep(StoryOccasion.builtIn(.bedtimeAdventure)) {
      () throws(JobFileError) in try self.occasion(in: object)
    }
    let length = keep(StoryLength.short) { () throws(JobFileError) in
      guard let value = object["length"] else { return .short }
      let name = try string(value, at: "length")
      guard let parsed = StoryLength(rawValue: name.lowercased()) else {
        throw fail(
          "length", Suggestion.unknown("length", name, among: ["short", "medium", "long"]))
      }
      return parsed
    }
    let seed = keep(UInt64?.none) { () throws(JobFileError) in
      guard let value = object["seed"] else { return nil }
      guard case .number(let literal) = value, let parsed = UInt64(literal) else {
        throw fail(
          "seed", "expected a whole number from 0 to \(UInt64.max), found \(describe(value))")
      }
      return parsed
    }
    let voice = keep(RenderJob.automaticVoice) { () throws(JobFileError) in
      try self.voice(object["voice"])
    }
    let rate = keep(RenderJob.defaultRate) { () throws(JobFileError) in
      guard let value = object["rate"] else { return RenderJob.defaultRate }
      let range = RenderJob.rateRange
      guard case .number(let literal) = value, let parsed = Int(literal), range.contains(parsed)
      else {
        throw fail(
          "rate",
          "expected words per minute from \(range.lowerBound) to \(range.upperBound), found \(describe(value))"
        )
      }
      return parsed
    }
    let format = keep(AudioFormat.m4a) { () throws(JobFileError) in
      guard let value = object["format"] else { return .m4a }
      let name = try string(value, at: "format")
      guard let parsed = AudioFormat(rawValue: name.lowercased()) else {
        let known = AudioFormat.allCases.map(\.rawValue).joined(separator: ", ")
        throw fail("format", "unsupported format \"\(name)\" (supported: \(known))")
      }
      return parsed
    }
    let illustrations = keep(true) { () throws(JobFileError) in
      try flag(object["illustrations"], at: "illustrations")
    }
    let normalize = keep(true) { () throws(JobFileError) in
      try flag(object["normalize"], at: "normalize")
    }
    let pacing = keep(nil) { () throws(JobFileError) in
      try object["pacing"].map { v throws(JobFileError) in try self.pacing(v) }
    }
    let providers = keep(nil) { () throws(JobFileError) in
      try object["providers"].map { v throws(JobFileError) in try self.providers(v) }
    }
    let queue = keep((priority: 0, runAt: Date?.none, key: String?.none)) {
      () throws(JobFileError) in try queueOptions(object)
    }

    // Said in the file's order: by the place of the top field each problem is in.
    let order = Dictionary(
      members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
    let found = problems.found.enumerated().sorted { a, b in
      func place(_ error: JobFileError) -> Int {
        guard case .field(let path) = error.location else { return -1 }
        let top = path.prefix { $0 != "." && $0 != "[" }
        return order[String(top)] ?? members.count
      }
      return (place(a.element), a.offset) < (place(b.element), b.offset)
    }.map(\.element)
    if var first = found.first {
      first.more = Array(found.dropFirst())
      throw first
    }
    return RenderJob(
      source: file, hero: hero, occasion: occasion, length: length,
      seed: seed ?? Self.defaultSeed(hero: hero, occasion: occasion), voice: voice, rate: rate,
      format: format, illustrations: illustrations, normalize: normalize,
      providers: providers ?? .builtIn, priority: queue.priority, runAt: queue.runAt,
      idempotencyKey: queue.key, pacing: pacing)
  }

  /// What `read` gives, or `fallback` after keeping the problem it threw.
  func keep<T>(_ fallback: T, _ read: () throws(JobFileError) -> T) -> T {
    do {
      return try read()
    } catch {
      problems.found.append(error)
      return fallback
    }
  }

  /// Stands in for a hero that could not be read, so the rest of the job is read too.
  static let placeholderHero = Hero(
    id: "placeholder", name: "-", primaryTrait: .brave, secondaryTrait: .kind, appearance: "-",
    specialAbility: "-")

  /// The occasion, by either of its names ("event" is the old one; a file may use one of them).
  private func occasion(in object: [String: JSONValue]) throws(JobFileError) -> StoryOccasion {
    if object["occasion"] != nil, object["event"] != nil {
      throw fail("event", "\"event\" is the old name of \"occasion\": give one of them, not both")
    }
    let field = object["occasion"] == nil && object["event"] != nil ? "event" : "occasion"
    guard let value = object[field] else {
      throw fail(
        "occasion", "missing (one of: \(occasionNames), or a custom occasion object)")
    }
    return try occasion(from: value, field: field)
  }

  private func voice(_ value: JSONValue?) throws(JobFileError) -> String {
    guard let value else { return RenderJob.automaticVoice }
    // espeak-ng's own names have spaces: "English (Great Britain)".
    let voice = try string(value, at: "voice").trimmingCharacters(in: .whitespaces)
    if voice.isEmpty {
      throw fail(
        "voice", "expected a voice name such as \"joe\", \"en-us\" or \"English (Great Britain)\"")
    }
    return voice
  }

  private func flag(_ value: JSONValue?, at path: String) throws(JobFileError) -> Bool {
    guard let value else { return true }
    guard case .bool(let flag) = value else {
      throw fail(path, "expected true or false, found \(describe(value))")
    }
    return flag
  }

  /// The hero's two traits, different, each one Talecast knows.
  func traits(_ object: [String: JSONValue]) throws(JobFileError) -> [Trait] {
    let names = Trait.allCases.map(\.rawValue).joined(separator: ", ")
    guard let traitsValue = object["traits"] else {
      throw fail("hero.traits", "missing (two of: \(names))")
    }
    guard case .array(let items) = traitsValue, items.count == 2 else {
      throw fail(
        "hero.traits", "expected a list of two traits (primary, secondary) from: \(names)")
    }
    var traits: [Trait] = []
    for (position, item) in items.enumerated() {
      let path = "hero.traits[\(position)]"
      let traitName = try string(item, at: path)
      guard let trait = Trait(name: traitName) else {
        throw fail(
          path, Suggestion.unknown("trait", traitName, among: Trait.allCases.map(\.rawValue)))
      }
      traits.append(trait)
    }
    if traits[0] == traits[1] { throw fail("hero.traits", "the two traits must differ") }
    return traits
  }
}
