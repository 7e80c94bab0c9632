import Foundation
import TalecastContract
import TalecastCore
import TalecastGeneration
import TalecastLibrary

/// The library's custom occasions, as `talecast occasions …` uses them.
extension Talecast {
  public func addCustomOccasion(_ occasion: CustomOccasion) throws -> CustomOccasion {
    try checkPremise(promptSeed: occasion.promptSeed, goal: occasion.goal)
    return try library.occasions.add(occasion)
  }

  /// The built-in writer must be able to read a premise or a goal before it is kept (the
  /// same check a job's custom occasion meets when it is submitted).
  private func checkPremise(promptSeed: String?, goal: String?) throws {
    var occasion = CustomOccasion(title: "check", promptSeed: promptSeed ?? "")
    occasion.goal = goal.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    guard let reader = try? PremiseReader.shared() else { return }
    do {
      _ = try reader.read(occasion, heroName: "")
    } catch {
      throw LibraryError.invalid(field: error.field ?? "promptSeed", problem: error.message)
    }
  }

  public func customOccasions() throws -> [CustomOccasion] {
    try library.occasions.list()
  }

  /// The custom occasion `reference` (an id or unique prefix) names.
  public func customOccasion(_ reference: String) throws -> CustomOccasion {
    try library.occasions.occasion(matching: reference)
  }

  public func editCustomOccasion(_ reference: String, _ changes: CustomOccasionChanges) throws
    -> CustomOccasion
  {
    try checkPremise(promptSeed: changes.promptSeed, goal: changes.parts["goal"])
    return try library.occasions.edit(reference, changes)
  }

  public func planDeletion(ofCustomOccasion reference: String) throws -> DeletionPlan {
    try library.occasions.planDeletion(of: reference)
  }
}
