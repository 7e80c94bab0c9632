import CCurl
import Foundation

/// One libcurl easy handle and the header list it uses; both freed in `deinit`.
final class EasyHandle {
  let pointer: UnsafeMutableRawPointer
  private var headerList: UnsafeMutablePointer<curl_slist>?

  init(url: String) throws(HTTPError) {
    if case .failure(let missing) = CurlLibrary.opened {
      throw HTTPError(kind: .transport, url: url, code: -1, message: missing.description)
    }
    _ = CurlGlobal.initialized
    guard let handle = curl.curl_easy_init() else {
      throw HTTPError(kind: .transport, url: url, code: -1, message: "curl_easy_init failed")
    }
    pointer = handle
  }

  deinit {
    curl.curl_easy_cleanup(pointer)
    curl.curl_slist_free_all(headerList)
  }

  func configure(_ request: HTTPRequest, configuration: HTTPConfiguration, exchange: Exchange)
    throws(HTTPError)
  {
    let context = Unmanaged.passUnretained(exchange).toOpaque()
    var results: [CURLcode] = [
      tc_curl_set_string(curl, pointer, CURLOPT_URL, request.url),
      tc_curl_set_string(curl, pointer, CURLOPT_CUSTOMREQUEST, request.method),
      // Threads and signals do not mix: time-outs must not use SIGALRM.
      tc_curl_set_long(curl, pointer, CURLOPT_NOSIGNAL, 1),
      tc_curl_set_long(
        curl,
        pointer, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(configuration.connectTimeout)),
      tc_curl_set_long(
        curl, pointer, CURLOPT_TIMEOUT_MS, Self.milliseconds(configuration.totalTimeout)),
      tc_curl_set_data_callback(curl, pointer, CURLOPT_WRITEFUNCTION, receiveBody),
      tc_curl_set_pointer(curl, pointer, CURLOPT_WRITEDATA, context),
      tc_curl_set_data_callback(curl, pointer, CURLOPT_HEADERFUNCTION, receiveHeader),
      tc_curl_set_pointer(curl, pointer, CURLOPT_HEADERDATA, context),
    ]
    if exchange.stop != nil {
      // Called about once a second even while nothing moves: a stop is noticed within it.
      results += [
        tc_curl_set_long(curl, pointer, CURLOPT_NOPROGRESS, 0),
        tc_curl_set_progress_callback(curl, pointer, checkStop),
        tc_curl_set_pointer(curl, pointer, CURLOPT_XFERINFODATA, context),
      ]
    }
    if let body = request.body {
      // COPYPOSTFIELDS: libcurl keeps its own copy, so the Swift buffer may go away.
      results.append(tc_curl_set_long(curl, pointer, CURLOPT_POSTFIELDSIZE, body.count))
      if body.isEmpty {
        results.append(tc_curl_set_string(curl, pointer, CURLOPT_COPYPOSTFIELDS, ""))
      } else {
        results.append(
          body.withUnsafeBytes { bytes in
            tc_curl_set_pointer(
              curl,
              pointer, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress!)
            )
          })
      }
    }
    for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
      headerList = curl.curl_slist_append(headerList, "\(name): \(value)")
    }
    if headerList != nil {
      results.append(tc_curl_set_slist(curl, pointer, CURLOPT_HTTPHEADER, headerList))
    }
    if let failed = results.first(where: { $0 != CURLE_OK }) {
      throw HTTPError(
        kind: .transport, url: request.url, code: Int32(failed.rawValue),
        message: String(cText: curl.curl_easy_strerror(failed)))
    }
  }

  private static func milliseconds(_ duration: Duration) -> Int {
    Int(duration.components.seconds) * 1000
      + Int(duration.components.attoseconds / 1_000_000_000_000_000)
  }
}

/// Appends body bytes; returning less than was offered makes libcurl stop with an error.
private let receiveBody: tc_curl_data_callback = { data, size, count, context in
  guard let data, let context else { return 0 }
  let exchange = Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue()
  let length = size * count
  if exchange.body.count + length > exchange.limit {
    exchange.overflowed = true
    return 0
  }
  exchange.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
  return length
}

/// Collects "Name: value" header lines (of the last response, after redirects or 100-continue).
/// A Content-Length over the limit stops the transfer before any of the body comes.
private let receiveHeader: tc_curl_data_callback = { data, size, count, context in
  guard let data, let context else { return 0 }
  let exchange = Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue()
  let length = size * count
  let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
  if line.hasPrefix("HTTP/") {
    exchange.headers = [:]
  } else if let colon = line.firstIndex(of: ":") {
    let name = line[..<colon].lowercased()
    let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
    exchange.headers[name] = value
    if name == "content-length", let declared = Int(value), declared > exchange.limit {
      exchange.overflowed = true
      return 0
    }
  }
  return length
}

/// Non-zero stops the transfer (CURLE_ABORTED_BY_CALLBACK) when its render was asked to stop.
private let checkStop: tc_curl_progress_callback = { context, _, _, _, _ in
  guard let context else { return 0 }
  let exchange = Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue()
  return exchange.stop?.isStopRequested == true ? 1 : 0
}
