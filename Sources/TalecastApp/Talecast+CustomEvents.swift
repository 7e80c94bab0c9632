import TalecastCore
import TalecastLibrary

/// The library's custom occasions (custom events), as `talecast custom-events …` uses them.
extension Talecast {
  public func addCustomEvent(_ event: CustomEvent) throws -> CustomEvent {
    try library.addCustomEvent(event)
  }

  public func customEvents() throws -> [CustomEvent] {
    try library.customEvents()
  }

  /// The custom event `reference` (an id or unique prefix) names.
  public func customEvent(_ reference: String) throws -> CustomEvent {
    try library.customEvent(matching: reference)
  }

  public func editCustomEvent(_ reference: String, _ changes: CustomEventChanges) throws
    -> CustomEvent
  {
    try library.editCustomEvent(reference, changes)
  }

  public func planDeletion(ofCustomEvent reference: String) throws -> DeletionPlan {
    try library.planDeletion(ofCustomEvent: reference)
  }
}
