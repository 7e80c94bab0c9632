extension WebPage {
  /// The player: the story's audio streamed with Range; the picture of the scene being heard,
  /// changed at the manifest's scene starts (checked every frame while playing, and at once on
  /// a seek); captions from the WebVTT track drawn under the picture; chapters to jump to;
  /// speed, a sleep timer, the keys of a media player, a queue that goes on by itself, the
  /// position kept through a play session, and the phone's lock screen (Media Session).
  static let player = #"""
    "use strict";
    Talecast.views.player = {
      story: null, play: null, scene: -1, saved: 0, finished: false, sleepTimer: null,
      async open(id) {
        const audio = document.getElementById("audio");
        if (!this.ready) { this.ready = true; this.wire(audio); }
        if (this.story && this.story.id === id) return;
        await this.leave();
        try {
          this.story = await Talecast.api("GET", "/v1/stories/" + encodeURIComponent(id));
        } catch (problem) { Talecast.say(problem.message); return; }
        const story = this.story;
        document.title = story.title + " · Talecast";
        document.getElementById("player-title").textContent = story.title;
        document.getElementById("player-byline").textContent = story.hero.name + " · "
          + story.occasion.title + " · " + Talecast.clock(story.duration);
        this.scene = -1;
        // The play session first: the audio is given its source only once the position to
        // resume at is known, and every save goes to this story's own session.
        try {
          this.play = await Talecast.api("POST", "/v1/stories/" + story.id + "/plays");
        } catch (problem) { this.play = null; }
        if (!this.story || this.story.id !== story.id) return;
        this.resumeAt = this.play ? this.play.position : 0;
        this.saved = -1;
        this.finished = false;
        for (const scene of story.scenes) {
          if (scene.illustration) new Image().src = scene.illustration.href;
        }
        this.chapters();
        audio.replaceChildren();
        audio.src = story.links.audio;
        if (story.links.subtitles) {
          const track = Talecast.element("track", { kind: "captions", label: "Captions",
            srclang: story.language, src: story.links.subtitles, default: "" });
          audio.append(track);
          track.track.mode = "hidden";
          track.addEventListener("load", () => this.sync());
        }
        this.sync();
        this.upNext();
      },
      wire(audio) {
        audio.addEventListener("loadedmetadata", () => {
          const at = this.resumeAt || 0;
          if (at > 0 && at < audio.duration - 1) audio.currentTime = at;
          this.sync();
          if (Talecast.autoplay) { Talecast.autoplay = false; audio.play().catch(() => {}); }
        });
        for (const name of ["timeupdate", "seeked", "seeking", "ratechange"]) {
          audio.addEventListener(name, () => this.sync());
        }
        audio.addEventListener("play", () => { this.button(); this.frame(); });
        audio.addEventListener("pause", () => { this.button(); this.save(); });
        audio.addEventListener("seeked", () => this.save());
        audio.addEventListener("ended", () => this.ended());
        document.getElementById("toggle").addEventListener("click", () => this.toggle());
        document.getElementById("back").addEventListener("click", () => this.skip(-10));
        document.getElementById("forward").addEventListener("click", () => this.skip(10));
        document.getElementById("prev-chapter").addEventListener("click", () => this.chapter(-1));
        document.getElementById("next-chapter").addEventListener("click", () => this.chapter(1));
        document.getElementById("speed").addEventListener("change", (event) => {
          audio.playbackRate = Number(event.target.value);
        });
        document.getElementById("sleep").addEventListener("change", (event) => this.sleep(event.target.value));
        document.addEventListener("keydown", (event) => this.key(event));
        window.addEventListener("pagehide", () => this.save(true));
        setInterval(() => { if (!audio.paused) this.save(); }, 10000);
        if ("mediaSession" in navigator) {
          const session = navigator.mediaSession;
          session.setActionHandler("play", () => audio.play());
          session.setActionHandler("pause", () => audio.pause());
          session.setActionHandler("seekbackward", () => this.skip(-10));
          session.setActionHandler("seekforward", () => this.skip(10));
          session.setActionHandler("previoustrack", () => this.chapter(-1));
          session.setActionHandler("nexttrack", () => this.chapter(1));
        }
      },
      chapters() {
        const list = document.getElementById("chapters");
        list.replaceChildren(...this.story.scenes.map((scene, index) => Talecast.element("li", {},
          Talecast.element("button", { type: "button", "data-scene": String(index + 1),
            onclick: () => this.seek(scene.start) },
            Talecast.element("span", { text: scene.number + ". " + scene.title }),
            Talecast.element("span", { text: Talecast.clock(scene.start) })))));
      },
      /// The picture, caption and chapter for the time now: the scene whose start has come.
      sync() {
        if (!this.story) return;
        const audio = document.getElementById("audio");
        const time = audio.currentTime;
        const scenes = this.story.scenes;
        let index = 0;
        for (let i = 0; i < scenes.length; i++) if (scenes[i].start <= time + 0.0005) index = i;
        if (index !== this.scene) {
          this.scene = index;
          const scene = scenes[index];
          const picture = document.getElementById("picture");
          picture.src = scene.illustration ? scene.illustration.href
            : "/v1/stories/" + this.story.id + "/cover";
          picture.alt = "Picture of scene " + scene.number + ": " + scene.title;
          picture.dataset.scene = String(scene.number);
          for (const button of document.querySelectorAll("#chapters button")) {
            if (button.dataset.scene === String(scene.number)) button.setAttribute("aria-current", "true");
            else button.removeAttribute("aria-current");
          }
          this.metadata();
        }
        const track = audio.textTracks[0];
        let caption = "";
        if (track && track.cues) {
          for (const cue of track.cues) {
            if (cue.startTime <= time && time < cue.endTime) caption = cue.text;
          }
        }
        const figcaption = document.getElementById("caption");
        if (figcaption.textContent !== caption) figcaption.textContent = caption;
      },
      frame() {
        const audio = document.getElementById("audio");
        if (audio.paused) return;
        this.sync();
        requestAnimationFrame(() => this.frame());
      },
      metadata() {
        if (!("mediaSession" in navigator) || !this.story) return;
        const scene = this.story.scenes[Math.max(0, this.scene)];
        navigator.mediaSession.metadata = new MediaMetadata({
          title: this.story.title, artist: this.story.hero.name,
          album: scene ? scene.title : "Talecast",
          artwork: [{ src: "/v1/stories/" + this.story.id + "/cover", sizes: "1400x1400" }],
        });
      },
      button() {
        const audio = document.getElementById("audio");
        const toggle = document.getElementById("toggle");
        toggle.classList.toggle("playing", !audio.paused);
        toggle.setAttribute("aria-label", audio.paused ? "Play" : "Pause");
      },
      toggle() {
        const audio = document.getElementById("audio");
        if (audio.paused) audio.play().catch((problem) => Talecast.say(problem.message));
        else audio.pause();
      },
      seek(seconds) {
        const audio = document.getElementById("audio");
        audio.currentTime = Math.max(0, Math.min(seconds, audio.duration || seconds));
        this.sync();
      },
      skip(seconds) { this.seek(document.getElementById("audio").currentTime + seconds); },
      chapter(step) {
        if (!this.story) return;
        const target = Math.max(0, Math.min(this.story.scenes.length - 1, this.scene + step));
        this.seek(this.story.scenes[target].start);
      },
      speed(step) {
        const select = document.getElementById("speed");
        const index = Math.max(0, Math.min(select.options.length - 1, select.selectedIndex + step));
        select.selectedIndex = index;
        document.getElementById("audio").playbackRate = Number(select.value);
        Talecast.say("Speed " + select.value + "×");
      },
      key(event) {
        if (document.getElementById("view-player").hidden || event.ctrlKey || event.metaKey
          || event.altKey) return;
        const tag = event.target.tagName;
        if (["INPUT", "SELECT", "TEXTAREA"].includes(tag)) return;
        const actions = {
          " ": () => this.toggle(), ArrowLeft: () => this.skip(-10), ArrowRight: () => this.skip(10),
          "[": () => this.speed(-1), "]": () => this.speed(1),
          n: () => this.chapter(1), p: () => this.chapter(-1),
        };
        if (event.key === " " && tag === "BUTTON") return;
        const action = actions[event.key];
        if (action) { event.preventDefault(); action(); }
      },
      sleep(choice) {
        clearTimeout(this.sleepTimer);
        this.sleepTimer = null;
        this.sleepAtEnd = choice === "end";
        if (choice === "15" || choice === "30") {
          this.sleepTimer = setTimeout(() => {
            document.getElementById("audio").pause();
            document.getElementById("sleep").value = "";
            Talecast.say("Sleep timer: paused. Good night.");
          }, Number(choice) * 60000);
        }
        Talecast.say(choice ? "Sleep timer set." : "Sleep timer off.");
      },
      /// Saves the position in the play session (the library keeps it).
      save(leaving) {
        const audio = document.getElementById("audio");
        if (!this.play || this.finished || !audio.src) return;
        const position = Math.round(audio.currentTime * 1000) / 1000;
        if (position === this.saved) return;
        this.saved = position;
        fetch(this.play.links.self, { method: "PATCH", keepalive: Boolean(leaving),
          credentials: "same-origin", headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ position }) }).catch(() => {});
      },
      async ended() {
        if (this.play && !this.finished) {
          this.finished = true;
          try { await Talecast.api("POST", this.play.links.finish); } catch (problem) {}
        }
        const next = this.nextInQueue();
        if (this.sleepAtEnd) {
          this.sleepAtEnd = false;
          document.getElementById("sleep").value = "";
          Talecast.say("The story ended: good night.");
          return;
        }
        if (next) { Talecast.autoplay = true; location.hash = "#/story/" + next; }
      },
      nextInQueue() {
        const queue = Talecast.queue || [];
        const at = this.story ? queue.indexOf(this.story.id) : -1;
        return at >= 0 && at + 1 < queue.length ? queue[at + 1] : null;
      },
      upNext() {
        const next = this.nextInQueue();
        document.getElementById("queue-next").textContent = next ? "Next in the queue: story "
          + ((Talecast.queue.indexOf(next)) + 1) + " of " + Talecast.queue.length : "";
      },
      /// Lets the story go: its position saved, its audio's connection closed (a paused
      /// `<audio>` keeps one open, and a browser opens only six to a host: enough of them and
      /// the page's own requests wait forever).
      async leave() {
        const audio = document.getElementById("audio");
        if (this.story && !audio.paused) audio.pause();
        this.save();
        if (audio.getAttribute("src")) {
          audio.removeAttribute("src");
          audio.replaceChildren();
          audio.load();
        }
        this.story = null;
        this.play = null;
        this.resumeAt = 0;
        this.saved = -1;
      },
    };
    """#
}
