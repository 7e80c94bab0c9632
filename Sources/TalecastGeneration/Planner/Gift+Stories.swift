/// The turns of three gifts parents often give a hero: telling stories, being patient, and
/// knowing the way (stars, maps). Each acts on the task itself, not beside it.
extension Gift {
  static let newerActs: [Kind: [Shape: [Template]]] = [
    .stories: [
      .reach: [
        "{thing.alive}{hero} told {thing} a story about a brave little mouse who came down one careful step at a time, and {thing} listened, and did just the same, right to {hero}.",
        "{thing.still}{hero} told a story so exciting that everyone nearby came to hear it, and with so many helping hands {thing} was soon free.",
      ],
      .carry: [
        "{hero} told {thing} a story all the way, soft and slow, and went so steadily to the rhythm of it that {thing} never wobbled once."
      ],
      .tend: [
        "{hero} told {thing} a story every evening, about the [biggest|tallest] one in the whole world, and every morning {thing} had grown a little more, as if it had listened."
      ],
      .search: [
        "{hero} told the story of the whole day from the very start, one step at a time, and in the middle of the story {he} remembered just where {thing} had been."
      ],
      .craft: [
        "{hero} made up a story about {thing} as {he} worked, and did each part as the story went, and when the story ended, {thing} {thing.was} {done}."
      ],
      .coax: [
        "{hero} told {other} a story about someone who had to learn just the same thing, and {other} listened, and tried again just like in the story, and this time it worked."
      ],
      .contest: [
        "{hero} told {himself} the story of the tortoise who never gave up, and went steady and sure, all the way to the end, past everyone."
      ],
      .courage: [
        "{hero} told {himself} a story about someone very brave, and in the story the {fear} was not scary at all, and step by step {hero} walked right up to it."
      ],
      .guide: [
        "{hero} told {thing} a story all the way, and {thing} was so busy listening that {thing.he} forgot to be tired, and before the story ended they were home."
      ],
      .listen: [
        "{hero} told a story in a whisper and stopped between the words to listen, and in one quiet gap {he} heard exactly where the sound came from."
      ],
      .greet: [
        "{hero} told the best story {he} knew, and {thing} came closer and closer to hear the end, and then {thing} was laughing with everyone."
      ],
      .clear: [
        "{hero} told a story to everyone who passed, and they all stopped to listen, and helped to clear {thing} while the story went on."
      ],
      .untangle: [
        "{hero} told {thing} a calm, slow story, and {thing} lay still to listen, and while {thing.he} lay still, {hero} slipped {trap} off."
      ],
    ],
    .patience: [
      .reach: [
        "{thing.alive}{hero} waited, very still and very patient, until {thing} edged close enough, and then {he} brought {thing.him} gently to safety.",
        "{thing.still}{hero} worked at it patiently, a tiny bit at a time, and at last {thing} came free.",
      ],
      .carry: [
        "{hero} went slowly and patiently, one careful step at a time, and {thing} never wobbled once."
      ],
      .tend: [
        "{hero} waited patiently and watered {thing} every single day without fail, and at last {thing} began to grow and grow."
      ],
      .search: [
        "{hero} sat very still and waited patiently, watching, and at last {he} saw {thing} right where nobody had thought to look."
      ],
      .craft: [
        "{hero} worked patiently, one small piece at a time, never hurrying, until {thing} {thing.was} {done} just right."
      ],
      .coax: [
        "{hero} waited patiently and showed {other} again, and again, as many times as it took, and at last {other} could do it."
      ],
      .contest: [
        "{hero} waited patiently for just the right moment, and then went, steady and sure, and passed them all."
      ],
      .courage: [
        "{hero} waited, patient and still, until the scared feeling grew small, and then took one step closer to the {fear}, and another."
      ],
      .guide: [
        "{hero} waited patiently whenever {thing} needed a rest, and they went on slowly, together, all the way home."
      ],
      .listen: [
        "{hero} waited patiently in the dark for a long, long time, until at last the sound came again, and {he} saw where it came from."
      ],
      .greet: [
        "{hero} waited patiently, not hurrying {thing} at all, and at last {thing} came closer all by {thing.self}."
      ],
      .clear: [
        "{hero} worked patiently, one load at a time, never stopping, until {thing} {thing.was} clear."
      ],
      .untangle: [
        "{hero} patiently worked at {trap}, one loop at a time, until {thing} slipped free."
      ],
    ],
    .wayfinding: [
      .guide: [
        "{ifStars}{ifNotMapGift}{hero} looked up, found the brightest star, and knew which way was home, and led {thing} under it all the way.",
        "{ifNotMapGift}{hero} remembered every turn they had taken, [the big rock|the bent tree|the old gate] and [the stream|the stile|the white stone], and led {thing} back past each one, all the way home.",
        "{ifMapGift}{hero} drew a map with a stick in the [dust|earth]. It showed the stream, the big rock and the bent tree they had passed. Then {he} followed it back and led {thing} all the way home.",
      ],
      .search: [
        "{hero} drew a map of every place {he} had looked, and saw the one place left on it, and there {thing.was} {thing}."
      ],
      .carry: [
        "{hero} knew every path by heart, and chose the quickest way of all, and {thing} got there in no time."
      ],
      .reach: [
        "{hero} worked out the way on a map in the dust, round the back where nobody had looked, and went that way to {thing}."
      ],
    ],
    .smelling: [
      .search: [
        "{hero} put {his} nose to the ground and sniffed, this way and that, and followed the smell of {thing} all the way to where it was hidden."
      ],
      .listen: [
        "{hero} sniffed the air, nose up, and smelled something [warm|sweet|prickly] close by, and followed the smell [behind the shed|under the hedge|into the corner], and there was the answer."
      ],
      .guide: [
        "{hero} sniffed the wind and smelled home on it, [bread baking|wood smoke|a warm nest], and followed the smell, with {thing} close behind, all the way there."
      ],
      .reach: [
        "{hero} sniffed out the one safe way to {thing}, where the ground smelled dry and firm, and went along it."
      ],
      .carry: [
        "{hero} sniffed out the way through, where the air smelled of [the bakery|the sea|home], and {thing} got there safe."
      ],
      .craft: [
        "{hero} sniffed every part of {thing} and smelled just where it was wrong, and put that part right."
      ],
    ],
    .gardening: [
      .tend: [
        "{hero} dug the soil soft and deep, watered {thing} every evening, and pulled out every weed, and soon {thing} began to grow and grow."
      ],
      .craft: [
        "{hero} knew just what to do: {he} dug, and planted, and watered, and patted the soil down round the roots, and {thing} {thing.was} {done}."
      ],
      .search: [
        "{hero} knew every flower bed by heart, and saw the one where the soil had been moved, and there {thing.was} {thing}."
      ],
      .greet: [
        "{hero} planted a little pot of flowers for {thing}, and gave it with a smile, and {thing} smiled back at last."
      ],
      .coax: [
        "{hero} told {other} how a seed grows, little by little, and {other} tried again, little by little, and then {other.he} could {skill}."
      ],
    ],
  ]
}
