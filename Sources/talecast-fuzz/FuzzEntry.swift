// Fuzz targets for the parsers users feed (see TalecastFuzzing and `make fuzz`).
//
// Built normally, `main` replays files: `talecast-fuzz jobfile|query|script FILE...`. Built for
// fuzzing (`-sanitize=fuzzer -D TALECAST_FUZZING`), `main` hands over to libFuzzer's driver,
// which calls `fuzzOne` for each input. (SwiftPM names an executable's entry point
// `<module>_main` and links `main` to it, so libFuzzer cannot bring its own `main`.)
import Foundation
import TalecastFuzzing

#if TALECAST_FUZZING
  /// libFuzzer's driver for programs that keep their own `main` (see libFuzzer's docs).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  @_cdecl("talecast_fuzz_main")
  func fuzzingMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in
      FuzzReplay.fuzz(data, size)
      return 0
    }
  }
#else
  @main
  enum FuzzEntry {
    static func main() {
      exit(FuzzReplay.main(Array(CommandLine.arguments.dropFirst())))
    }
  }
#endif
