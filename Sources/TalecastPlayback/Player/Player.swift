import TalecastContract
import TalecastCore

/// The listener's player, simulated exactly: a queue of stories, a position in the current
/// one, a state (idle, playing, paused, finished), a speed, repeat and auto-advance settings and
/// a sleep timer. `advance(to:)` plays on to a queue time and reports every change on the way
/// at the moment it happens (an illustration when the story time crosses its timestamp, the
/// end of a story); `apply` does what a listener asks, or says why it cannot. A value: the
/// same actions at the same times give the same lines.
public struct Player: Sendable {
  public internal(set) var queue: [PlayableStory]
  public internal(set) var index = 0
  public internal(set) var state: PlayerState = .idle
  /// Story time: seconds into the current story.
  public internal(set) var position = 0.0
  /// Queue time: seconds since the queue began.
  public internal(set) var time = 0.0
  public internal(set) var speed = 1.0
  public internal(set) var repeatMode = RepeatMode.off
  public internal(set) var autoAdvance = true
  var sleepAt: Double?
  var sleepAtEnd = false
  /// The illustration on screen (index into `pictures`), nil before the first.
  var shown: Int?
  /// The caption being heard (index into `captions`), nil before the first.
  var heard: Int?
  /// The current story is cued but its start not yet reported (it starts when played).
  var cued = true

  public init(queue: [PlayableStory]) {
    self.queue = queue
    position = min(queue.first?.resumeAt ?? 0, queue.first?.duration ?? 0)
    if !queue.isEmpty { self.queue[0].resumeAt = 0 }
  }

  public var current: PlayableStory? { queue.indices.contains(index) ? queue[index] : nil }

  /// The current story's illustrations that fall inside it, in time order.
  var pictures: [PlayableIllustration] {
    guard let story = current else { return [] }
    return story.illustrations.filter { $0.timestamp <= story.duration }.sorted {
      $0.timestamp < $1.timestamp
    }
  }

  /// The current story's captions that start inside it, in time order.
  var captions: [PlayableCaption] {
    guard let story = current else { return [] }
    return story.captions.filter { $0.start < story.duration }.sorted { $0.start < $1.start }
  }

  /// How far the story time is towards the next illustration (0–1), nil after the last.
  public var progressToNextIllustration: Double? {
    let all = pictures
    let next = (shown ?? -1) + 1
    guard next < all.count else { return nil }
    let from = shown.map { all[$0].timestamp } ?? 0
    let span = all[next].timestamp - from
    return span > 0 ? min(1, max(0, (position - from) / span)) : 1
  }

  /// The illustration shown now, 1-based, and how many the story has.
  public var illustration: (number: Int, count: Int)? {
    shown.map { ($0 + 1, pictures.count) }
  }

  // MARK: Playing on

  /// Plays on until queue time `target`, returning what happened on the way.
  public mutating func advance(to target: Double) -> [PlaybackLine] {
    var lines: [PlaybackLine] = []
    while time < target {
      guard state == .playing, let story = current else {
        time = target
        break
      }
      let all = pictures
      let next = (shown ?? -1) + 1
      let spoken = captions
      let nextCaption = (heard ?? -1) + 1
      var until = target
      var what = Stop.target
      let end = time + max(0, story.duration - position) / speed
      if end <= until { (until, what) = (end, .end) }
      // A caption and a picture at one moment (a scene's start): the picture first.
      if nextCaption < spoken.count {
        let at = time + max(0, spoken[nextCaption].start - position) / speed
        if at <= until { (until, what) = (at, .caption) }
      }
      if next < all.count {
        let at = time + max(0, all[next].timestamp - position) / speed
        if at <= until { (until, what) = (at, .illustration) }
      }
      if let sleepAt, sleepAt <= until { (until, what) = (max(time, sleepAt), .sleep) }
      position = min(story.duration, position + (until - time) * speed)
      time = until
      switch what {
      case .target: break
      case .illustration:
        position = max(position, all[next].timestamp)
        shown = next
        lines.append(line(.illustration(number: next + 1, count: all.count)))
      case .caption:
        position = max(position, spoken[nextCaption].start)
        heard = nextCaption
        lines.append(line(.caption(number: nextCaption + 1, count: spoken.count)))
      case .sleep:
        sleepAt = nil
        state = .paused
        lines.append(line(.sleepTimer))
      case .end:
        position = story.duration
        lines += endOfStory()
      }
    }
    // A caption due at the very moment a picture ended the turn (a scene's start at `target`).
    let spoken = captions
    let nextCaption = (heard ?? -1) + 1
    if state == .playing, nextCaption < spoken.count, spoken[nextCaption].start <= position {
      heard = nextCaption
      lines.append(line(.caption(number: nextCaption + 1, count: spoken.count)))
    }
    return lines
  }

  private enum Stop { case target, illustration, caption, sleep, end }

  private mutating func endOfStory() -> [PlaybackLine] {
    var lines = [line(.finished)]
    if repeatMode == .one {
      lines += cue(index, playing: !sleepAtEnd)
    } else if index + 1 < queue.count || repeatMode == .all {
      let nextIndex = index + 1 < queue.count ? index + 1 : 0
      lines += cue(nextIndex, playing: autoAdvance && !sleepAtEnd)
    } else {
      state = .finished
      lines.append(line(.queueFinished))
      return lines
    }
    if sleepAtEnd {
      sleepAtEnd = false
      state = .paused
      lines.append(line(.sleepTimer))
    } else if !autoAdvance && repeatMode != .one {
      state = .paused
    }
    return lines
  }

  /// Makes story `number` current at its start; reports its start now when playing.
  private mutating func cue(_ storyIndex: Int, playing: Bool) -> [PlaybackLine] {
    index = storyIndex
    // A story resumes where the listener stopped last time, once; after that from its start.
    position =
      queue.indices.contains(storyIndex)
      ? min(queue[storyIndex].resumeAt, queue[storyIndex].duration) : 0
    if queue.indices.contains(storyIndex) { queue[storyIndex].resumeAt = 0 }
    shown = nil
    heard = nil
    cued = true
    return playing ? begin() : []
  }

  /// Reports the start of a cued story and the illustrations due at its position.
  private mutating func begin() -> [PlaybackLine] {
    guard cued, current != nil else { return [] }
    cued = false
    return [line(.started)] + catchUpIllustration(reportAlways: false) + catchUpCaption()
  }

  /// After a jump: the caption being heard at the position (the last that started by then),
  /// reported when it changed.
  private mutating func catchUpCaption() -> [PlaybackLine] {
    let spoken = captions
    let due = spoken.lastIndex { $0.start <= position }
    guard due != heard else { return [] }
    heard = due
    return due.map { [line(.caption(number: $0 + 1, count: spoken.count))] } ?? []
  }

  /// After a jump: the illustration for the position (the last whose timestamp ≤ it).
  private mutating func catchUpIllustration(reportAlways: Bool) -> [PlaybackLine] {
    let all = pictures
    let due = all.lastIndex { $0.timestamp <= position }
    let changed = due != shown
    shown = due
    guard changed || reportAlways else { return [] }
    if let due { return [line(.illustration(number: due + 1, count: all.count))] }
    return reportAlways && !all.isEmpty ? [line(.noIllustration)] : []
  }

  func line(_ change: PlaybackLine.Change) -> PlaybackLine {
    var file: String?
    var caption: String?
    if case .illustration(let number, _) = change { file = pictures[number - 1].file }
    if case .caption(let number, _) = change { caption = captions[number - 1].text }
    return PlaybackLine(
      storyId: current?.id ?? "", file: file, caption: caption, queueTime: time,
      storyTime: position,
      storyNumber: current == nil ? 0 : index + 1,
      queueLength: queue.count, title: current?.title ?? "", duration: current?.duration ?? 0,
      state: state, change: change)
  }

  // MARK: Helpers for the actions

  /// Makes story `storyIndex` current at its start, reporting it when playing.
  mutating func cueStory(_ storyIndex: Int) -> [PlaybackLine] {
    cue(storyIndex, playing: state == .playing)
  }

  mutating func startIfCued() -> [PlaybackLine] { begin() }

  mutating func setPosition(_ seconds: Double, in story: PlayableStory) {
    position = min(story.duration, max(0, seconds))
  }

  /// The illustration for the new position, reported whether it changed or not, and the
  /// caption heard there when it changed.
  mutating func catchUp() -> [PlaybackLine] {
    catchUpIllustration(reportAlways: true) + catchUpCaption()
  }

  /// Goes to story `storyIndex`, or past the end: the first again with repeat all, else done.
  mutating func skip(to storyIndex: Int) -> [PlaybackLine] {
    if storyIndex < queue.count { return cueStory(storyIndex) }
    if repeatMode == .all { return cueStory(0) }
    state = .finished
    position = current?.duration ?? 0
    return [line(.queueFinished)]
  }

  mutating func setSpeed(_ rate: Double) { speed = rate }
  mutating func setRepeat(_ mode: RepeatMode) { repeatMode = mode }
  mutating func setAutoAdvance(_ on: Bool) { autoAdvance = on }

  mutating func setSleep(_ timer: SleepTimer) {
    switch timer {
    case .after(let minutes): (sleepAt, sleepAtEnd) = (time + minutes * 60, false)
    case .endOfStory: (sleepAt, sleepAtEnd) = (nil, true)
    case .off: (sleepAt, sleepAtEnd) = (nil, false)
    }
  }

  /// Changes the queue; `body` returns where the current story is afterwards.
  mutating func reorder(_ body: (inout [PlayableStory], Int) -> Int) {
    index = body(&queue, index)
  }

  mutating func stopForEmptyQueue() {
    guard queue.isEmpty else { return }
    (state, index, position, shown, heard, cued) = (.idle, 0, 0, nil, nil, true)
  }
}
