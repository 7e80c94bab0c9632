import CCurl
import TalecastCore

extension LinkedLibrary {
  /// libcurl's version and, in brackets, what it is built with (the TLS library first):
  /// `curl_version()` says "libcurl/7.88.1 OpenSSL/3.0.19 zlib/1.2.13 …". This opens libcurl.
  public static var curl: LinkedLibrary {
    let functions: tc_curl
    switch CurlLibrary.opened {
    case .failure(let missing):
      return LinkedLibrary(name: "libcurl", version: "missing: \(missing.reason)")
    case .success(let opened): functions = opened
    }
    var parts = String(cText: functions.curl_version()).split(separator: " ").map(String.init)
    let own = parts.isEmpty ? "" : parts.removeFirst()
    let number = own.hasPrefix("libcurl/") ? String(own.dropFirst("libcurl/".count)) : own
    let with = parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    return LinkedLibrary(name: "libcurl", version: number + with)
  }
}
