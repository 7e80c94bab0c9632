/// The turn of a clearing story: the gift finds the way to clear it, or keeps the hero going.
extension Gift {
  var clear: [Template] {
    switch kind {
    case .music:
      ["{hero} {sang} a working song and pushed in time to it, a little more with every verse."]
    case .jokes:
      [
        "{hero} told {himself} jokes to keep going, and laughing warmed {him} up. After that, {he} worked twice as fast."
      ]
    case .seeing:
      [
        "{hero} looked carefully and saw where {blockage} was not so deep. {He} cleared that part first, and then the rest was easy."
      ]
    case .animals:
      [
        "{hero} asked the robins in their own language, and they showed {him} where {blockage} was not so deep."
      ]
    case .thinking:
      ["{hero} thought it through: {he} cleared the steepest part first, while {he} was fresh."]
    case .strength:
      ["{hero} pushed with all {his} strength, and the biggest heap rolled aside."]
    case .speed:
      [
        "{hero} raced up and down {thing}, quick as a flash, clearing a little more each time."
      ]
    case .climbing:
      [
        "{hero} climbed the bank to look down on {thing}, and saw the quickest way to clear it."
      ]
    case .making:
      ["{hero} built a wide blade from an old door and pushed twice as much at once."]
    case .remembering:
      [
        "{hero} remembered how the old plough did it, one side and then the other. {He} did it just the same way."
      ]
    case .hearing:
      ["{hero} listened for the wind and cleared each part just after it dropped."]
    case .kindness, .swimming, .cooking, .drawing, .stories, .patience, .wayfinding, .smelling,
      .gardening, .other:
      [
        "{hero} thought of {his} gift, {gift}, and it kept {him} going. {He} cleared that part first, and then the rest was easy."
      ]
    }
  }
}
