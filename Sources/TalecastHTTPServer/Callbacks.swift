import CMicroHTTPD
import Foundation

// libmicrohttpd calls these on its threads. The daemon's context is the server's core
// (unretained: the server outlives its daemon); a request's context is its `Exchange`,
// retained on the first call and released by `requestCompleted`, its one owner.

/// Called first with the request's head, then once per piece of its body, then with no
/// body left (the time to answer), and again after a suspended connection is resumed.
let accessHandler: MHD_AccessHandlerCallback = {
  context, connection, url, method, _, uploadData, uploadSize, requestContext in
  guard let context, let connection, let requestContext, let uploadSize else {
    return MHD_Result.NO
  }
  let core = Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue()
  guard let pointer = requestContext.pointee else {
    let exchange = Exchange(
      connection: connection, method: method.map { String(cString: $0) } ?? "",
      path: url.map { String(cString: $0) } ?? "/", suspensions: core.suspensions)
    requestContext.pointee = Unmanaged.passRetained(exchange).toOpaque()
    core.began(exchange.reply)
    // A body announced larger than the limit is refused before a byte of it is read.
    let length = mhd.MHD_lookup_connection_value(
      connection, MHD_ValueKind.HEADER_KIND, "Content-Length")
    if let length, let bytes = UInt64(String(cString: length)), bytes > core.limits.bodyBytes {
      return refuseBody(exchange, on: connection, core: core)
    }
    return MHD_Result.YES
  }
  let exchange = Unmanaged<Exchange>.fromOpaque(pointer).takeUnretainedValue()
  if uploadSize.pointee > 0 {
    let count = uploadSize.pointee
    uploadSize.pointee = 0
    if exchange.queued { return MHD_Result.YES }
    if exchange.refused || exchange.body.count + count > core.limits.bodyBytes {
      // libmicrohttpd answers only before a body or after it: the rest is read and thrown
      // away to answer 413 at its end, unless it goes on and on (then the connection closes).
      exchange.refused = true
      exchange.body = []
      exchange.discarded += count
      return exchange.discarded > Exchange.discardedBytesLimit ? MHD_Result.NO : MHD_Result.YES
    }
    exchange.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: count))
    return MHD_Result.YES
  }
  if exchange.queued { return MHD_Result.YES }
  core.deadlines.received(connection)
  if exchange.refused { return refuseBody(exchange, on: connection, core: core) }
  if !exchange.handled {
    exchange.handled = true
    if core.isAccepting {
      let request = ServerRequest(
        method: exchange.method, path: exchange.path,
        query: Exchange.values(of: connection, kind: MHD_ValueKind.GET_ARGUMENT_KIND),
        headers: Exchange.values(of: connection, kind: MHD_ValueKind.HEADER_KIND),
        body: exchange.body)
      exchange.body = []
      core.handler(request, exchange.reply)
    } else {
      exchange.reply.send(ServerResponse(status: 503, headers: [("Retry-After", "5")]))
    }
  }
  guard let response = exchange.reply.takeOrSuspend() else { return MHD_Result.YES }
  exchange.queued = true
  return queue(response, on: connection, core: core)
}

/// The request ended: answered, or its client went away, or the daemon stopped.
let requestCompleted: MHD_RequestCompletedCallback = { context, connection, requestContext, _ in
  guard let context, let requestContext, let pointer = requestContext.pointee else { return }
  requestContext.pointee = nil
  let core = Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue()
  if let connection { core.deadlines.answered(connection) }
  let exchange = Unmanaged<Exchange>.fromOpaque(pointer).takeRetainedValue()
  exchange.reply.ended()
  core.ended(exchange.reply)
}

/// A connection opened or closed: its request deadline starts, or goes.
let connectionChanged: MHD_NotifyConnectionCallback = { context, connection, _, change in
  guard let context, let connection else { return }
  let core = Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue()
  if change == MHD_ConnectionNotificationCode.CONNECTION_NOTIFY_STARTED {
    core.deadlines.opened(connection, socket: talecast_mhd_connection_fd(mhd, connection))
  } else {
    core.deadlines.closed(connection)
  }
}

/// Answers 413: before the body when its announced size is over the limit (libmicrohttpd
/// then closes the connection without reading it), or after a body found too large.
private func refuseBody(_ exchange: Exchange, on connection: OpaquePointer, core: ServerCore)
  -> MHD_Result
{
  let limit = core.limits.bodyBytes
  exchange.refused = true
  exchange.queued = true
  exchange.body = []
  let text = "the request body is over the limit of \(limit) bytes\n"
  return queue(
    ServerResponse(status: 413, contentType: "text/plain; charset=utf-8", text: text),
    on: connection, core: core)
}

private func queue(_ response: ServerResponse, on connection: OpaquePointer, core: ServerCore)
  -> MHD_Result
{
  var made: OpaquePointer?
  var headers = response.headers
  // A 304 has no body, yet libmicrohttpd says the length of the one it is given, and
  // "Content-Length: 0" is wrong (RFC 9110 §8.6) unless a 200 would be empty too. So a 304
  // that names the length a 200 sends gets a body of that length that is never read.
  if response.status == 304,
    let index = headers.firstIndex(where: { $0.name.lowercased() == "content-length" }),
    let length = UInt64(headers[index].value)
  {
    headers.remove(at: index)
    made = mhd.MHD_create_response_from_callback(length, 1_024, { _, _, _, _ in -1 }, nil, nil)
  } else {
    made = makeResponse(response, on: connection, core: core)
  }
  guard let made else { return MHD_Result.NO }
  defer { mhd.MHD_destroy_response(made) }
  for header in headers {
    guard mhd.MHD_add_response_header(made, header.name, header.value) == MHD_Result.YES else {
      return MHD_Result.NO
    }
  }
  return mhd.MHD_queue_response(connection, UInt32(clamping: response.status), made)
}

/// libmicrohttpd's response for `response`'s body (its headers are added by `queue`).
private func makeResponse(
  _ response: ServerResponse, on connection: OpaquePointer, core: ServerCore
) -> OpaquePointer? {
  let made: OpaquePointer?
  switch response.body {
  case .bytes(let bytes):
    made = bytes.withUnsafeBytes { buffer in
      mhd.MHD_create_response_from_buffer(
        buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress),
        .RESPMEM_MUST_COPY)
    }
  case .file(let file, let offset, let length):
    // libmicrohttpd owns the descriptor from here and closes it with the response.
    guard let descriptor = file.handOver() else { return nil }
    made = mhd.MHD_create_response_from_fd_at_offset64(length, descriptor, offset)
    if made == nil { close(descriptor) }
  case .guardedFile(let file, let offset, let length, let stillAllowed):
    // Sent by the kernel as any file; the deadlines' sweep asks `stillAllowed` once a second
    // and shuts the socket when it says no (reading it here a block at a time cost a tenth
    // of the throughput).
    guard let descriptor = file.handOver() else { return nil }
    made = mhd.MHD_create_response_from_fd_at_offset64(length, descriptor, offset)
    if made == nil {
      close(descriptor)
    } else {
      core.deadlines.guardAnswer(on: connection, while: stillAllowed)
    }
  case .stream(let stream):
    // The response keeps the stream (retained here, released by `releaseStream`).
    stream.attach(connection, suspensions: core.suspensions)
    core.streamOpened(stream)
    let context = Unmanaged.passRetained(stream).toOpaque()
    made = mhd.MHD_create_response_from_callback(
      UInt64.max, 4_096, readStream, context, releaseStream)
    if made == nil {
      Unmanaged<ServerStream>.fromOpaque(context).release()
      stream.released()
    }
  }
  return made
}

/// libmicrohttpd asks a stream's response for more to send.
private let readStream: MHD_ContentReaderCallback = { context, _, buffer, count in
  guard let context, let buffer else { return -2 }
  let stream = Unmanaged<ServerStream>.fromOpaque(context).takeUnretainedValue()
  return stream.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: count))
}

/// A stream's response is destroyed: its request ended or its client went away.
private let releaseStream: MHD_ContentReaderFreeCallback = { context in
  guard let context else { return }
  Unmanaged<ServerStream>.fromOpaque(context).takeRetainedValue().released()
}
