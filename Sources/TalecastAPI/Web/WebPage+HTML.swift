extension WebPage {
  /// The page's one HTML document: every view is in it, shown one at a time by `common.js`.
  static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <title>Talecast</title>
    <link rel="stylesheet" href="/web/app.css">
    <script src="/web/common.js" defer></script>
    <script src="/web/library.js" defer></script>
    <script src="/web/player.js" defer></script>
    <script src="/web/jobs.js" defer></script>
    </head>
    <body>
    <a class="skip" href="#main">Skip to content</a>
    <header class="bar">
      <h1><a href="#/library">Talecast</a></h1>
      <nav aria-label="Views" id="nav" hidden>
        <a href="#/library" data-view="library">Library</a>
        <a href="#/jobs" data-view="jobs">Make a story</a>
        <button type="button" id="sign-out" class="quiet">Sign out</button>
      </nav>
    </header>
    <main id="main" tabindex="-1">
    <p id="status" role="status" aria-live="polite"></p>

    <section id="view-signin" class="view" hidden aria-labelledby="signin-title">
      <h2 id="signin-title">Sign in</h2>
      <p>Enter a token made with <code>talecast tokens create NAME --scope submit</code>. It is
      sent once; the browser then keeps only a session cookie that no script can read.</p>
      <form id="signin-form" class="stack">
        <label for="signin-token">Token</label>
        <input id="signin-token" name="token" type="password" autocomplete="current-password"
          required spellcheck="false">
        <button type="submit">Sign in</button>
        <p id="signin-error" class="error" role="alert"></p>
      </form>
    </section>

    <section id="view-library" class="view" hidden aria-labelledby="library-title">
      <h2 id="library-title">Library</h2>
      <form id="search-form" class="row" role="search">
        <label for="search-q" class="grow">Search <span class="hint">(words, hero:Ada,
          favorite:true, plays:0 …)</span>
          <input id="search-q" name="q" type="search" spellcheck="false"></label>
        <label for="search-sort">Sort
          <select id="search-sort" name="sort">
            <option value="created-">Newest</option>
            <option value="created+">Oldest</option>
            <option value="title+">Title</option>
            <option value="plays-">Most played</option>
            <option value="favorite-,created-">Favourites first</option>
            <option value="">Best match</option>
          </select></label>
        <button type="submit">Search</button>
      </form>
      <div class="row chips">
        <span id="heroes-label">Heroes:</span>
        <ul id="heroes" class="chip-list" aria-labelledby="heroes-label"></ul>
      </div>
      <div class="row chips">
        <label for="occasion-filter">Occasion
          <select id="occasion-filter"><option value="">Any</option></select></label>
        <button type="button" id="play-all">Play all in order</button>
      </div>
      <ul id="stories" class="stories" aria-label="Stories"></ul>
      <p id="stories-empty" hidden>No stories match. Make one under “Make a story”.</p>
      <button type="button" id="more" hidden>More</button>
    </section>

    <section id="view-player" class="view" hidden aria-labelledby="player-title">
      <p><a href="#/library">← Library</a></p>
      <h2 id="player-title"></h2>
      <p id="player-byline" class="hint"></p>
      <div class="stage">
        <figure class="picture">
          <img id="picture" alt="" width="800" height="600">
          <figcaption id="caption" aria-live="off"></figcaption>
        </figure>
        <div class="side">
          <audio id="audio" controls preload="metadata" crossorigin="use-credentials"></audio>
          <div class="row">
            <button type="button" id="prev-chapter" aria-label="Previous chapter"><svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20"><path d="M6 5h2v14H6zM20 5v14L9 12z"/></svg></button>
            <button type="button" id="back" aria-label="Back 10 seconds">−10 s</button>
            <button type="button" id="toggle" aria-label="Play"><svg aria-hidden="true"
              focusable="false" viewBox="0 0 24 24" width="20" height="20"><path class="play"
              d="M7 4l13 8-13 8z"/><path class="pause" d="M6 4h4v16H6zM14 4h4v16h-4z"/></svg></button>
            <button type="button" id="forward" aria-label="Forward 10 seconds">+10 s</button>
            <button type="button" id="next-chapter" aria-label="Next chapter"><svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20"><path d="M16 5h2v14h-2zM4 5l11 7-11 7z"/></svg></button>
          </div>
          <div class="row">
            <label for="speed">Speed
              <select id="speed">
                <option value="0.75">0.75×</option><option value="1" selected>1×</option>
                <option value="1.25">1.25×</option><option value="1.5">1.5×</option>
                <option value="2">2×</option>
              </select></label>
            <label for="sleep">Sleep
              <select id="sleep">
                <option value="">Off</option><option value="end">End of story</option>
                <option value="15">15 min</option><option value="30">30 min</option>
              </select></label>
          </div>
          <h3 id="chapters-title">Chapters</h3>
          <ol id="chapters" class="chapters" aria-labelledby="chapters-title"></ol>
          <p id="queue-next" class="hint"></p>
          <p class="hint">Keys: space play/pause · ←/→ 10 s · [ ] speed · n/p chapter</p>
        </div>
      </div>
    </section>

    <section id="view-jobs" class="view" hidden aria-labelledby="jobs-title">
      <h2 id="jobs-title">Make a story</h2>
      <div class="split">
      <form id="job-form" class="stack">
        <label for="job-hero">Hero
          <select id="job-hero" required></select></label>
        <fieldset id="new-hero" hidden>
          <legend>New hero</legend>
          <label for="hero-name">Name <input id="hero-name" maxlength="60"></label>
          <label for="hero-trait-1">First trait <select id="hero-trait-1"></select></label>
          <label for="hero-trait-2">Second trait <select id="hero-trait-2"></select></label>
        </fieldset>
        <label for="job-occasion">Occasion
          <select id="job-occasion" required></select></label>
        <fieldset id="own-idea" hidden>
          <legend>Your own idea</legend>
          <label for="job-idea-title">Title
            <input id="job-idea-title" maxlength="80" placeholder="The Key in the Snow"></label>
          <label for="job-premise">What happens
            <textarea id="job-premise" rows="3" maxlength="400"
              placeholder="Ada finds a key in the snow that opens the old lighthouse"></textarea></label>
        </fieldset>
        <div class="row">
          <label for="job-length">Length
            <select id="job-length">
              <option value="short">Short</option><option value="medium" selected>Medium</option>
              <option value="long">Long</option>
            </select></label>
          <label for="job-voice">Voice <select id="job-voice"></select></label>
          <label for="job-pacing">Pacing
            <select id="job-pacing">
              <option value="">Usual</option><option value="calm">Calm (longer pauses)</option>
              <option value="brisk">Brisk</option>
            </select></label>
        </div>
        <button type="submit">Make the story</button>
        <p id="job-error" class="error" role="alert"></p>
      </form>
      <div>
      <h3 id="job-list-title">Jobs</h3>
      <ul id="jobs" class="jobs" aria-labelledby="job-list-title" aria-live="polite"></ul>
      </div>
      </div>
    </section>
    </main>
    </body>
    </html>
    """#
}
