/// An investigation's own moments (`Mystery`): the noise that nobody can explain, the hero
/// creeping towards it, the tries where it stops just as the hero gets there, and the answer
/// found: what was making it, and what it was doing.
extension KindLines {
  static let investigate = KindLines(
    problem: [
      "{ifSound}{ifNoSituation}[Every night|Night after night|Lately], there was {thing.a} somewhere in {place}, and nobody knew what made it.",
      "{ifSound}\"What [is|could be making] that {thing.head}?\" [wondered|whispered] {hero}[, listening hard|].",
      "{ifSound}{hero} [wanted|meant] to find out what was making {thing}[, once and for all|, and tonight was the night].",
      "{ifTaken}[Every morning|Day after day|Lately], some of {thing} [were gone|had vanished], and nobody knew who was taking them.",
      "{ifTaken}\"Who [is taking|keeps taking] {thing}?\" [wondered|asked] {hero}[, frowning|].",
      "{ifTaken}{hero} [wanted|meant] to find out who was taking {thing}[, once and for all|].",
    ],
    approach: [
      "{ifSound}{ifChild}{hero} [crept|tiptoed] towards {thing}, [holding {his} breath|one quiet step at a time].",
      "{ifSound}{ifNotChild}{hero} {went} [quietly|softly|slowly] towards {thing}, [watching carefully|as quiet as could be].",
      "{ifTaken}{hero} [hid|crouched down] near {thing} to keep watch, [as still as a stone|holding {his} breath].",
    ],
    tries: [
      "{ifSound}{hero} looked [under|behind] {hiding}, but there was nothing there, and {thing} stopped.",
      "{ifSound}Then {thing} started again, [from the other side of {place}|somewhere very close|right behind {him}], but when {hero} [turned round|looked], it stopped.",
      "{ifSound}\"[Hello?|Who's there?|Is anybody there?]\" [whispered|called] {hero}, but [nobody answered|there was no answer, only {thing} again].",
      "{ifTaken}{hero} kept watch for a long time, but nobody came, and {his} eyes grew heavy.",
      "{ifTaken}When {hero} looked again, more of {thing} were gone, and {he} had not seen a thing.",
      "{ifTaken}{hero} looked [under|behind] {hiding} for the thief, but found only {litter}.",
    ],
    success: [
      "And there, [in a dark corner|in a quiet little gap|just out of sight], was {source.a}, {sourceDoing}!",
      "It was only {source.a}, {sourceDoing}, and {hero} [laughed|smiled] with relief.",
      "{ifSound}So that was what had been making {thing}: {source.a}, {sourceDoing}.",
      "{ifTaken}So that was who had been taking {thing}: {source.a}, {sourceDoing}.",
    ],
    thanks: [
      "{Source} [blinked|peeped] at {hero}, [and {hero} laughed softly|and {hero} smiled back].",
      "{ifSound}{Thing} was not a mystery any more, because {hero} knew [just|exactly] who was making it.",
      "{ifTaken}So that was who had been taking {thing}, and it was not a thief at all, only someone small and hungry.",
      "{ifHands}{hero} left [a crumb of cheese|a few seeds|a little present] for {source}, and whispered goodnight.",
    ])
}

extension Gift {
  /// The turn of an investigation: the gift finds where the mystery comes from.
  var listen: [Template] {
    switch kind {
    case .music:
      [
        "{hero} hummed a [soft|little] tune, and somewhere close by, a tiny squeak answered it."
      ]
    case .seeing:
      [
        "{hero} spotted [tiny footprints|a trail of little marks] in the dust, and followed them, step by step."
      ]
    case .jokes:
      [
        "{hero} told a silly joke out loud, and somewhere nearby, something giggled."
      ]
    case .speed:
      [
        "{ifSound}When {thing} came again, {hero} dashed across so fast that {he} got there before it stopped.",
        "{ifTaken}When the thief crept back for {thing}, {hero} dashed across so fast that {he} got there first.",
      ]
    case .climbing:
      [
        "{ifSound}{hero} climbed up high, and from up there {he} could see just where {thing} came from.",
        "{ifTaken}{hero} climbed up high, and from up there {he} could see who came creeping towards {thing}.",
      ]
    case .strength:
      [
        "{ifSound}{hero} pushed the heavy old box aside, and {thing} came from right behind it.",
        "{ifTaken}{hero} pushed the heavy old box aside, and behind it was a little hole, and a trail of crumbs.",
      ]
    case .animals:
      [
        "{hero} asked softly in animal talk, \"Who's there?\" and a tiny voice answered, close by."
      ]
    case .making:
      [
        "{ifSound}{hero} made a string of little bells and tied it across the way, and when {thing} came again, the bells jingled.",
        "{ifTaken}{hero} made a string of little bells and tied it round {thing}, and when the thief crept back, the bells jingled.",
      ]
    case .thinking:
      [
        "{ifSound}{hero} thought hard: {thing} only came when it was quiet, so {he} kept very still, and listened.",
        "{ifTaken}{hero} thought hard: {thing} only went missing when nobody was looking, so {he} hid and kept very still.",
      ]
    case .remembering:
      [
        "{ifSound}{hero} remembered that {thing} always came just after the lights went out, so {he} waited quietly in the dark.",
        "{ifTaken}{hero} remembered that {thing} always vanished at night, so {he} hid and waited in the dark.",
      ]
    case .kindness:
      [
        "{hero} whispered kindly, \"Don't be frightened, I won't hurt you,\" and something peeped out."
      ]
    case .hearing:
      [
        "{ifSound}{hero} listened very hard, and [then {he} knew exactly|soon {he} could tell] where {thing} came from.",
        "{ifTaken}{hero} listened very hard, and heard tiny teeth nibbling, close to {thing}.",
      ]
    case .cooking:
      [
        "{hero} left a crumb of cake on the floor, and soon something came creeping out to nibble it."
      ]
    case .smelling:
      [
        "{ifTaken}{hero} sniffed the ground and followed the smell of {thing}, step by step, to a little hole.",
        "{ifSound}{hero} sniffed the air, and a warm, furry smell led {him} straight to {thing}.",
      ]
    case .patience:
      [
        "{hero} waited patiently in the dark for a long, long time, until at last something came creeping out."
      ]
    case .drawing:
      [
        "{hero} drew a little map of every place {thing} had been, and all the marks pointed to one corner."
      ]
    case .swimming, .stories, .wayfinding, .gardening, .other: []
    }
  }
}
