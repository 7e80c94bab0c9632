import Foundation
import TalecastCore

/// What an import must hold before anything is written: every problem names its place in the
/// file (`stories[2].duration`), and the database's own refusals are said in words, without
/// its SQL.
extension LibraryExport {
  func check() throws(LibraryError) {
    func fail(_ field: String, _ problem: String) -> LibraryError {
      .invalid(field: field, problem: problem)
    }
    func text(_ value: String, _ field: String, limit: Int = JobLimits.shortTextCharacters)
      throws(LibraryError)
    {
      if value.count > limit {
        throw fail(field, "too long: \(value.count) characters, at most \(limit)")
      }
      if let control = JobLimits.firstControl(in: value) {
        throw fail(field, "contains the control character \(TokenMarker.codePoint(control))")
      }
    }
    for (index, record) in heroes.enumerated() {
      let place = "heroes[\(index)]"
      try text(record.hero.name, "\(place).name", limit: JobLimits.nameCharacters)
      if record.hero.name.trimmingCharacters(in: .whitespaces).isEmpty {
        throw fail("\(place).name", "must not be empty")
      }
    }
    for (index, story) in stories.enumerated() {
      let place = "stories[\(index)]"
      try text(story.title, "\(place).title", limit: JobLimits.titleCharacters)
      if story.title.trimmingCharacters(in: .whitespaces).isEmpty {
        throw fail("\(place).title", "must not be empty")
      }
      try text(story.heroName, "\(place).heroName", limit: JobLimits.nameCharacters)
      guard story.duration.isFinite, story.duration >= 0 else {
        throw fail(
          "\(place).duration", "must be a number of seconds, 0 or more, found \(story.duration)")
      }
      guard story.position.isFinite, story.position >= 0, story.position <= story.duration else {
        throw fail(
          "\(place).position",
          "must be from 0 to the duration (\(story.duration)), found \(story.position)")
      }
      guard story.playCount >= 0 else {
        throw fail("\(place).playCount", "must not be negative, found \(story.playCount)")
      }
      // Folders are resolved, and only ever deleted, inside the media root's stories/.
      let parts = story.folder.split(separator: "/")
      guard parts.count == 2, parts[0] == "stories", parts[1] != "..", parts[1] != "." else {
        throw fail(
          "\(place).folder", "must be stories/NAME, found \"\(JobLimits.excerpt(story.folder))\"")
      }
      guard story.manifest.storyId == story.id else {
        throw fail(
          "\(place).manifest.storyId",
          "must be the story's id \"\(story.id)\", found \"\(JobLimits.excerpt(story.manifest.storyId))\""
        )
      }
      guard story.scenes.count == story.manifest.scenes.count else {
        throw fail(
          "\(place).scenes",
          "\(story.scenes.count) scenes, but its manifest has \(story.manifest.scenes.count)")
      }
    }
  }
}

extension LibraryError {
  /// A database refusal during an import, in words: which constraint, never the SQL.
  static func refused(_ message: String) -> LibraryError {
    .invalid(
      field: "the import", problem: "the library refused it (\(message)); nothing was changed"
    )
  }
}
