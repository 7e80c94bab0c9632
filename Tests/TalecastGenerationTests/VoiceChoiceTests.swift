import Foundation
import TalecastCore
import TalecastSherpa
import TalecastSpeech
import TalecastTesting
import Testing

@testable import TalecastGeneration

/// The voice a job is spoken with is chosen when it is submitted, and the queue keeps the
/// choice: a job that names none gets `TALECAST_VOICE`, else the English neural voice (joe is
/// prepared in the test data folder); a neural voice is found by its short or full name, an
/// espeak-ng voice by its own. Nothing is voiced here.
@Suite struct VoiceChoiceTests {
  static let joe = "piper:en_US-joe-medium"

  func service(defaultVoice: String? = nil) -> StoryGenerationService {
    StoryGenerationService(
      broker: CapturingBroker(),
      configuration: GenerationConfiguration(
        mediaRoot: URL(fileURLWithPath: "/tmp"), defaultVoice: defaultVoice))
  }

  func job(_ voice: String, narrator: ProviderChoice = .builtIn) -> RenderJob {
    RenderJob(
      source: "test.json",
      hero: Hero(
        name: "Robin", primaryTrait: .kind, secondaryTrait: .brave, appearance: "yellow boots",
        specialAbility: "whistling"),
      occasion: .builtIn(.spaceJourney), seed: 7, voice: voice,
      providers: JobProviders(narrator: narrator))
  }

  /// The chosen voice's name, and its neural voice's Piper name (nil for espeak-ng or remote).
  func choice(_ voice: String, defaultVoice: String? = nil, narrator: ProviderChoice = .builtIn)
    throws -> (name: String, engine: String)
  {
    let chosen = try service(defaultVoice: defaultVoice)
      .chooseVoice(for: job(voice, narrator: narrator)).get()
    switch chosen.engine {
    case .neural(let voice): return (chosen.name, "neural \(voice.name)")
    case .espeak: return (chosen.name, "espeak")
    case .remote: return (chosen.name, "remote")
    }
  }

  /// With no `TALECAST_VOICE`, English gets the neural voice, kept by its full name so the
  /// job is voiced the same way if another voice called "joe" is added later.
  @Test func aJobNamingNoVoiceGetsTheNeuralVoice() throws {
    let chosen = try choice(RenderJob.automaticVoice)
    #expect(chosen.name == Self.joe)
    #expect(chosen.engine == "neural en_US-joe-medium")
    #expect(try choice("DEFAULT").name == Self.joe)
  }

  /// `TALECAST_VOICE` wins over the neural default, whichever engine it names.
  @Test func theConfiguredDefaultVoiceWins() throws {
    let chosen = try choice(RenderJob.automaticVoice, defaultVoice: "en-gb")
    #expect(chosen.name == "en-gb")
    #expect(chosen.engine == "espeak")
    #expect(try choice("default", defaultVoice: "joe").name == Self.joe)
    // A voice the job names itself is not replaced by the configured one.
    #expect(try choice("en-us", defaultVoice: "joe").name == "en-us")
  }

  @Test(arguments: ["joe", "JOE", "en_US-joe-medium", "piper:en_US-joe-medium", "PIPER:joe"])
  func theNeuralVoiceIsFoundByAnyOfItsNames(name: String) throws {
    let chosen = try choice(name)
    #expect(chosen.name == Self.joe)
    #expect(chosen.engine == "neural en_US-joe-medium")
  }

  /// espeak-ng's voices keep the name the job gave: `espeak:` makes sure of the engine.
  @Test func espeakVoicesStayEspeakNG() throws {
    let prefixed = try choice("espeak:en-gb")
    #expect(prefixed.name == "espeak:en-gb")
    #expect(prefixed.engine == "espeak")
    let plain = try choice("en-us")
    #expect(plain.name == "en-us")
    #expect(plain.engine == "espeak")
  }

  /// The built-in writer writes English; another language's voice would read it by its own
  /// rules.
  @Test func aVoiceOfAnotherLanguageIsRefused() {
    let result = service().chooseVoice(for: job("de"))
    #expect(result == .failure(.notEnglish(voice: "de", language: "de")))
    #expect(
      service().chooseVoice(for: job("espeak:de"))
        == .failure(.notEnglish(voice: "espeak:de", language: "de")))
  }

  /// A `piper:` name is a neural voice for sure: when none is called so, the error says
  /// which are installed instead of falling back to espeak-ng.
  @Test func anUnknownNeuralVoiceListsTheInstalledOnes() {
    let result = service().chooseVoice(for: job("piper:nobody"))
    guard case .failure(.unusable(let message)) = result else {
      Issue.record("expected an unusable voice, got \(result)")
      return
    }
    #expect(
      message == "\"piper:nobody\" is not installed; installed: \(Self.joe)", "\(message)")
  }

  /// A `TALECAST_VOICE` nobody has fails every job that names no voice: the error says the
  /// setting is to blame, not the job.
  @Test func anUnknownConfiguredVoiceNamesTheSetting() {
    let result = service(defaultVoice: "xx-nope").chooseVoice(for: job("default"))
    guard case .failure(.unusable(let message)) = result else {
      Issue.record("expected an unusable voice, got \(result)")
      return
    }
    #expect(message.contains("xx-nope"), "\(message)")
    #expect(message.hasSuffix("(the voice TALECAST_VOICE names)"), "\(message)")
    // The same voice named by the job itself is the job's own mistake.
    let own = service(defaultVoice: "en-gb").chooseVoice(for: job("xx-nope"))
    guard case .failure(.unusable(let ownMessage)) = own else {
      Issue.record("expected an unusable voice, got \(own)")
      return
    }
    #expect(!ownMessage.contains("TALECAST_VOICE"), "\(ownMessage)")
  }

  /// A remote narrator's voices are the backend's: the job's word is kept as it is.
  @Test func aRemoteNarratorKeepsTheJobsWord() throws {
    #expect(try choice("alloy", narrator: .remote) == ("alloy", "remote"))
    #expect(try choice("default", narrator: .remote) == ("default", "remote"))
    #expect(try choice("joe", narrator: .remote) == ("joe", "remote"))
  }

  /// The manifest says who spoke the story: the engine with its version, the voice as the
  /// job keeps it, and the Piper voice's quality and rate.
  @Test func theSpeechSummaryNamesTheEngineAndVoice() throws {
    let neural = try service().chooseVoice(for: job("joe")).get().speech
    #expect(neural.engine.hasPrefix("sherpa-onnx "), "\(neural.engine)")
    #expect(!neural.engine.contains("missing"), "\(neural.engine)")
    #expect(neural.voice == Self.joe)
    #expect(neural.detail == "Piper en_US-joe-medium, medium, 22050 Hz")
    let espeak = try service().chooseVoice(for: job("en-gb")).get().speech
    #expect(espeak.engine.hasPrefix("espeak-ng "), "\(espeak.engine)")
    #expect(espeak.voice == "en-gb")
    #expect(espeak.detail == nil)
  }

  // MARK: The built-in narrator's routing

  /// A narrator that voices nothing and says who it is and which voice it was given.
  struct NamedNarrator: Narrator {
    var name: String
    func narrate(_ text: String, voice: String, rate: Int) throws -> Narration {
      Narration(
        audio: SpeechAudio(samples: [], sampleRate: 22_050),
        sentences: [TimedSentence(text: "\(name) \(voice)", start: 0)])
    }
  }

  func routed(_ voice: String) throws -> String? {
    let narrator = BuiltInNarrator(
      neural: NamedNarrator(name: "neural"), espeak: NamedNarrator(name: "espeak"))
    return try narrator.narrate("Hello.", voice: voice, rate: 165).sentences.first?.text
  }

  /// A neural voice's name goes to the neural narrator as the job gave it; espeak-ng's go to
  /// espeak-ng, `espeak:` taken off (espeak-ng knows no such prefix) and winning over a
  /// neural name.
  @Test func theBuiltInNarratorRoutesByVoice() throws {
    #expect(try routed("joe") == "neural joe")
    #expect(try routed("piper:en_US-joe-medium") == "neural piper:en_US-joe-medium")
    #expect(try routed("en_US-joe-medium") == "neural en_US-joe-medium")
    #expect(try routed("en-us") == "espeak en-us")
    #expect(try routed("espeak:en-gb") == "espeak en-gb")
    #expect(try routed("ESPEAK:en-gb") == "espeak en-gb")
    #expect(try routed("espeak:joe") == "espeak joe")
  }

  /// A `piper:` voice nobody prepared is not quietly given to espeak-ng.
  @Test func theBuiltInNarratorRefusesAnUnknownNeuralVoice() {
    #expect(throws: NeuralVoiceError.self) { try routed("piper:nobody") }
  }
}
