import TalecastCore

/// The providers a service can hand a job: the built-in ones, and the remote ones when a
/// backend is configured. A job picks one per stage (`JobProviders`).
public struct StoryProviders: Sendable {
  public var writer: any StoryWriter
  public var narrator: any Narrator
  public var illustrator: any Illustrator
  /// nil when no backend is configured (`TALECAST_API_BASE` unset).
  public var remote: Remote?

  /// The remote backend's three providers.
  public struct Remote: Sendable {
    public var writer: any StoryWriter
    public var narrator: any Narrator
    public var illustrator: any Illustrator

    public init(backend: RemoteBackend) {
      writer = RemoteStoryWriter(backend: backend)
      narrator = RemoteNarrator(backend: backend)
      illustrator = RemoteIllustrator(backend: backend)
    }

    public init(writer: any StoryWriter, narrator: any Narrator, illustrator: any Illustrator) {
      self.writer = writer
      self.narrator = narrator
      self.illustrator = illustrator
    }
  }

  public init(
    writer: any StoryWriter = TemplateStoryWriter(), narrator: any Narrator = BuiltInNarrator(),
    illustrator: any Illustrator = ProceduralIllustrator(), remote: Remote? = nil
  ) {
    self.writer = writer
    self.narrator = narrator
    self.illustrator = illustrator
    self.remote = remote
  }

  func writer(for job: RenderJob) throws(StageProblem) -> any StoryWriter {
    job.providers.writer == .builtIn ? writer : try remoteProviders("writer").writer
  }

  func narrator(for job: RenderJob) throws(StageProblem) -> any Narrator {
    job.providers.narrator == .builtIn ? narrator : try remoteProviders("narrator").narrator
  }

  func illustrator(for job: RenderJob) throws(StageProblem) -> any Illustrator {
    job.providers.illustrator == .builtIn
      ? illustrator : try remoteProviders("illustrator").illustrator
  }

  private func remoteProviders(_ role: String) throws(StageProblem) -> Remote {
    guard let remote else {
      throw StageProblem(
        "the job asks for the remote \(role), but no backend is configured (set TALECAST_API_BASE)"
      )
    }
    return remote
  }
}
