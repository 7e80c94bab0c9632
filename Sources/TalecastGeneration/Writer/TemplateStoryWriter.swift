import TalecastCore

/// The built-in offline writer: a seeded template-and-grammar writer. Every story follows an
/// arc (opening, call, journey, trouble, turn, ending) told with the hero's traits,
/// appearance and special ability in the event's setting. The seed chooses the scene count,
/// the phrasing of every beat, the order of places and the descriptive sentences, so the same
/// seed gives the same story and different seeds give clearly different ones.
public struct TemplateStoryWriter: StoryWriter {
    public init() {}

    public func write(hero: Hero, event: BuiltInEvent, length: StoryLength, seed: UInt64) -> StoryText {
        let setting = Setting.of(event)
        var random = SeededRandom(seed: seed)
        let plan = SceneRole.plan(sceneCount: Int.random(in: length.sceneRange, using: &random))
        var vocabulary = Vocabulary(hero: hero, setting: setting, random: random.derived("vocabulary"))
        var fillers = FillerPool(setting: setting, random: random.derived("fillers"))
        var phrasing = random.derived("phrasing")
        let wordsPerScene = length.targetWords / plan.count

        var scenes: [SceneText] = []
        for roles in plan {
            if roles.contains(.journey) { vocabulary.advanceSpot() }
            var sentences = roles.flatMap { role in role.beats.map { $0.randomElement(using: &phrasing)! } }
                .map { vocabulary.fill($0) }
            var words = sentences.reduce(0) { $0 + Self.wordCount($1) }
            // Descriptive sentences go between the first and last beat, so a scene still opens
            // and closes on its story beats.
            while words < wordsPerScene, let filler = fillers.next(using: &vocabulary) {
                let position = Int.random(in: 1...max(1, sentences.count - 1), using: &phrasing)
                sentences.insert(filler, at: position)
                words += Self.wordCount(filler)
            }
            scenes.append(
                SceneText(text: sentences.joined(separator: " "), illustrationPrompt: vocabulary.illustrationPrompt(for: roles)))
        }
        return StoryText(title: vocabulary.title(), scenes: scenes)
    }

    static func wordCount(_ sentence: String) -> Int { sentence.split(separator: " ").count }
}

/// Descriptive sentences, shuffled once per story, each used at most once.
private struct FillerPool {
    private var remaining: [String]

    init(setting: Setting, random: SeededRandom) {
        var random = random
        remaining = (FillerSentences.setting + FillerSentences.people).shuffled(using: &random)
    }

    /// The next sentence whose words the vocabulary can still fill, or nil when none is left.
    mutating func next(using vocabulary: inout Vocabulary) -> String? {
        while !remaining.isEmpty {
            let template = remaining.removeFirst()
            if let sentence = vocabulary.fillIfFresh(template) { return sentence }
        }
        return nil
    }
}
