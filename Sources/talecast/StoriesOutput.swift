import Foundation
import TalecastContract
import TalecastCore

/// How `talecast stories list` and `stories show` print.
enum StoriesOutput {
  /// A page as a table (or one line per story from a template), then a summary.
  static func page(_ page: StoryPage, template: StoryTemplate?, filtered: Bool) {
    if let template {
      for story in page.stories { Output.line(template.render(story)) }
    } else if page.stories.isEmpty {
      Output.line(
        filtered
          ? "No stories match."
          : "The library is empty. Render a story with 'talecast render Jobs/examples'.")
      return
    } else {
      var table = Table(header: [
        "ID", "TITLE", "HERO", "OCCASION", "LENGTH", "PLAYS", "FAV", "CREATED",
      ])
      for story in page.stories {
        table.rows.append([
          story.id, story.title, story.heroName, story.occasionTitle,
          TimeText.minutes(story.duration),
          "\(story.playCount)", story.favorite ? "★" : "", StoriesCommand.dateText(story.created),
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
  }

  /// A story's details, then a table of its scenes.
  static func story(_ story: LibraryStory, mediaRoot root: URL) {
    let manifest = story.manifest
    let dateText = StoriesCommand.dateText
    Output.line(story.title)
    Output.line("  id:        \(story.id)")
    Output.line(
      "  hero:      \(story.heroName) (\(manifest.hero.primaryTrait.rawValue), \(manifest.hero.secondaryTrait.rawValue))"
    )
    Output.line("  occasion:  \(story.occasionTitle)")
    Output.line(
      "  length:    \(manifest.length.rawValue), seed \(manifest.seed), voice \(story.voice), language \(story.language)"
    )
    if let speech = manifest.speech {
      Output.line("  spoken by: \(speech.detail ?? speech.voice); engine \(speech.engine)")
    }
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
        StoriesCommand.excerpt(text),
      ])
    }
    Output.line(table.render())
  }
}
