"""The figures scripts/bench keeps from one `wrk --latency` run: requests per second, the 50th
and 99th percentile latencies in milliseconds, and the errors (socket errors of every kind plus
non-2xx/3xx answers), so a run that only looked fast because it failed shows it.

usage: wrk_summary.py WRK_OUTPUT   prints "req/s p50_ms p99_ms errors"
"""
import re
import sys

def percentile_ms(output, percent):
    """The latency of the `--latency` distribution line for PERCENT, in milliseconds (wrk
    prints each with the unit that suits it)."""
    m = re.search(rf"^\s*{percent}%\s+([\d.]+)(us|ms|s)\s*$", output, re.M)
    value, unit = float(m.group(1)), m.group(2)
    return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value


def errors(output):
    """Socket errors (connect, read, write, timeout) plus answers that were not 2xx or 3xx."""
    count = sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", output))
    m = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    return count + (int(m.group(1)) if m else 0)


def summary(output):
    """The line scripts/bench reads: "req/s p50_ms p99_ms errors"."""
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    return f"{rps:.0f} {percentile_ms(output, 50):.2f} {percentile_ms(output, 99):.2f} {errors(output)}"


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    print(summary(sys.argv[1]))
