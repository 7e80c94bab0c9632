extension WebPage {
  /// The jobs view: a form that submits a job as a job file would say it, and the jobs list,
  /// each job's state and stage moved live by the event stream (`/v1/events`), with retry and
  /// cancel, and a failed job's error as the server words it.
  static let jobs = #"""
    "use strict";
    Talecast.views.jobs = {
      rows: new Map(),
      /// Jobs whose row is being fetched again (true: another event came meanwhile).
      pending: new Map(),
      async open() {
        document.title = "Make a story · Talecast";
        if (!this.ready) { this.ready = true; this.wire(); await this.choices(); }
        await this.list();
        this.listen();
      },
      wire() {
        document.getElementById("job-hero").addEventListener("change", (event) => {
          document.getElementById("new-hero").hidden = event.target.value !== "new";
        });
        document.getElementById("job-occasion").addEventListener("change", (event) => {
          document.getElementById("own-idea").hidden = event.target.value !== "own";
        });
        document.getElementById("job-form").addEventListener("submit", (event) => {
          event.preventDefault();
          this.submit();
        });
      },
      async choices() {
        const traits = ["Brave", "Kind", "Curious", "Funny", "Smart", "Adventurous", "Creative",
          "Helpful", "Gentle", "Magical"];
        for (const [id, chosen] of [["hero-trait-1", "Brave"], ["hero-trait-2", "Kind"]]) {
          const select = document.getElementById(id);
          select.replaceChildren(...traits.map((trait) => Talecast.element("option",
            { value: trait, text: trait, selected: trait === chosen ? "" : null })));
        }
        try {
          const [heroes, occasions, voices] = await Promise.all([
            Talecast.api("GET", "/v1/heroes"), Talecast.api("GET", "/v1/occasions"),
            Talecast.api("GET", "/v1/voices")]);
          const hero = document.getElementById("job-hero");
          hero.replaceChildren(...heroes.heroes.map((h) => Talecast.element("option",
            { value: h.id, text: h.name })),
            Talecast.element("option", { value: "new", text: "A new hero…" }));
          document.getElementById("new-hero").hidden = heroes.heroes.length > 0;
          if (heroes.heroes.length === 0) hero.value = "new";
          const occasion = document.getElementById("job-occasion");
          occasion.replaceChildren(...occasions.occasions.map((o) => Talecast.element("option",
            { value: o.id, text: o.title })),
            Talecast.element("option", { value: "own", text: "My own idea…" }));
          const voice = document.getElementById("job-voice");
          const offered = voices.voices.filter((v) => v.engine === "piper"
            || v.languages.some((language) => language.startsWith("en")));
          voice.replaceChildren(Talecast.element("option", { value: "", text: "Default" }),
            ...offered.map((v) => Talecast.element("option", { value: v.id,
              text: v.name + (v.engine === "piper" ? " (neural)" : " (espeak-ng)") })));
        } catch (problem) { Talecast.say(problem.message); }
      },
      job() {
        const job = { length: document.getElementById("job-length").value };
        const hero = document.getElementById("job-hero").value;
        job.hero = hero === "new" ? {
          name: document.getElementById("hero-name").value.trim(),
          traits: [document.getElementById("hero-trait-1").value,
            document.getElementById("hero-trait-2").value],
        } : hero;
        const occasion = document.getElementById("job-occasion").value;
        job.occasion = occasion === "own" ? {
          title: document.getElementById("job-idea-title").value.trim(),
          promptSeed: document.getElementById("job-premise").value.trim(),
        } : occasion;
        const voice = document.getElementById("job-voice").value;
        if (voice) job.voice = voice;
        const pacing = document.getElementById("job-pacing").value;
        if (pacing === "calm") job.pacing = { sentence: 0.7, scene: 2.0 };
        if (pacing === "brisk") job.pacing = { sentence: 0.25, scene: 0.6 };
        return job;
      },
      async submit() {
        const error = document.getElementById("job-error");
        error.textContent = "";
        try {
          const job = await Talecast.api("POST", "/v1/jobs", this.job());
          Talecast.say("Job " + job.id + " queued.");
          this.show(job, true);
        } catch (problem) { error.textContent = problem.message; }
      },
      async list() {
        try {
          const page = await Talecast.api("GET", "/v1/jobs?limit=20");
          document.getElementById("jobs").replaceChildren();
          this.rows.clear();
          for (const job of page.jobs) this.show(job, false);
        } catch (problem) { Talecast.say(problem.message); }
      },
      /// The job's row, made or brought up to date.
      show(job, first) {
        let row = this.rows.get(job.id);
        if (!row) {
          row = Talecast.element("li", { class: "job", "data-job": job.id });
          this.rows.set(job.id, row);
          const list = document.getElementById("jobs");
          if (first) list.prepend(row); else list.append(row);
        }
        const words = { writingStory: "writing the story", synthesizingSpeech: "voicing it",
          illustrating: "drawing the pictures", encodingAudio: "encoding the audio",
          syncing: "timing the pictures" };
        const state = job.state === "succeeded" ? "done" : job.state;
        const doing = job.state === "running" && job.stage ? " — " + (words[job.stage] || job.stage) : "";
        const parts = [Talecast.element("strong", { text: "Job " + job.id }),
          Talecast.element("span", { class: "state", "data-state": state, text: state + doing })];
        if (job.state === "running" || job.state === "queued") {
          parts.push(Talecast.element("progress", { max: "1", value: String(job.progress || 0),
            "aria-label": "Progress of job " + job.id }));
        }
        if (job.error) parts.push(Talecast.element("p", { class: "error", text: job.error }));
        const actions = Talecast.element("div", { class: "actions" });
        if (job.storyId && job.state === "succeeded") {
          actions.append(Talecast.element("a", { href: "#/story/" + job.storyId, text: "Listen" }));
        }
        if (["failed", "cancelled", "discarded"].includes(job.state)) {
          actions.append(Talecast.element("button", { type: "button", class: "secondary",
            text: "Retry", "aria-label": "Retry job " + job.id,
            onclick: () => this.act(job.id, "retry") }));
        }
        if (["queued", "running"].includes(job.state)) {
          actions.append(Talecast.element("button", { type: "button", class: "secondary",
            text: "Cancel", "aria-label": "Cancel job " + job.id,
            onclick: () => this.act(job.id, "cancel") }));
        }
        parts.push(actions);
        row.replaceChildren(...parts);
      },
      async act(id, action) {
        try {
          const job = await Talecast.api("POST", "/v1/jobs/" + id + "/" + action);
          this.show(job, false);
        } catch (problem) { Talecast.say(problem.message); }
      },
      /// Follows the event stream; each event about a job brings its row up to date.
      listen() {
        if (this.events) return;
        this.events = new EventSource("/v1/events");
        // An EventSource gives up after an answer that is not a stream (a 503 while the
        // server restarts, a 401 once the session ended): open it again a little later.
        this.events.onerror = () => {
          if (!this.events || this.events.readyState !== EventSource.CLOSED) return;
          this.events = null;
          this.retry = Math.min(30000, (this.retry || 1000) * 2);
          setTimeout(() => { if (Talecast.session) { this.listen(); this.list(); } }, this.retry);
        };
        this.events.onopen = () => { this.retry = 0; };
        this.events.onmessage = (message) => this.heard(message);
        for (const name of ["JobStateChanged", "StoryGenerationStarted", "StoryGenerationResumed",
          "GenerationStageChanged", "GenerationStageFailed", "StoryIllustrated", "StoryGenerated",
          "StoryGenerationFailed", "StoryGenerationCancelled"]) {
          this.events.addEventListener(name, (message) => this.heard(message));
        }
      },
      stop() {
        if (this.events) this.events.close();
        this.events = null;
      },
      heard(message) {
        let id = null;
        try {
          const data = JSON.parse(message.data);
          const event = data.event || {};
          id = event.jobId || (event.metadata && event.metadata.correlationId);
        } catch (problem) { return; }
        if (!id) return;
        if (this.pending.has(id)) { this.pending.set(id, true); return; }
        this.refresh(id);
      },
      /// Fetches the job again (events come in bursts: one fetch at a time per job, and one
      /// more after it when an event came meanwhile, so the last state is never missed).
      refresh(id) {
        this.pending.set(id, false);
        setTimeout(async () => {
          try { this.show(await Talecast.api("GET", "/v1/jobs/" + id), true); } catch (problem) {}
          const again = this.pending.get(id);
          this.pending.delete(id);
          if (again) this.refresh(id);
        }, 100);
      },
    };
    """#
}
