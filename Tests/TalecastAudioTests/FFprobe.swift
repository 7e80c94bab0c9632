import Foundation

/// The `ffprobe` command-line tool as an independent reader of what Talecast writes.
enum FFprobe {
    struct Report: Decodable {
        struct Stream: Decodable {
            let codec_name: String
            let sample_rate: String?
            let channels: Int?
        }
        struct Format: Decodable {
            let duration: String
            let format_name: String
        }
        struct Chapter: Decodable {
            let start_time: String
            let end_time: String
            let tags: [String: String]?
        }
        let streams: [Stream]
        let format: Format
        let chapters: [Chapter]
    }

    static func report(_ path: String) throws -> Report {
        let output = try run("/usr/bin/ffprobe", ["-v", "error", "-print_format", "json", "-show_streams", "-show_format", "-show_chapters", path])
        return try JSONDecoder().decode(Report.self, from: output)
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}
