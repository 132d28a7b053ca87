"""Writes the rates workbook scripts/bench uploads: 100,000 rate rows as an .xlsx (an .xls sheet
holds at most 65,536 rows). 100 plans, each in 20 rating areas, priced for the 50 Rate PUF ages
(15 ... 63, '64 and over'); the counties are the site's, split among the 20 areas.

usage: bench_workbook.py OUT.xlsx YEAR NAIC PRODUCT_NAME COUNTIES.json
"""
import json
import sys

from openpyxl import Workbook

PLANS = 100
AREAS = 20
AGES = [str(a) for a in range(15, 64)] + ["64 and over"]
ISSUER = "48213"
METALS = ["Platinum", "Gold", "Silver", "Bronze", "Catastrophic"]


def main(out, year, naic, product, counties_file):
    with open(counties_file, encoding="utf-8") as f:
        counties = [c["longName"] for c in json.load(f)]
    book = Workbook(write_only=True)

    issuer = book.create_sheet("Issuer")
    issuer.append(["BusinessYear", "StateCode", "IssuerId", "NAICCompanyCode"])
    issuer.append([int(year), "LK", ISSUER, int(naic)])

    plan_ids = [f"{ISSUER}LK{9000001 + p:07d}" for p in range(PLANS)]
    plans = book.create_sheet("Plans")
    plans.append(["StandardComponentId", "PlanMarketingName", "MetalLevel", "ProductName"])
    for p, plan_id in enumerate(plan_ids):
        plans.append([plan_id, f"Benchmark Plan {p + 1}", METALS[p % len(METALS)], product])

    variances = book.create_sheet("CostShareVariances")
    variances.append(["PlanId", "MEHBDedInnTier1Individual", "MEHBInnTier1IndividualMOOP",
                      "URLForSummaryofBenefitsCoverage"])
    for p, plan_id in enumerate(plan_ids):
        variances.append([f"{plan_id}-01", 500 + 50 * p, 6000 + 10 * p,
                          f"https://plans.example/{plan_id}/summary"])

    areas = book.create_sheet("RatingAreas")
    areas.append(["RatingAreaId", "CountyName"])
    for i, county in enumerate(counties):
        areas.append([f"Rating Area {i % AREAS + 1}", county])

    rates = book.create_sheet("Rates")
    rates.append(["PlanId", "RatingAreaId", "Age", "IndividualRate", "IndividualTobaccoRate"])
    for p, plan_id in enumerate(plan_ids):
        for area in range(AREAS):
            base = 250 + 3 * p + 7 * area
            for a, age in enumerate(AGES):
                rate = round(base * (1 + 0.03 * a), 2)
                rates.append([plan_id, f"Rating Area {area + 1}", age, rate, round(rate * 1.3, 2)])
    book.save(out)


if __name__ == "__main__":
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    main(*sys.argv[1:])
