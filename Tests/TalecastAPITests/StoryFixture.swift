import Foundation
import TalecastCore
import TalecastTesting

@testable import TalecastApp

/// Stories in the fixture's library without a render: a manifest as generation would
/// announce it, stored as the job's end stores it, with real files in its folder (an m4a made
/// once by `ffmpeg`, subtitles, one SVG per scene).
extension APIFixture {
  /// Two seconds of a sine tone as AAC in MP4, made once for the whole run.
  static let audio: Data = {
    let folder = try! TemporaryFolder.make("api-audio")
    let file = folder.appendingPathComponent("tone.m4a")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    process.arguments = [
      "-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", "sine=d=2", "-c:a", "aac", file.path,
    ]
    try! process.run()
    process.waitUntilExit()
    return try! Data(contentsOf: file)
  }()

  static let subtitles = "WEBVTT\n\n00:00.000 --> 00:01.000\nOnce upon a time.\n"

  @discardableResult
  func addStory(
    id: String, title: String, scenes: [String] = ["Once upon a time.", "The end."],
    created: Date = Date(timeIntervalSince1970: 1_800_000_000), hero: Hero = SampleStory.luna
  ) throws -> StoryGenerated {
    var manifest = SampleStory.manifest(
      id: id, title: title, hero: hero, scenes: scenes, duration: 2, created: created)
    manifest.audio.subtitles = "story.vtt"
    let event = SampleStory.generated(manifest)
    let folder = media.appendingPathComponent(event.folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.audio.write(to: folder.appendingPathComponent("story.m4a"))
    try Data(Self.subtitles.utf8).write(to: folder.appendingPathComponent("story.vtt"))
    for scene in manifest.scenes {
      guard let file = scene.illustration?.file else { continue }
      try Data(
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#ff0000"/></svg>"##
          .utf8
      ).write(
        to: folder.appendingPathComponent(file))
    }
    try StoryManifest.makeEncoder().encode(manifest).write(
      to: folder.appendingPathComponent("manifest.json"))
    try talecast.library.stories.store(event)
    return event
  }
}
