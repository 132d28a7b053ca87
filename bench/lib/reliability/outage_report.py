"""Judges the database-outage run of outage_load.py and prints its figures.

- public GETs: every one answered 200, during the outage too (from the caches);
- comment POSTs and admin writes sent while PostgreSQL was down: every one 503 with the JSON
  envelope {"error": {"code", "message"}}; at any time only 201/200 or 503;
- within RECOVERY seconds of PostgreSQL being back, a comment is stored and an admin write
  succeeds, and every one sent after that succeeds;
- every comment answered 201 is in the database (STORED: "comment_key|commentary" lines of
  the comments carrying the run's marker), and no other one is;
- the quality-measure note and link are the last ones answered 200 (MEASURE: the note and the
  link in the database, "note|link").

usage: outage_report.py RESULTS.json STORED.txt MEASURE.txt RECOVERY_SECONDS
Prints the figures; the last line is the summary. Exits 1 when a requirement is not met.
"""
import json
import sys
from collections import Counter


def envelope_ok(body):
    try:
        error = json.loads(body)["error"]
        return isinstance(error["code"], str) and isinstance(error["message"], str) and bool(error["message"])
    except (ValueError, KeyError, TypeError):
        return False


def main(results_file, stored_file, measure_file, recovery_limit):
    with open(results_file, encoding="utf-8") as f:
        results = json.load(f)
    with open(stored_file, encoding="utf-8") as f:
        stored = dict(line.rstrip("\n").split("|", 1) for line in f if "|" in line)
    with open(measure_file, encoding="utf-8") as f:
        db_values = dict(zip(("note", "link"), f.read().rstrip("\n").split("|", 1)))
    limit = float(recovery_limit)
    o, reqs = results["outage"], results["requests"]
    down, up = o["db_down"], o["db_up"]
    during = [r for r in reqs if r["sent"] >= down and r["done"] <= o["start_sent"]]
    problems, refused_counts, back_seconds = [], {}, {}

    gets = [r for r in reqs if r["kind"] == "get"]
    gets_down = [r for r in during if r["kind"] == "get"]
    bad_gets = [r for r in gets if r["status"] != 200]
    bad_down = [r for r in gets_down if r["status"] != 200]
    for target in ("gateway", "public-api"):
        n = sum(1 for r in gets_down if r["target"] == target)
        bad = sum(1 for r in bad_down if r["target"] == target)
        print(f"  public GETs via {target:10} during the {up - down:.1f} s outage: {n:6d} answered, {bad} not 200")
    caches = Counter(r["cache"] or "-" for r in gets_down if r["target"] == "gateway")
    print("  gateway cache status during the outage: " + ", ".join(f"{k} {v}" for k, v in caches.most_common()))
    print(f"  public GETs over the whole run: {len(gets)} answered, {len(bad_gets)} not 200 "
          f"({', '.join(f'{s}: {c}' for s, c in Counter(r['status'] for r in bad_gets).items()) or 'none'})")
    if not gets_down:
        problems.append("no public GET was answered during the outage")
    if bad_gets:
        problems.append(f"{len(bad_gets)} public GETs were not answered 200 "
                        f"(first: {bad_gets[0]['path']} {bad_gets[0]['status']} at {bad_gets[0]['sent']:.1f} s)")

    for kind, ok_status, label in (("comment", 201, "comment POSTs"), ("admin", 200, "admin writes")):
        mine = [r for r in reqs if r["kind"] == kind]
        down_mine = [r for r in during if r["kind"] == kind]
        refused = [r for r in down_mine if r["status"] == 503 and envelope_ok(r["body"])]
        refused_counts[kind] = len(refused)
        print(f"  {label} sent while PostgreSQL was down: {len(down_mine)}, "
              f"{len(refused)} answered 503 with the JSON error envelope")
        if not down_mine:
            problems.append(f"no {label} were made during the outage")
        elif len(refused) != len(down_mine):
            other = next(r for r in down_mine if r not in refused)
            how = " without the JSON error envelope" if other["status"] == 503 else ""
            problems.append(f"{label} during the outage got {other['status']}{how}: {other['body'][:120]!r}")
        strange = [r for r in mine if r["status"] not in (ok_status, 503)]
        if strange:
            problems.append(f"{len(strange)} {label} got neither {ok_status} nor 503 "
                            f"(first: {strange[0]['status']} {strange[0]['body'][:120]!r})")
        back = sorted(r["done"] for r in mine if r["status"] == ok_status and r["done"] > up)
        if not back:
            problems.append(f"no {label} succeeded after PostgreSQL came back")
            continue
        seconds = back[0] - up
        late = [r for r in mine if r["sent"] > up + limit and r["status"] != ok_status]
        print(f"  first {label[:-1]} answered {ok_status} {seconds:.2f} s after PostgreSQL was back "
              f"(limit {limit:g} s); failures among those sent after that limit: {len(late)}")
        if seconds > limit:
            problems.append(f"the first successful {label[:-1]} came {seconds:.2f} s after PostgreSQL was back")
        if late:
            problems.append(f"{len(late)} {label} sent more than {limit:g} s after recovery failed")
        back_seconds[kind] = seconds

    receipts = {}
    for r in reqs:
        if r["kind"] == "comment" and r["status"] == 201:
            receipts[str(json.loads(r["body"])["commentKey"])] = r["commentary"]
    missing = [k for k in receipts if stored.get(k) != receipts[k]]
    extra = [k for k in stored if k not in receipts]
    print(f"  comments answered 201: {len(receipts)}; in the database: {len(stored)} "
          f"(missing or altered {len(missing)}, stored without a 201 {len(extra)})")
    if missing or extra or len(receipts) != len(stored):
        problems.append(f"comments answered 201 and stored differ: missing {missing[:5]}, extra {extra[:5]}")

    for field in ("note", "link"):
        saved = [r for r in reqs if r["kind"] == "admin" and r["field"] == field and r["status"] == 200]
        last = max(saved, key=lambda r: r["done"])["value"] if saved else None
        same = last == db_values.get(field)
        print(f"  quality-measure {field} in the database is the last one answered 200: {'yes' if same else 'NO'}")
        if not same:
            problems.append(f"the {field} in the database ({db_values.get(field, '')[:60]!r}) is not the last "
                            f"one saved ({(last or '')[:60]!r})")

    for p in problems:
        print(f"  FAILED: {p}")
    if problems:
        print("database outage: FAILED")
        sys.exit(1)
    print(f"{len(gets_down)} public GETs answered 200 during the {up - down:.1f} s outage, "
          f"{refused_counts['comment']} comments and {refused_counts['admin']} admin writes 503 with the envelope; "
          f"back in {back_seconds['comment']:.2f} s (comment) and {back_seconds['admin']:.2f} s (admin write); "
          f"{len(receipts)} of {len(receipts)} comments answered 201 stored")


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(*sys.argv[1:])
