"""Docker's .dockerignore rules, for the offline container checks (check_compose.py): whether the
build context sent to Docker holds a path. The last matching pattern wins, `!` re-includes, and a
path is excluded when it or one of its parent directories is.
"""
import os
import re


def pattern_regex(pattern):
    """The regular expression of one pattern: `**/` any directories, `**` anything, `*` and `?`
    within one path segment."""
    rx, i = "", 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            rx += "(?:.*/)?"
            i += 3
        elif pattern.startswith("**", i):
            rx += ".*"
            i += 2
        elif pattern[i] == "*":
            rx += "[^/]*"
            i += 1
        elif pattern[i] == "?":
            rx += "[^/]"
            i += 1
        else:
            rx += re.escape(pattern[i])
            i += 1
    return re.compile(rx + "$")


def parse(lines):
    """The rules of a .dockerignore's LINES, in order: (negated, regex); blank lines and comments
    dropped, patterns taken relative to the context root."""
    rules = []
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        pattern = line[1:] if negate else line
        pattern = os.path.normpath(pattern.lstrip("/")).replace(os.sep, "/")
        rules.append((negate, pattern_regex(pattern)))
    return rules


def read(path):
    """The rules of the .dockerignore file at PATH."""
    with open(path) as f:
        return parse(f)


def ignored(rules, path):
    """Whether RULES keep PATH (relative to the context root, `/`-separated) out of the context."""
    parts = path.split("/")
    for n in range(1, len(parts) + 1):
        prefix = "/".join(parts[:n])
        excluded = False
        for negate, rx in rules:
            if rx.match(prefix):
                excluded = not negate
        if excluded:
            return True
    return False
