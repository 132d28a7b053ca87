"""Judges one `npm audit --omit=dev --json` report for the dependency audit of scripts/test:
advisories of at least the given level fail unless the reviewed ignore list names them, each
entry with its reason; a report that is no audit (the registry's audit endpoint refused or
unreachable) is told apart, so the suite can say the audit was skipped instead of passing.

usage: npm_audit.py REPORT_JSON IGNORE_JSON LEVEL
  prints one line; exit 0 no advisory at LEVEL or above (ignored ones aside), 1 advisories,
  2 no audit could be made, 3 the ignore list is not valid.
"""
import json
import sys

LEVELS = ["info", "low", "moderate", "high", "critical"]


def load_ignores(text):
    """The advisories the ignore list accepts, {id: reason}; every entry must give a `reason`."""
    entries = json.loads(text)["ignore"]
    ignores = {}
    for entry in entries:
        advisory, reason = entry.get("advisory", "").strip(), entry.get("reason", "").strip()
        if not advisory or not reason:
            raise ValueError(f"an ignore entry needs an advisory and a reason: {entry}")
        ignores[advisory] = reason
    return ignores


def advisories(report, level):
    """(advisory id or URL, package, severity) of every advisory at `level` or above."""
    floor = LEVELS.index(level)
    found = []
    for name, vulnerability in report.get("vulnerabilities", {}).items():
        for via in vulnerability.get("via", []):
            # A string names another vulnerable package the advisory comes through.
            if not isinstance(via, dict) or LEVELS.index(via.get("severity", "info")) < floor:
                continue
            advisory = via.get("url", "").rsplit("/", 1)[-1] or str(via.get("source", "?"))
            found.append((advisory, name, via["severity"]))
    return sorted(set(found))


def judge(report_text, ignore_text, level):
    """(exit code, line) for the report."""
    try:
        ignores = load_ignores(ignore_text)
    except (ValueError, KeyError, json.JSONDecodeError) as e:
        return 3, f"the npm audit ignore list is not valid: {e}"
    try:
        report = json.loads(report_text)
    except json.JSONDecodeError:
        report = {}
    if "auditReportVersion" not in report:
        why = report.get("message") or report.get("error", {}).get("summary") or "no report"
        return 2, f"SKIPPED: the registry gave no audit ({why})"
    found = advisories(report, level)
    open_ones = [a for a in found if a[0] not in ignores]
    if open_ones:
        listed = ", ".join(f"{a} ({p}, {s})" for a, p, s in open_ones)
        return 1, f"{len(open_ones)} advisories at {level} or above: {listed}"
    return 0, f"no advisories at {level} or above ({len(found)} ignored by the reviewed list)"


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as report, open(sys.argv[2], encoding="utf-8") as ignore:
        code, line = judge(report.read(), ignore.read(), sys.argv[3])
    print(line)
    sys.exit(code)
