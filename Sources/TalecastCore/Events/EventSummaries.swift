// One readable line per event, for `talecast log` and `--follow`, and the story each concerns.

extension StoryGenerationStarted {
  public var summary: String { "job started from \(source)" }
}

extension StoryGenerationResumed {
  public var summary: String {
    let how = mode.isEmpty ? "" : " (\(mode))"
    return "job resumed at \(stage.rawValue)\(how), reusing \(reused.isEmpty ? "nothing" : reused)"
  }
}

extension StoryIllustrated {
  public var summary: String {
    let again = failed.isEmpty ? "" : ", \(failed.count) failed again"
    return
      "story \(manifest.storyId): \(drawn.count) illustration\(drawn.count == 1 ? "" : "s") drawn again\(again)"
  }
  public var storyReference: String? { manifest.storyId }
}

extension GenerationStageChanged {
  public var summary: String {
    switch (from, to) {
    case (nil, let to?): "entered \(to.rawValue)"
    case (let from?, let to?) where from == to: "entered \(to.rawValue) again"
    case (let from?, let to?): "\(from.rawValue) → \(to.rawValue)"
    case (let from?, nil): "left \(from.rawValue)"
    case (nil, nil): "no stage"
    }
  }
}

extension GenerationStageFailed {
  public var summary: String {
    let retry = retryIn.map { String(format: "; retrying in %.1f s", $0) } ?? ""
    return "\(stage.rawValue) attempt \(attempt) failed: \(message)\(retry)"
  }
}

extension StoryGenerated {
  public var summary: String {
    let missing = manifest.scenes.filter { $0.illustrationError != nil }.count
    let partial =
      missing == 0 ? "" : " (partial: \(missing) illustration\(missing == 1 ? "" : "s") missing)"
    return "story \(manifest.storyId) \"\(manifest.title)\" rendered to \(folder)\(partial)"
  }
  public var storyReference: String? { manifest.storyId }
}

extension StoryGenerationFailed {
  public var summary: String { "job failed in \(stage.rawValue): \(message)" }
}

extension StoryGenerationInterrupted {
  public var summary: String {
    "job interrupted" + (stage.map { " in \($0.rawValue)" } ?? "") + "; the next run resumes it"
  }
}

extension StoryGenerationCancelled {
  public var summary: String { "job cancelled" + (stage.map { " in \($0.rawValue)" } ?? "") }
}

extension LibraryChanged {
  public var summary: String {
    let noun = entity == .customOccasion ? "custom occasion" : entity.rawValue
    return "\(noun) \(id) \(change.rawValue) in the library"
  }
  public var storyReference: String? { storyId }
}

extension LibraryStoreFailed {
  public var summary: String { "story \(storyId) not stored: \(message)" }
  public var storyReference: String? { storyId }
}

extension PlaybackStarted {
  public var summary: String { "story \(queuePosition)/\(queueLength) \"\(title)\" started" }
  public var storyReference: String? { storyId }
}

extension IllustrationShown {
  public var summary: String {
    "story \(queuePosition)/\(queueLength) \"\(title)\" shows illustration \(number)/\(count)"
  }
  public var storyReference: String? { storyId }
}

extension CaptionHeard {
  public var summary: String {
    "story \(queuePosition)/\(queueLength) \"\(title)\" says \"\(text)\" (\(number)/\(count))"
  }
  public var storyReference: String? { storyId }
}

extension PlaybackFinished {
  public var summary: String { "story \(queuePosition)/\(queueLength) \"\(title)\" finished" }
  public var storyReference: String? { storyId }
}

extension PlaybackQueueFinished {
  public var summary: String { "queue finished: \(storiesPlayed) stories" }
}

extension PlaybackPositionSaved {
  public var summary: String { "story \(storyId) paused at \(TimeText.clock(position))" }
  public var storyReference: String? { storyId }
}

extension PlayerStateChanged {
  public var summary: String { "player \(from) → \(to)" }
}
