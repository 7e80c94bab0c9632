import CFFmpeg
import TalecastCore

/// Turns the samples queued in an `AVAudioFifo` (already in the encoder's format and rate)
/// into packets, in stream order, with timestamps counted in samples from the stream's start.
protocol FrameEncoding: AnyObject {
  /// Encodes what `fifo` holds; with `final`, everything, then flushes.
  func take(
    from fifo: OpaquePointer, final: Bool, deliver: (Packet) throws(AudioError) -> Void
  ) throws(AudioError)
}

/// One encoder on the calling thread, fed a frame at a time.
final class SerialEncoding: FrameEncoding {
  private let session: EncoderSession

  init(_ session: EncoderSession) { self.session = session }

  func take(
    from fifo: OpaquePointer, final: Bool, deliver: (Packet) throws(AudioError) -> Void
  ) throws(AudioError) {
    let frameSize = session.frameSize
    while av.av_audio_fifo_size(fifo) >= frameSize || (final && av.av_audio_fifo_size(fifo) > 0) {
      let count = min(frameSize, av.av_audio_fifo_size(fifo))
      try session.encode(
        samples: count, fill: { av.av_audio_fifo_read(fifo, $0, count) }, deliver: deliver)
    }
    if final { try session.flush(deliver) }
  }
}
