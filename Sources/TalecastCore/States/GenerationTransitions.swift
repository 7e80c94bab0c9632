/// The stages a run of generation moves through, in order. The machine's state is the stage
/// the run is in: nil before a new job enters its first stage and after the last one made
/// the story. A run that stops (a failure, a cancel, a shutdown) makes no move: it stays in
/// its stage, and whether the job runs again is the queue's to say (`JobState`).
///
/// - no stage → writingStory: a new job enters its first stage.
/// - a stage → the next one (`GenerationStage.next`).
/// - a stage → the same stage: a job resumed from its checkpoints starts in the stage it
///   stopped in (the first whose work they lack) and enters it again.
/// - syncing → no stage: the story is made.
public enum GenerationTransitions: TransitionTable {
  public typealias State = GenerationStage?

  public static let name = "generation"

  public static func allows(from: GenerationStage?, to: GenerationStage?) -> Bool {
    switch (from, to) {
    case (nil, .writingStory?), (.syncing?, nil): true
    case (let from?, let to?): to == from || to == from.next
    default: false
    }
  }

  public static func describe(_ state: GenerationStage?) -> String {
    state?.rawValue ?? "no stage"
  }
}
