import TalecastCore

extension LinkedLibrary {
  /// sherpa-onnx's version and its onnxruntime's, as the library reports them (opening it).
  public static var sherpaOnnx: LinkedLibrary {
    switch SherpaLibrary.opened {
    case .failure(let error):
      return LinkedLibrary(name: "sherpa-onnx", version: "missing: \(error.problem)")
    case .success(let functions):
      let version = String(cText: functions.SherpaOnnxGetVersionStr())
      let runtime = String(cText: functions.SherpaOnnxGetOnnxruntimeVersionStr())
      return LinkedLibrary(name: "sherpa-onnx", version: "\(version) (onnxruntime \(runtime))")
    }
  }
}
