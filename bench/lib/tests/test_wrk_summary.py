"""wrk_summary: the figures scripts/bench keeps from wrk's output, on captured runs."""
import os
import unittest

import wrk_summary

FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures")


def captured(name):
    with open(os.path.join(FIXTURES, name)) as f:
        return f.read()


# A captured run with its latencies rewritten into seconds and a socket-errors line added (wrk
# prints one when any connection failed).
WITH_SOCKET_ERRORS = """Running 10s test @ http://127.0.0.1:19180/ws/rates
  2 threads and 64 connections
  Latency Distribution
     50%    1.20s
     75%    1.50s
     90%    1.90s
     99%    2.05s
  1020 requests in 10.01s, 3.10MB read
  Socket errors: connect 2, read 5, write 1, timeout 7
  Non-2xx or 3xx responses: 3
Requests/sec:    101.90
Transfer/sec:    317.12KB
"""


class SummaryTest(unittest.TestCase):
    def test_microseconds_and_milliseconds_become_milliseconds(self):
        self.assertEqual(wrk_summary.summary(captured("wrk-ok.txt")), "49463 0.07 4.06 0")

    def test_milliseconds_stay(self):
        self.assertEqual(wrk_summary.summary(captured("wrk-ms.txt")), "2003 1.66 38.36 0")

    def test_non_2xx_answers_count_as_errors(self):
        self.assertEqual(wrk_summary.summary(captured("wrk-404.txt")), "47584 0.06 5.17 99995")

    def test_seconds_and_socket_errors(self):
        self.assertEqual(wrk_summary.summary(WITH_SOCKET_ERRORS), "102 1200.00 2050.00 18")


if __name__ == "__main__":
    unittest.main()
