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

/// One scene of a story: its title (the audio's chapter), what is read aloud and what the
/// illustration should show.
public struct SceneText: Codable, Sendable, Hashable {
  /// Empty for a scene written before scenes had titles: it is called "Scene N" (`title(at:)`).
  public var title: String
  public var text: String
  public var illustrationPrompt: String

  public init(title: String = "", text: String, illustrationPrompt: String) {
    self.title = title
    self.text = text
    self.illustrationPrompt = illustrationPrompt
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
    text = try container.decode(String.self, forKey: .text)
    illustrationPrompt = try container.decode(String.self, forKey: .illustrationPrompt)
  }

  /// What the scene at `index` (0-based) is called: its title, else "Scene N".
  public func title(at index: Int) -> String {
    SceneText.chapterTitle(title, index: index)
  }

  /// `title`, or "Scene N" for a scene without one.
  public static func chapterTitle(_ title: String?, index: Int) -> String {
    if let title, !title.isEmpty { return title }
    return "Scene \(index + 1)"
  }

  public var wordCount: Int { text.split(whereSeparator: { $0 == " " || $0 == "\n" }).count }
}
