"""The valid rates template the hostile corpus starts from (docs/rates-template.md), as rows per
sheet, and its writer. Each content case of corpus.py changes these rows in one way, so a
refusal can only come from that change: the unchanged rows load (bench/check-reliability
uploads them first and expects 200).
"""
import re
import zipfile

from openpyxl import Workbook

ISSUER_ID = "77707"
AGES = ["0-14"] + [str(a) for a in range(15, 64)] + ["64 and over"]
METALS = ["Silver", "Gold"]

ISSUER_HEADER = ["BusinessYear", "StateCode", "IssuerId", "NAICCompanyCode"]
PLANS_HEADER = ["StandardComponentId", "PlanMarketingName", "MetalLevel", "ProductName"]
VARIANCES_HEADER = ["PlanId", "CSRVariationType", "MEHBDedInnTier1Individual",
                    "MEHBInnTier1IndividualMOOP", "MEHBDedInnTier1Coinsurance",
                    "URLForSummaryofBenefitsCoverage"]
AREAS_HEADER = ["RatingAreaId", "CountyName"]
RATES_HEADER = ["PlanId", "RatingAreaId", "Age", "IndividualRate", "IndividualTobaccoRate"]


def plan_ids():
    return [f"{ISSUER_ID}LK99{n:05d}" for n in (1, 2)]


def baseline(year, naic, product, counties):
    """{sheet name: [header, row, ...]}: two plans of `product`, each priced for every age in two
    rating areas that share `counties` (county names as /ws/counties gives them)."""
    ids = plan_ids()
    half = max(1, len(counties) // 2)
    areas = [("Rating Area 1", counties[:half]), ("Rating Area 2", counties[half:half * 2])]
    sheets = {
        "Issuer": [ISSUER_HEADER, [int(year), "LK", ISSUER_ID, int(naic)]],
        "Plans": [PLANS_HEADER] + [
            [plan_id, f"Reliability Check {METALS[i]} Plan", METALS[i], product]
            for i, plan_id in enumerate(ids)],
        "CostShareVariances": [VARIANCES_HEADER] + [
            [f"{plan_id}-01", "Standard On Exchange Plan", 1500 + 500 * i, 7000 + 500 * i, 20,
             f"https://plans.example/{plan_id}/summary"] for i, plan_id in enumerate(ids)],
        "RatingAreas": [AREAS_HEADER] + [[area, county] for area, names in areas for county in names],
        "Rates": [RATES_HEADER],
    }
    for p, plan_id in enumerate(ids):
        for a, (area, _) in enumerate(areas):
            for i, age in enumerate(AGES):
                rate = round((280 + 40 * p + 15 * a) * (1 + 0.025 * i), 2)
                sheets["Rates"].append([plan_id, area, age, rate, round(rate * 1.25, 2)])
    return sheets


def rows_copy(sheets):
    return {name: [list(row) for row in rows] for name, rows in sheets.items()}


def rate_row(sheets, age, plan=0, area="Rating Area 1"):
    """Index (0-based, header 0) of the Rates row of plan number `plan`, `area` and `age`."""
    plan_id = plan_ids()[plan]
    for i, row in enumerate(sheets["Rates"]):
        if row[0] == plan_id and row[1] == area and row[2] == age:
            return i
    raise KeyError(age)


def write_xlsx(path, sheets):
    book = Workbook()
    book.remove(book.active)
    for name, rows in sheets.items():
        sheet = book.create_sheet(name)
        for row in rows:
            sheet.append(row)
    book.save(path)


def set_cached_error(path, sheet_name, cell, formula, error):
    """Rewrites cell `cell` of `sheet_name` in the .xlsx at `path` as a formula whose cached value
    is the error `error` (#DIV/0! and the like), as Excel saves a formula that fails; openpyxl
    itself writes formulas without a cached value."""
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        parts = {n: z.read(n) for n in names}
        book = parts["xl/workbook.xml"].decode()
    index = [m.group(1) for m in re.finditer(r'<sheet [^>]*name="([^"]+)"', book)].index(sheet_name)
    part = f"xl/worksheets/sheet{index + 1}.xml"
    xml = parts[part].decode()
    pattern = re.compile(rf'<c r="{cell}"[^>]*>.*?</c>|<c r="{cell}"[^>]*/>')
    replacement = f'<c r="{cell}" t="e"><f>{formula}</f><v>{error}</v></c>'
    xml, count = pattern.subn(replacement, xml, count=1)
    if count != 1:
        raise ValueError(f"cell {cell} not found in {part}")
    parts[part] = xml.encode()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name in names:
            z.writestr(name, parts[name])


def cell_name(column_index, row_index):
    """'D7' for 0-based column 3 and 0-based row 6."""
    return f"{chr(ord('A') + column_index)}{row_index + 1}"
