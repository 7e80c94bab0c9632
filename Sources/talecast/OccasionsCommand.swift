import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastContract
import TalecastCore

enum OccasionsCommand {
  static func add(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      guard let title = command.value("title") else {
        throw LibraryError.invalid(field: "title", problem: "required")
      }
      var event = CustomOccasion(title: title)
      try apply(command, to: &event)
      let added = try talecast.addCustomOccasion(event)
      if command.flag("json") {
        try LibraryOutput.json(OccasionResource(added))
      } else {
        Output.line("added custom occasion \(added.id) \"\(added.title)\"")
      }
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func list(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let events = try talecast.customOccasions()
      if command.flag("json") {
        try LibraryOutput.json(["occasions": events.map(OccasionResource.init)])
        return 0
      }
      if events.isEmpty {
        Output.line(
          "No custom occasions yet. Add one with 'talecast occasions add --title \"Grandma's Visit\"'."
        )
        return 0
      }
      var table = Table(header: ["ID", "TITLE", "CATEGORY", "AGES", "TONE", "USES", "FAV"])
      for event in events {
        table.rows.append([
          event.id, event.title, event.category.rawValue, ages(event),
          event.tone.isEmpty ? "-" : event.tone,
          "\(event.usageCount)", event.favorite ? "★" : "",
        ])
      }
      Output.line(table.render())
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func show(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let event = try talecast.customOccasion(command.arguments[0])
      if command.flag("json") {
        try LibraryOutput.json(OccasionResource(event))
        return 0
      }
      Output.line(event.title)
      Output.line("  id:           \(event.id)")
      Output.line("  category:     \(event.category.rawValue)")
      Output.line("  ages:         \(ages(event))")
      Output.line("  tone:         \(event.tone.isEmpty ? "-" : event.tone)")
      Output.line(
        "  keywords:     \(event.keywords.isEmpty ? "-" : event.keywords.joined(separator: ", "))")
      Output.line("  description:  \(event.description.isEmpty ? "-" : event.description)")
      Output.line("  prompt seed:  \(event.promptSeed.isEmpty ? "-" : event.promptSeed)")
      for (name, path) in CustomOccasion.partFields {
        guard let part = event[keyPath: path] else { continue }
        let label = name == "forWhom" ? "for" : name
        Output.line("  \(label):" + String(repeating: " ", count: max(1, 13 - label.count)) + part)
      }
      Output.line(
        "  used:         \(event.usageCount) times, last \(LibraryOutput.date(event.lastUsed))")
      Output.line("  favorite:     \(event.favorite ? "yes" : "no")")
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func edit(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      var changes = CustomOccasionChanges(
        title: command.value("title"), description: command.value("description"),
        promptSeed: command.value("seed"),
        tone: command.value("tone"))
      for (name, option) in Self.partOptions {
        if let value = command.value(option) { changes.parts[name] = value }
      }
      if let category = command.value("category") {
        changes.category = try LibraryInput.category(category)
      }
      if let ages = command.value("ages") { changes.ages = try LibraryInput.ages(ages) }
      if let keywords = command.value("keywords") {
        changes.keywords = LibraryInput.keywords(keywords)
      }
      if let favorite = command.value("favorite") {
        changes.favorite = try LibraryInput.flag(favorite, field: "favorite")
      }
      let event = try talecast.editCustomOccasion(command.arguments[0], changes)
      if command.flag("json") {
        try LibraryOutput.json(OccasionResource(event))
      } else {
        Output.line("updated custom occasion \(event.id) \"\(event.title)\"")
      }
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func delete(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let plan = try talecast.planDeletion(ofCustomOccasion: command.arguments[0])
      return try Confirmation.deleteAfterAsking(plan, command: command, delete: talecast.delete)
    } catch {
      return Failure.report(error)
    }
  }

  private static func apply(_ command: ParsedCommand, to event: inout CustomOccasion) throws {
    if let description = command.value("description") { event.description = description }
    if let seed = command.value("seed") { event.promptSeed = seed }
    if let category = command.value("category") {
      event.category = try LibraryInput.category(category)
    }
    if let ages = command.value("ages") {
      (event.minimumAge, event.maximumAge) = try LibraryInput.ages(ages)
    }
    if let tone = command.value("tone") { event.tone = tone }
    if let keywords = command.value("keywords") { event.keywords = LibraryInput.keywords(keywords) }
    for ((_, path), (_, option)) in zip(CustomOccasion.partFields, partOptions) {
      if let value = command.value(option) { event[keyPath: path] = value }
    }
  }

  /// The story parts' fields and the options that give them (`--for` gives `forWhom`).
  static let partOptions = [
    ("goal", "goal"), ("thing", "thing"), ("place", "place"), ("forWhom", "for"),
    ("deadline", "deadline"),
  ]

  private static func ages(_ event: CustomOccasion) -> String {
    switch (event.minimumAge, event.maximumAge) {
    case (nil, nil): "-"
    case (let low?, let high?): low == high ? "\(low)" : "\(low)-\(high)"
    case (let low?, nil): "\(low)+"
    case (nil, let high?): "up to \(high)"
    }
  }
}
