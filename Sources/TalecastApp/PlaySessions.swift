import Foundation
import TalecastContract
import TalecastCore

/// A listener's play of one story through a front door that plays the audio itself (a
/// browser's `<audio>` over the HTTP API): it opens, moves on, and finishes once.
public struct PlaySession: Sendable, Equatable {
  public let id: String
  public let storyId: String
  public let title: String
  /// The story's measured duration, in seconds.
  public let duration: Double
  /// Seconds into the story, within 0 and `duration`.
  public internal(set) var position: Double
  public internal(set) var finished: Bool
  public let started: Date
  public internal(set) var updated: Date
}

/// Why a play session cannot do what was asked.
public enum PlaySessionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No open session has this id (never opened, forgotten by a restart, or dropped as the
  /// least recently used of too many).
  case notFound(String)
  /// The session finished: its play is recorded and it takes no more.
  case finished(String)
  /// A position that is no number of seconds.
  case badPosition(Double)

  public var description: String {
    switch self {
    case .notFound(let id): "no open play session with id '\(id)'"
    case .finished(let id): "play session '\(id)' has finished"
    case .badPosition(let position): "position: expected seconds from 0, found \(position)"
    }
  }
}

/// The open play sessions of this process, in memory: a restart forgets them, but loses
/// nothing recorded, since each position and each finish reaches the library as it happens
/// (through the broker, by the simulator's events). Guarded by one `Locked`; at most
/// `capacity` are kept, the least recently updated dropped first.
final class PlaySessions: Sendable {
  static let capacity = 10_000
  private let sessions = Locked([String: PlaySession]())

  func open(_ story: (id: String, title: String, duration: Double, position: Double))
    -> PlaySession
  {
    let now = Date()
    let session = PlaySession(
      id: Identifier.make(), storyId: story.id, title: story.title, duration: story.duration,
      position: min(max(0, story.position), story.duration), finished: false, started: now,
      updated: now)
    sessions.withLock { sessions in
      if sessions.count >= Self.capacity,
        let oldest = sessions.values.min(by: { $0.updated < $1.updated })
      {
        sessions[oldest.id] = nil
      }
      sessions[session.id] = session
    }
    return session
  }

  func session(_ id: String) throws(PlaySessionError) -> PlaySession {
    guard let session = sessions.withLock({ $0[id] }) else { throw .notFound(id) }
    return session
  }

  /// Applies `change` to an open session; a finished one refuses it.
  func change(_ id: String, _ change: (inout PlaySession) -> Void) throws(PlaySessionError)
    -> PlaySession
  {
    let result: Result<PlaySession, PlaySessionError> = sessions.withLock { sessions in
      guard var session = sessions[id] else { return .failure(.notFound(id)) }
      guard !session.finished else { return .failure(.finished(id)) }
      change(&session)
      session.updated = Date()
      sessions[id] = session
      return .success(session)
    }
    return try result.get()
  }
}

extension Talecast {
  /// Opens a play session of the story `storyId` names exactly, where its listener left it.
  public func openPlay(ofStory storyId: String) throws -> PlaySession {
    let story = try story(exactly: storyId)
    return plays.open((story.id, story.title, story.duration, story.position))
  }

  public func play(_ id: String) throws -> PlaySession {
    try plays.session(id)
  }

  /// The listener is at `position`: the library keeps it (`PlaybackPositionSaved`, as a
  /// simulated session's stop does).
  public func movePlay(_ id: String, to position: Double) throws -> PlaySession {
    guard position.isFinite, position >= 0 else { throw PlaySessionError.badPosition(position) }
    let session = try plays.change(id) { $0.position = min(position, $0.duration) }
    broker.publish(PlaybackPositionSaved(storyId: session.storyId, position: session.position))
    return session
  }

  /// The story was played to its end: one play in the library (`PlaybackFinished`), once;
  /// the session takes nothing more.
  public func finishPlay(_ id: String) throws -> PlaySession {
    let session = try plays.change(id) { session in
      session.finished = true
      session.position = session.duration
    }
    broker.publish(
      PlaybackFinished(
        storyId: session.storyId, title: session.title, queuePosition: 1, queueLength: 1,
        moment: PlaybackMoment(
          sessionTime: session.updated.timeIntervalSince(session.started),
          storyPosition: session.duration)))
    return session
  }
}
