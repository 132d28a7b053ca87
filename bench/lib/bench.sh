# The measures of scripts/bench. Source after common.sh, stack.sh and admin-session.sh;
# the stack runs.
# shellcheck shell=bash

# ceiling_start DIR PORT — nginx serving the files of DIR/files with the same response headers
# the gateway sends for a public GET (the security headers, gzip, Vary, Cache-Control, a request
# id, the cache status), so the only difference left is how the bytes are found.
ceiling_start() {
    local dir=$1 port=$2
    mkdir -p "$dir/tmp"
    cat >"$dir/nginx.conf" <<NGINX
$(nginx_worker_user)
worker_processes auto;
pid $dir/nginx.pid;
error_log $dir/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    sendfile on;
    keepalive_timeout 65;
    server_tokens off;
    client_body_temp_path $dir/tmp;
    proxy_temp_path $dir/tmp;
    fastcgi_temp_path $dir/tmp;
    uwsgi_temp_path $dir/tmp;
    scgi_temp_path $dir/tmp;
    map \$scheme \$hsts { default ""; }
    server {
        listen 127.0.0.1:$port;
        root $dir/files;
        default_type application/json;
        add_header Content-Encoding gzip;
        add_header Vary Accept-Encoding;
        add_header Cache-Control "public, no-cache";
        add_header X-Request-Id \$request_id always;
        add_header X-Cache-Status HIT always;
        include $RUNTIME_DIR/nginx/security-headers.conf;
    }
}
NGINX
    nginx -p "$dir" -c "$dir/nginx.conf"
}

# ceiling_stop DIR
ceiling_stop() {
    [ -f "$1/nginx.pid" ] && kill "$(cat "$1/nginx.pid")" 2>/dev/null || true
}

# wrk_run URL -> "req/s p50_ms p99_ms errors" (DURATION seconds, CONNECTIONS connections, gzip).
wrk_run() {
    local out
    out=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency -H 'Accept-Encoding: gzip' "$1")
    python3 "$ROOT/bench/lib/wrk_summary.py" "$out"
}

# seconds_of COMMAND... — runs COMMAND (its output discarded) and prints the seconds it took.
seconds_of() {
    local start
    start=$(date +%s.%N)
    "$@" >/dev/null
    seconds_since "$start"
}

# rows_written DATABASE_URL — rows inserted, updated and deleted so far in the tables of
# imported filings (every table but the run's own records: import_runs, its errors, its window
# journal and cursor, and the audit log line saying who ran it), from PostgreSQL's statistics; a
# process's counts are flushed when it exits.
rows_written() {
    psql -X -q -At "$1" -c "SELECT pg_stat_clear_snapshot()" -c \
        "SELECT coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) FROM pg_stat_user_tables
          WHERE relname NOT IN ('import_runs', 'import_run_errors', 'import_windows', 'import_cursor', 'audit_log')" | tail -1
}

# measure_import PG_URL SIM_PORT — imports the simulator's 10,000 filings into a fresh database
# through its SERFF State API with the limits off, then runs the import again with nothing
# changed. Prints "first_s rerun_s rerun_rows filings first_calls rerun_calls".
measure_import() {
    local admin_url=$1 sim_port=$2 url
    url=${admin_url%/*}/import_bench
    psql -X -q "$admin_url" -c "DROP DATABASE IF EXISTS import_bench" -c "CREATE DATABASE import_bench" >/dev/null
    DATABASE_URL=$url "$BIN_DIR/dbctl" migrate >/dev/null
    # Limits off: what the import itself costs. The duration the real limits would give is
    # planned from the calls it made (import_planned_minutes).
    "$BIN_DIR/serff-sim" --port "$sim_port" --scale large --no-throttle >"$RUNTIME_DIR/logs/serff-sim-large.log" 2>&1 &
    local sim=$!
    wait_http "http://127.0.0.1:$sim_port/_sim/stats" 30 "SERFF State API simulator (10,000 filings)"
    local run=(env DATABASE_URL="$url" SERFF_API_URL="http://127.0.0.1:$sim_port/state-api_4.1"
        SERFF_API_USER=lakeland SERFF_API_PASSWORD=serff-sim SERFF_CALLS_PER_MINUTE=1000000
        SERFF_CALLS_PER_HOUR=1000000000 IMPORTER_PORT=0
        ATTACHMENTS_DIR="$RUNTIME_DIR/import-attachments" RUST_LOG=warn "$BIN_DIR/importer" run-once)
    local first rerun before after filings first_calls rerun_calls out=$RUNTIME_DIR/import-run.txt
    local start
    start=$(date +%s.%N)
    "${run[@]}" >"$out"
    first=$(seconds_since "$start")
    first_calls=$(calls_in "$out")
    sleep 1
    before=$(rows_written "$url")
    start=$(date +%s.%N)
    "${run[@]}" >"$out"
    rerun=$(seconds_since "$start")
    rerun_calls=$(calls_in "$out")
    sleep 1
    after=$(rows_written "$url")
    filings=$(psql -X -At "$url" -c "SELECT count(*) FROM filings")
    kill "$sim" 2>/dev/null || true
    wait "$sim" 2>/dev/null || true
    echo "$first $rerun $((after - before)) $filings $first_calls $rerun_calls"
}

# calls_in FILE — the calls to SERFF that `importer run-once` reported ("…; N calls to SERFF.").
calls_in() { sed -n 's/.*; \([0-9]*\) calls to SERFF\..*/\1/p' "$1" | tail -1; }

# import_planned_minutes CALLS — how long CALLS throttled calls take at the importer's default
# budget (50 a minute, 900 an hour, below the State API's 60 and 1,000): whole hours of 900, then
# 50 a minute.
import_planned_minutes() {
    python3 -c "import sys; c = int(sys.argv[1]); print(round((c // 900) * 60 + (c % 900) / 50, 1))" "$1"
}

# measure_upload YEAR — uploads a 100,000-rate-row workbook for the first company as the
# administrator, into YEAR (added as an inactive compare year, so the public data stay as they
# are). Prints "seconds http_status answer".
measure_upload() {
    local year=$1 python company naic product out answer
    python=$(ensure_venv venv-bench openpyxl==3.1.5)
    admin_session || die "could not sign in to the admin API"
    if ! curl -fsS "${ADMIN_AUTH[@]}" "$gateway/ws/api/compare-years" | grep -q "\"year\":$year"; then
        curl -fsS "${ADMIN_AUTH[@]}" -H 'Content-Type: application/json' \
            -d "{\"id\":null,\"year\":$year,\"active\":false}" "$gateway/ws/api/update/compare-year" >/dev/null
    fi
    # The first company and its first active product (no output, so a failed read, without one).
    read -r company naic product < <(curl -fsS "${ADMIN_AUTH[@]}" "$gateway/ws/api/companies" | jq -r '
        .[0] as $c | first($c.products[] | select(.active == 1)) as $p
        | "\($c.companyPk) \($c.coCode) \($p.productName)"')
    curl -fsS "$gateway/ws/counties" >"$RUNTIME_DIR/counties.json"
    out=$RUNTIME_DIR/rates-100000.xlsx
    "$python" "$ROOT/bench/lib/bench_workbook.py" "$out" "$year" "$naic" "$product" "$RUNTIME_DIR/counties.json"
    answer=$(curl -sS -o "$RUNTIME_DIR/upload-answer.json" -w '%{time_total} %{http_code}' "${ADMIN_AUTH[@]}" \
        -F "file=@$out" "$gateway/ws/api/provider/upload/$company")
    read -r seconds status <<<"$answer"
    echo "$(printf '%.2f' "$seconds") $status $(cat "$RUNTIME_DIR/upload-answer.json")"
}

# verdict CONDITION — "met" when the awk CONDITION (numbers compared, `&&` between parts) holds,
# else "**missed**": the last column of the targets table.
verdict() {
    if awk "BEGIN { exit !($1) }"; then echo met; else echo '**missed**'; fi
}

# thousands N — the integer N with commas between groups of three digits (10000 -> 10,000).
thousands() {
    sed -E ':a; s/([0-9])([0-9]{3})($|,)/\1,\2\3/; ta' <<<"$1"
}
