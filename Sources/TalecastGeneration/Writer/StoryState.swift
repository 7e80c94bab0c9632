/// Where the story stands at one sentence: who is there, where the hero is, what time it is,
/// what has been found or packed, and whether the problem has come, and gone. The writer
/// carries it across scenes and only says what fits it.
struct StoryState: Sendable, Hashable {
  enum Problem: Sendable, Hashable { case notYet, open, solved }

  var companionPresent = false
  /// The companion has gone home for good (after a goodbye).
  var companionGone = false
  var away = false
  /// Aboard a boat.
  var afloat = false
  var problem = Problem.notYet
  /// A long story's smaller trouble on the way; while it is open nothing else is described.
  var setback = Problem.notYet
  /// The plan has a setback still to come that a clue noticed now pays off (footprints).
  var clueAhead = false
  var time: TimeOfDay
  /// Things the story has given the hero ("bag", "pebble"), which later sentences may mention.
  var items: Set<String> = []
  var guestArrived = false
  /// The story happens inside (a premise's attic or lighthouse): no wind, slopes or grass.
  var indoors = false
  /// The hero is a person, not an animal or a thing: shoes and pockets fit.
  var heroIsPerson = true

  init(time: TimeOfDay) { self.time = time }
}

/// The time of day, which only moves forward through a story.
enum TimeOfDay: Int, Sendable, Hashable, Comparable, CaseIterable {
  case morning, afternoon, evening, night

  static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.rawValue < b.rawValue }

  /// The times at which a setting's words can be said: sunshine is by day, a sunset in the
  /// evening, stars from evening on. Nil when the words do not say.
  static func range(of text: String) -> ClosedRange<TimeOfDay>? {
    let lowered = text.lowercased()
    let words = Set(lowered.split(whereSeparator: { !$0.isLetter }).map(String.init))
    let has = { (list: [String]) in list.contains(where: words.contains) }
    if has(["sunshine", "sunlight", "sunning", "sunny", "breakfast"]) {
      return .morning ... .afternoon
    }
    if has(["sunset", "dusk"]) || lowered.contains("sun went down")
      || lowered.contains("last light")
    {
      return .evening ... .evening
    }
    if has(["supper"]) { return .evening ... .night }
    if has(["star", "stars", "moon", "moonflowers", "moonbeams", "fireflies", "goodnight"]) {
      return .evening ... .night
    }
    return nil
  }
}
