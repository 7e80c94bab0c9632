import CMicroHTTPD

/// One request on its way through the server, from its head to its end. libmicrohttpd keeps
/// it as the connection's context pointer (retained once, released by the completion
/// callback), and only the connection's own thread reads or writes its fields.
final class Exchange {
  let method: String
  let path: String
  let reply: ServerReply
  var body: [UInt8] = []
  /// Set when the body went over the limit: the request is answered 413 and not handled.
  var refused = false
  var handled = false
  /// Bytes of a refused body read and thrown away; past `discardedBytesLimit` the
  /// connection is closed instead of answered.
  var discarded = 0
  static let discardedBytesLimit = 4 << 20
  /// Set once a response is queued: later calls for this request only finish it.
  var queued = false

  init(connection: OpaquePointer, method: String, path: String, suspensions: Suspensions) {
    self.method = method
    self.path = path
    self.reply = ServerReply(connection: connection, suspensions: suspensions)
  }

  /// The request's headers and query arguments, read while libmicrohttpd still has them
  /// (during the access handler's calls).
  static func values(
    of connection: OpaquePointer, kind: MHD_ValueKind
  ) -> [(name: String, value: String)] {
    final class Collected { var values: [(name: String, value: String)] = [] }
    let collected = Collected()
    let context = Unmanaged.passUnretained(collected).toOpaque()
    _ = mhd.MHD_get_connection_values(
      connection, kind,
      { context, kind, key, value in
        guard let context, let key else { return MHD_Result.YES }
        let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
        let name = String(cString: key)
        collected.values.append(
          (
            kind == MHD_ValueKind.HEADER_KIND ? name.lowercased() : name,
            value.map { String(cString: $0) } ?? ""
          ))
        return MHD_Result.YES
      }, context)
    return collected.values
  }
}
