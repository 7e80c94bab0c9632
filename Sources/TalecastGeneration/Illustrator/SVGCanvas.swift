import TalecastCore

/// A tiny SVG writer: shapes are appended as elements; text is escaped.
struct SVGCanvas {
  let width: Int
  let height: Int
  private var definitions: [String] = []
  private var elements: [String] = []

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  mutating func define(_ element: String) { definitions.append(element) }

  mutating func add(_ element: String) { elements.append(element) }

  /// One named thing of the picture, in a group a reader (or a test) can find by its name.
  /// `named` is false for what the occasion's world brings without the scene naming it (an
  /// ocean story's water): a `<g class="world" data-world="…">`. `emoji` names the OpenMoji
  /// drawing the group holds (`data-emoji`), for the allow-list's check.
  mutating func group(
    _ name: String, named: Bool = true, emoji: String? = nil, _ body: (inout SVGCanvas) -> Void
  ) {
    let kind = named ? "thing" : "world"
    let drawing = emoji.map { " data-emoji=\"\(Self.escape($0))\"" } ?? ""
    add("<g class=\"\(kind)\"\(drawing) data-\(kind)=\"\(Self.escape(name))\">")
    body(&self)
    add("</g>")
  }

  /// A group of a kind that is not a thing the scene names (the caption).
  mutating func section(_ kind: String, _ body: (inout SVGCanvas) -> Void) {
    add("<g class=\"\(Self.escape(kind))\">")
    body(&self)
    add("</g>")
  }

  mutating func circle(x: Double, y: Double, r: Double, fill: String, opacity: Double = 1) {
    add(
      "<circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"\(f(r))\" fill=\"\(fill)\" opacity=\"\(f(opacity))\"/>"
    )
  }

  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, radius: Double = 0,
    opacity: Double = 1
  ) {
    let fade = opacity < 1 ? " opacity=\"\(f(opacity))\"" : ""
    add(
      "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" rx=\"\(f(radius))\" fill=\"\(fill)\"\(fade)/>"
    )
  }

  mutating func path(
    _ data: String, fill: String, stroke: String? = nil, strokeWidth: Double = 0,
    opacity: Double = 1
  ) {
    let strokeText = stroke.map { " stroke=\"\($0)\" stroke-width=\"\(f(strokeWidth))\"" } ?? ""
    add("<path d=\"\(data)\" fill=\"\(fill)\"\(strokeText) opacity=\"\(f(opacity))\"/>")
  }

  mutating func text(
    _ content: String, x: Double, y: Double, size: Double, fill: String, anchor: String = "start"
  ) {
    add(
      "<text x=\"\(f(x))\" y=\"\(f(y))\" font-family=\"sans-serif\" font-size=\"\(f(size))\" fill=\"\(fill)\" text-anchor=\"\(anchor)\">\(Self.escape(content))</text>"
    )
  }

  /// The picture as SVG; `description` (the drawings' credit) goes in its `<desc>`.
  func render(title: String, description: String? = nil) -> String {
    let desc = description.map { "\n<desc>\(Self.escape($0))</desc>" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
      <title>\(Self.escape(title))</title>\(desc)
      <defs>\(definitions.joined(separator: "\n"))</defs>
      \(elements.joined(separator: "\n"))
      </svg>

      """
  }

  static func escape(_ text: String) -> String { XMLText.escape(text) }

  /// Numbers with one decimal, so files are small and identical across runs.
  private func f(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
