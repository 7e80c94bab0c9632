"""Drives Talecast's web page in Debian's headless Chromium (Selenium, chromium-driver), as a
parent would use it, and checks what is seen and heard. Run by WebPageEndToEndTests:

    browse_page.py BASE_URL TOKEN EXPECTED_JSON SCREENSHOT_FOLDER

EXPECTED_JSON: {"story": ID, "title": ..., "hero": NAME, "starts": [...], "cues": [[start, end,
text], ...], "occasion": occasion id for the job form}. Prints what is wrong and exits 1;
prints "timing first-list MS" for the benchmark.
"""
import json
import os
import struct
import sys
import time
import zlib

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

problems = []


def check(condition, what):
    if not condition:
        problems.append(what)
        print("PROBLEM:", what, flush=True)


def browser(width, height):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--mute-audio",
                     "--autoplay-policy=no-user-gesture-required", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--hide-scrollbars"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_window_size(width, height)
    # The viewport itself at the size asked (the window's frame is not the page's).
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})
    return driver


def wait(driver, condition, seconds=20, what="condition"):
    def attempt(d):
        # A row re-rendered between finding it and reading it (a stale element) is looked
        # at again on the next poll, not taken as a failure.
        try:
            return condition(d)
        except Exception:
            return False
    try:
        return WebDriverWait(driver, seconds, poll_frequency=0.05).until(attempt)
    except Exception:
        problems.append(f"timed out waiting for {what}")
        print("PROBLEM: timed out waiting for", what, flush=True)
        return None


def js(driver, script, *args):
    return driver.execute_script(script, *args)


def png_colours(path):
    """How many distinct pixels a PNG has (8-bit RGB or RGBA, no interlace), read with zlib."""
    with open(path, "rb") as file:
        data = file.read()
    position, idat, width, height, channels = 8, b"", 0, 0, 3
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            channels = {2: 3, 6: 4}.get(colour, 3)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels + 1
    # Sample every 7th row unfiltered enough to count: filter bytes differ, so take rows raw
    # and count distinct byte triples (a blank page has one or two).
    seen = set()
    for row in range(0, height, 7):
        line = raw[row * stride + 1:(row + 1) * stride]
        for x in range(0, len(line) - channels, channels * 5):
            seen.add(line[x:x + 3])
            if len(seen) > 200:
                return len(seen)
    return len(seen)


def screenshot(driver, folder, name, width, height):
    path = os.path.join(folder, f"{name}-{width}.png")
    driver.save_screenshot(path)
    fits = js(driver, "return document.documentElement.scrollWidth <= window.innerWidth")
    check(fits, f"{name} at {width}px: the page is wider than its viewport")
    check(png_colours(path) > 20, f"{name} at {width}px: the screenshot looks blank")
    return path


def accessible(driver, view):
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    bad = [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]
    for violation in bad:
        nodes = [n.get("target") for n in violation.get("nodes", [])][:3]
        problems.append(f"axe on {view}: {violation['id']} ({violation['impact']}): "
                        f"{violation['help']} at {nodes}")
    print(f"axe {view}: {len(results['violations'])} violations, {len(bad)} serious or critical")


def scene_at(starts, time_):
    index = 0
    for i, start in enumerate(starts):
        if start <= time_ + 0.0005:
            index = i
    return index + 1


def main():
    base, token, expected_path, folder = sys.argv[1:5]
    with open(expected_path) as file:
        expected = json.load(file)
    story, starts = expected["story"], expected["starts"]
    driver = browser(1280, 800)
    try:
        # Sign in.
        driver.get(base + "/")
        field = wait(driver, lambda d: d.find_element(By.ID, "signin-token").is_displayed()
                     and d.find_element(By.ID, "signin-token"), what="the sign-in form")
        check(js(driver, "return document.cookie") == "", "a cookie is readable by script")
        field.send_keys(token)
        driver.find_element(By.CSS_SELECTOR, "#signin-form button").click()
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#stories li.story")) > 0,
             what="the library's stories")
        # The first list's time after a load, signed in (the session cookie kept).
        driver.refresh()
        wait(driver, lambda d: js(d, "return performance.getEntriesByName("
                                     "'talecast-first-list').length") == 1,
             what="the first list after a reload")
        first = js(driver, "return performance.getEntriesByName('talecast-first-list')[0].startTime")
        print(f"timing first-list {first:.1f}", flush=True)
        check(js(driver, "return localStorage.length + sessionStorage.length") == 0,
              "something was kept in the browser's storage")
        check(token not in driver.current_url, "the token is in the address")
        screenshot(driver, folder, "library", 1280, 800)
        accessible(driver, "library")
        # Bedtime: the dark scheme, checked by axe too (contrast above all).
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        check(js(driver, "return matchMedia('(prefers-color-scheme: dark)').matches"
                 " && getComputedStyle(document.body).backgroundColor === 'rgb(18, 20, 23)'"),
              "the page is not dark at bedtime")
        screenshot(driver, folder, "library-dark", 1280, 800)
        accessible(driver, "library (dark)")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

        # A favourite, toggled and kept by the library.
        star = driver.find_element(By.CSS_SELECTOR, "#stories li.story .actions button")
        star.click()
        wait(driver, lambda d: star.get_attribute("aria-pressed") == "true",
             what="the favourite to be set")
        favourites = js(driver, "return fetch('/v1/stories?q=favorite:true').then(r => r.json())"
                        ".then(p => p.stories.length)")
        check(favourites >= 1, f"the library has {favourites} favourites after the toggle")

        # Search the library with the CLI's query language.
        search = driver.find_element(By.ID, "search-q")
        search.send_keys(f'hero:"{expected["hero"]}"')
        search.send_keys(Keys.ENTER)
        wait(driver, lambda d: all(expected["hero"] in e.text for e in
                                   d.find_elements(By.CSS_SELECTOR, "#stories li.story .hint"))
             and len(d.find_elements(By.CSS_SELECTOR, "#stories li.story")) >= 1,
             what="the search's results")
        titles = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#stories li.story h3")]
        check(expected["title"] in titles, f"search: {titles}")

        # Open the story and play it, muted.
        driver.find_element(By.LINK_TEXT, expected["title"]).click()
        wait(driver, lambda d: d.find_element(By.ID, "player-title").text == expected["title"],
             what="the player")
        wait(driver, lambda d: js(d, "return document.getElementById('audio').readyState") >= 1,
             what="the audio's metadata")
        js(driver, "const a = document.getElementById('audio'); a.muted = true; a.play();")
        wait(driver, lambda d: js(d, "return document.getElementById('audio').currentTime") > 0.3,
             what="the audio to play")

        # Seek into the third scene: its picture and its caption.
        at = starts[2] + 0.6
        js(driver, f"document.getElementById('audio').currentTime = {at}")
        wait(driver, lambda d: d.find_element(By.ID, "picture").get_attribute("data-scene") == "3",
             what="the third picture after a seek")
        src = driver.find_element(By.ID, "picture").get_attribute("src")
        check(src.endswith(f"/v1/stories/{story}/illustrations/3"), f"third picture: {src}")
        now = js(driver, "return document.getElementById('audio').currentTime")
        cue = next((c[2] for c in expected["cues"] if c[0] <= now < c[1]), "")
        wait(driver, lambda d: d.find_element(By.ID, "caption").text.strip()
             == " ".join(cue.split()), what=f"the third scene's caption {cue!r}")
        check(cue != "", "no cue at the third scene's start")

        # While playing, the picture changes at the scene's start, not a frame later.
        samples = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const audio = document.getElementById('audio');
            const picture = document.getElementById('picture');
            audio.currentTime = arguments[0] - 0.5;
            const samples = [];
            const end = performance.now() + 1500;
            // From the next frame: the seek itself is noticed by the page's 'seeking' handler.
            requestAnimationFrame(function frame() {
              samples.push([audio.currentTime, Number(picture.dataset.scene)]);
              if (performance.now() < end) requestAnimationFrame(frame); else done(samples);
            });""", starts[3] if len(starts) > 3 else starts[2])
        boundary = starts[3] if len(starts) > 3 else starts[2]
        late = [s for s in samples if abs(s[0] - boundary) > 0.04 and s[1] != scene_at(starts, s[0])]
        check(len(samples) > 20 and not late, f"pictures out of step: {late[:5]} of {len(samples)}")

        # Chapters: a click and the n key.
        driver.find_element(By.CSS_SELECTOR, '#chapters button[data-scene="2"]').click()
        wait(driver, lambda d: d.find_element(By.ID, "picture").get_attribute("data-scene") == "2",
             what="chapter 2 by its button")
        now = js(driver, "return document.getElementById('audio').currentTime")
        check(abs(now - starts[1]) < 0.5, f"chapter 2 starts at {starts[1]}, the audio is at {now}")
        driver.find_element(By.TAG_NAME, "body").send_keys("n")
        wait(driver, lambda d: d.find_element(By.ID, "picture").get_attribute("data-scene") == "3",
             what="chapter 3 by the n key")
        screenshot(driver, folder, "player", 1280, 800)
        accessible(driver, "player")

        # The position is kept: pause, reload, open again.
        js(driver, f"const a = document.getElementById('audio'); a.currentTime = {at}; a.pause();")
        time.sleep(1.0)
        kept = js(driver, "return document.getElementById('audio').currentTime")
        driver.refresh()
        wait(driver, lambda d: d.find_element(By.ID, "player-title").text == expected["title"],
             what="the player after a reload")
        wait(driver, lambda d: abs(js(d, "return document.getElementById('audio').currentTime")
                                   - kept) < 0.6, what=f"the position {kept:.1f} s after a reload")

        check(js(driver, "return navigator.mediaSession.metadata && "
                 "navigator.mediaSession.metadata.title") == expected["title"],
              "the lock screen's title (Media Session)")

        # The queue: "play all" goes on by itself, and a story heard to its end is one play.
        driver.get(base + "/#/library")
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#stories li.story")) >= 2,
             what="the library's stories for the queue")
        listed = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#stories li.story h3")]
        driver.find_element(By.ID, "play-all").click()
        wait(driver, lambda d: d.find_element(By.ID, "player-title").text == listed[0],
             what="the queue's first story")
        first_id = driver.current_url.rsplit("/", 1)[-1]
        before = js(driver, "return fetch('/v1/stories/' + arguments[0]).then(r => r.json())"
                    ".then(s => s.playCount)", first_id)
        wait(driver, lambda d: js(d, "return document.getElementById('audio').readyState") >= 1,
             what="the queue's first audio")
        js(driver, "const a = document.getElementById('audio'); a.muted = true;"
           "a.currentTime = a.duration - 1.5; a.play();")
        wait(driver, lambda d: d.find_element(By.ID, "player-title").text == listed[1],
             seconds=30, what="the queue to go on to its second story")
        def plays(d):
            return js(d, "return fetch('/v1/stories/' + arguments[0]).then(r => r.json())"
                      ".then(s => s.playCount)", first_id)
        # The library hears of the play from the listening events: a moment later.
        wait(driver, lambda d: plays(d) >= before + 1, seconds=10, what="the play to be counted")
        time.sleep(1.0)
        after = plays(driver)
        check(after == before + 1, f"a story heard to its end counted {after - before} plays")
        # The sleep timer at the end of the story: the queue stops there.
        if len(listed) > 2:
            wait(driver, lambda d: js(d, "return document.getElementById('audio').readyState") >= 1,
                 what="the queue's second audio")
            Select(driver.find_element(By.ID, "sleep")).select_by_value("end")
            here = driver.current_url
            js(driver, "const a = document.getElementById('audio'); a.muted = true;"
               "a.currentTime = a.duration - 1.0; a.play();")
            wait(driver, lambda d: js(d, "return document.getElementById('audio').ended"),
                 seconds=15, what="the second story to end")
            time.sleep(1.0)
            check(driver.current_url == here, "the queue went on past the sleep timer")
        js(driver, "document.getElementById('audio').pause()")

        # Make a story from the form and watch it reach "done" from the event stream.
        driver.get(base + "/#/jobs")
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#job-occasion option")) > 1,
             what="the job form's choices")
        js(driver, "document.getElementById('job-occasion').value = arguments[0];"
           "document.getElementById('job-length').value = 'short';"
           "const hero = document.getElementById('job-hero');"
           "if (hero.value === 'new') document.getElementById('hero-name').value = 'Pip';",
           expected["occasion"])
        driver.find_element(By.CSS_SELECTOR, "#job-form button[type=submit]").click()
        row = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#jobs li.job")
                   and d.find_elements(By.CSS_SELECTOR, "#jobs li.job")[0], what="the new job")
        job = row.get_attribute("data-job") if row else None
        fetches = js(driver, "return performance.getEntriesByType('resource').length")
        wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, f'li[data-job="{job}"] .state')
             .text.startswith("done"), seconds=120, what=f"job {job} to be done")
        polled = js(driver, "return performance.getEntriesByType('resource')"
                    ".filter(e => e.name.endsWith('/v1/jobs?limit=20')).length")
        check(polled <= 1, f"the jobs list was fetched {polled} times: it should follow events")
        screenshot(driver, folder, "jobs", 1280, 800)
        accessible(driver, "jobs")
        del fetches

        # The story the form made is deleted from the library, after a confirmation.
        made = js(driver, "return fetch('/v1/jobs/' + arguments[0]).then(r => r.json())"
                  ".then(j => j.storyId)", job)
        driver.get(base + "/#/library")
        wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#stories li.story"),
             what="the library before a delete")
        count = len(driver.find_elements(By.CSS_SELECTOR, "#stories li.story"))
        link = driver.find_element(By.CSS_SELECTOR, f'#stories a[href="#/story/{made}"]')
        item = link.find_element(By.XPATH, "ancestor::li")
        item.find_element(By.XPATH, ".//button[starts-with(@aria-label, 'Delete')]").click()
        driver.switch_to.alert.accept()
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#stories li.story"))
             == count - 1, what="the deleted story to leave the list")
        status = js(driver, "return fetch('/v1/stories/' + arguments[0]).then(r => r.status)", made)
        check(status == 404, f"the deleted story answers {status}")
    finally:
        driver.quit()

    # A phone.
    phone = browser(390, 844)
    try:
        phone.get(base + "/")
        field = wait(phone, lambda d: d.find_element(By.ID, "signin-token").is_displayed()
                     and d.find_element(By.ID, "signin-token"), what="the phone's sign-in form")
        field.send_keys(token + Keys.ENTER)
        wait(phone, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#stories li.story")) > 0,
             what="the phone's library")
        screenshot(phone, folder, "library", 390, 844)
        phone.get(base + f"/#/story/{story}")
        phone.refresh()
        wait(phone, lambda d: d.find_element(By.ID, "player-title").text == expected["title"],
             what="the phone's player")
        js(phone, f"document.getElementById('audio').currentTime = {at}")
        wait(phone, lambda d: d.find_element(By.ID, "picture").get_attribute("data-scene") == "3",
             what="the phone's third picture")
        time.sleep(0.5)
        screenshot(phone, folder, "player", 390, 844)
        phone.get(base + "/#/jobs")
        phone.refresh()
        wait(phone, lambda d: d.find_element(By.ID, "view-jobs").is_displayed(),
             what="the phone's jobs")
        screenshot(phone, folder, "jobs", 390, 844)
    finally:
        phone.quit()

    if problems:
        print("\n".join(problems))
        sys.exit(1)
    print("the page did everything asked")


main()
