"""Writes the hostile-upload corpus of bench/check-reliability into OUT_DIR,
with OUT_DIR/manifest.tsv: one line per case, `name  file  status  pattern  what`, where status
is the HTTP status expected and pattern a regular expression one line of the answer's message
must match. The first case, `baseline`, is the valid workbook every content case changes.

usage: corpus.py OUT_DIR YEAR NAIC PRODUCT_NAME OTHER_NAIC COUNTIES.json SEED
"""
import json
import os
import sys

import corpus_files as files
import corpus_workbook as wb

CELL = r"Sheet '{sheet}', row \d+, column {col} \({header}\): "
NOT_SPREADSHEET = r"^The file could not be read as a spreadsheet\. Save the rates template as"


def content_cases(base, other_naic):
    """(name, what, change(sheets) -> sheets or None, pattern): workbook content cases."""
    def issuer(column, value):
        def change(s):
            s["Issuer"][1][wb.ISSUER_HEADER.index(column)] = value
        return change

    def rates(updates):
        def change(s):
            for age, column, value in updates:
                s["Rates"][wb.rate_row(s, age)][wb.RATES_HEADER.index(column)] = value
        return change

    def drop_sheets(*names):
        def change(s):
            for name in names:
                del s[name]
        return change

    def rename_headers(renames):
        def change(s):
            s["Rates"][0] = [renames.get(h, h) for h in s["Rates"][0]]
        return change

    def second_age_column(s):
        s["Rates"][0].append("Age")
        for row in s["Rates"][1:]:
            row.append(row[2])

    def huge_strings(s):
        s["Plans"][1][1] = "Plan " + "x" * 100_000
        s["RatingAreas"][1][0] = "Rating Area " + "9" * 100_000

    def formulas(s):
        s["Rates"][wb.rate_row(s, "30")][3] = "=SUM(400,12.37)"
        s["Plans"][1][1] = '=HYPERLINK("http://attacker.example/","Click")'
        s["Rates"][wb.rate_row(s, "31")][3] = "=1/0"  # given a cached #DIV/0! after saving

    def too_many_rows(s):
        plan, area = wb.plan_ids()[0], "Rating Area 1"
        s["Rates"].extend([plan, area, "30", 300.0, 375.0] for _ in range(100_001))

    return [
        ("empty-workbook", "a workbook with one empty sheet", None,
         r"^Sheet 'Issuer': the workbook has no sheet named 'Issuer'"),
        ("missing-sheets", "no RatingAreas and Rates sheets", drop_sheets("RatingAreas", "Rates"),
         r"^Sheet 'Rates': the workbook has no sheet named 'Rates'"),
        ("wrong-headers", "Rates headed 'Individual Rate ($)' and 'AgeBand'",
         rename_headers({"IndividualRate": "Individual Rate ($)", "Age": "AgeBand"}),
         r"^Sheet 'Rates', row 1, column IndividualRate: there is no column headed IndividualRate"),
        ("duplicate-headers", "a second Age column on Rates", second_age_column,
         r"^Sheet 'Rates', row 1, column F \(Age\): the column Age appears twice"),
        ("ages-out-of-range", "ages 70, -1, 130, 'Family Option'",
         rates([("21", "Age", 70), ("22", "Age", -1), ("23", "Age", "130"),
                ("24", "Age", "Family Option")]),
         CELL.format(sheet="Rates", col="C", header="Age") + "'70' is not an age"),
        ("negative-rates", "IndividualRate -12.50 and tobacco rate -1",
         rates([("40", "IndividualRate", -12.5), ("41", "IndividualTobaccoRate", -1)]),
         CELL.format(sheet="Rates", col="D", header="IndividualRate") + "'-12.5' is negative"),
        ("absurd-rates", "IndividualRate 1e12 and 99,999,999,999.99",
         rates([("50", "IndividualRate", 1e12), ("51", "IndividualRate", "$99,999,999,999.99")]),
         CELL.format(sheet="Rates", col="D", header="IndividualRate") + ".* is too large"),
        ("formulas", "formulas for a rate, a plan name and a failing =1/0", formulas,
         CELL.format(sheet="Rates", col="D", header="IndividualRate")
         + "(the IndividualRate is empty|the cell shows the error #DIV/0!)"),
        ("huge-strings", "a 100,000-character plan name and rating area",
         huge_strings,
         CELL.format(sheet="Plans", col="B", header="PlanMarketingName") + "the text is longer than 200"),
        ("other-company", f"NAICCompanyCode {other_naic} of another company",
         issuer("NAICCompanyCode", int(other_naic)),
         CELL.format(sheet="Issuer", col="D", header="NAICCompanyCode")),
        ("unknown-year", "BusinessYear 2099, not a compare year", issuer("BusinessYear", 2099),
         CELL.format(sheet="Issuer", col="A", header="BusinessYear")),
        ("rows-over-limit", "100,001 more rows on Rates", too_many_rows,
         r"^Sheet 'Rates' has more than 100,000 data rows"),
    ]


def main(out, year, naic, product, other_naic, counties_file, seed):
    seed = int(seed)
    os.makedirs(out, exist_ok=True)
    with open(counties_file, encoding="utf-8") as f:
        counties = [c["longName"] for c in json.load(f)]
    base = wb.baseline(year, naic, product, counties)
    manifest = []

    def add(name, file, status, pattern, what):
        manifest.append((name, file, str(status), pattern, what))

    baseline_path = os.path.join(out, "baseline.xlsx")
    wb.write_xlsx(baseline_path, base)
    add("baseline", "baseline.xlsx", 200, r"^$", "the valid workbook every content case changes")

    byte_cases = [
        ("corrupt-bytes", ".xlsx", lambda p: files.random_bytes(p, 64 * 1024, seed),
         NOT_SPREADSHEET, "64 KB of random bytes named .xlsx"),
        ("truncated-xlsx", ".xlsx", lambda p: files.truncated_copy(p, baseline_path, 0.6),
         NOT_SPREADSHEET, "the valid workbook cut off at 60%"),
        ("png-as-xlsx", ".xlsx", files.png, NOT_SPREADSHEET, "a PNG image named .xlsx"),
        ("zip-as-xls", ".xls", files.word_zip, NOT_SPREADSHEET, "a word-processing zip named .xls"),
        ("csv-as-xls", ".xls",
         lambda p: files.text(p, "PlanId,RatingAreaId,Age,IndividualRate\n77707LK9900001,Rating Area 1,30,412.37\n"),
         NOT_SPREADSHEET, "CSV text named .xls"),
        ("html-as-xls", ".xls",
         lambda p: files.text(p, "<html><body><table><tr><td>PlanId</td></tr></table></body></html>"),
         NOT_SPREADSHEET, "an HTML table named .xls"),
        ("ole2-garbage-xls", ".xls", lambda p: files.ole2_garbage(p, seed),
         NOT_SPREADSHEET, "the .xls signature followed by noise"),
        ("empty-file", ".xlsx", lambda p: files.text(p, ""), NOT_SPREADSHEET, "0 bytes"),
        ("zip-bomb", ".xlsx", lambda p: files.zip_bomb(p, 200),
         r"^The file unpacks to 20\d MB; the rates template allows at most 64 MB",
         "200 MB of sheet XML packed small"),
        ("zip-bomb-lying-sizes", ".xlsx", lambda p: files.zip_bomb_lying(p, 200, 4096),
         NOT_SPREADSHEET + "|^Sheet '", "200 MB packed, the zip headers declaring 4 KB"),
        ("zip-1001-parts", ".xlsx", lambda p: files.zip_many_parts(p, 999),
         r"^The file has 1001 parts", "an .xlsx of 1,001 zip parts (the limit is 1,000)"),
        ("ods-repeat-bomb", ".ods", files.ods_repeat_bomb,
         r"more than 2,000,000 cells", "one .ods cell repeated over 16,384 columns and 1,000 rows"),
        ("upload-50mb", ".xlsx", lambda p: files.random_bytes(p, 50 * files.MB, seed),
         r"too large", "a 50 MB body (the gateway allows 10 MB)"),
    ]
    for name, ext, build, pattern, what in byte_cases:
        build(os.path.join(out, name + ext))
        add(name, name + ext, 413 if name == "upload-50mb" else 400, pattern, what)

    for name, what, change, pattern in content_cases(base, other_naic):
        sheets = {"Sheet": [[]]} if change is None else wb.rows_copy(base)
        if change is not None:
            change(sheets)
        path = os.path.join(out, f"{name}.xlsx")
        wb.write_xlsx(path, sheets)
        if name == "formulas":
            row = wb.rate_row(sheets, "31")
            wb.set_cached_error(path, "Rates", wb.cell_name(3, row), "1/0", "#DIV/0!")
        add(name, f"{name}.xlsx", 400, pattern, what)

    with open(os.path.join(out, "manifest.tsv"), "w", encoding="utf-8") as f:
        for line in manifest:
            f.write("\t".join(line) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 8:
        sys.exit(__doc__)
    main(*sys.argv[1:])
