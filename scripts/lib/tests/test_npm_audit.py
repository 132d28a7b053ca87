"""npm_audit.py: what fails the dependency audit and what is only reported."""
import json
import unittest

from npm_audit import judge

NO_IGNORES = json.dumps({"ignore": []})


def report(*advisories):
    """An `npm audit --json` report with one vulnerable package per (id, package, severity)."""
    vulnerabilities = {
        package: {"via": [{"url": f"https://github.com/advisories/{advisory}", "severity": severity}]}
        for advisory, package, severity in advisories
    }
    return json.dumps({"auditReportVersion": 2, "vulnerabilities": vulnerabilities})


class JudgeTest(unittest.TestCase):
    def test_an_advisory_at_the_level_fails_and_names_itself(self):
        code, line = judge(report(("GHSA-aaaa", "oidc-provider", "high")), NO_IGNORES, "moderate")

        self.assertEqual(code, 1)
        self.assertIn("GHSA-aaaa (oidc-provider, high)", line)

    def test_an_advisory_below_the_level_passes(self):
        code, _ = judge(report(("GHSA-bbbb", "react", "low")), NO_IGNORES, "moderate")

        self.assertEqual(code, 0)

    def test_a_reviewed_ignore_passes_and_is_counted(self):
        ignores = json.dumps({"ignore": [{"advisory": "GHSA-aaaa", "reason": "not reachable"}]})

        code, line = judge(report(("GHSA-aaaa", "koa", "moderate")), ignores, "moderate")

        self.assertEqual((code, line), (0, "no advisories at moderate or above (1 ignored by the reviewed list)"))

    def test_an_ignore_without_a_reason_is_refused(self):
        ignores = json.dumps({"ignore": [{"advisory": "GHSA-aaaa"}]})

        self.assertEqual(judge(report(), ignores, "moderate")[0], 3)

    def test_an_endpoint_error_is_a_skip_never_a_pass(self):
        refused = json.dumps({"message": "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk"})

        code, line = judge(refused, NO_IGNORES, "moderate")

        self.assertEqual(code, 2)
        self.assertTrue(line.startswith("SKIPPED"), line)
        self.assertIn("405", line)


if __name__ == "__main__":
    unittest.main()
