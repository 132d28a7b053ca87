"""vitest_failures: the lines scripts/test prints under its summary for a failed vitest run,
from a report captured from vitest 4 (one failed assertion, one file whose beforeAll threw)."""
import json
import os
import unittest

import vitest_failures

FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures")


def captured():
    with open(os.path.join(FIXTURES, "vitest-report-failed.json"), encoding="utf-8") as f:
        return json.load(f)


class FailuresTest(unittest.TestCase):
    def test_names_the_failed_test_and_its_error_without_the_stack(self):
        lines = vitest_failures.failures(captured())
        self.assertEqual(
            lines[0], "a.e2e.test.ts › group one fails here: AssertionError: the box: expected 1 to be 2 // Object.is equality"
        )

    def test_a_file_failed_outside_its_tests_gets_a_line(self):
        lines = vitest_failures.failures(captured())
        self.assertEqual(lines[1:], ["b.e2e.test.ts: failed outside its tests (a hook or the file itself)"])

    def test_a_passing_run_prints_nothing(self):
        report = {"success": True, "testResults": [{"name": "/x/ok.e2e.test.ts", "status": "passed", "assertionResults": [{"fullName": "ok", "status": "passed", "failureMessages": []}]}]}
        self.assertEqual(vitest_failures.failures(report), [])

    def test_a_failed_run_with_no_failed_test_says_so(self):
        report = {"success": False, "testResults": [{"name": "/x/ok.e2e.test.ts", "status": "passed", "assertionResults": []}]}
        self.assertIn("no failed test recorded", vitest_failures.failures(report)[0])

    def test_long_messages_are_cut(self):
        line = vitest_failures.first_line("\n  " + "x" * 500 + "\nstack")
        self.assertEqual(len(line), vitest_failures.MAX_MESSAGE)
        self.assertTrue(line.endswith("…"))


if __name__ == "__main__":
    unittest.main()
