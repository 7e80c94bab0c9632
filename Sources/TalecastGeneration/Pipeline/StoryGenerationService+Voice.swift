import Foundation
import Synchronization
import TalecastCore
import TalecastSherpa
import TalecastSpeech

/// The voice a job is spoken with, as the queue keeps it and the manifest records it.
public struct ChosenVoice: Sendable, Hashable {
  /// What the job keeps: `piper:en_US-joe-medium`, an espeak-ng name as the job gave it
  /// (`en-gb`), or, for a remote narrator, the job's own word.
  public var name: String
  public var engine: Engine

  public enum Engine: Sendable, Hashable {
    case neural(PiperVoice)
    case espeak
    case remote
  }

  /// The engine and voice as a story's manifest says who spoke it.
  public var speech: SpeechSummary {
    switch engine {
    case .neural(let voice):
      SpeechSummary(
        engine: "sherpa-onnx \(LinkedLibrary.sherpaOnnx.version)", voice: voice.qualifiedName,
        detail: "Piper \(voice.name), \(voice.record.quality), \(voice.record.sampleRate) Hz")
    case .espeak:
      SpeechSummary(engine: "espeak-ng \(LinkedLibrary.espeakNG.version)", voice: name)
    case .remote:
      SpeechSummary(engine: "remote", voice: name)
    }
  }
}

extension StoryGenerationService {
  /// Chooses the voice of `job`, checked as a submission is: a job naming no voice
  /// (`RenderJob.automaticVoice`) gets `TALECAST_VOICE`, else the neural voice for English
  /// when one is installed, else espeak-ng's `en-us`. A neural voice is asked for by its short
  /// or full name (`joe`, `piper:en_US-joe-medium`), espeak-ng's by its own (`en-gb`, or
  /// `espeak:en-gb` to be sure). The built-in writer writes English: a voice of another
  /// language would read English with its own rules (a German voice once read the examples),
  /// so it is refused. A remote narrator's voices are the backend's to judge.
  public func chooseVoice(for job: RenderJob) -> Result<ChosenVoice, VoiceProblem> {
    chooseVoiceNamed(job).mapError { problem in
      guard job.voice.lowercased() == RenderJob.automaticVoice, configuration.defaultVoice != nil,
        case .unusable(let message) = problem
      else { return problem }
      return .unusable("\(message) (the voice TALECAST_VOICE names)")
    }
  }

  private func chooseVoiceNamed(_ job: RenderJob) -> Result<ChosenVoice, VoiceProblem> {
    guard job.providers.narrator == .builtIn else {
      return .success(ChosenVoice(name: job.voice, engine: .remote))
    }
    var name = job.voice
    if name.lowercased() == RenderJob.automaticVoice {
      if let chosen = configuration.defaultVoice {
        name = chosen
      } else if let neural = NeuralVoices.englishDefault() {
        name = neural.qualifiedName
      } else {
        warnOnceOfNoNeuralVoice()
        name = RenderJob.defaultVoice
      }
    }
    // A rerender's text is the library's (perhaps a remote writer's, perhaps edited).
    let writesEnglish = job.providers.writer == .builtIn && job.rerender == nil
    if BuiltInNarrator.espeakName(name) == nil {
      do throws(NeuralVoiceError) {
        if let neural = try NeuralVoices.voice(named: name) {
          if writesEnglish, !neural.languageTag.hasPrefix("en") {
            return .failure(.notEnglish(voice: name, language: neural.languageTag))
          }
          return .success(ChosenVoice(name: neural.qualifiedName, engine: .neural(neural)))
        }
      } catch {
        return .failure(.unusable(error.problem))
      }
    }
    let languages: [String]
    do {
      languages = try SpeechEngine.shared.checkVoice(BuiltInNarrator.espeakName(name) ?? name)
    } catch {
      return .failure(
        .unusable(error.detail.isEmpty ? error.description : "\"\(name)\": \(error.detail)"))
    }
    if writesEnglish, let language = languages.first, !language.lowercased().hasPrefix("en") {
      return .failure(.notEnglish(voice: name, language: language))
    }
    return .success(ChosenVoice(name: name, engine: .espeak))
  }

  /// What is wrong with a job's voice, if anything (`chooseVoice(for:)`).
  public func voiceProblem(of job: RenderJob) -> VoiceProblem? {
    if case .failure(let problem) = chooseVoice(for: job) { return problem }
    return nil
  }

  /// Starts making the engine of the job's neural voice on a thread of its own, so the story
  /// is written meanwhile; the narrator then finds it made (or waits for it to be). A failure
  /// is left for the narrator to meet and report. Only for the built-in narrator.
  func warmUpVoice(of job: RenderJob) {
    guard job.providers.narrator == .builtIn, case .success(let chosen) = chooseVoice(for: job),
      case .neural(let voice) = chosen.engine
    else { return }
    DispatchQueue.global().async { _ = try? NeuralEngine.shared(for: voice) }
  }

  /// Said once a process: jobs that name no voice are spoken by espeak-ng, and why.
  private func warnOnceOfNoNeuralVoice() {
    guard !NoNeuralVoiceWarning.given.exchange(true, ordering: .relaxed) else { return }
    let why: String
    switch NeuralVoices.installed() {
    case .failure(let missing): why = missing.description
    case .success: why = "no English voice is prepared (`talecast voices add`)"
    }
    configuration.logger.warning(
      "jobs that name no voice are spoken by espeak-ng's \(RenderJob.defaultVoice): the neural voice is not installed: \(why)"
    )
  }
}

/// Whether the warning of `warnOnceOfNoNeuralVoice` was given in this process.
private enum NoNeuralVoiceWarning {
  static let given = Atomic<Bool>(false)
}
