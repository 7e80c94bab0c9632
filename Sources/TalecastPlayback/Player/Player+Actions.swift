import TalecastContract
import TalecastCore

/// What a listener asks of the player.
extension Player {
  /// Does `action` now (at `time`). Stories named by `add`/`insert` come from `resolve`.
  /// An action the player cannot do in its state is an error and changes nothing.
  public mutating func apply(
    _ action: ListenerAction, resolve: (String) throws -> [PlayableStory] = { _ in [] }
  ) throws -> [PlaybackLine] {
    switch action {
    case .play:
      guard !queue.isEmpty else { throw PlayerError("play: the queue is empty") }
      if state == .finished { _ = cueStory(0) }
      if state == .playing { throw PlayerError("play: already playing") }
      let wasPaused = state == .paused
      state = .playing
      let start = startIfCued()
      return start.isEmpty && wasPaused ? [line(.resumed)] : start
    case .pause:
      guard state == .playing else {
        throw PlayerError("pause: the player is \(state), not playing")
      }
      state = .paused
      return [line(.paused)]
    case .resume:
      guard state == .paused else {
        throw PlayerError("resume: nothing is paused (the player is \(state))")
      }
      state = .playing
      return [line(.resumed)] + startIfCued()
    case .stop:
      guard state == .playing || state == .paused else {
        throw PlayerError("stop: the player is \(state), not playing or paused")
      }
      let stopped = line(.stopped)
      state = .idle
      _ = cueStory(index)
      return [stopped]
    case .seek(let target):
      guard let story = current else { throw PlayerError("seek: the queue is empty") }
      let from = position
      switch target {
      case .absolute(let seconds): setPosition(seconds, in: story)
      case .relative(let seconds): setPosition(position + seconds, in: story)
      case .percent(let share): setPosition(story.duration * share / 100, in: story)
      }
      return [line(.seeked(from: from))] + catchUp()
    case .speed(let rate):
      guard ListenerAction.speedRange.contains(rate) else {
        throw PlayerError("speed: \(rate) is outside 0.5–3.0")
      }
      setSpeed(rate)
      return [line(.speed(rate))]
    case .next:
      guard !queue.isEmpty else { throw PlayerError("next: the queue is empty") }
      return [line(.setting("⏭ next"))] + skip(to: index + 1)
    case .previous:
      guard !queue.isEmpty else { throw PlayerError("previous: the queue is empty") }
      // Within the first 3 s a story's "previous" is the story before; later, its own start.
      let target = position < 3 && index > 0 ? index - 1 : index
      // Said even while paused, where the cue itself prints nothing until play.
      return [line(.setting("⏮ previous"))] + cueStory(target)
    case .repeatMode(let mode):
      setRepeat(mode)
      return [line(.setting("repeat \(mode.rawValue)"))]
    case .autoAdvance(let on):
      setAutoAdvance(on)
      return [line(.setting("auto-advance \(on ? "on" : "off")"))]
    case .sleep(let timer):
      setSleep(timer)
      switch timer {
      case .after(let minutes): return [line(.setting("sleep timer: \(minutes) min"))]
      case .endOfStory: return [line(.setting("sleep timer: end of story"))]
      case .off: return [line(.setting("sleep timer off"))]
      }
    case .status, .quit:
      return []
    case .shuffle(let seed):
      reorder { stories, current in
        // The story playing stays; the ones after it are shuffled.
        var random = SeededRandom(seed: seed)
        let rest = Array(stories[(current + 1)...]).shuffled(using: &random)
        stories.replaceSubrange((current + 1)..., with: rest)
        return current
      }
      return [line(.queueChanged("shuffled (seed \(seed))"))]
    case .clear:
      reorder { stories, _ in
        stories.removeAll()
        return 0
      }
      stopForEmptyQueue()
      return [line(.queueChanged("cleared"))]
    case .remove(let position):
      guard position <= queue.count else {
        throw PlayerError("remove: there is no story \(position) (the queue has \(queue.count))")
      }
      let removingCurrent = position - 1 == index
      reorder { stories, current in
        stories.remove(at: position - 1)
        return position - 1 < current ? current - 1 : current
      }
      guard removingCurrent else { return [line(.queueChanged("removed story \(position)"))] }
      if queue.isEmpty {
        stopForEmptyQueue()
        return [line(.queueChanged("removed story \(position)"))]
      }
      if index >= queue.count {
        // The last story went while it played: the queue is done, as if it had ended.
        index = queue.count - 1
        let ended = skip(to: queue.count)
        return [line(.queueChanged("removed story \(position)"))] + ended
      }
      // The story that takes its place starts from its beginning; the line says so.
      let started = cueStory(index)
      return [line(.queueChanged("removed story \(position)"))] + started
    case .move(let from, let to):
      guard from <= queue.count, to <= queue.count else {
        throw PlayerError("move: the queue has \(queue.count) stories")
      }
      reorder { stories, current in
        let story = stories.remove(at: from - 1)
        stories.insert(story, at: to - 1)
        let id = current
        if id == from - 1 { return to - 1 }
        var moved = id
        if from - 1 < id { moved -= 1 }
        if to - 1 <= moved { moved += 1 }
        return moved
      }
      return [line(.queueChanged("moved story \(from) to \(to)"))]
    case .add(let reference):
      let stories = try resolve(reference)
      let wasEmpty = queue.isEmpty
      reorder { all, current in
        all += stories
        return current
      }
      if wasEmpty { _ = cueStory(0) }
      return [line(.queueChanged("added \(stories.count) stor\(stories.count == 1 ? "y" : "ies")"))]
    case .insertNext(let reference):
      let stories = try resolve(reference)
      let wasEmpty = queue.isEmpty
      reorder { all, current in
        all.insert(contentsOf: stories, at: all.isEmpty ? 0 : current + 1)
        return current
      }
      if wasEmpty { _ = cueStory(0) }
      return [line(.queueChanged("inserted \(stories.count) next"))]
    }
  }

  /// The status line of interactive mode, like mpc's.
  public var status: String {
    guard let story = current else { return "[\(state)] queue empty" }
    let percent = story.duration > 0 ? Int(position / story.duration * 100) : 0
    var text =
      "\(story.title)\n[\(state)] #\(index + 1)/\(queue.count) \(TimeText.clock(position))/\(TimeText.clock(story.duration)) (\(percent)%)"
    text +=
      " speed: \(speed)× repeat: \(repeatMode.rawValue) auto-advance: \(autoAdvance ? "on" : "off")"
    if let illustration { text += " illustration: \(illustration.number)/\(illustration.count)" }
    // Before playing nothing is on screen yet, so there is no way to go to the next one.
    if state != .idle, let progress = progressToNextIllustration {
      text += " next illustration: \(Int(progress * 100))%"
    }
    return text
  }
}
