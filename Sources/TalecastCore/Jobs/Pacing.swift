/// The pauses a narration leaves, in seconds of real silence in the samples: after every
/// sentence, and between scenes. Voiced sentence by sentence and butted together, stories ran
/// their sentences and scenes into each other (a median gap of 40 ms).
///
/// Which side a pause belongs to: a sentence's pause ends it (the next sentence, its subtitle
/// cue, starts on its first voiced sample) and a scene's pause ends the scene before it (the
/// next scene, its chapter and its illustration start on its first voiced sample).
public struct Pacing: Sendable, Hashable, Codable {
  public var sentence: Double
  public var scene: Double

  public init(sentence: Double = Pacing.standard.sentence, scene: Double = Pacing.standard.scene) {
    self.sentence = sentence
    self.scene = scene
  }

  public static let standard = Pacing(uncheckedSentence: 0.4, scene: 1.0)
  /// The ranges a job may ask for.
  public static let sentenceRange = 0.0...2.0
  public static let sceneRange = 0.0...5.0

  private init(uncheckedSentence sentence: Double, scene: Double) {
    self.sentence = sentence
    self.scene = scene
  }
}
