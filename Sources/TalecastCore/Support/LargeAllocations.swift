#if canImport(Glibc)
  import Glibc
#endif

/// How the process allocates big blocks (a scene's samples, a segment being encoded: 1–2 MiB
/// each, made and freed all through a render).
public enum LargeAllocations {
  /// Gives every block of 128 KiB or more its own mapping, returned to the system when freed.
  /// glibc's default raises that threshold to the largest block freed so far, after which such
  /// blocks come from the heaps of the threads that freed them and stay resident: a long
  /// story's render peaked 6–11 MiB higher (measured with `/usr/bin/time -f %M`).
  public static func returnToSystemWhenFreed() {
    #if canImport(Glibc)
      // `mallopt` is declared in <malloc.h>, which the Glibc module leaves out: looked up by
      // name and called with C's calling convention.
      typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
      _ = unsafeBitCast(symbol, to: MallOpt.self)(mmapThreshold, 128 * 1_024)
    #endif
  }
}
