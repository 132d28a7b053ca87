"""Writes the rates workbook scripts/bench uploads: 100,000 rate rows as an .xlsx (an .xls sheet
holds at most 65,536 rows). 100 plans, each in 20 rating areas, priced for the 50 Rate PUF ages
(15 ... 63, '64 and over'); the counties are the site's, split among the 20 areas.

usage: bench_workbook.py OUT.xlsx YEAR NAIC PRODUCT_NAME COUNTIES.json
"""
import itertools
import json
import sys

PLANS = 100
AREAS = 20
AGES = [str(a) for a in range(15, 64)] + ["64 and over"]
ISSUER = "48213"
METALS = ["Platinum", "Gold", "Silver", "Bronze", "Catastrophic"]


def plan_ids():
    """The StandardComponentIds of the benchmark plans."""
    return [f"{ISSUER}LK{9000001 + p:07d}" for p in range(PLANS)]


def rate_rows():
    """The Rates sheet's rows below its header: every plan in every area at every age."""
    for p, plan_id in enumerate(plan_ids()):
        for area in range(AREAS):
            base = 250 + 3 * p + 7 * area
            for a, age in enumerate(AGES):
                rate = round(base * (1 + 0.03 * a), 2)
                yield [plan_id, f"Rating Area {area + 1}", age, rate, round(rate * 1.3, 2)]


def sheets(year, naic, product, counties):
    """(sheet name, rows with the header first) of the workbook, in order; the rates as a
    generator, so the 100,000 rows stream into the write-only workbook."""
    ids = plan_ids()
    return [
        ("Issuer", [["BusinessYear", "StateCode", "IssuerId", "NAICCompanyCode"],
                    [int(year), "LK", ISSUER, int(naic)]]),
        ("Plans", [["StandardComponentId", "PlanMarketingName", "MetalLevel", "ProductName"]]
         + [[plan_id, f"Benchmark Plan {p + 1}", METALS[p % len(METALS)], product]
            for p, plan_id in enumerate(ids)]),
        ("CostShareVariances", [["PlanId", "MEHBDedInnTier1Individual", "MEHBInnTier1IndividualMOOP",
                                 "URLForSummaryofBenefitsCoverage"]]
         + [[f"{plan_id}-01", 500 + 50 * p, 6000 + 10 * p, f"https://plans.example/{plan_id}/summary"]
            for p, plan_id in enumerate(ids)]),
        ("RatingAreas", [["RatingAreaId", "CountyName"]]
         + [[f"Rating Area {i % AREAS + 1}", county] for i, county in enumerate(counties)]),
        ("Rates", itertools.chain(
            [["PlanId", "RatingAreaId", "Age", "IndividualRate", "IndividualTobaccoRate"]], rate_rows())),
    ]


def main(out, year, naic, product, counties_file):
    # openpyxl is in the bench's virtualenv only; the rows above are tested without it.
    from openpyxl import Workbook

    with open(counties_file, encoding="utf-8") as f:
        counties = [c["longName"] for c in json.load(f)]
    book = Workbook(write_only=True)
    for name, rows in sheets(year, naic, product, counties):
        sheet = book.create_sheet(name)
        for row in rows:
            sheet.append(row)
    book.save(out)


if __name__ == "__main__":
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    main(*sys.argv[1:])
