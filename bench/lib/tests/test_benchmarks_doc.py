"""benchmarks_doc: the figures go between the markers of docs/benchmarks.md, the notes stay."""
import os
import tempfile
import unittest

import benchmarks_doc
from benchmarks_doc import END, START


class WithFiguresTest(unittest.TestCase):
    def test_replaces_what_stands_between_the_markers(self):
        doc = f"# Benchmarks\nnotes before\n{START}old figures\n{END}notes after\n"
        self.assertEqual(benchmarks_doc.with_figures(doc, "new figures\n"),
                         f"# Benchmarks\nnotes before\n{START}new figures\n{END}notes after\n")

    def test_a_document_without_markers_gets_them_at_its_end(self):
        self.assertEqual(benchmarks_doc.with_figures("# Benchmarks\n", "figures\n"),
                         f"# Benchmarks\n{START}figures\n{END}")

    def test_a_start_marker_without_its_end_drops_what_follows(self):
        self.assertEqual(benchmarks_doc.with_figures(f"intro\n{START}old\n", "figures\n"),
                         f"intro\n{START}figures\n{END}")


class MainTest(unittest.TestCase):
    def test_rewrites_the_document_in_place(self):
        with tempfile.TemporaryDirectory() as tmp:
            report, doc = os.path.join(tmp, "report.md"), os.path.join(tmp, "benchmarks.md")
            with open(report, "w") as f:
                f.write("| a | b |\n")
            with open(doc, "w") as f:
                f.write(f"notes\n{START}{END}more notes\n")
            benchmarks_doc.main(report, doc)
            with open(doc) as f:
                self.assertEqual(f.read(), f"notes\n{START}| a | b |\n{END}more notes\n")


if __name__ == "__main__":
    unittest.main()
