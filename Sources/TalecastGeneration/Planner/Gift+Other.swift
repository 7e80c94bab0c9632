extension Gift {
  /// The turn for a gift of no known kind ("ice skating", "tidying up"): the hero does the
  /// task the way they do what they love, slowly and steadily, and the task itself comes
  /// right on the page. The gift's own words are in the sentence, never "did what she did
  /// best".
  var otherActs: [Shape: [Template]] {
    [
      .search: [
        "{ifSearch}Just like when {he} {was} {gift}, {hero} took {his} time and looked once more, slowly and carefully, and there it was, {foundAt}!",
        "Just like when {he} {was} {gift}, {hero} took {his} time and looked once more, slowly and carefully, and this time {he} saw what everyone else had missed.",
      ],
      .guide: [
        "Just like when {he} {was} {gift}, {hero} stayed calm and steady, and remembered every turn they had taken, and step by step {he} led {thing} the right way."
      ],
      .craft: [
        "Just like when {he} {was} {gift}, {hero} took it slowly, one careful step at a time, and this time {thing} came right."
      ],
      .tend: [
        "Just like when {he} {was} {gift}, {hero} took great care, watering {thing} a little every day and never giving up, and at last {thing} began to grow."
      ],
      .coax: [
        "Just like when {he} {was} {gift}, {hero} showed {other} one small step at a time, and then {other.he} could {skill}."
      ],
      .greet: [
        "{hero} showed {other} how much fun {gift} could be, and asked {other.him} to join in, and soon they were laughing together."
      ],
      .courage: [
        "{hero} thought of {gift}, and how brave {he} always felt doing it, and stepped right up to the {fear}."
      ],
      .contest: [
        "Just like when {he} {was} {gift}, {hero} stayed calm and steady and did {his} very best, and it was enough."
      ],
      .carry: [
        "Just like when {he} {was} {gift}, {hero} stayed calm and steady, one careful step at a time, and {thing} got there safe."
      ],
      .reach: [
        "Just like when {he} {was} {gift}, {hero} stayed calm and steady, and slowly {he} reached {thing}."
      ],
      .listen: [
        "Just like when {he} {was} {gift}, {hero} kept very still and patient, and at last {he} saw where it came from."
      ],
      .untangle: [
        "Just like when {he} {was} {gift}, {hero} took it slowly and untangled {trap}, bit by bit, until {thing} was free."
      ],
      .clear: [
        "Just like when {he} {was} {gift}, {hero} kept going, steady and strong, a little at a time, until the way was clear."
      ],
    ]
  }
}
