"""The verdict of bench/soak: zero errors and flat memory.

Usage: report.py WRK_OUTPUT SAMPLES DURATION_S WARMUP_S TOLERANCE_PERCENT TOLERANCE_MB

WRK_OUTPUT is what `wrk --latency` printed; SAMPLES the lines of soak_sample (soak.sh):
"seconds name rss_kb|gone", "seconds clients:name count" and "seconds conns:name count". Prints the load figures, then per
process the first sample after the warm-up, the last sample, the highest and the least-squares
slope after the warm-up. Memory is flat when the last sample is within the tolerance (the larger
of TOLERANCE_PERCENT of the warm-up sample and TOLERANCE_MB) of the warm-up sample and the fitted
line rises by no more than the tolerance over the measured window (no steady upward trend).
Exits 1 when a request failed, a process exited, or a process's memory is not flat.
"""

import re
import sys


def wrk_figures(text):
    def ms(label):
        m = re.search(rf"^\s*{label}%\s+([\d.]+)(us|ms|s)\s*$", text, re.M)
        if not m:
            return float("nan")
        value, unit = float(m.group(1)), m.group(2)
        return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value

    requests = int(re.search(r"^\s*(\d+) requests in", text, re.M).group(1))
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
    socket = dict.fromkeys(["connect", "read", "write", "timeout"], 0)
    m = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
    if m:
        socket = dict(zip(socket, map(int, m.groups())))
    m = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    non_2xx = int(m.group(1)) if m else 0
    return {
        "requests": requests,
        "rps": rps,
        "socket": socket,
        "non_2xx": non_2xx,
        "p50": ms(50),
        "p90": ms(90),
        "p99": ms(99),
    }


def read_samples(path, duration):
    memory, connections = {}, {}
    with open(path) as lines:
        for line in lines:
            t, name, value = line.split()
            t = int(t)
            if t > duration:
                continue
            if name.startswith(("clients:", "conns:")):
                connections.setdefault(name, []).append(int(value))
            else:
                memory.setdefault(name, []).append((t, None if value == "gone" else int(value) / 1024))
    return memory, connections


def slope_mb_per_min(points):
    """Least-squares slope of (seconds, MB) points, in MB per minute."""
    if len(points) < 2:
        return 0.0
    n = len(points)
    mean_t = sum(t for t, _ in points) / n
    mean_m = sum(m for _, m in points) / n
    var = sum((t - mean_t) ** 2 for t, _ in points)
    if var == 0:
        return 0.0
    return sum((t - mean_t) * (m - mean_m) for t, m in points) / var * 60


def memory_verdict(name, samples, warmup, pct, floor_mb):
    """(row text, problem or None) for one process."""
    if any(mb is None for _, mb in samples):
        gone_at = next(t for t, mb in samples if mb is None)
        return f"{name:<22} exited after {gone_at} s", f"{name} exited during the soak"
    after = [(t, mb) for t, mb in samples if t >= warmup] or samples
    (warm_t, warm), (last_t, last) = after[0], after[-1]
    peak = max(mb for _, mb in samples)
    slope = slope_mb_per_min(after)
    tolerance = max(warm * pct / 100, floor_mb)
    rise = slope * (last_t - warm_t) / 60
    row = (
        f"{name:<22} {warm:8.1f} MB at {warm_t:>3} s  {last:8.1f} MB at {last_t:>3} s  "
        f"max {peak:8.1f} MB  slope {slope:+7.2f} MB/min  (tolerance {tolerance:.1f} MB)"
    )
    if abs(last - warm) > tolerance:
        return row, f"{name}: last sample {last:.1f} MB is {last - warm:+.1f} MB from the warm-up sample {warm:.1f} MB"
    if rise > tolerance:
        return row, f"{name}: rising {slope:+.2f} MB/min, {rise:+.1f} MB over {last_t - warm_t} s"
    return row, None


def main():
    wrk_path, samples_path = sys.argv[1], sys.argv[2]
    duration, warmup = int(sys.argv[3]), int(sys.argv[4])
    pct, floor_mb = float(sys.argv[5]), float(sys.argv[6])
    load = wrk_figures(open(wrk_path).read())
    memory, connections = read_samples(samples_path, duration)
    problems = []

    errors = sum(load["socket"].values()) + load["non_2xx"]
    socket = ", ".join(f"{kind} {n}" for kind, n in load["socket"].items())
    print(f"requests      {load['requests']:,} in {duration} s, {load['rps']:,.0f} req/s")
    print(f"latency       p50 {load['p50']:.2f} ms, p90 {load['p90']:.2f} ms, p99 {load['p99']:.2f} ms")
    print(f"errors        {errors} (socket errors: {socket}; non-2xx/3xx: {load['non_2xx']})")
    if errors:
        problems.append(f"{errors} requests failed")
    for label, what in (("clients:", "client connections"), ("conns:", "connections in all (clients and upstreams)")):
        peaks = [f"{name[len(label):]} {max(counts)}" for name, counts in sorted(connections.items()) if name.startswith(label)]
        if peaks:
            print(f"connections   most {what} an nginx worker held at a sample: {', '.join(peaks)}")

    print(f"memory        first sample after the {warmup} s warm-up vs the last; samples every 10 s")
    for name in sorted(memory):
        row, problem = memory_verdict(name, memory[name], warmup, pct, floor_mb)
        print(f"  {row}")
        if problem:
            problems.append(problem)

    print()
    if problems:
        print("NOT PASSED: " + "; ".join(problems))
        sys.exit(1)
    print(f"PASSED: zero errors in {load['requests']:,} requests and flat memory in every process")


if __name__ == "__main__":
    main()
