/// Folder-name-safe text: "Luna and the Sleepy Star" → "luna-and-the-sleepy-star".
public enum Slug {
  public static func make(_ text: String, maximumLength: Int = 40) -> String {
    var slug = ""
    for character in text.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        slug.append(character)
      } else if !slug.isEmpty && slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.last == "-" { slug.removeLast() }
    let trimmed = String(slug.prefix(maximumLength))
    return trimmed.isEmpty ? "story" : (trimmed.last == "-" ? String(trimmed.dropLast()) : trimmed)
  }
}
