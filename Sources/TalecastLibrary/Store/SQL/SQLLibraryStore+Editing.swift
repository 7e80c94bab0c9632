import Foundation
import TalecastContract
import TalecastCore
import TalecastSQL

extension SQLLibraryStore {
  public func update(_ story: LibraryStory) throws(LibraryError) -> Bool {
    try write { db in
      try db.run(
        """
        UPDATE stories SET title = \(story.title), content = \(LibraryCodec.scenesText(story.scenes)),
          body = \(LibraryCodec.body(story.scenes)), scene_count = \(story.scenes.count), language = \(story.language), voice = \(story.voice),
          audio_needs_regeneration = \(flag: story.audioNeedsRegeneration), modified = \(time: story.modified)
        WHERE id = \(story.id)
        """) > 0
    }
  }

  public func setFavorite(_ favorite: Bool, ofStories ids: [String], at time: Date)
    throws(LibraryError)
  {
    try write { db in
      for id in ids {
        try db.run(
          """
          UPDATE stories SET favorite = \(flag: favorite), modified = \(time: time) WHERE id = \(id)
          """)
      }
    }
  }

  public func relocate(story id: String, to folder: String) throws(LibraryError) -> Bool {
    try write { db in try db.run("UPDATE stories SET folder = \(folder) WHERE id = \(id)") > 0 }
  }

  public func markForRerender(story id: String) throws(LibraryError) -> Bool {
    try write { db in
      try db.run(
        """
        UPDATE stories SET audio_needs_regeneration = 1 WHERE id = \(id) AND audio_needs_regeneration = 0
        """) > 0
    }
  }

  public func recordPlay(ofStory id: String, at time: Date) throws(LibraryError) -> Bool {
    try write { db in
      try db.run(
        """
        UPDATE stories SET play_count = \(SQLFragment.oneMore("play_count")),
          last_played = \(time: time), position = 0
        WHERE id = \(id)
        """) > 0
    }
  }

  public func savePosition(_ position: Double, ofStory id: String) throws(LibraryError) -> Bool {
    try write { db in
      // Within 0…duration (CASE rather than MIN/MAX, which PostgreSQL calls LEAST/GREATEST).
      try db.run(
        """
        UPDATE stories SET position = CASE WHEN \(position) < 0 THEN 0 WHEN \(position) > duration
          THEN duration ELSE \(position) END
        WHERE id = \(id)
        """) > 0
    }
  }
}
