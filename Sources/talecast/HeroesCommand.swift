import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastContract
import TalecastCore

enum HeroesCommand {
  static func add(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      guard let name = command.value("name") else {
        throw LibraryError.invalid(field: "name", problem: "required")
      }
      guard let traitsText = command.value("traits") else {
        throw LibraryError.invalid(field: "traits", problem: "required, e.g. --traits Brave,Kind")
      }
      let (primary, secondary) = try LibraryInput.traits(traitsText)
      let hero = Hero(
        name: name,
        primaryTrait: primary,
        secondaryTrait: secondary,
        appearance: command.value("appearance") ?? "a bright smile and a red scarf",
        specialAbility: command.value("ability") ?? "never giving up",
        pronouns: try command.value("pronouns").map { try LibraryInput.pronouns($0) } ?? .they)
      let record = try talecast.addHero(hero, avatar: command.value("avatar"))
      if command.flag("json") {
        try LibraryOutput.json(HeroResource(record))
      } else {
        Output.line("added hero \(record.id) \(record.hero.name)")
      }
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func list(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let heroes = try talecast.heroes(includeInactive: command.flag("all"))
      if command.flag("json") {
        try LibraryOutput.json(["heroes": heroes.map(HeroResource.init)])
        return 0
      }
      if heroes.isEmpty {
        Output.line(
          "No heroes yet. Add one with 'talecast heroes add --name Luna --traits Brave,Kind'.")
        return 0
      }
      var table = Table(header: ["ID", "NAME", "TRAITS", "STORIES", "ACTIVE", "APPEARANCE"])
      for record in heroes {
        table.rows.append([
          record.id, record.hero.name,
          "\(record.hero.primaryTrait.rawValue), \(record.hero.secondaryTrait.rawValue)",
          "\(record.storyCount)", record.active ? "yes" : "no", record.hero.appearance,
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
      let record = try talecast.hero(command.arguments[0])
      if command.flag("json") {
        try LibraryOutput.json(HeroResource(record))
        return 0
      }
      print(record)
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func edit(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      var changes = HeroChanges(
        name: command.value("name"), appearance: command.value("appearance"),
        specialAbility: command.value("ability"),
        pronouns: try command.value("pronouns").map { try LibraryInput.pronouns($0) })
      if let traits = command.value("traits") { changes.traits = try LibraryInput.traits(traits) }
      if let avatar = command.value("avatar") { changes.avatar = .some(avatar) }
      if command.flag("no-avatar") { changes.avatar = .some(nil) }
      if let active = command.value("active") {
        changes.active = try LibraryInput.flag(active, field: "active")
      }
      let record = try talecast.editHero(command.arguments[0], changes)
      if command.flag("json") {
        try LibraryOutput.json(HeroResource(record))
      } else {
        Output.line("updated hero \(record.id) \(record.hero.name)")
      }
      return 0
    } catch {
      return Failure.report(error)
    }
  }

  static func delete(_ command: ParsedCommand, talecast: Talecast) -> Int32 {
    do {
      let plan = try talecast.planDeletion(
        ofHero: command.arguments[0], withStories: command.flag("with-stories"))
      return try Confirmation.deleteAfterAsking(plan, command: command, delete: talecast.delete)
    } catch {
      return Failure.report(error)
    }
  }

  private static func print(_ record: HeroRecord) {
    let hero = record.hero
    Output.line(hero.name)
    Output.line("  id:          \(record.id)")
    Output.line("  traits:      \(hero.primaryTrait.rawValue), \(hero.secondaryTrait.rawValue)")
    Output.line("  appearance:  \(hero.appearance)")
    Output.line("  ability:     \(hero.specialAbility)")
    Output.line("  pronouns:    \(hero.pronouns.rawValue)")
    Output.line("  avatar:      \(record.avatar ?? "-")")
    Output.line("  active:      \(record.active ? "yes" : "no")")
    Output.line("  stories:     \(record.storyCount)")
    Output.line(
      "  created:     \(LibraryOutput.date(record.created)), modified \(LibraryOutput.date(record.modified))"
    )
  }
}
