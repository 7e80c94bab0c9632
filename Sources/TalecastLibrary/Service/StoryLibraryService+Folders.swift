import Foundation
import TalecastContract
import TalecastCore

/// A story folder that is not its story's alone.
public struct FolderOwnershipProblem: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// Another story names the same folder.
    case shared
    /// The folder is not a story's own inside `stories/` (outside it, a symbolic link).
    case foreign
  }

  public let storyId: String
  public let folder: String
  public let problem: String
  public let kind: Kind
}

extension StoryLibraryService {
  /// The stories whose folder is not theirs alone: named by another story too, or leading out
  /// of the media root's `stories/` (`library check` reports them; a deletion leaves them).
  public func folderOwnershipProblems(of stories: [LibraryStory]) -> [FolderOwnershipProblem] {
    let owners = Dictionary(grouping: stories, by: \.folder).mapValues { $0.map(\.id) }
    var problems: [FolderOwnershipProblem] = []
    for story in stories {
      if let problem = library.folders.foreignProblem(story.folder) {
        problems.append(
          FolderOwnershipProblem(
            storyId: story.id, folder: story.folder, problem: "the story's folder \(problem)",
            kind: .foreign))
      }
      let others = (owners[story.folder] ?? []).filter { $0 != story.id }
      if !others.isEmpty {
        problems.append(
          FolderOwnershipProblem(
            storyId: story.id, folder: story.folder,
            problem:
              "the story's folder is also the folder of \(others.count == 1 ? "story" : "stories") \(others.joined(separator: ", "))",
            kind: .shared))
      }
    }
    return problems
  }
}
