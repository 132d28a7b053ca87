"""Writes the configuration outage_load.py reads (the database-outage check, outage.sh): where
to send the load, which filing takes the comments, the commands that stop and start PostgreSQL,
the admin headers, and the fixed shape of the run (5 s of warm-up, the outage, 10 s of tail,
16 GET workers, 10 comments a second).

usage: outage_config.py OUT.json GATEWAY PUBLIC_API FILING_KEY MARKER STOP_CMD START_CMD
                        OUTAGE_SECONDS "PATH PATH ..." "Header: value"...
"""
import json
import sys


def outage_config(gateway, public_api, filing, marker, stop, start, seconds, paths, headers):
    """The configuration as outage_load.py reads it; PATHS space-separated, HEADERS
    "Name: value" strings."""
    return {"gateway": gateway, "public_api": public_api, "get_paths": paths.split(),
            "filing_key": int(filing), "marker": marker, "stop_cmd": stop, "start_cmd": start,
            "admin_headers": dict(h.split(": ", 1) for h in headers),
            "warmup": 5, "outage": float(seconds), "tail": 10, "get_workers": 16,
            "comments_per_second": 10}


def main(out, gateway, public_api, filing, marker, stop, start, seconds, paths, *headers):
    with open(out, "w") as f:
        json.dump(outage_config(gateway, public_api, filing, marker, stop, start, seconds, paths, headers),
                  f, indent=1)


if __name__ == "__main__":
    if len(sys.argv) < 10:
        sys.exit(__doc__)
    main(*sys.argv[1:])
