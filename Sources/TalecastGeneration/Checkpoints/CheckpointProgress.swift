import Foundation
import TalecastCore

/// What a work folder's checkpoints hold, and so the stage a retry starts at: the first
/// whose output is not saved. Checkpoints are loaded here, once, and a damaged one is an
/// error naming its file rather than a stage silently done again.
struct CheckpointProgress {
  var written: WrittenStory?
  /// Every scene's narration is saved (samples are loaded by the encoder, if it runs).
  var allVoiced = false
  var voicedScenes = 0
  var audio: SavedAudio?
  var illustrations: SavedIllustrations?
  /// Pictures already in `story/`, kept by the illustrating stage whenever it runs.
  var drawnScenes = 0

  /// The story an earlier attempt already moved into `stories/`: only storing it is left.
  var moved: StoryGenerated?

  init(work: WorkFolder, job: RenderJob, stories: URL) throws(CheckpointError) {
    drawnScenes = SceneFiles.images(in: work.story).count
    guard let written = try work.savedText() else { return }
    self.written = written
    if !FileManager.default.fileExists(atPath: work.story.path) {
      // The finished folder left `story/` in one rename: if it is in `stories/`, the job
      // stopped between moving it and being recorded as done.
      moved = try StoryGenerationService.movedStory(written.storyId, in: stories, jobId: job.id)
      if moved != nil { return }
    }
    let count = written.text.scenes.count
    voicedScenes = work.voicedSceneCount(of: count)
    guard voicedScenes == count else { return }
    allVoiced = true
    // Illustrations come before the audio (see `GenerationStage`), but either may be saved
    // without the other: a failed illustrating stage keeps the audio encoded beside it, and
    // work folders of releases that encoded before drawing hold the audio alone.
    illustrations = try work.savedIllustrations()
    guard let audio = try work.savedAudio() else { return }
    guard audio.sceneStarts.count == count, audio.sceneEnds.count == count,
      FileManager.default.fileExists(atPath: work.story.appendingPathComponent(audio.file).path)
    else {
      throw CheckpointError(
        file: work.audioFile.path, problem: "does not match the story (scenes or audio file)")
    }
    self.audio = audio
  }

  /// The first stage without a checkpoint.
  var resumeStage: GenerationStage {
    if moved != nil { return .syncing }
    if written == nil { return .writingStory }
    if !allVoiced { return .synthesizingSpeech }
    if illustrations == nil { return .illustrating }
    if audio == nil { return .encodingAudio }
    return .syncing
  }

  /// What came from the checkpoints, in words, for the resumed event.
  var reused: String {
    guard let written else { return "" }
    if let moved { return "the finished story in \(moved.folder)" }
    var parts = ["story text"]
    let count = written.text.scenes.count
    if voicedScenes > 0 {
      parts.append(
        voicedScenes == count
          ? "all \(count) scenes voiced" : "\(voicedScenes) of \(count) scenes voiced")
    }
    if audio != nil { parts.append("encoded audio") }
    if drawnScenes > 0 { parts.append("\(drawnScenes) illustration\(drawnScenes == 1 ? "" : "s")") }
    return parts.joined(separator: ", ")
  }
}
