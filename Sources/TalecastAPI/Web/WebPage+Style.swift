extension WebPage {
  /// The page's style: readable on a 390 px phone and a desktop, every text at 4.5:1 or more
  /// against its background, and dark at bedtime (`prefers-color-scheme`).
  static let css = #"""
    :root { --bg: #fdfaf3; --fg: #1d1d1f; --muted: #4a4a4f; --card: #ffffff; --line: #c9c4b8;
      --accent: #1f3a5f; --accent-fg: #ffffff; --error: #a11a1a; --focus: #b35900; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #121417; --fg: #eceae4; --muted: #b9b6ae; --card: #1d2024; --line: #454a52;
        --accent: #9cc3ff; --accent-fg: #0d1117; --error: #ff9c9c; --focus: #ffb35c; }
    }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    svg { fill: currentColor; vertical-align: middle; }
    #toggle .pause, #toggle.playing .play { display: none; }
    #toggle.playing .pause { display: inline; }
    .split { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
    @media (max-width: 760px) { .split { grid-template-columns: 1fr; } }
    html { font: 17px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
    body { margin: 0; background: var(--bg); color: var(--fg); }
    a { color: var(--accent); }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    .skip { position: absolute; left: -999px; }
    .skip:focus { left: 8px; top: 8px; background: var(--card); padding: 6px; z-index: 2; }
    .bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
      gap: 8px; padding: 8px 16px; background: var(--accent); color: var(--accent-fg); }
    .bar h1 { margin: 0; font-size: 1.3rem; }
    .bar a, .bar button.quiet { color: var(--accent-fg); }
    .bar nav { display: flex; gap: 14px; align-items: center; }
    .bar nav a[aria-current="page"] { font-weight: 700; }
    main { max-width: 1100px; margin: 0 auto; padding: 12px 16px 40px; }
    main:focus { outline: none; }
    h2 { margin: 8px 0; }
    .hint { color: var(--muted); font-size: 0.9rem; }
    .error { color: var(--error); font-weight: 600; min-height: 1em; }
    .row { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-end; margin: 8px 0; }
    .grow { flex: 1 1 220px; }
    .stack { display: grid; gap: 10px; max-width: 560px; }
    label { display: inline-flex; flex-direction: column; gap: 2px; font-weight: 600; }
    input, select, textarea, button { font: inherit; color: var(--fg); background: var(--card);
      border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; min-height: 40px; }
    textarea { width: 100%; }
    button { cursor: pointer; background: var(--accent); color: var(--accent-fg);
      border-color: var(--accent); font-weight: 600; }
    button.quiet { background: transparent; border-color: currentColor; }
    button.secondary { background: var(--card); color: var(--accent); }
    button[aria-pressed="true"] { background: var(--accent); color: var(--accent-fg); }
    fieldset { border: 1px solid var(--line); border-radius: 6px; display: grid; gap: 8px; }
    .chip-list { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0;
      padding: 0; }
    .chip-list button { background: var(--card); color: var(--accent); min-height: 36px;
      padding: 4px 10px; }
    .stories { list-style: none; padding: 0; display: grid; gap: 12px;
      grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); }
    .story { background: var(--card); border: 1px solid var(--line); border-radius: 10px;
      overflow: hidden; display: flex; flex-direction: column; }
    .story img { width: 100%; height: auto; aspect-ratio: 1; object-fit: cover;
      background: var(--line); }
    .story .body { padding: 8px 10px 10px; display: grid; gap: 6px; }
    .story h3 { margin: 0; font-size: 1.05rem; }
    .story .actions { display: flex; flex-wrap: wrap; gap: 6px; }
    .story .actions button { min-height: 36px; padding: 4px 10px; }
    .stage { display: grid; gap: 16px; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
    @media (max-width: 760px) { .stage { grid-template-columns: 1fr; } }
    .picture { margin: 0; position: relative; }
    .picture img { width: 100%; height: auto; border-radius: 10px; background: var(--line);
      display: block; }
    .picture figcaption { margin-top: 8px; min-height: 3em; font-size: 1.1rem; }
    audio { width: 100%; }
    .chapters { padding-left: 0; list-style: none; display: grid; gap: 4px; }
    .chapters button { width: 100%; text-align: left; background: var(--card);
      color: var(--fg); font-weight: 400; display: flex; justify-content: space-between; gap: 8px; }
    .chapters button[aria-current="true"] { border: 2px solid var(--accent); font-weight: 700; }
    .jobs { list-style: none; padding: 0; display: grid; gap: 8px; }
    .job { background: var(--card); border: 1px solid var(--line); border-radius: 8px;
      padding: 8px 10px; display: grid; gap: 4px; }
    .job progress { width: 100%; height: 10px; }
    .job .actions { display: flex; gap: 6px; }
    """#
}
