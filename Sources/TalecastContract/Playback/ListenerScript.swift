import TalecastCore

/// Reads listener scripts: actions separated by spaces, each `name[=value]@time`, e.g.
/// `pause@10 resume@15 seek=1:30@20 speed=1.5@30 next@40 sleep=end@45`. Times and seek
/// targets are seconds (`90`, `1.5`) or clock times (`1:30`, `1:02:03`). In interactive mode
/// the `@time` is left out: the action happens when it is typed.
public enum ListenerScript {
  public static let actionNames = [
    "play", "pause", "resume", "stop", "next", "previous", "status", "quit", "seek", "speed",
    "repeat",
    "sleep", "autoadvance", "shuffle", "clear", "remove", "move", "add", "insert",
  ]

  /// Parses a whole script; every action needs its `@time`, and times may not go backwards.
  public static func parse(_ script: String) throws(ScriptError) -> [TimedAction] {
    var actions: [TimedAction] = []
    for token in tokens(script) {
      let action = try parse(token: token, in: script, timed: true)
      if let previous = actions.last?.time, let time = action.time, time < previous {
        throw ScriptError(
          script: script, start: token.start, length: token.text.count,
          problem: "this action's time (\(time) s) is before the one before it (\(previous) s)")
      }
      actions.append(action)
    }
    return actions
  }

  /// Parses one command typed in interactive mode (no `@time`).
  public static func parseCommand(_ line: String) throws(ScriptError) -> TimedAction? {
    let found = tokens(line)
    guard let first = found.first else { return nil }
    if found.count > 1 {
      throw ScriptError(
        script: line, start: found[1].start, length: found[1].text.count,
        problem: "one command at a time")
    }
    return try parse(token: first, in: line, timed: false)
  }

  package struct Token {
    package let text: Substring
    package let start: Int
  }

  package static func tokens(_ text: String) -> [Token] {
    var result: [Token] = []
    var offset = 0
    var current = ""
    var start = 0
    for character in text {
      if character.isWhitespace {
        if !current.isEmpty { result.append(Token(text: Substring(current), start: start)) }
        current = ""
      } else {
        if current.isEmpty { start = offset }
        current.append(character)
      }
      offset += 1
    }
    if !current.isEmpty { result.append(Token(text: Substring(current), start: start)) }
    return result
  }

  package static func parse(token: Token, in script: String, timed: Bool) throws(ScriptError)
    -> TimedAction
  {
    func fail(_ problem: String) -> ScriptError {
      ScriptError(script: script, start: token.start, length: token.text.count, problem: problem)
    }
    var body = token.text
    var time: Double?
    if let at = body.lastIndex(of: "@") {
      let text = body[body.index(after: at)...]
      guard timed else { throw fail("no @time in interactive mode: the action happens now") }
      guard let seconds = clockTime(text), seconds >= 0 else {
        throw fail("'\(short(text))' is not a time (seconds such as 90, or 1:30)")
      }
      time = seconds
      body = body[..<at]
    } else if timed {
      throw fail("'\(short(body))' needs a time: \(short(body))@SECONDS, e.g. \(short(body))@10")
    }
    let name: Substring
    let value: Substring?
    if let equals = body.firstIndex(of: "=") {
      name = body[..<equals]
      value = body[body.index(after: equals)...]
    } else {
      (name, value) = (body, nil)
    }
    let action = try action(named: name.lowercased(), value: value, fail: fail)
    return TimedAction(action: action, time: time, start: token.start, length: token.text.count)
  }

  private static func action(
    named name: String, value: Substring?, fail: (String) -> ScriptError
  ) throws(ScriptError) -> ListenerAction {
    func required() throws(ScriptError) -> Substring {
      guard let value, !value.isEmpty else {
        throw fail("\(short(name)) needs a value: \(short(name))=…")
      }
      return value
    }
    func none(_ action: ListenerAction) throws(ScriptError) -> ListenerAction {
      if let value { throw fail("\(short(name)) takes no value, found '=\(short(value))'") }
      return action
    }
    func position(_ text: Substring) throws(ScriptError) -> Int {
      guard let number = Int(text), number >= 1 else {
        throw fail("'\(short(text))' is not a queue position (1, 2, …)")
      }
      return number
    }
    switch name {
    case "play": return try none(.play)
    case "pause": return try none(.pause)
    case "resume": return try none(.resume)
    case "stop": return try none(.stop)
    case "next": return try none(.next)
    case "previous", "prev": return try none(.previous)
    case "status": return try none(.status)
    case "quit", "exit": return try none(.quit)
    case "clear": return try none(.clear)
    case "seek": return .seek(try seekTarget(try required(), fail: fail))
    case "speed":
      let text = try required()
      guard let rate = Double(text), ListenerAction.speedRange.contains(rate) else {
        throw fail("speed must be from 0.5 to 3.0, found '\(short(text))'")
      }
      return .speed(rate)
    case "repeat":
      let text = try required()
      guard let mode = RepeatMode(rawValue: text.lowercased()) else {
        throw fail("repeat is off, one or all, found '\(short(text))'")
      }
      return .repeatMode(mode)
    case "sleep":
      let text = try required()
      switch text.lowercased() {
      case "end": return .sleep(.endOfStory)
      case "off": return .sleep(.off)
      default:
        guard let minutes = Double(text), minutes > 0 else {
          throw fail("sleep is minutes (sleep=20), end or off, found '\(short(text))'")
        }
        return .sleep(.after(minutes: minutes))
      }
    case "autoadvance":
      let text = try required()
      switch text.lowercased() {
      case "on": return .autoAdvance(true)
      case "off": return .autoAdvance(false)
      default: throw fail("autoadvance is on or off, found '\(short(text))'")
      }
    case "shuffle":
      guard let value else { return .shuffle(seed: 0) }
      guard let seed = UInt64(value) else {
        throw fail("shuffle's seed is a whole number, found '\(short(value))'")
      }
      return .shuffle(seed: seed)
    case "remove": return .remove(position: try position(try required()))
    case "move":
      let text = try required()
      let parts = text.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw fail("move is FROM:TO, e.g. move=3:1, found '\(short(text))'")
      }
      return .move(from: try position(parts[0]), to: try position(parts[1]))
    case "add": return .add(String(try required()))
    case "insert": return .insertNext(String(try required()))
    default:
      var problem = "unknown action '\(short(name))'"
      if let close = Suggestion.closest(to: name, in: actionNames) {
        problem += "; did you mean '\(close)'?"
      }
      throw fail(problem + " (one of: \(actionNames.joined(separator: ", ")))")
    }
  }

  package static func seekTarget(_ text: Substring, fail: (String) -> ScriptError)
    throws(ScriptError)
    -> SeekTarget
  {
    if text.hasSuffix("%") {
      guard let share = Double(text.dropLast()), (0...100).contains(share) else {
        throw fail("a percent seek is 0% to 100%, found '\(short(text))'")
      }
      return .percent(share)
    }
    if let sign = text.first, sign == "+" || sign == "-" {
      guard let seconds = clockTime(text.dropFirst()) else {
        throw fail("'\(short(text))' is not a relative seek (+15, -15, +1:00)")
      }
      return .relative(sign == "-" ? -seconds : seconds)
    }
    guard let seconds = clockTime(text) else {
      throw fail("'\(short(text))' is not a position (1:30, 90, +15, -15 or 50%)")
    }
    return .absolute(seconds)
  }

  /// "90", "1.5", "1:30", "1:02:03.5" → seconds; nil for anything else.
  package static func clockTime(_ text: Substring) -> Double? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var seconds = 0.0
    for (index, part) in parts.enumerated() {
      let last = index == parts.count - 1
      guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isNumber || (last && $0 == ".")) }),
        let value = Double(part), value.isFinite
      else { return nil }
      if index > 0 && value >= 60 { return nil }
      seconds = seconds * 60 + value
    }
    return seconds
  }
}

/// A token quoted in a problem, cut to an excerpt: a script file may be any file.
private func short(_ text: some StringProtocol) -> String { JobLimits.excerpt(String(text), 24) }
