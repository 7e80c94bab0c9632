/// One sentence template of the story with what it needs of the story's state and what it
/// changes in it. A line that mentions the companion needs the companion there; the writer
/// reads that from the template's tokens, so no line has to say it.
struct Line: Sendable, ExpressibleByStringLiteral {
  enum Mark: Sendable, Hashable {
    /// What the line does to the story.
    case arrives, setsOut, startsProblem, solves, goesHome, leaves, guestArrives
    /// They go aboard a boat: from here on nothing happens on a path.
    case boards
    /// A long story's smaller trouble on the way comes, and is got over.
    case startsSetback, endsSetback
    /// Something noticed that only a story with a setback still ahead pays off (a footprint).
    case clue
    /// Pays off something noticed earlier: said before the other lines of its group that fit.
    case payoff
    case gives(String)
    /// Moves the time of day forward to this.
    case at(TimeOfDay)
    /// What the line needs.
    case needsOpenProblem, needsSolved, needsNoProblem, needsHome, needsAway, needsGuest
    /// Only while the companion is not there (yet).
    case needsAlone
    /// Only on foot (a footprint, a signpost, a rabbit by the path), not afloat.
    case onLand
    /// Only out of doors (the wind, a slope, the grass), not in a lighthouse or an attic.
    case outdoors
    /// Only for a hero who is a person (shoes, a pocket), not a cat or a robot.
    case person
    case needs(String)
    /// Only said at one of these times (it does not move the time).
    case during(ClosedRange<TimeOfDay>)
  }

  var template: String
  var marks: [Mark]

  init(_ template: String, _ marks: Mark...) {
    self.template = template
    self.marks = marks
  }

  init(stringLiteral value: String) { self.init(value) }

  /// The companion is named or spoken of, so must be there (the arrival introduces them).
  var mentionsCompanion: Bool {
    (template.contains("{companion}") || template.contains("{c:")) && !marks.contains(.arrives)
  }

  /// Whether the line may be said in `state`; `companionStays` when the setting's companion
  /// never says goodbye (the dragon stays in the village).
  func fits(_ state: StoryState, companionStays: Bool) -> Bool {
    if mentionsCompanion && !state.companionPresent { return false }
    for mark in marks {
      switch mark {
      case .arrives: if state.companionPresent || state.companionGone { return false }
      case .leaves: if companionStays || !state.companionPresent { return false }
      case .setsOut: if state.away { return false }
      case .goesHome: if !state.away { return false }
      case .startsProblem: if state.problem != .notYet { return false }
      case .solves, .needsOpenProblem: if state.problem != .open { return false }
      case .needsSolved: if state.problem != .solved { return false }
      case .needsNoProblem: if state.problem != .notYet { return false }
      case .needsHome: if state.away { return false }
      case .needsAlone: if state.companionPresent { return false }
      case .onLand: if state.afloat { return false }
      case .outdoors: if state.indoors { return false }
      case .person: if !state.heroIsPerson { return false }
      case .boards: if state.afloat || !state.away { return false }
      case .needsAway: if !state.away { return false }
      case .needsGuest: if !state.guestArrived { return false }
      case .guestArrives: if state.guestArrived { return false }
      case .needs(let item): if !state.items.contains(item) { return false }
      case .at(let time): if time < state.time { return false }
      case .during(let times): if !times.contains(state.time) { return false }
      case .startsSetback:
        if state.setback != .notYet || state.problem != .notYet { return false }
      case .endsSetback: if state.setback != .open { return false }
      case .clue: if !state.clueAhead || state.setback != .notYet { return false }
      case .gives, .payoff: break
      }
    }
    return true
  }

  /// The state after the line is said.
  func apply(to state: inout StoryState) {
    for mark in marks {
      switch mark {
      case .arrives: state.companionPresent = true
      case .leaves:
        state.companionPresent = false
        state.companionGone = true
      case .setsOut: state.away = true
      case .goesHome:
        state.away = false
        state.afloat = false
      case .boards: state.afloat = true
      case .startsProblem: state.problem = .open
      case .solves: state.problem = .solved
      case .guestArrives: state.guestArrived = true
      case .gives(let item): state.items.insert(item)
      case .startsSetback: state.setback = .open
      case .endsSetback: state.setback = .solved
      case .at(let time): state.time = max(state.time, time)
      default: break
      }
    }
  }
}
