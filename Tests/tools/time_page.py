"""Times the web page's first story list in Debian's headless Chromium, signed in: for each
load, the `talecast-first-list` mark the page sets when the first list is on screen, and the
page's own DOMContentLoaded (its HTML, CSS and scripts), both from the navigation's start.
Run by `make bench` (talecast-bench page):

    time_page.py BASE_URL TOKEN RUNS
"""
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait


def main():
    base, token, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,800"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.get(base + "/")
        field = WebDriverWait(driver, 20).until(lambda d: d.find_element(By.ID, "signin-token"))
        field.send_keys(token + Keys.ENTER)
        WebDriverWait(driver, 20).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, "#stories li.story"))
        for _ in range(runs + 1):
            driver.refresh()
            WebDriverWait(driver, 20, poll_frequency=0.02).until(lambda d: d.execute_script(
                "return performance.getEntriesByName('talecast-first-list').length === 1"))
            first, ready = driver.execute_script(
                "return [performance.getEntriesByName('talecast-first-list')[0].startTime,"
                " performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd]")
            print(f"load {first:.1f} {ready:.1f}", flush=True)
    finally:
        driver.quit()


main()
