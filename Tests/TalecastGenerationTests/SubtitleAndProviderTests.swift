import Foundation
import TalecastCore
import TalecastTesting
import Testing

@testable import TalecastGeneration

@Suite struct SubtitleTests {
  @Test func timestampsAndEscapes() {
    #expect(Subtitles.timestamp(0) == "00:00:00.000")
    #expect(Subtitles.timestamp(3_723.0456) == "01:02:03.046")
    #expect(Subtitles.escape("a < b & c --> d\ne") == "a &lt; b &amp; c --&gt; d e")
  }

  /// A real render: one cue per sentence of every scene, in order, each scene's first cue at
  /// the scene's measured start, every cue inside its scene and the audio.
  /// `play` reads back what the render wrote: every cue's start (to the millisecond) and its
  /// text, the escaped characters as they were.
  @Test func theWrittenSubtitlesReadBackAsCaptions() {
    let cues = [
      Subtitles.Cue(start: 0, end: 1.5, text: "Luna woke & smiled."),
      Subtitles.Cue(start: 1.5, end: 3.25, text: "\"<Rain> --> sun?\" she asked."),
      Subtitles.Cue(start: 3_725.0004, end: 3_730, text: "An hour later: 1 < 2 > 0."),
    ]
    let captions = SubtitleCues.captions(fromWebVTT: Subtitles.webVTT(cues))
    #expect(captions.map(\.text) == cues.map(\.text))
    #expect(captions.map(\.start) == [0, 1.5, 3_725])
    #expect(SubtitleCues.captions(fromWebVTT: "WEBVTT\n\nNOTE nothing here\n").isEmpty)
    #expect(SubtitleCues.captions(fromWebVTT: "not a subtitle file").isEmpty)
  }

  @Test func aStoryHasOneCuePerSentenceTimedByTheNarration() throws {
    let media = try TemporaryFolder.make("subtitles")
    let service = StoryGenerationService(
      broker: CapturingBroker(), configuration: GenerationConfiguration(mediaRoot: media))
    let job = RenderJob(
      source: "vtt.json",
      hero: Hero(
        name: "Bo", primaryTrait: .funny, secondaryTrait: .brave, appearance: "red boots",
        specialAbility: "whistling"), occasion: .builtIn(.oceanVoyage), seed: 9, format: .opus,
      illustrations: false)
    let generated = try service.render(job)
    let manifest = generated.manifest
    #expect(manifest.audio.subtitles == "story.vtt")
    let text = try String(
      contentsOf: media.appendingPathComponent(generated.folder).appendingPathComponent(
        "story.vtt"), encoding: .utf8)
    #expect(text.hasPrefix("WEBVTT\n\n1\n"))
    let cues = text.components(separatedBy: "\n\n").dropFirst().map {
      $0.split(separator: "\n", omittingEmptySubsequences: false)
    }
    let sentences = manifest.scenes.flatMap { Sentences.split($0.text) }
    #expect(cues.count == sentences.count)
    func seconds(_ stamp: Substring) -> Double {
      let parts = stamp.split(separator: ":")
      return Double(parts[0])! * 3600 + Double(parts[1])! * 60 + Double(parts[2])!
    }
    var previousEnd = 0.0
    var cueIndex = 0
    for scene in manifest.scenes {
      for (position, sentence) in Sentences.split(scene.text).enumerated() {
        let cue = cues[cueIndex]
        #expect(cue[0] == "\(cueIndex + 1)")
        let times = cue[1].components(separatedBy: " --> ")
        let start = seconds(Substring(times[0]))
        let end = seconds(Substring(times[1]))
        #expect(String(cue[2]) == Subtitles.escape(sentence))
        if position == 0 { #expect(abs(start - scene.start) < 0.001) }
        #expect(start >= previousEnd - 0.001 && end > start)
        #expect(start >= scene.start - 0.001 && end <= scene.end + 0.001)
        previousEnd = end
        cueIndex += 1
      }
    }
    #expect(previousEnd <= manifest.duration + 0.001)
  }
}

@Suite struct ProviderChoiceTests {
  let hero = Hero(
    name: "Ada", primaryTrait: .smart, secondaryTrait: .kind, appearance: "round glasses",
    specialAbility: "counting stars")

  /// A job choosing the remote writer and the built-in narrator and illustrator sends the
  /// backend one request, to the writer's endpoint.
  @Test func eachStageUsesTheProviderTheJobChose() throws {
    let server = try LocalHTTPServer { _ in
      .init(body: RemoteProviderTests.completion(RemoteProviderTests.story))
    }
    let media = try TemporaryFolder.make("providers")
    let service = StoryGenerationService(
      broker: CapturingBroker(), configuration: GenerationConfiguration(mediaRoot: media),
      providers: StoryProviders(
        remote: StoryProviders.Remote(backend: RemoteProviderTests.backend(server))))
    var job = RenderJob(
      source: "p.json", hero: hero, occasion: .builtIn(.spaceJourney), seed: 2,
      providers: JobProviders(writer: .remote))
    let generated = try service.render(job)
    #expect(server.requests.map(\.path) == ["/v1/chat/completions"])
    #expect(generated.manifest.scenes.count == 3)
    #expect(
      generated.manifest.scenes.allSatisfy { $0.illustration?.file.hasSuffix(".svg") == true })

    job.id = Identifier.make()
    job.providers = JobProviders(illustrator: .remote)
    let builtInOnly = StoryGenerationService(
      broker: CapturingBroker(), configuration: GenerationConfiguration(mediaRoot: media))
    do {
      try builtInOnly.render(job)
      Issue.record("a remote stage without a backend should fail")
    } catch {
      #expect(error.stage == .illustrating)
      #expect(error.message.contains("no backend is configured (set TALECAST_API_BASE)"))
    }
  }
}
