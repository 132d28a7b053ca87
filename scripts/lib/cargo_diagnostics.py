"""Reads `cargo build --message-format=json-diagnostic-rendered-ansi` on stdin, prints each
compiler diagnostic as the compiler rendered it (to stderr, as cargo would), and exits 1 when any
crate of the workspace itself got a warning or an error: the lints suite's `-D warnings`, for a
build that lints as it compiles (clippy-driver as RUSTC_WORKSPACE_WRAPPER). Dependencies are
built with their lints capped, so their diagnostics never count. Lines that are not cargo's JSON
(a build script's output) pass through.

    cargo build --message-format=json-diagnostic-rendered-ansi ... | python3 cargo_diagnostics.py
"""
import json
import sys

COUNTED = ("warning", "error")


def is_workspace(package_id):
    """Whether a package id names a crate of this checkout (`path+file://…`), not a registry one."""
    return package_id.startswith("path+file://")


def read(lines, out):
    """Writes each rendered diagnostic to `out`; gives the counts of workspace warnings and errors."""
    counts = {level: 0 for level in COUNTED}
    for line in lines:
        try:
            message = json.loads(line)
        except ValueError:
            out.write(line)
            continue
        if not isinstance(message, dict) or message.get("reason") != "compiler-message":
            continue
        diagnostic = message.get("message") or {}
        rendered = diagnostic.get("rendered")
        if rendered:
            out.write(rendered)
        level = diagnostic.get("level")
        # "warning: `x` generated 3 warnings" summaries are cargo's own lines, not in the JSON.
        if level in COUNTED and is_workspace(message.get("package_id", "")):
            counts[level] += 1
    return counts


def main():
    counts = read(sys.stdin, sys.stderr)
    if counts["warning"] or counts["error"]:
        sys.stderr.write(f"the workspace's crates got {counts['error']} error(s) and {counts['warning']} warning(s)\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
