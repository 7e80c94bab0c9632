/// A written story before it is voiced: a title and its scenes.
public struct StoryText: Codable, Sendable, Hashable {
  public var title: String
  public var scenes: [SceneText]

  public init(title: String, scenes: [SceneText]) {
    self.title = title
    self.scenes = scenes
  }

  public var wordCount: Int { scenes.reduce(0) { $0 + $1.wordCount } }
}

/// One scene of a story: what is read aloud and what the illustration should show.
public struct SceneText: Codable, Sendable, Hashable {
  public var text: String
  public var illustrationPrompt: String

  public init(text: String, illustrationPrompt: String) {
    self.text = text
    self.illustrationPrompt = illustrationPrompt
  }

  public var wordCount: Int { text.split(whereSeparator: { $0 == " " || $0 == "\n" }).count }
}
