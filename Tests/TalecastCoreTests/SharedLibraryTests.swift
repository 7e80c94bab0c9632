import Testing

@testable import TalecastCore

#if canImport(Glibc)
  import Glibc
#endif

/// A C library opened on first use says which file is missing, or which function it lacks.
struct SharedLibraryTests {
  @Test func aLibraryThatIsNotInstalledIsNamed() {
    #expect {
      _ = try SharedLibrary("libtalecast-nowhere.so.7")
    } throws: { error in
      guard let missing = error as? SharedLibrary.Missing else { return false }
      return missing.library == "libtalecast-nowhere.so.7"
        && missing.reason.contains("libtalecast-nowhere.so.7")
        && missing.description.contains("make deps")
    }
  }

  @Test func aFunctionTheLibraryLacksIsNamed() {
    let lacking: (UnsafeMutablePointer<Int>, UnsafeMutableRawPointer) -> UnsafePointer<CChar>? = {
      _, _ in cString("tc_no_such_function")
    }
    #expect(
      throws: SharedLibrary.Missing(
        library: "libc.so.6", reason: "it has no function tc_no_such_function")
    ) {
      _ = try SharedLibrary.functions("libc.so.6", find: lacking)
    }
  }

  @Test func aFoundTableIsReturnedAsFound() throws {
    // The C library itself, with a "table" of one found symbol's address.
    let table = try SharedLibrary.functions("libc.so.6") {
      (slot: UnsafeMutablePointer<UInt>, handle: UnsafeMutableRawPointer) in
      guard let found = dlsym(handle, "strlen") else { return cString("strlen") }
      slot.initialize(to: UInt(bitPattern: found))
      return nil
    }
    #expect(table != 0)
  }

  @Test func textFromCIsEmptyForNull() {
    #expect(String(cText: nil as UnsafePointer<CChar>?) == "")
    #expect(String(cText: "story") == "story")
  }
}

/// A C string that lives for the whole process, as a shim's function names do.
private func cString(_ text: StaticString) -> UnsafePointer<CChar> {
  UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}
