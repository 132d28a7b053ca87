"""reliability/judge_upload: the verdict on one answer to a hostile upload."""
import json
import unittest

from reliability import judge_upload

REFUSAL = json.dumps({"error": {"code": "invalid_template", "message":
                                f"{judge_upload.HEADER} Fix the workbook and upload it again.\n"
                                "Sheet 'Rates', row 7, column D (IndividualRate): not a number\n"}})


class JudgeTest(unittest.TestCase):
    def test_a_refusal_with_a_matching_line(self):
        self.assertEqual(judge_upload.judge("400", r"row 7, column D", "400", REFUSAL),
                         ("ok", "Sheet 'Rates', row 7, column D (IndividualRate): not a number"))

    def test_a_refusal_whose_lines_do_not_match(self):
        verdict, why = judge_upload.judge("400", r"row 8", "400", REFUSAL)
        self.assertEqual(verdict, "FAIL")
        self.assertTrue(why.startswith("no line matches /row 8/"))

    def test_another_status(self):
        self.assertEqual(judge_upload.judge("400", "x", "500", "boom"), ("FAIL", "HTTP 500, expected 400: 'boom'"))

    def test_a_refusal_outside_the_envelope(self):
        self.assertEqual(judge_upload.judge("413", "x", "413", "<html>too large</html>")[0], "FAIL")
        self.assertEqual(judge_upload.judge("400", "x", "400", '{"error": {"code": "c", "message": " "}}')[0], "FAIL")

    def test_an_accepted_upload(self):
        self.assertEqual(judge_upload.judge("200", "", "200", '{"plans": 3, "rates": 150}'),
                         ("ok", "loaded 3 plans, 150 rates"))


class ShownLineTest(unittest.TestCase):
    def test_the_line_after_the_header(self):
        self.assertEqual(judge_upload.shown_line(f"{judge_upload.HEADER}\n\nfirst problem\nsecond"), "first problem")

    def test_the_first_line_without_the_header(self):
        self.assertEqual(judge_upload.shown_line("\nfile too large\n"), "file too large")
        self.assertEqual(judge_upload.shown_line(""), "")


if __name__ == "__main__":
    unittest.main()
