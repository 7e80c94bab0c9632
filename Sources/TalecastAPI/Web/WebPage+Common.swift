extension WebPage {
  /// What every view shares: calls to `/v1` (the session cookie goes with them; a 401 shows
  /// the sign-in), the views and their addresses (`#/library`, `#/story/ID`, `#/jobs`), and
  /// the messages a screen reader hears.
  static let common = #"""
    "use strict";
    const Talecast = {
      views: {},
      /// Calls the API; the parsed JSON (or null), or throws an Error carrying the problem's
      /// detail, as the server words it.
      async api(method, path, body) {
        const options = { method, headers: {}, credentials: "same-origin" };
        if (body !== undefined) {
          options.headers["Content-Type"] = "application/json";
          options.body = JSON.stringify(body);
        }
        let response = await fetch(path, options);
        if (response.status === 429) {
          // Over the token's rate: wait as the server asks (a few seconds at most), once.
          const wait = Math.min(5, Number(response.headers.get("Retry-After")) || 1);
          await new Promise((resolve) => setTimeout(resolve, wait * 1000));
          response = await fetch(path, options);
        }
        if (response.status === 401 && path !== "/v1/session") {
          Talecast.show("signin");
          throw new Error("Sign in to go on.");
        }
        if (response.status === 204) return null;
        const text = await response.text();
        const data = text ? JSON.parse(text) : null;
        if (!response.ok) {
          const error = new Error((data && (data.detail || data.title)) || response.statusText);
          error.status = response.status;
          throw error;
        }
        return data;
      },
      say(message) { document.getElementById("status").textContent = message; },
      /// Shows the view `name` alone.
      show(name, argument) {
        Talecast.say("");
        // A story left paused lets its audio go; one still playing goes on while browsing.
        const audio = document.getElementById("audio");
        if (name !== "player" && audio.paused && Talecast.views.player.story) {
          Talecast.views.player.leave();
        }
        for (const view of document.querySelectorAll(".view")) {
          view.hidden = view.id !== "view-" + name;
        }
        document.getElementById("nav").hidden = name === "signin";
        for (const link of document.querySelectorAll("#nav a")) {
          if (link.dataset.view === name) link.setAttribute("aria-current", "page");
          else link.removeAttribute("aria-current");
        }
        const view = Talecast.views[name];
        if (view && view.open) view.open(argument);
      },
      /// The view the address names.
      route() {
        const hash = location.hash || "#/library";
        const story = hash.match(/^#\/story\/([A-Za-z0-9-]+)$/);
        if (story) Talecast.show("player", story[1]);
        else if (hash === "#/jobs") Talecast.show("jobs");
        else Talecast.show("library");
      },
      clock(seconds) {
        const s = Math.max(0, Math.floor(seconds));
        return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
      },
      element(tag, attributes, ...children) {
        const node = document.createElement(tag);
        for (const [key, value] of Object.entries(attributes || {})) {
          if (key === "text") node.textContent = value;
          else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
          else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value);
        }
        for (const child of children) node.append(child);
        return node;
      },
    };

    Talecast.views.signin = {
      open() { document.getElementById("signin-token").focus(); },
    };

    document.addEventListener("DOMContentLoaded", async () => {
      document.getElementById("signin-form").addEventListener("submit", async (event) => {
        event.preventDefault();
        const field = document.getElementById("signin-token");
        const error = document.getElementById("signin-error");
        error.textContent = "";
        try {
          const session = await Talecast.api("POST", "/v1/session", { token: field.value.trim() });
          field.value = "";
          Talecast.session = session;
          Talecast.say("Signed in as " + session.name + " (" + session.scope + ").");
          Talecast.route();
        } catch (problem) {
          error.textContent = problem.message;
        }
      });
      document.getElementById("sign-out").addEventListener("click", async () => {
        await Talecast.api("DELETE", "/v1/session");
        Talecast.session = null;
        // Nothing goes on for the one who signed out: no events, no sound.
        Talecast.views.jobs.stop();
        await Talecast.views.player.leave();
        Talecast.say("Signed out.");
        Talecast.show("signin");
      });
      window.addEventListener("hashchange", () => Talecast.route());
      try {
        Talecast.session = await Talecast.api("GET", "/v1/session");
        Talecast.route();
      } catch (problem) {
        Talecast.show("signin");
      }
    });
    """#
}
