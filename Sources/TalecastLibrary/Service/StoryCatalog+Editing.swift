import Foundation
import TalecastContract
import TalecastCore

extension StoryCatalog {
  /// Edits a story. Changing the title or any scene's text marks the audio as needing to be
  /// made again (the audio still speaks the old words).
  @discardableResult
  public func edit(_ idOrPrefix: String, _ edit: StoryEdit) throws(LibraryError) -> LibraryStory {
    var story = try story(matching: idOrPrefix)
    var wordsChanged = false
    if let title = edit.title {
      let trimmed = try following { () throws(RuleViolation) in
        try StoryRules.title.checked(title, field: "title")
      }
      wordsChanged = wordsChanged || trimmed != story.title
      story.title = trimmed
    }
    for (number, text) in edit.sceneTexts.sorted(by: { $0.key < $1.key }) {
      guard story.scenes.indices.contains(number - 1) else {
        throw LibraryError.invalid(
          field: "scene",
          problem: "story \(story.id) has scenes 1 to \(story.scenes.count), not \(number)")
      }
      let trimmed = try following { () throws(RuleViolation) in
        try StoryRules.sceneText.checked(text, field: "text")
      }
      wordsChanged = wordsChanged || trimmed != story.scenes[number - 1].text
      story.scenes[number - 1].text = trimmed
    }
    if let language = edit.language {
      story.language = try following { () throws(RuleViolation) in
        try StoryRules.checkedLanguage(language)
      }
    }
    if let voice = edit.voice {
      story.voice = try following { () throws(RuleViolation) in
        try StoryRules.voice.checked(voice, field: "voice")
      }
    }
    if wordsChanged { story.audioNeedsRegeneration = true }
    story.modified = LibraryCodec.kept(Date())
    guard try library.store.update(story) else {
      throw LibraryError.notFound(kind: .story, id: story.id)
    }
    library.announce(.story, story.id, .updated)
    return story
  }

  /// Marks stories as favourites, or not.
  @discardableResult
  public func setFavorite(_ idsOrPrefixes: [String], _ favorite: Bool) throws(LibraryError)
    -> [String]
  {
    let ids = try idsOrPrefixes.map { id throws(LibraryError) in try library.resolve(id, .story) }
    try library.store.setFavorite(favorite, ofStories: ids, at: Date())
    for id in ids { library.announce(.story, id, .updated) }
    return ids
  }

  /// Points a story at the folder (relative to the media root) that now holds its files:
  /// `library check --repair` found it under another name.
  public func relocate(_ storyId: String, to folder: String) throws(LibraryError) {
    guard try library.store.relocate(story: storyId, to: folder) else {
      throw LibraryError.notFound(kind: .story, id: storyId)
    }
    library.announce(.story, storyId, .updated)
  }

  /// Marks a story whose files are damaged or gone as needing to be rendered again
  /// (`outdated:yes` finds it; `talecast stories rerender` makes it whole).
  public func markForRerender(_ storyId: String) throws(LibraryError) {
    if try library.store.markForRerender(story: storyId) {
      library.announce(.story, storyId, .updated)
    }
  }
}
