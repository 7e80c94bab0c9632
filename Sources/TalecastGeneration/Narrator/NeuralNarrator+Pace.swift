import TalecastSherpa

extension NeuralNarrator {
  /// A passage as the built-in writer writes a story: sentences short and long, commas,
  /// dialogue, a question; no numbers (a "112" is four spoken words counted as one).
  static let pacePassage = """
    Once upon a time, in a little house by the sea, there lived a kind girl called Robin. \
    Every morning she watched the fishing boats go out, and every evening she counted them \
    home again. One grey day the fog rolled in from the water, and the last little boat did \
    not come back. "Where could it be?" Robin asked, but nobody on the quiet harbour wall \
    knew the answer. She pulled on her yellow boots and ran down the lane to the old \
    lighthouse at the end of the pier. The lamp at the top was dark, because the keeper had \
    fallen fast asleep in his chair. Together they climbed the winding stairs and turned the \
    great handle, and far away a horn answered them.
    """

  /// The words a minute `voice` speaks at its own length scale, its sentences voiced one by
  /// one as in a story and the pauses a story puts between them left out: what a job's `rate`
  /// is measured against (`lengthScale(for:rate:)`).
  public static func measurePace(of voice: PiperVoice) throws -> Double {
    let engine = try NeuralEngine.shared(for: voice)
    let narration = try NeuralNarrator().narrate(
      pacePassage, with: voice, rate: 0, lengthScale: voice.record.lengthScale, engine: engine)
    let minutes = Double(narration.audio.samples.count) / Double(narration.audio.sampleRate) / 60
    return Double(SpeechLength.words(in: pacePassage)) / minutes
  }
}
