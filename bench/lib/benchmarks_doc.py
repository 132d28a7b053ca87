"""Puts the figures of a scripts/bench run into docs/benchmarks.md: between its start and end
markers, so the notes written around them stay. A document without the markers gets them, with
the figures, at its end.

usage: benchmarks_doc.py REPORT.md DOC.md   rewrites DOC.md in place
"""
import sys

START = "<!-- scripts/bench: start -->\n"
END = "<!-- scripts/bench: end -->\n"


def with_figures(doc, report):
    """DOC with REPORT between the markers (what stood there before is dropped)."""
    before, rest = doc.split(START, 1) if START in doc else (doc, END)
    after = rest.split(END, 1)[1] if END in rest else ""
    return before + START + report + END + after


def main(report_path, doc_path):
    with open(report_path) as f:
        report = f.read()
    with open(doc_path) as f:
        doc = f.read()
    with open(doc_path, "w") as f:
        f.write(with_figures(doc, report))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
