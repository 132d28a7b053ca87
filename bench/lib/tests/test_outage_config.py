"""reliability/outage_config: the configuration outage_load.py reads, from outage.sh's arguments."""
import json
import os
import tempfile
import unittest

from reliability import outage_config

ARGS = ["http://127.0.0.1:19180", "http://127.0.0.1:19181", "1234", "Reliability check 42",
        "pg_ctl stop", "pg_ctl start", "10", "/ws/get-years /ws/rates"]
HEADERS = ["Authorization: Bearer abc", "Cookie: XSRF-TOKEN=x: y"]


class OutageConfigTest(unittest.TestCase):
    def test_the_configuration(self):
        self.assertEqual(outage_config.outage_config(*ARGS, HEADERS), {
            "gateway": "http://127.0.0.1:19180", "public_api": "http://127.0.0.1:19181",
            "get_paths": ["/ws/get-years", "/ws/rates"], "filing_key": 1234,
            "marker": "Reliability check 42", "stop_cmd": "pg_ctl stop", "start_cmd": "pg_ctl start",
            "admin_headers": {"Authorization": "Bearer abc", "Cookie": "XSRF-TOKEN=x: y"},
            "warmup": 5, "outage": 10.0, "tail": 10, "get_workers": 16, "comments_per_second": 10,
        })

    def test_main_writes_it_as_json(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "config.json")
            outage_config.main(out, *ARGS, *HEADERS)
            with open(out) as f:
                self.assertEqual(json.load(f), outage_config.outage_config(*ARGS, HEADERS))


if __name__ == "__main__":
    unittest.main()
