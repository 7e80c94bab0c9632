/// Why a neural voice cannot be prepared, loaded or heard: the file it is about, when there is
/// one, and what is wrong with it.
public struct NeuralVoiceError: Error, Sendable, Hashable, CustomStringConvertible {
  public let file: String?
  public let problem: String

  public init(file: String?, problem: String) {
    self.file = file
    self.problem = problem
  }

  public var description: String {
    "neural voice: " + (file.map { "\($0): " } ?? "") + problem
  }
}
