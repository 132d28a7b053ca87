"""The failed tests of one vitest run, from its JSON report, as a few lines scripts/test prints
under its summary: CI keeps only the end of the output, and a suite's own report of what failed
scrolls out of it behind the suites that run later.

usage: vitest_failures.py REPORT.json   prints one line per failed test (file, test, first line
                                        of its error), or per file that failed outside its tests
"""
import json
import os
import sys

# A CI log line: long enough for an assertion's message, short enough to read in a tail.
MAX_MESSAGE = 200


def first_line(message):
    """The first non-empty line of an error, without the stack, cut to MAX_MESSAGE."""
    line = next((part.strip() for part in message.splitlines() if part.strip()), "")
    return line if len(line) <= MAX_MESSAGE else line[: MAX_MESSAGE - 1] + "…"


def failures(report):
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


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    try:
        with open(sys.argv[1], encoding="utf-8") as f:
            report = json.load(f)
    except (OSError, ValueError) as e:
        sys.exit(f"no test report: {e}")
    print("\n".join(failures(report)))
