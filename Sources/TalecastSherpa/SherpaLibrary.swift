import CSherpaOnnx
import TalecastCore

/// sherpa-onnx's C library, opened from the data folder's `lib/` on the process's first use of
/// the neural narrator (see `SharedLibrary`). This enum is its one owner; it stays open for the
/// life of the process (onnxruntime keeps threads of its own).
enum SherpaLibrary {
  /// Opened once; a failure is kept, so every later use reports the same reason.
  static let opened = Result { () throws(NeuralVoiceError) -> tc_sherpa in
    let folder: DataFolder
    switch DataFolder.current {
    case .success(let found): folder = found
    case .failure(let missing):
      throw NeuralVoiceError(file: nil, problem: "the neural narrator is not installed: \(missing)")
    }
    let path = folder.libraries.appendingPathComponent(String(cString: tc_sherpa_file_name())).path
    do throws(SharedLibrary.Missing) {
      return try SharedLibrary.functions(path) { tc_sherpa_find($0, $1) }
    } catch {
      throw NeuralVoiceError(file: path, problem: "cannot be loaded: \(error.reason)")
    }
  }
}

/// sherpa-onnx's functions, for code that runs after `SherpaLibrary.opened` succeeded.
var sherpa: tc_sherpa {
  switch SherpaLibrary.opened {
  case .success(let functions): return functions
  case .failure(let error): fatalError("\(error)")
  }
}
