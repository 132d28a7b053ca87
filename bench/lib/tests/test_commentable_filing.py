"""reliability/commentable_filing: the newest listed filing whose comment period is open."""
import unittest

from reliability import commentable_filing


def row(filing_id, submitted):
    return {"filingId": filing_id, "companyProductPk": 10 + filing_id, "companyPk": 3, "toiId": "H16I",
            "submissionDate": submitted}


def answers(open_ids):
    """A stand-in for the single-filing answers: open for comment when the filingId is in OPEN_IDS;
    records the filings read."""
    read = []

    def read_filing(r):
        read.append(r["filingId"])
        return {"filingList": [{"commentPeriod": {"open": r["filingId"] in open_ids}}]}
    return read_filing, read


class FirstOpenTest(unittest.TestCase):
    ROWS = [row(1, "2025-01-10"), row(2, "2025-03-01"), row(3, "2025-02-14")]

    def test_the_newest_open_filing_wins(self):
        read_filing, read = answers({1, 3})
        self.assertEqual(commentable_filing.first_open(self.ROWS, read_filing)["filingId"], 3)
        self.assertEqual(read, [2, 3])

    def test_none_when_no_filing_is_open(self):
        read_filing, read = answers(set())
        self.assertIsNone(commentable_filing.first_open(self.ROWS, read_filing))
        self.assertEqual(read, [2, 3, 1])

    def test_the_single_filing_address(self):
        self.assertEqual(commentable_filing.filing_url("http://127.0.0.1:19180", row(2, "")),
                         "http://127.0.0.1:19180/ws/company-products/12/2/3/H16I")


if __name__ == "__main__":
    unittest.main()
