"""Finds the filing the database-outage check (outage.sh) comments on: the newest publicly
listed filing whose comment period is open now (SPEC 9: Submitted, within 30 days of its
submission). The list answer (/ws/rates) does not say whether a period is open, so each
filing's own answer is read, newest first, until one is.

usage: curl GATEWAY/ws/rates | commentable_filing.py GATEWAY
Prints "filingId companyProductPk companyPk toiId"; exits 1 when no listed filing is open.
"""
import json
import sys
import urllib.request

NONE_OPEN = "no publicly listed filing is open for comment"


def filing_url(gateway, row):
    """The address of the single-filing answer of a /ws/rates row."""
    return "{}/ws/company-products/{}/{}/{}/{}".format(
        gateway, row["companyProductPk"], row["filingId"], row["companyPk"], row["toiId"])


def first_open(rows, read_filing):
    """The newest of ROWS whose filing, as READ_FILING(row) answers it, takes comments; None
    when none does."""
    for row in sorted(rows, key=lambda r: r["submissionDate"], reverse=True):
        if read_filing(row)["filingList"][0]["commentPeriod"]["open"]:
            return row
    return None


def main(gateway):
    row = first_open(json.load(sys.stdin),
                     lambda r: json.load(urllib.request.urlopen(filing_url(gateway, r))))
    if row is None:
        sys.exit(NONE_OPEN)
    print(row["filingId"], row["companyProductPk"], row["companyPk"], row["toiId"])


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
