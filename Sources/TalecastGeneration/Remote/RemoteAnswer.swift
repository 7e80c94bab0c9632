/// The kinds of answer a remote backend gives, each with the most of it that is taken. A body
/// over its kind's limit is refused while it arrives — the transfer stops there — so it is
/// never held whole (a 50 MB WAV per scene once became a 59-minute story, 224 MB resident).
/// The limits table of the reference's Job files article lists these.
public enum RemoteAnswer: String, Sendable, CaseIterable {
  /// A chat completion holding the story: 8 scenes of 4 000 characters and their prompts
  /// fit many times over.
  case story
  /// One speech request's WAV: ≈ 11 minutes of the 24 kHz 16-bit mono asked for, what the
  /// longest piece (4 096 characters) takes at the slowest rate. The audio is also held to
  /// a length its words can take (`SpeechLength`).
  case speech
  /// A picture as base64 JSON: a picture of up to 6 MiB.
  case picture

  public var byteLimit: Int {
    switch self {
    case .story: 1 << 20
    case .speech: 32 << 20
    case .picture: 8 << 20
    }
  }
}
