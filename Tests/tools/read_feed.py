"""Reads a Talecast podcast feed as podcast apps do, with gPodder's podcastparser and with
feedparser, and checks what an app needs of every item. Run by FeedReadersTests:

    read_feed.py FEED_URL EXPECTED_JSON

EXPECTED_JSON: {"title": ..., "stories": {ID: {"starts": [...], "titles": [...],
"duration": seconds, "size": bytes}}}, newest story first. Prints what is wrong and exits 1.
"""
import json
import sys
import urllib.request

import feedparser
import jsonschema
import podcastparser

# The Podcasting 2.0 JSON chapters format (podcast-namespace, chapters/jsonChapters.md).
CHAPTERS_SCHEMA = {
    "type": "object",
    "required": ["version", "chapters"],
    "properties": {
        "version": {"type": "string"},
        "author": {"type": "string"},
        "title": {"type": "string"},
        "podcastName": {"type": "string"},
        "description": {"type": "string"},
        "fileName": {"type": "string"},
        "waypoints": {"type": "boolean"},
        "chapters": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["startTime"],
                "properties": {
                    "startTime": {"type": "number", "minimum": 0},
                    "endTime": {"type": "number", "minimum": 0},
                    "title": {"type": "string"},
                    "img": {"type": "string"},
                    "url": {"type": "string"},
                    "toc": {"type": "boolean"},
                    "location": {"type": "object"},
                },
            },
        },
    },
}

problems = []


def check(condition, what):
    if not condition:
        problems.append(what)


def get(url, headers=None):
    request = urllib.request.Request(url, headers=headers or {})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status, dict(response.headers), response.read()


def main():
    url, expected_path = sys.argv[1], sys.argv[2]
    with open(expected_path) as file:
        expected = json.load(file)
    stories = expected["stories"]
    ids = list(stories)

    # gPodder's parser.
    with urllib.request.urlopen(url, timeout=30) as response:
        podcast = podcastparser.parse(url, response)
    check(podcast.get("title") == expected["title"], f"title {podcast.get('title')!r}")
    check(podcast.get("cover_url", "").endswith(("/cover.png", "/cover.jpg")),
          f"cover {podcast.get('cover_url')!r}")
    episodes = podcast["episodes"]
    # podcastparser sorts by date, newest first, as the feed is.
    check([e["guid"] for e in episodes] == [f"talecast-story-{i}" for i in ids],
          f"guids {[e['guid'] for e in episodes]}")
    for episode, story_id in zip(episodes, ids):
        story = stories[story_id]
        where = f"story {story_id}"
        check(len(episode["enclosures"]) == 1, f"{where}: enclosures {episode['enclosures']}")
        enclosure = episode["enclosures"][0]
        check(enclosure["file_size"] == story["size"], f"{where}: length {enclosure['file_size']}")
        check(enclosure["mime_type"] == "audio/mp4", f"{where}: type {enclosure['mime_type']}")
        check(episode["total_time"] == story["duration"], f"{where}: duration {episode['total_time']}")
        check(episode.get("description"), f"{where}: no description")
        check(episode.get("episode_art_url"), f"{where}: no image")
        inline = [(c["start"], c["title"]) for c in episode.get("chapters", [])]
        # podcastparser keeps whole seconds of a Podlove start.
        check([int(s) for s, _ in inline] == [int(s) for s in story["starts"]],
              f"{where}: inline chapter starts {inline}")
        check([t for _, t in inline] == story["titles"], f"{where}: inline chapter titles {inline}")

        # The JSON chapters: valid, and the manifest's times exactly.
        status, headers, body = get(episode["chapters_json_url"])
        chapters = json.loads(body)
        try:
            jsonschema.validate(chapters, CHAPTERS_SCHEMA)
        except jsonschema.ValidationError as error:
            problems.append(f"{where}: chapters do not validate: {error.message}")
        check([c["startTime"] for c in chapters["chapters"]] == story["starts"],
              f"{where}: chapter starts {[c['startTime'] for c in chapters['chapters']]}")
        check([c["title"] for c in chapters["chapters"]] == story["titles"],
              f"{where}: chapter titles")
        for chapter in chapters["chapters"]:
            status, headers, picture = get(chapter["img"])
            check(status == 200 and picture[:4] == b"\x89PNG", f"{where}: chapter image")

        # The transcript.
        status, headers, body = get(episode["transcript_url"])
        check(body.startswith(b"WEBVTT"), f"{where}: transcript {body[:20]!r}")

        # The enclosure, whole and by range.
        status, headers, whole = get(enclosure["url"])
        check(status == 200 and len(whole) == story["size"], f"{where}: download {len(whole)}")
        status, headers, part = get(enclosure["url"], {"Range": "bytes=100-199"})
        check(status == 206 and part == whole[100:200], f"{where}: range answered {status}")
        check(headers.get("Content-Range") == f"bytes 100-199/{story['size']}",
              f"{where}: Content-Range {headers.get('Content-Range')}")

    # feedparser.
    parsed = feedparser.parse(url)
    check(not parsed.bozo, f"feedparser: {parsed.get('bozo_exception')}")
    check(parsed.feed.get("title") == expected["title"], "feedparser: title")
    check([e.get("id") for e in parsed.entries] == [f"talecast-story-{i}" for i in ids],
          "feedparser: ids")
    for entry, story_id in zip(parsed.entries, ids):
        story = stories[story_id]
        enclosures = entry.get("enclosures", [])
        check(len(enclosures) == 1 and int(enclosures[0]["length"]) == story["size"]
              and enclosures[0]["type"] == "audio/mp4", f"feedparser {story_id}: {enclosures}")
        check(entry.get("itunes_duration") == str(story["duration"]),
              f"feedparser {story_id}: duration {entry.get('itunes_duration')}")
        check(entry.get("image", {}).get("href"), f"feedparser {story_id}: no image")

    if problems:
        print("\n".join(problems))
        sys.exit(1)
    print(f"{len(episodes)} items read by podcastparser and feedparser")


main()
