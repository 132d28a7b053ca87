"""bench_workbook: the rows of the 100,000-rate-row workbook scripts/bench uploads (openpyxl, which
writes them, is not needed to test them)."""
import unittest

import bench_workbook

COUNTIES = ["Adams County", "Baker County", "Clay County"]


class SheetsTest(unittest.TestCase):
    def setUp(self):
        self.sheets = {name: list(rows) for name, rows in bench_workbook.sheets("2031", "12345", "Silver PPO", COUNTIES)}

    def test_the_template_sheets_in_order(self):
        names = [name for name, _ in bench_workbook.sheets("2031", "12345", "Silver PPO", COUNTIES)]
        self.assertEqual(names, ["Issuer", "Plans", "CostShareVariances", "RatingAreas", "Rates"])

    def test_the_issuer_row_holds_the_year_and_naic_code_as_numbers(self):
        self.assertEqual(self.sheets["Issuer"][1], [2031, "LK", "48213", 12345])

    def test_one_hundred_thousand_rate_rows(self):
        rates = self.sheets["Rates"]
        self.assertEqual(rates[0], ["PlanId", "RatingAreaId", "Age", "IndividualRate", "IndividualTobaccoRate"])
        self.assertEqual(len(rates) - 1, 100_000)
        self.assertEqual(rates[1], ["48213LK9000001", "Rating Area 1", "15", 250, 325.0])
        self.assertEqual(rates[-1][:3], ["48213LK9000100", "Rating Area 20", "64 and over"])

    def test_every_plan_of_the_product_with_one_variance(self):
        plans, variances = self.sheets["Plans"][1:], self.sheets["CostShareVariances"][1:]
        self.assertEqual(len(plans), 100)
        self.assertTrue(all(p[3] == "Silver PPO" for p in plans))
        self.assertEqual([v[0] for v in variances], [f"{p[0]}-01" for p in plans])

    def test_the_counties_spread_over_the_rating_areas(self):
        self.assertEqual(self.sheets["RatingAreas"][1:], [["Rating Area 1", "Adams County"],
                                                          ["Rating Area 2", "Baker County"],
                                                          ["Rating Area 3", "Clay County"]])


if __name__ == "__main__":
    unittest.main()
