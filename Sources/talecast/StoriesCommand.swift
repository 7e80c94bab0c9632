import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastContract
import TalecastCore

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
        let root = talecast.configuration.mediaRoot
        try LibraryOutput.json(
          StoryResourcePage(
            stories: page.stories.map {
              StoryResource(StorySummary($0)).locally($0, mediaRoot: root)
            }, next: page.nextCursor))
      } else {
        let filtered = !query.clauses.isEmpty || command.value("after") != nil
        StoriesOutput.page(page, template: template, filtered: filtered)
      }
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func show(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let story = try talecast.story(command.arguments[0])
      if command.flag("json") {
        try LibraryOutput.json(
          StoryResource(story).locally(story, mediaRoot: talecast.configuration.mediaRoot))
      } else {
        StoriesOutput.story(story, mediaRoot: talecast.configuration.mediaRoot)
      }
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func edit(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let scenes = command.values["scene"] ?? []
      let texts = command.values["text"] ?? []
      guard scenes.count == texts.count else {
        throw LibraryError.invalid(
          field: "scene",
          problem: "give each --scene a --text (\(scenes.count) scenes, \(texts.count) texts)")
      }
      var sceneTexts: [Int: String] = [:]
      for (number, text) in zip(scenes, texts) {
        guard let scene = Int(number) else {
          throw LibraryError.invalid(
            field: "scene", problem: "expected a scene number, found '\(number)'")
        }
        sceneTexts[scene] = text
      }
      let edit = StoryEdit(
        title: command.value("title"), sceneTexts: sceneTexts, language: command.value("language"),
        voice: command.value("voice"))
      let story = try talecast.editStory(command.arguments[0], edit)
      if command.flag("json") {
        try LibraryOutput.json(
          StoryResource(story).locally(story, mediaRoot: talecast.configuration.mediaRoot))
      } else {
        Output.line("updated story \(story.id) \"\(story.title)\"")
        if story.audioNeedsRegeneration {
          Output.line("the audio no longer matches the text: render the story again")
        }
      }
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func favorite(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let on = !command.flag("off")
      let ids = try talecast.setFavorite(command.arguments, on)
      for id in ids { Output.line("\(on ? "★" : "☆") \(id)") }
      return 0
    } catch {
      return Failure.report(error)
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
      return Failure.report(error)
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
        "exported \(Confirmation.count(library.stories.count, "story", "stories")), \(Confirmation.count(library.heroes.count, "hero", "heroes")) and \(Confirmation.count(library.customOccasions.count, "custom occasion", "custom occasions")) to \(path)"
      )
      return 0
    } catch {
      return Failure.report(error)
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
