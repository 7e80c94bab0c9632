import Dispatch
import Foundation
import TalecastApp
import TalecastContract
import TalecastHTTPServer

/// The library as a whole: voices, statistics, export (streamed) and import, in the format
/// of `talecast library export` and `talecast library import`.
extension API {
  var libraryRoutes: [Route] {
    [
      Route("GET", "/v1/voices", scope: .read) { [self] _ in try voices() },
      Route("GET", "/v1/stats", scope: .read) { [self] _ in
        try JSONAnswer.response(StatsResource(try talecast.stats()))
      },
      Route("GET", "/v1/export", scope: .read) { [self] in try exportLibrary($0) },
      Route("POST", "/v1/import", scope: .admin) { [self] in try importLibrary($0) },
    ]
  }

  func voices() throws -> ServerResponse? {
    let voices: [VoiceInfo]
    do {
      voices = try Talecast.voices(defaultVoice: talecast.configuration.defaultVoice).voices
    } catch {
      talecast.logger.error("http: voices: \(error)")
      throw Problem.unavailable("the narrator's voices cannot be read; the server's log says why")
    }
    return try JSONAnswer.response(["voices": voices])
  }

  /// Bytes of an export made ahead of its client: the writer waits for a slow reader, so an
  /// export of any size holds at most this much (and a thread of `exports`).
  static let exportBacklog = 4 << 20
  /// Seconds a client may read nothing of an export before it is cut off.
  static let exportStall = 60.0

  /// The stories `q` finds (all without it), with their heroes and custom occasions. The
  /// export is made off the server's threads, on the bounded pool `exports` (two at a time;
  /// more wait their turn); the head is sent once it is made (a store that fails is still a
  /// problem answer), then the body a record at a time, as fast as the client reads it.
  func exportLibrary(_ request: APIRequest) throws -> ServerResponse? {
    let query: StoryQuery
    do {
      query = try StoryQuery.parse(request.server.argument("q") ?? "")
    } catch {
      throw Problem.from(error)
    }
    let talecast = self.talecast
    exports.addOperation {
      let export: LibraryExport
      do {
        export = try talecast.exportLibrary(query)
      } catch {
        request.reply.send(self.problemResponse(error))
        return
      }
      let stream = ServerStream(pendingLimit: Self.exportBacklog)
      request.reply.send(
        ServerResponse(
          status: 200,
          headers: [
            ("Content-Type", "application/json"),
            ("Content-Disposition", #"attachment; filename="talecast-library.json""#),
          ],
          body: .stream(stream)))
      do {
        try LibraryExportWriter.write(export) { stream.write($0, waitingUpTo: Self.exportStall) }
      } catch {
        // Values read from the store always encode; if one did not, the body ends short
        // and does not parse, which the client notices.
        talecast.logger.error("http: export: \(error)")
      }
      stream.finish()
    }
    return nil
  }

  /// Merges an export (the request body, at most the server's body limit) into the library
  /// by id, all or nothing.
  func importLibrary(_ request: APIRequest) throws -> ServerResponse? {
    let data = Data(try request.bodyText().utf8)
    let export: LibraryExport
    do {
      export = try LibraryExport.makeDecoder().decode(LibraryExport.self, from: data)
    } catch let error as DecodingError {
      throw Self.importProblem(error)
    }
    return try JSONAnswer.response(ImportReportResource(try talecast.importLibrary(export)))
  }

  /// Text that is not JSON is a bad request; JSON that is not an export names where.
  static func importProblem(_ error: DecodingError) -> Problem {
    let path: [any CodingKey]
    switch error {
    case .keyNotFound(let key, let context): path = context.codingPath + [key]
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      path = context.codingPath
    @unknown default:
      return .badRequest("not a Talecast library export")
    }
    if path.isEmpty, case .dataCorrupted = error {
      return .badRequest("the body is not JSON")
    }
    let field = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
      .joined().trimmingPrefix(".").description
    return .unprocessable(
      "not a Talecast library export (\(DecodingProblem.describe(error)))", field: field)
  }
}
