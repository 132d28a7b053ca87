"""The public GET paths bench/soak rotates over, found through the gateway.

Usage: paths.py GATEWAY_URL [COMPANIES] [FILINGS] [ATTACHMENTS]

Prints one path per line: every call of the public API (SPEC 7.2) that takes no argument, the
compare dataset of every year, the company products of COMPANIES companies, the filings of
FILINGS filings spread over the whole list, ATTACHMENTS of their attachments, and the SPA's
own page. Fails (exit 1, with the reason) when the gateway does not answer them or the data
set has nothing to rotate over, so a soak never measures an empty site.
"""

import json
import sys
import urllib.request

FIXED = [
    "/",
    "/ws/get-years",
    "/ws/getCurrentYear",
    "/ws/counties",
    "/ws/filings",
    "/ws/rates",
    "/ws/site-profile",
    "/ws/public-comments",
    "/ws/insurance-forms/quality-measure-note",
    "/ws/insurance-forms/quality-measure-link",
    "/ws/insurance-forms/comparisons",
    "/ws/openapi.json",
]


def get_json(gateway, path):
    with urllib.request.urlopen(gateway + path, timeout=60) as answer:
        return json.load(answer)


def spread(items, count):
    """count items taken at even steps over the whole list (first and last included)."""
    if count <= 0 or not items:
        return []
    if len(items) <= count:
        return list(items)
    step = (len(items) - 1) / max(count - 1, 1)
    return [items[round(i * step)] for i in range(count)]


def main():
    gateway = sys.argv[1].rstrip("/")
    companies = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    filings_wanted = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    attachments_wanted = int(sys.argv[4]) if len(sys.argv) > 4 else 3

    years = get_json(gateway, "/ws/get-years")
    filings = get_json(gateway, "/ws/filings")
    if not years or not filings:
        sys.exit(f"the site at {gateway} has no compare years or no filings: seed it first")

    # One product of each of several companies (the Company Page's call).
    by_company = {}
    for row in filings:
        by_company.setdefault(row["companyPk"], row["companyProductPk"])
    products = spread(sorted(by_company.values()), companies)

    # Filings from the whole list (the Rate Page's call), and some of their attachments.
    chosen = spread(filings, filings_wanted)
    filing_paths, attachment_paths = [], []
    for row in chosen:
        path = f"/ws/company-products/{row['companyProductPk']}/{row['filingId']}/{row['companyPk']}/{row['toiId']}"
        filing_paths.append(path)
        if len(attachment_paths) < attachments_wanted:
            detail = get_json(gateway, path)
            for filing in detail.get("filingList", []):
                for attachment in filing.get("attachments", [])[:1]:
                    attachment_paths.append(f"/ws/attachments/{attachment['attachmentKey']}")

    paths = FIXED + [f"/ws/compare-plans/{year}" for year in years]
    paths += [f"/ws/company-products/{pk}" for pk in products] + filing_paths
    paths += attachment_paths[:attachments_wanted]
    print("\n".join(paths))


if __name__ == "__main__":
    main()
