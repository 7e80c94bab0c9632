import CCurl
import TalecastCore

extension LinkedLibrary {
  /// libcurl's version and, in brackets, what it is built with (the TLS library first):
  /// `curl_version()` says "libcurl/7.88.1 OpenSSL/3.0.19 zlib/1.2.13 …".
  public static var curl: LinkedLibrary {
    var parts = String(cString: curl_version()).split(separator: " ").map(String.init)
    let own = parts.isEmpty ? "" : parts.removeFirst()
    let number = own.hasPrefix("libcurl/") ? String(own.dropFirst("libcurl/".count)) : own
    let with = parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    return LinkedLibrary(name: "libcurl", version: number + with)
  }
}
