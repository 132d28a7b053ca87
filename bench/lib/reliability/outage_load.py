"""The load of the database-outage check, and the outage itself, on one clock.

Loads the site with public GETs (through the gateway and straight to public-api), a steady
stream of public comment POSTs straight to public-api (each from its own client address in
X-Real-IP, with the gateway's secret from GATEWAY_SECRET as the gateway sends it, so the hourly
per-client limit never applies), and admin writes through the gateway
(the quality-measure note and link, each saved one at a time). After WARMUP seconds it runs STOP_CMD, waits
OUTAGE seconds from the moment PostgreSQL is down, runs START_CMD and keeps loading for TAIL
seconds. Writes every request (what, sent, answered, status, key) and the outage's times,
in seconds from the start, to the JSON file OUT.

usage: outage_load.py CONFIG.json OUT.json
CONFIG: {gateway, public_api, get_paths, filing_key, admin_headers: {..}, marker,
         stop_cmd, start_cmd, warmup, outage, tail, get_workers, comments_per_second}
"""
import http.client
import json
import os
import subprocess
import sys
import threading
import time
import urllib.parse
from concurrent.futures import ThreadPoolExecutor

T0 = time.monotonic()


def now():
    return time.monotonic() - T0


class Client:
    """One keep-alive HTTP/1.1 connection to `base`, reopened after a failure."""

    def __init__(self, base, timeout=15):
        url = urllib.parse.urlsplit(base)
        self.host, self.port, self.timeout = url.hostname, url.port, timeout
        self.conn = None

    def request(self, method, path, body=None, headers=None):
        """(status, response, body bytes); status 0 when the connection failed. A GET on a
        kept-alive connection the server had closed is sent again once; a POST never is."""
        for attempt in (1, 2) if method == "GET" else (2,):
            if self.conn is None:
                self.conn = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
            try:
                self.conn.request(method, path, body=body, headers=headers or {})
                response = self.conn.getresponse()
                data = response.read()
                if response.getheader("Connection", "").lower() == "close":
                    self.close()
                return response.status, response, data
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError) as e:
                self.close()
                if attempt == 2:
                    return 0, None, repr(e).encode()
            except OSError as e:
                self.close()
                return 0, None, repr(e).encode()
        return 0, None, b""

    def close(self):
        if self.conn is not None:
            self.conn.close()
            self.conn = None


class Recorder:
    def __init__(self):
        self.lock = threading.Lock()
        self.requests = []

    def add(self, **fields):
        with self.lock:
            self.requests.append(fields)


def get_worker(config, base, target, offset, stop, rec):
    client, paths, i = Client(base), config["get_paths"], offset
    while not stop.is_set():
        path = paths[i % len(paths)]
        i += 1
        sent = now()
        status, response, _ = client.request("GET", path, headers={"Accept-Encoding": "gzip"})
        cache = response.getheader("X-Cache-Status", "") if response else ""
        rec.add(kind="get", target=target, path=path, sent=sent, done=now(), status=status, cache=cache)


def post_comment(config, n, rec):
    client = Client(config["public_api"])
    commentary = f"{config['marker']} comment {n}: the proposed increase is too steep."
    body = json.dumps({"filingKey": config["filing_key"], "commentary": commentary})
    address = f"10.{77 + n // 65025}.{n // 255 % 255}.{n % 255 + 1}"
    sent = now()
    status, _, data = client.request("POST", "/comments", body=body, headers={
        "Content-Type": "application/json", "X-Real-IP": address,
        "X-Gateway-Secret": os.environ.get("GATEWAY_SECRET", "")})
    client.close()
    rec.add(kind="comment", sent=sent, done=now(), status=status, n=n, commentary=commentary,
            body=data.decode("utf-8", "replace")[:400])


def comment_stream(config, stop, rec):
    interval = 1.0 / config["comments_per_second"]
    with ThreadPoolExecutor(max_workers=64) as pool:
        n, next_at = 0, now()
        while not stop.is_set():
            pool.submit(post_comment, config, n, rec)
            n += 1
            next_at += interval
            time.sleep(max(0.0, next_at - now()))


def admin_writer(config, field, stop, rec):
    """Saves the quality-measure `field` (note or link) again and again, one save at a time, so
    the last one answered 200 is the one the database must hold."""
    client, n = Client(config["gateway"]), 0
    while not stop.is_set():
        if field == "note":
            value = f"{config['marker']} note {n}: quality measures are updated each spring."
        else:
            value = f"https://quality.example/reports/{n}?run={config['marker'].split()[-1]}"
        path = f"/ws/api/insurance-forms/quality-measure-{field}/" + urllib.parse.quote(value, safe="")
        sent = now()
        status, _, data = client.request("POST", path, headers=config["admin_headers"])
        rec.add(kind="admin", field=field, sent=sent, done=now(), status=status, value=value,
                body=data.decode("utf-8", "replace")[:400])
        n += 1
        time.sleep(0.1)


def run_cmd(cmd):
    started = now()
    subprocess.run(cmd, shell=True, check=True, stdout=subprocess.DEVNULL)
    return started, now()


def main(config_file, out_file):
    with open(config_file, encoding="utf-8") as f:
        config = json.load(f)
    rec, stop = Recorder(), threading.Event()
    threads = []
    for w in range(config["get_workers"]):
        gateway = w % 4 != 3  # three in four through the gateway, the rest straight to public-api
        base = config["gateway"] if gateway else config["public_api"]
        worker_config = dict(config, get_paths=[p if gateway else p.removeprefix("/ws") for p in config["get_paths"]])
        threads.append(threading.Thread(target=get_worker, args=(
            worker_config, base, "gateway" if gateway else "public-api", w, stop, rec)))
    threads.append(threading.Thread(target=comment_stream, args=(config, stop, rec)))
    for field in ("note", "link"):
        threads.append(threading.Thread(target=admin_writer, args=(config, field, stop, rec)))
    for t in threads:
        t.start()
    outage = {}
    try:
        time.sleep(config["warmup"])
        outage["stop_sent"], outage["db_down"] = run_cmd(config["stop_cmd"])
        time.sleep(max(0.0, config["outage"] - (now() - outage["db_down"])))
        outage["start_sent"], outage["db_up"] = run_cmd(config["start_cmd"])
        time.sleep(config["tail"])
    finally:
        stop.set()
        for t in threads:
            t.join()
    outage["end"] = now()
    with open(out_file, "w", encoding="utf-8") as f:
        json.dump({"outage": outage, "requests": rec.requests}, f)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
