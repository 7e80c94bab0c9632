import Foundation
import TalecastContract
import TalecastCore

extension Talecast {
  /// Expands folders to the `.json` files inside them (sorted), keeping files as given.
  public static func jobFiles(in paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
      else {
        return [path]
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.filter { $0.hasSuffix(".json") }.sorted().map {
        (path as NSString).appendingPathComponent($0)
      }
    }
  }
}
