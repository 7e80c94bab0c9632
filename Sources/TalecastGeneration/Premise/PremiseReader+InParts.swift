import Foundation

/// A premise Link Grammar cannot link whole, read in parts: what the hero is ("The hero, a
/// busy hedgehog, …") and by when ("… before the first frost of autumn") each read alone, and
/// the rest without them.
extension PremiseReader {
  func readInParts(_ text: String, heroName: String) -> Premise? {
    var rest = text
    var when: String?
    // The time, when it is the premise's last clause.
    if let found = rest.range(of: " before ", options: .backwards),
      rest.distance(from: rest.startIndex, to: found.lowerBound) > 20
    {
      when = rest[found.upperBound...].trimmingCharacters(in: .punctuationCharacters)
      rest = String(rest[..<found.lowerBound]) + "."
    }
    // What the hero is, between the commas after "The hero".
    var description: Premise?
    if rest.hasPrefix("The hero, "),
      let close = rest.range(
        of: ", ", range: rest.index(rest.startIndex, offsetBy: 10)..<rest.endIndex)
    {
      let what = rest[rest.index(rest.startIndex, offsetBy: 10)..<close.lowerBound]
      description = try? read("The hero, \(what), wants to play.", heroName: heroName)
      if description?.heroDescription != nil {
        rest = "The hero " + rest[close.upperBound...]
      }
    }
    guard rest != text, var reading = try? read(rest, heroName: heroName) else { return nil }
    if reading.deadline == nil, let when, !when.isEmpty {
      reading.deadline = deadline(given: "before " + when)
    }
    if reading.heroDescription == nil, let description {
      reading.heroDescription = description.heroDescription
      reading.heroIsPerson = description.heroIsPerson
      reading.place = reading.place ?? description.place
    }
    return reading
  }
}
