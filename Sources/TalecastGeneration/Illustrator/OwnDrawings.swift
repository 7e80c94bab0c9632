/// Key things of stories that OpenMoji has no drawing of, drawn in its manner (flat colours,
/// black outlines, a 72×72 box): a pumpkin, a coat button, a sandcastle.
enum OwnDrawings {
  static let all: [String: String] = [
    "pumpkin": """
    <path d="M36 22 C16 20 8 34 10 46 C12 60 26 64 36 62 C46 64 60 60 62 46 C64 34 56 20 36 22 Z" \
    fill="#F4900C" stroke="#000" stroke-width="2"/>
    <path d="M36 22 C28 32 28 54 36 62 M36 22 C44 32 44 54 36 62" fill="none" stroke="#000" \
    stroke-width="2"/>
    <path d="M34 22 L33 12 L39 12 L38 22 Z" fill="#5C913B" stroke="#000" stroke-width="2"/>
    """,
    "button": """
    <circle cx="36" cy="36" r="24" fill="#D22F27" stroke="#000" stroke-width="2"/>
    <circle cx="36" cy="36" r="17" fill="none" stroke="#000" stroke-width="1.5"/>
    <circle cx="30" cy="30" r="3" fill="#000"/><circle cx="42" cy="30" r="3" fill="#000"/>
    <circle cx="30" cy="42" r="3" fill="#000"/><circle cx="42" cy="42" r="3" fill="#000"/>
    """,
    "sandcastle": """
    <path d="M12 62 L12 36 L18 36 L18 30 L24 30 L24 36 L30 36 L30 24 L36 18 L42 24 L42 36 \
    L48 36 L48 30 L54 30 L54 36 L60 36 L60 62 Z" fill="#E8C77A" stroke="#000" stroke-width="2" \
    stroke-linejoin="round"/>
    <path d="M32 62 L32 50 Q36 44 40 50 L40 62 Z" fill="#A67C3D" stroke="#000" stroke-width="2"/>
    <path d="M36 18 L36 8 L46 11 L36 14" fill="#D22F27" stroke="#000" stroke-width="1.5"/>
    """,
  ]
}
