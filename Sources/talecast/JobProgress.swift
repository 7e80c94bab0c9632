import TalecastCore

/// Where one running job is, from its events: its stage, and the steps of that stage done
/// (scenes voiced or drawn). `fraction` weighs the stages by the time they take with the
/// neural voice (voicing is most of a render), so the bar moves as the minutes pass.
struct JobProgress: Sendable {
  var stage: GenerationStage
  var steps: (done: Int, total: Int)?

  init(stage: GenerationStage, steps: (done: Int, total: Int)? = nil) {
    self.stage = stage
    self.steps = steps
  }

  /// Each stage's share of a job's time, in stage order (they sum to 1).
  static let weights: [GenerationStage: Double] = [
    .writingStory: 0.10, .synthesizingSpeech: 0.60, .illustrating: 0.15, .encodingAudio: 0.10,
    .syncing: 0.05,
  ]

  /// The share of the job done: the stages before this one, and this one's steps.
  var fraction: Double {
    let before = GenerationStage.allCases.prefix { $0 != stage }
      .reduce(0) { $0 + (Self.weights[$1] ?? 0) }
    let within = steps.map { Double($0.done) / Double(max(1, $0.total)) } ?? 0
    return before + (Self.weights[stage] ?? 0) * min(1, within)
  }

  /// What the job does now, as its user would say it: "voicing scene 3 of 7".
  var words: String {
    switch stage {
    case .writingStory: return "writing the story"
    case .synthesizingSpeech: return scene("voicing")
    case .illustrating: return scene("drawing")
    case .encodingAudio: return "encoding the audio"
    case .syncing: return "filing the story"
    }
  }

  private func scene(_ verb: String) -> String {
    guard let steps, steps.total > 0 else { return verb + " the scenes" }
    // Done 2 of 7: the third is under way (the last step done says all are).
    return "\(verb) scene \(min(steps.done + 1, steps.total)) of \(steps.total)"
  }
}
