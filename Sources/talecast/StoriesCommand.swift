import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore
import TalecastLibrary

enum StoriesCommand {
  static func list(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let stories = try talecast.library.stories()
      if command.flag("json") {
        let rows = stories.map {
          ListedStory(
            id: $0.id, title: $0.title, hero: $0.heroName, event: $0.eventTitle,
            duration: $0.duration,
            scenes: $0.manifest.scenes.count, folder: $0.folder, created: $0.created)
        }
        Output.line(String(decoding: try StoryManifest.makeEncoder().encode(rows), as: UTF8.self))
        return 0
      }
      if stories.isEmpty {
        Output.line("The library is empty. Render a story with 'talecast render Jobs/examples'.")
        return 0
      }
      var table = Table(header: ["ID", "TITLE", "HERO", "EVENT", "LENGTH", "SCENES", "CREATED"])
      for story in stories {
        table.rows.append([
          story.id, story.title, story.heroName, story.eventTitle, TimeText.minutes(story.duration),
          "\(story.manifest.scenes.count)", Self.dateText(story.created),
        ])
      }
      Output.line(table.render())
      let total = stories.reduce(0) { $0 + $1.duration }
      Output.line(
        "\(stories.count) stor\(stories.count == 1 ? "y" : "ies"), \(TimeText.minutes(total)) of audio."
      )
      return 0
    } catch {
      Output.error("Error: \(error)")
      return 1
    }
  }

  static func show(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let story = try talecast.library.story(matching: command.arguments[0])
      if command.flag("json") {
        Output.line(
          String(decoding: try StoryManifest.makeEncoder().encode(story.manifest), as: UTF8.self))
        return 0
      }
      let root = talecast.configuration.mediaRoot
      let manifest = story.manifest
      Output.line("\(story.title)")
      Output.line("  id:        \(story.id)")
      Output.line(
        "  hero:      \(manifest.hero.name) (\(manifest.hero.primaryTrait.rawValue), \(manifest.hero.secondaryTrait.rawValue))"
      )
      Output.line("  event:     \(story.eventTitle)")
      Output.line(
        "  length:    \(manifest.length.rawValue), seed \(manifest.seed), voice \(manifest.voice)")
      Output.line("  duration:  \(TimeText.clock(story.duration)) (measured)")
      Output.line(
        "  audio:     \(CommandRunner.display(root.appendingPathComponent(story.audioPath))) (\(manifest.audio.codec), \(manifest.audio.sampleRate) Hz)"
      )
      Output.line(
        "  folder:    \(CommandRunner.display(root.appendingPathComponent(story.folder)))")
      Output.line("  created:   \(Self.dateText(story.created))")
      Output.line("")
      var table = Table(header: ["SCENE", "START", "END", "ILLUSTRATION", "TEXT"])
      for scene in manifest.scenes {
        let picture =
          scene.illustration.map { "\($0.file) @ \(TimeText.clock($0.timestamp))" } ?? "-"
        table.rows.append([
          "\(scene.index + 1)", TimeText.clock(scene.start), TimeText.clock(scene.end), picture,
          Self.excerpt(scene.text),
        ])
      }
      Output.line(table.render())
      return 0
    } catch let error as LibraryError {
      Output.error("Error: \(error)")
      return 1
    } catch {
      Output.error("Error: \(error)")
      return 1
    }
  }

  static func dateText(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return formatter.string(from: date)
  }

  static func excerpt(_ text: String, words: Int = 8) -> String {
    let all = text.split(separator: " ")
    return all.prefix(words).joined(separator: " ") + (all.count > words ? " …" : "")
  }
}

/// One row of `stories list --json`.
struct ListedStory: Encodable {
  let id: String
  let title: String
  let hero: String
  let event: String
  let duration: Double
  let scenes: Int
  let folder: String
  let created: Date
}
