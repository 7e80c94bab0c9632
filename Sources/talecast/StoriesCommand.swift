import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore
import TalecastLibrary

enum StoriesCommand {
  static func list(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      var text = LibraryOutput.queryText(command.arguments)
      if command.flag("new") { text += " plays:0" }
      if command.flag("favorites") { text += " favorite:true" }
      if command.flag("recent") { text += " created:-1w.." }
      let query = try LibraryOutput.parseQuery(text.trimmingCharacters(in: .whitespaces))
      var sort = try command.value("sort").map { try StorySort.parse($0) }
      if sort == nil && command.flag("recent") { sort = .newestFirst }
      let limitText = command.value("limit") ?? "50"
      guard let limit = Int(limitText), limit > 0 else {
        throw LibraryError.invalid(
          field: "--limit", problem: "expected a positive whole number, found '\(limitText)'")
      }
      let template = try command.value("format").map { try StoryTemplate($0) }
      let page = try talecast.stories(
        matching: query, sort: sort, after: command.value("after"), limit: limit)
      if command.flag("json") {
        try LibraryOutput.json(
          ListedPage(stories: page.stories.map(ListedStory.init), nextCursor: page.nextCursor))
        return 0
      }
      if let template {
        for story in page.stories { Output.line(template.render(story)) }
      } else if page.stories.isEmpty {
        Output.line(
          query.clauses.isEmpty && command.value("after") == nil
            ? "The library is empty. Render a story with 'talecast render Jobs/examples'."
            : "No stories match.")
        return 0
      } else {
        var table = Table(header: [
          "ID", "TITLE", "HERO", "EVENT", "LENGTH", "PLAYS", "FAV", "CREATED",
        ])
        for story in page.stories {
          table.rows.append([
            story.id, story.title, story.heroName, story.eventTitle,
            TimeText.minutes(story.duration),
            "\(story.playCount)", story.favorite ? "★" : "", dateText(story.created),
          ])
        }
        Output.line(table.render())
      }
      let total = page.stories.reduce(0) { $0 + $1.duration }
      let summary =
        "\(Confirmation.count(page.stories.count, "story", "stories")), \(TimeText.minutes(total)) of audio"
      if let next = page.nextCursor {
        let target = template == nil ? Output.line : Output.error
        target("\(summary); more with --after \(next)")
      } else if template == nil {
        Output.line("\(summary).")
      }
      return 0
    } catch {
      return LibraryOutput.fail(error)
    }
  }

  static func show(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let story = try talecast.story(command.arguments[0])
      if command.flag("json") {
        try LibraryOutput.json(story)
        return 0
      }
      let root = talecast.configuration.mediaRoot
      let manifest = story.manifest
      Output.line(story.title)
      Output.line("  id:        \(story.id)")
      Output.line(
        "  hero:      \(story.heroName) (\(manifest.hero.primaryTrait.rawValue), \(manifest.hero.secondaryTrait.rawValue))"
      )
      Output.line("  event:     \(story.eventTitle)")
      Output.line(
        "  length:    \(manifest.length.rawValue), seed \(manifest.seed), voice \(story.voice), language \(story.language)"
      )
      Output.line("  duration:  \(TimeText.clock(story.duration)) (measured)")
      Output.line(
        "  audio:     \(CommandRunner.display(root.appendingPathComponent(story.audioPath))) (\(manifest.audio.codec), \(manifest.audio.sampleRate) Hz)"
      )
      if story.audioNeedsRegeneration {
        Output.line("             the text changed after this audio was made")
      }
      Output.line(
        "  folder:    \(CommandRunner.display(root.appendingPathComponent(story.folder)))")
      Output.line("  favorite:  \(story.favorite ? "yes" : "no")")
      Output.line(
        "  plays:     \(story.playCount), last \(LibraryOutput.date(story.lastPlayed)), resume at \(TimeText.clock(story.position))"
      )
      Output.line("  created:   \(dateText(story.created)), modified \(dateText(story.modified))")
      Output.line("")
      var table = Table(header: ["SCENE", "START", "END", "ILLUSTRATION", "TEXT"])
      for (index, scene) in manifest.scenes.enumerated() {
        let picture =
          scene.illustration.map { "\($0.file) @ \(TimeText.clock($0.timestamp))" } ?? "-"
        let text = index < story.scenes.count ? story.scenes[index].text : scene.text
        table.rows.append([
          "\(scene.index + 1)", TimeText.clock(scene.start), TimeText.clock(scene.end), picture,
          excerpt(text),
        ])
      }
      Output.line(table.render())
      return 0
    } catch {
      return LibraryOutput.fail(error)
    }
  }

  static func edit(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let scenes = command.values["scene"] ?? []
      let texts = command.values["text"] ?? []
      guard scenes.count == texts.count else {
        throw LibraryError.invalid(
          field: "--scene",
          problem: "give each --scene a --text (\(scenes.count) scenes, \(texts.count) texts)")
      }
      var sceneTexts: [Int: String] = [:]
      for (number, text) in zip(scenes, texts) {
        guard let scene = Int(number) else {
          throw LibraryError.invalid(
            field: "--scene", problem: "expected a scene number, found '\(number)'")
        }
        sceneTexts[scene] = text
      }
      let edit = StoryEdit(
        title: command.value("title"), sceneTexts: sceneTexts, language: command.value("language"),
        voice: command.value("voice"))
      let story = try talecast.editStory(command.arguments[0], edit)
      if command.flag("json") {
        try LibraryOutput.json(story)
      } else {
        Output.line("updated story \(story.id) \"\(story.title)\"")
        if story.audioNeedsRegeneration {
          Output.line("the audio no longer matches the text: render the story again")
        }
      }
      return 0
    } catch {
      return LibraryOutput.fail(error)
    }
  }

  static func favorite(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let on = !command.flag("off")
      let ids = try talecast.setFavorite(command.arguments, on)
      for id in ids { Output.line("\(on ? "★" : "☆") \(id)") }
      return 0
    } catch {
      return LibraryOutput.fail(error)
    }
  }

  static func delete(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let plan: DeletionPlan
      if let text = command.value("query") {
        guard command.arguments.isEmpty else {
          throw LibraryError.invalid(
            field: "--query", problem: "give either story ids or --query, not both")
        }
        let query = try LibraryOutput.parseQuery(text)
        guard !query.clauses.isEmpty else {
          throw LibraryError.invalid(
            field: "--query",
            problem: "an empty query would delete every story; name what to delete")
        }
        plan = try talecast.planDeletion(matching: query)
      } else {
        guard !command.arguments.isEmpty else {
          throw LibraryError.invalid(
            field: "id", problem: "name the stories to delete, or use --query")
        }
        plan = try talecast.planDeletion(ofStories: command.arguments)
      }
      return try Confirmation.deleteAfterAsking(plan, command: command, delete: talecast.delete)
    } catch {
      return LibraryOutput.fail(error)
    }
  }

  static func export(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let query = try LibraryOutput.parseQuery(LibraryOutput.queryText(command.arguments))
      let library = try talecast.exportLibrary(query)
      let data = try LibraryExport.makeEncoder().encode(library)
      guard let path = command.value("output") else {
        Output.line(String(decoding: data, as: UTF8.self))
        return 0
      }
      // Written under a temporary name, then renamed: never a half-written export.
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
      Output.line(
        "exported \(Confirmation.count(library.stories.count, "story", "stories")), \(Confirmation.count(library.heroes.count, "hero", "heroes")) and \(Confirmation.count(library.customEvents.count, "custom event", "custom events")) to \(path)"
      )
      return 0
    } catch {
      return LibraryOutput.fail(error)
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

/// One page of `stories list --json`.
struct ListedPage: Encodable {
  let stories: [ListedStory]
  let nextCursor: String?

  private enum CodingKeys: String, CodingKey { case stories, nextCursor }

  /// `nextCursor` is always present: `null` on the last page, so programs need not guess.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(stories, forKey: .stories)
    try container.encode(nextCursor, forKey: .nextCursor)
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
  let plays: Int
  let favorite: Bool
  let lastPlayed: Date?
  let position: Double
  let audioNeedsRegeneration: Bool
  let folder: String
  let audio: String
  let created: Date
  let modified: Date

  init(_ story: LibraryStory) {
    id = story.id
    title = story.title
    hero = story.heroName
    event = story.eventTitle
    duration = story.duration
    scenes = story.scenes.count
    plays = story.playCount
    favorite = story.favorite
    lastPlayed = story.lastPlayed
    position = story.position
    audioNeedsRegeneration = story.audioNeedsRegeneration
    folder = story.folder
    audio = story.audioPath
    created = story.created
    modified = story.modified
  }
}
