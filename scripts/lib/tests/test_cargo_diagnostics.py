"""cargo_diagnostics: the workspace's warnings fail the lints suite; dependencies' never do."""
import io
import json
import unittest

import cargo_diagnostics

WORKSPACE = "path+file:///home/me/rates/crates/domain#0.1.0"
REGISTRY = "registry+https://github.com/rust-lang/crates.io-index#serde@1.0.229"


def message(package_id, level, rendered):
    return json.dumps({"reason": "compiler-message", "package_id": package_id,
                       "message": {"level": level, "rendered": rendered}}) + "\n"


def artifact(package_id):
    return json.dumps({"reason": "compiler-artifact", "package_id": package_id}) + "\n"


class ReadTest(unittest.TestCase):
    def read(self, *lines):
        out = io.StringIO()
        return cargo_diagnostics.read(lines, out), out.getvalue()

    def test_a_clean_build_counts_nothing_and_prints_nothing(self):
        counts, out = self.read(artifact(WORKSPACE), artifact(REGISTRY))
        self.assertEqual(counts, {"warning": 0, "error": 0})
        self.assertEqual(out, "")

    def test_a_workspace_lint_is_printed_and_counted(self):
        counts, out = self.read(message(WORKSPACE, "warning", "warning: length comparison to zero\n"))
        self.assertEqual(counts["warning"], 1)
        self.assertIn("length comparison to zero", out)

    def test_a_dependencys_diagnostic_is_printed_but_not_counted(self):
        counts, out = self.read(message(REGISTRY, "warning", "warning: deprecated\n"))
        self.assertEqual(counts, {"warning": 0, "error": 0})
        self.assertIn("deprecated", out)

    def test_errors_are_counted(self):
        counts, _ = self.read(message(WORKSPACE, "error", "error[E0308]: mismatched types\n"))
        self.assertEqual(counts["error"], 1)

    def test_a_build_scripts_own_lines_pass_through(self):
        _, out = self.read("Compiling something by hand\n")
        self.assertEqual(out, "Compiling something by hand\n")


if __name__ == "__main__":
    unittest.main()
