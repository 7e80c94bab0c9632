/// Where a stage's work is done: in this process, or by the configured remote backend.
public enum ProviderChoice: String, Sendable, Hashable, Codable, CaseIterable {
  /// The offline default: the template writer, espeak-ng, the procedural illustrator.
  case builtIn = "builtin"
  /// The OpenAI-compatible backend named by `TALECAST_API_BASE`.
  case remote
}

/// The provider a job chose for each stage that has one.
public struct JobProviders: Sendable, Hashable, Codable {
  public var writer: ProviderChoice
  public var narrator: ProviderChoice
  public var illustrator: ProviderChoice

  public init(
    writer: ProviderChoice = .builtIn, narrator: ProviderChoice = .builtIn,
    illustrator: ProviderChoice = .builtIn
  ) {
    self.writer = writer
    self.narrator = narrator
    self.illustrator = illustrator
  }

  public static let builtIn = JobProviders()

  public var usesRemote: Bool { [writer, narrator, illustrator].contains(.remote) }
}
