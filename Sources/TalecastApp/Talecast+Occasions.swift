import TalecastCore
import TalecastLibrary

/// The library's custom occasions, as `talecast occasions …` uses them.
extension Talecast {
  public func addCustomOccasion(_ occasion: CustomOccasion) throws -> CustomOccasion {
    try library.occasions.add(occasion)
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
    try library.occasions.edit(reference, changes)
  }

  public func planDeletion(ofCustomOccasion reference: String) throws -> DeletionPlan {
    try library.occasions.planDeletion(of: reference)
  }
}
