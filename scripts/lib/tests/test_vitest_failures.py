"""vitest_failures: the lines scripts/test prints under its summary for a failed run, from a
report captured from vitest 4 (one failed assertion, one file whose beforeAll threw) and one
captured from Playwright 1.65 (one failed assertion, one file whose beforeAll threw, one project
left unrun because the project it depends on failed)."""
import json
import os
import unittest

import vitest_failures

FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures")


def captured(name="vitest-report-failed.json"):
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as f:
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


class PlaywrightFailuresTest(unittest.TestCase):
    def lines(self):
        return vitest_failures.failures(captured("playwright-report-failed.json"))

    def test_names_the_failed_test_with_its_describe_and_its_error_without_colours_or_stack(self):
        self.assertEqual(self.lines()[0], "a.e2e.test.ts › group one › fails here: Error: the box")

    def test_a_test_whose_hook_failed_gets_the_hook_error(self):
        self.assertEqual(self.lines()[1], "b.e2e.test.ts › never gets going: Error: the setup broke")

    def test_counts_the_tests_a_failed_project_dependency_left_unrun(self):
        self.assertEqual(self.lines()[2:], ["and 1 test(s) that did not run: their project waits for one with a failure"])

    def test_a_passing_run_prints_nothing(self):
        report = captured("playwright-report-failed.json")
        report["suites"] = report["suites"][:1]
        report["suites"][0]["suites"][0]["specs"] = report["suites"][0]["suites"][0]["specs"][:1]
        report["stats"].update(unexpected=0, skipped=0, expected=1)
        self.assertEqual(vitest_failures.failures(report), [])

    def test_an_error_outside_the_tests_gets_a_line(self):
        report = {"config": {}, "suites": [], "errors": [{"message": "\x1b[31mError: No tests found\x1b[39m\nmore"}], "stats": {}}
        self.assertEqual(vitest_failures.failures(report), ["outside the tests: Error: No tests found"])

    def test_the_vitest_report_is_still_read_as_vitest(self):
        self.assertFalse(vitest_failures.is_playwright(captured()))
        self.assertTrue(vitest_failures.is_playwright(captured("playwright-report-failed.json")))


if __name__ == "__main__":
    unittest.main()
