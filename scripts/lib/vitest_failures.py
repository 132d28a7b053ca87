"""The failed tests of one test run, from its JSON report, as a few lines scripts/test prints
under its summary: CI keeps only the end of the output, and a suite's own report of what failed
scrolls out of it behind the suites that run later. Reads vitest's report (the frontend unit
tests) and Playwright's (the end-to-end tests), told apart by their shape.

usage: vitest_failures.py REPORT.json   prints one line per failed test (file, test, first line
                                        of its error), or per file that failed outside its tests
"""
import json
import os
import re
import sys

# A CI log line: long enough for an assertion's message, short enough to read in a tail.
MAX_MESSAGE = 200

# Playwright colours its messages for a terminal (SGR escape sequences).
ANSI_ESCAPE = re.compile(r"\x1b\[[0-9;]*m")


def first_line(message):
    """The first non-empty line of an error, without the stack or colours, cut to MAX_MESSAGE."""
    message = ANSI_ESCAPE.sub("", message)
    line = next((part.strip() for part in message.splitlines() if part.strip()), "")
    return line if len(line) <= MAX_MESSAGE else line[: MAX_MESSAGE - 1] + "…"


def vitest_failures(report):
    """One line per failed test; a file that failed with no failed test (a hook, an import, a
    timeout outside a test) gets a line of its own."""
    lines = []
    for file in report.get("testResults", []):
        name = os.path.basename(file.get("name", "?"))
        failed = [t for t in file.get("assertionResults", []) if t.get("status") == "failed"]
        for test in failed:
            error = first_line((test.get("failureMessages") or [""])[0])
            lines.append(f"{name} › {test.get('fullName', '?')}: {error}".rstrip(": "))
        if not failed and file.get("status") == "failed":
            why = first_line(file.get("message") or "") or "failed outside its tests (a hook or the file itself)"
            lines.append(f"{name}: {why}")
    if not lines and report.get("success") is False:
        lines.append("the run failed with no failed test recorded (an unhandled error; see the log above)")
    return lines


def playwright_tests(suite, titles=()):
    """Every (file, titles, test) of a Playwright suite: its specs' tests and those of the suites
    (describe blocks) inside it. A file's own suite is titled after the file, which is left out."""
    file = os.path.basename(suite.get("file") or "?")
    if suite.get("title") and os.path.basename(suite["title"]) != file:
        titles = (*titles, suite["title"])
    for spec in suite.get("specs", []):
        for test in spec.get("tests", []):
            yield file, (*titles, spec.get("title", "?")), test
    for child in suite.get("suites", []):
        yield from playwright_tests(child, titles)


def playwright_failures(report):
    """One line per test that failed (Playwright's `unexpected`, or `flaky` had it been retried),
    with the first error of its last attempt; errors outside any test (the configuration, a
    worker) get a line each. Tests that did not run because a project they wait for failed are
    counted on a line of their own."""
    lines = []
    not_run = 0
    for suite in report.get("suites", []):
        for file, titles, test in playwright_tests(suite):
            if test.get("status") in ("unexpected", "flaky"):
                result = (test.get("results") or [{}])[-1]
                errors = result.get("errors") or [result.get("error") or {}]
                error = first_line(errors[0].get("message") or "") or result.get("status", "failed")
                lines.append(f"{file} › {' › '.join(titles)}: {error}")
            elif test.get("status") == "skipped" and not test.get("results"):
                not_run += 1
    for error in report.get("errors", []):
        lines.append(f"outside the tests: {first_line(error.get('message') or '') or 'an error'}")
    if lines and not_run:
        lines.append(f"and {not_run} test(s) that did not run: their project waits for one with a failure")
    if not lines and report.get("stats", {}).get("unexpected"):
        lines.append("the run failed with no failed test recorded (see the log above)")
    return lines


def is_playwright(report):
    """Playwright's report has its configuration and suites; vitest's has testResults."""
    return "suites" in report and "testResults" not in report


def failures(report):
    """The lines for a report of either runner."""
    return playwright_failures(report) if is_playwright(report) else vitest_failures(report)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    try:
        with open(sys.argv[1], encoding="utf-8") as f:
            report = json.load(f)
    except (OSError, ValueError) as e:
        sys.exit(f"no test report: {e}")
    print("\n".join(failures(report)))
