extension WebPage {
  /// The library view: search in the CLI's query language, sort, pages ("More"), heroes and
  /// occasions as filters, a favourite toggle, delete after a confirmation, and "play all".
  static let library = #"""
    "use strict";
    Talecast.views.library = {
      next: null,
      loaded: [],
      async open() {
        document.title = "Library · Talecast";
        if (!this.ready) { this.ready = true; this.wire(); this.filters(); }
        await this.search();
      },
      wire() {
        document.getElementById("search-form").addEventListener("submit", (event) => {
          event.preventDefault();
          this.search();
        });
        document.getElementById("search-sort").addEventListener("change", () => this.search());
        document.getElementById("occasion-filter").addEventListener("change", (event) => {
          const q = document.getElementById("search-q");
          q.value = q.value.replace(/\s*occasion:("[^"]*"|\S+)/g, "").trim();
          if (event.target.value) q.value = (q.value + " occasion:" + event.target.value).trim();
          this.search();
        });
        document.getElementById("more").addEventListener("click", () => this.page(false));
        document.getElementById("play-all").addEventListener("click", () => {
          if (this.loaded.length === 0) return;
          Talecast.queue = this.loaded.map((story) => story.id);
          location.hash = "#/story/" + Talecast.queue[0];
        });
      },
      async filters() {
        try {
          const heroes = await Talecast.api("GET", "/v1/heroes");
          const list = document.getElementById("heroes");
          list.replaceChildren(...heroes.heroes.map((hero) => Talecast.element("li", {},
            Talecast.element("button", { type: "button", text: hero.name, onclick: () => {
              document.getElementById("search-q").value = 'hero:"' + hero.name + '"';
              this.search();
            } }))));
          const occasions = await Talecast.api("GET", "/v1/occasions");
          const select = document.getElementById("occasion-filter");
          for (const occasion of occasions.occasions) {
            select.append(Talecast.element("option", { value: occasion.id, text: occasion.title }));
          }
        } catch (problem) { Talecast.say(problem.message); }
      },
      async search() {
        this.next = null;
        this.loaded = [];
        document.getElementById("stories").replaceChildren();
        await this.page(true);
      },
      async page(first) {
        const q = document.getElementById("search-q").value.trim();
        const sort = document.getElementById("search-sort").value;
        const query = new URLSearchParams({ limit: "24" });
        if (q) query.set("q", q);
        if (sort && !(sort === "" && !q)) query.set("sort", sort);
        if (!first && this.next) query.set("after", this.next);
        try {
          const page = await Talecast.api("GET", "/v1/stories?" + query);
          this.next = page.next || null;
          this.loaded.push(...page.stories);
          const list = document.getElementById("stories");
          for (const story of page.stories) list.append(this.card(story));
          document.getElementById("more").hidden = !this.next;
          document.getElementById("stories-empty").hidden = this.loaded.length > 0;
          Talecast.say(this.loaded.length + " stor" + (this.loaded.length === 1 ? "y" : "ies")
            + (this.next ? " shown, more to come." : "."));
          if (first) performance.mark("talecast-first-list");
        } catch (problem) { Talecast.say(problem.message); }
      },
      card(story) {
        const minutes = Talecast.clock(story.duration);
        const favourite = Talecast.element("button", {
          type: "button", class: "secondary", "aria-pressed": String(story.favorite),
          "aria-label": "Favourite: " + story.title, text: story.favorite ? "★ Favourite" : "☆ Favourite",
        });
        favourite.addEventListener("click", async () => {
          try {
            const changed = await Talecast.api("PATCH", "/v1/stories/" + story.id,
              { favorite: !story.favorite });
            story.favorite = changed.favorite;
            favourite.setAttribute("aria-pressed", String(story.favorite));
            favourite.textContent = story.favorite ? "★ Favourite" : "☆ Favourite";
          } catch (problem) { Talecast.say(problem.message); }
        });
        const remove = Talecast.element("button", {
          type: "button", class: "secondary", "aria-label": "Delete: " + story.title, text: "Delete",
        });
        remove.addEventListener("click", async () => {
          if (!confirm("Delete “" + story.title + "” and its files? This cannot be undone.")) return;
          try {
            await Talecast.api("DELETE", "/v1/stories/" + story.id);
            item.remove();
            Talecast.say("Deleted “" + story.title + "”.");
          } catch (problem) { Talecast.say(problem.message); }
        });
        const item = Talecast.element("li", { class: "story" },
          Talecast.element("img", { src: "/v1/stories/" + story.id + "/cover", alt: "",
            loading: "lazy", width: "240", height: "240" }),
          Talecast.element("div", { class: "body" },
            Talecast.element("h3", {}, Talecast.element("a",
              { href: "#/story/" + story.id, text: story.title })),
            Talecast.element("p", { class: "hint", text: story.hero.name + " · " + minutes
              + " · played " + story.playCount + "×" }),
            Talecast.element("div", { class: "actions" }, favourite, remove)));
        return item;
      },
    };
    """#
}
