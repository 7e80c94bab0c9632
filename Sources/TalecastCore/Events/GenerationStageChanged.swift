/// Generation moved between its stages (every applied transition of `GenerationTransitions`).
/// `from` is nil when a new job enters its first stage; `from == to` when a resumed job enters
/// again the stage it stopped in; `to` is nil when it leaves its last stage with the story
/// made. How the job stands (failed, cancelled, succeeded) is the queue's `JobStateChanged`.
///
/// Version 2. Version 1 (before generation kept its stages only) said `from` and `to` as a
/// generation state that also held "queued", "completed", "failed" and "cancelled": it is read
/// into this shape (see `Version1State`).
public struct GenerationStageChanged: TalecastEvent {
  public static let typeName = "GenerationStageChanged"
  public static let schemaVersion = 2
  public let metadata: EventMetadata
  public let jobId: String
  public let from: GenerationStage?
  public let to: GenerationStage?

  public init(jobId: String, from: GenerationStage?, to: GenerationStage?) {
    self.metadata = .new(for: Self.self, correlationId: jobId)
    self.jobId = jobId
    self.from = from
    self.to = to
  }
}

/// Reading `GenerationStageChanged` as any release logged it. Version 1 said `from` and `to`
/// as a generation state that also held the job's lifecycle, encoded as `{"writingStory":{}}`
/// or `{"failed":{"step":"…","error":"…"}}`; it is read into stages:
///
/// - `queued` → nil (a new job entering its first stage);
/// - a stage → that stage;
/// - `failed(step)` as `from` (a run resumed after a failure) → `step`, entered again;
/// - `completed`, `failed` or `cancelled` as `to` → nil (the run left its stage; the job's
///   own events say how it ended).
extension GenerationStageChanged {
  private enum CodingKeys: String, CodingKey {
    case metadata, jobId, from, to
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    metadata = try container.decode(EventMetadata.self, forKey: .metadata)
    jobId = try container.decode(String.self, forKey: .jobId)
    if metadata.version < 2 {
      from = try container.decode(Version1State.self, forKey: .from).stageLeft
      to = try container.decode(Version1State.self, forKey: .to).stageEntered
    } else {
      from = try container.decodeIfPresent(GenerationStage.self, forKey: .from)
      to = try container.decodeIfPresent(GenerationStage.self, forKey: .to)
    }
  }
}

/// A generation state as version 1 of `GenerationStageChanged` wrote it: Swift's encoding of
/// an enum with associated values (`{"completed":{}}`), or a bare name (`"completed"`).
private enum Version1State: Decodable {
  case queued, completed, cancelled
  case stage(GenerationStage)
  case failed(GenerationStage)

  private struct Failure: Decodable {
    let step: GenerationStage
  }

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    let name: String
    if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self)
    {
      name = text
    } else {
      let container = try decoder.container(keyedBy: Key.self)
      guard let key = container.allKeys.first, container.allKeys.count == 1 else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "not a generation state"))
      }
      if key.stringValue == "failed" {
        self = .failed(try container.decode(Failure.self, forKey: key).step)
        return
      }
      name = key.stringValue
    }
    switch name {
    case "queued": self = .queued
    case "completed": self = .completed
    case "cancelled": self = .cancelled
    default:
      guard let stage = GenerationStage(rawValue: name) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath, debugDescription: "unknown generation state \(name)"))
      }
      self = .stage(stage)
    }
  }

  /// The stage a change from this state left: a resumed run starts in its failed stage.
  var stageLeft: GenerationStage? {
    switch self {
    case .stage(let stage), .failed(let stage): stage
    case .queued, .completed, .cancelled: nil
    }
  }

  /// The stage a change to this state entered: none when the run ended.
  var stageEntered: GenerationStage? {
    if case .stage(let stage) = self { return stage }
    return nil
  }
}
