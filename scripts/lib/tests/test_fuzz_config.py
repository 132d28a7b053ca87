"""fuzz_config: the keys read from the APIs and the schemathesis configuration written from them
(the APIs answered by a stand-in of their list calls)."""
import unittest
from unittest import mock

import fuzz_config

PUBLIC, ADMIN = "http://public", "http://admin"
FILINGS = [{"filingId": 7, "companyProductPk": 70, "companyPk": 3, "toiId": "H16I"},
           {"filingId": 8, "companyProductPk": 80, "companyPk": 4, "toiId": "H16G"}]
ANSWERS = {
    f"{PUBLIC}/filings": FILINGS[:1],
    f"{PUBLIC}/rates": FILINGS[1:],
    f"{PUBLIC}/get-years": [2025, 2026],
    f"{PUBLIC}/company-products/70/7/3/H16I": {"filingList": [
        {"filingId": 7, "attachments": [{"attachmentKey": "k-7"}], "commentPeriod": {"open": True}}]},
    f"{PUBLIC}/company-products/80/8/4/H16G": {"filingList": [
        {"filingId": 8, "attachments": [], "commentPeriod": None}]},
    f"{ADMIN}/api/companies": [{"companyPk": 5, "coCode": "12345"}],
    f"{ADMIN}/api/companies/product-types": [{"productTypePk": 1}],
    f"{ADMIN}/api/comments": [{"commentKey": 90}],
    f"{ADMIN}/api/insurance-forms": [{"formId": 2}],
    f"{ADMIN}/api/users": [{"userPk": 11}],
    f"{ADMIN}/api/compare-years": [{"id": 1, "year": 2027}],
}


def answer(url, token=None):
    if url.startswith(ADMIN):
        assert token == "token", url
    return ANSWERS[url]


class CollectTest(unittest.TestCase):
    def collect(self):
        with mock.patch.object(fuzz_config, "get", answer):
            return fuzz_config.collect(PUBLIC, ADMIN, "token")

    def test_the_keys_the_apis_hold(self):
        keys = self.collect()
        self.assertEqual(keys["filingIds"], {7, 8})
        self.assertEqual(keys["companyPks"], {3, 4, 5})
        self.assertEqual(keys["years"], {2025, 2026, 2027})
        self.assertEqual(keys["attachmentKeys"], {"k-7"})
        self.assertEqual(keys["commentKeys"], {90})
        self.assertEqual(keys["oneFiling_filingId"], {7})
        self.assertEqual(keys["commentTexts"], set(fuzz_config.COMMENT_TEXTS))

    def test_comments_go_mostly_to_filings_open_for_them(self):
        self.assertEqual(self.collect()["commentFilingIds"], {7, 8})

    def test_an_empty_database_stops_the_run(self):
        without_users = {**ANSWERS, f"{ADMIN}/api/users": []}
        with mock.patch.object(fuzz_config, "get", lambda url, token=None: without_users[url]):
            with self.assertRaises(SystemExit) as stop:
                fuzz_config.collect(PUBLIC, ADMIN, "token")
        self.assertIn("the APIs hold no userPks: seed the database first", str(stop.exception))


class RenderTest(unittest.TestCase):
    KEYS = {"years": {2026, 2025}, "commentTexts": {"b", "a\u202e"}, "mixed": {2, "x"}}

    def test_dictionaries_sorted_as_toml(self):
        text = fuzz_config.render(self.KEYS, public=False)
        self.assertIn('[dictionaries.commentTexts]\nvalues = ["a\u202e", "b"]\n', text)
        self.assertIn("[dictionaries.mixed]\nvalues = [2, \"x\"]\n", text)
        self.assertIn("[dictionaries.years]\nvalues = [2025, 2026]\n", text)

    def test_every_binding_with_its_probability(self):
        text = fuzz_config.render(self.KEYS, public=False)
        self.assertIn('"path.filingId" = { dictionary = "filingIds", probability = 0.5 }', text)
        self.assertIn('"body.products[*].productTypeFk" = { dictionary = "productTypePks", probability = 0.5 }', text)

    def test_only_the_public_api_draws_the_single_filing_keys_from_one_filing(self):
        public, admin = fuzz_config.render(self.KEYS, public=True), fuzz_config.render(self.KEYS, public=False)
        self.assertIn(f'include-path = "{fuzz_config.ONE_FILING_PATH}"', public)
        self.assertIn('"path.toiId" = { dictionary = "oneFiling_toiId", probability = 0.8 }', public)
        self.assertNotIn("[[operations]]", admin)


if __name__ == "__main__":
    unittest.main()
