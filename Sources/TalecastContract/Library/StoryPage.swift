import Foundation
import TalecastCore

/// One page of a story list.
public struct StoryPage: Sendable {
  public let stories: [LibraryStory]
  /// Pass as `after` for the next page; nil on the last page.
  public let nextCursor: String?

  package init(stories: [LibraryStory], nextCursor: String?) {
    self.stories = stories
    self.nextCursor = nextCursor
  }
}

/// A page of stories as a list shows them.
public struct StorySummaryPage: Sendable {
  public let stories: [StorySummary]
  /// Pass as `after` for the next page; nil on the last page.
  public let nextCursor: String?

  package init(stories: [StorySummary], nextCursor: String?) {
    self.stories = stories
    self.nextCursor = nextCursor
  }
}
