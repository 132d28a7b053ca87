# Importer crash: `kill -9` the importer at random moments of five imports of
# the simulator's 10,000 filings into fresh databases, run it again to completion, and the
# filings equal those of an uninterrupted import (the snapshot of crates/importer/tests/integration/crash.rs),
# with no duplicate tracking number and every attachment blob in the store.
# Source after common.sh and postgres.sh; BIN_DIR, RUNTIME_DIR and PG_PORT are set.
# shellcheck shell=bash
# shellcheck disable=SC2034 # CRASH_SUMMARY is read by bench/check-reliability

RELIABILITY_LIB=${RELIABILITY_LIB:-$ROOT/bench/lib/reliability}

# crash_db_url NAME — the URL of database NAME in the reliability cluster.
crash_db_url() { echo "postgres://postgres@127.0.0.1:$PG_PORT/$1"; }

# crash_fresh_db NAME — drops and creates database NAME and migrates it.
crash_fresh_db() {
    psql -X -q "$(crash_db_url postgres)" -c "SET client_min_messages = warning" \
        -c "DROP DATABASE IF EXISTS $1 WITH (FORCE)" -c "CREATE DATABASE $1" >/dev/null
    DATABASE_URL=$(crash_db_url "$1") "$BIN_DIR/dbctl" migrate >/dev/null
}

# crash_importer NAME ATTACHMENTS — runs `importer run-once` into database NAME in the background;
# sets IMPORTER_PID.
crash_importer() {
    env DATABASE_URL="$(crash_db_url "$1")" SERFF_API_URL="$CRASH_SOURCE/state-api_4.1" \
        SERFF_API_USER=lakeland SERFF_API_PASSWORD=serff-sim IMPORTER_PORT=0 \
        ATTACHMENTS_DIR="$2" RUST_LOG=warn "$BIN_DIR/importer" run-once >>"$RUNTIME_DIR/logs/importer-crash.log" 2>&1 &
    IMPORTER_PID=$!
}

# crash_query NAME SQL — one value.
crash_query() { psql -X -q -At "$(crash_db_url "$1")" -c "$2"; }

# crash_verify NAME ATTACHMENTS — snapshot (into RUNTIME_DIR/crash/NAME.snapshot), duplicates, blobs.
crash_verify() {
    local name=$1 files=$2 dir=$RUNTIME_DIR/crash
    psql -X -q -At "$(crash_db_url "$name")" -f "$RELIABILITY_LIB/filings_snapshot.sql" >"$dir/$name.snapshot"
    psql -X -q -At -F'|' "$(crash_db_url "$name")" -c "SELECT storage_key, sha256, byte_size FROM attachment_blobs" >"$dir/$name.blobs"
    CRASH_BLOBS=$(python3 "$RELIABILITY_LIB/check_blobs.py" "$files" "$dir/$name.blobs") || return 1
    CRASH_DUPLICATES=$(crash_query "$name" "SELECT count(*) - count(DISTINCT serff_tracking_num) FROM filings")
}

# check_importer_crash TRIALS SEED SIM_PORT — prints one line per trial and sets CRASH_SUMMARY;
# returns 1 on any failure.
check_importer_crash() {
    local trials=$1 seed=$2 sim_port=$3 dir=$RUNTIME_DIR/crash
    rm -rf "$dir" && mkdir -p "$dir"
    # The throttle is the subject of other tests: here the limits would only stretch the trials.
    "$BIN_DIR/serff-sim" --port "$sim_port" --scale large --no-throttle >"$RUNTIME_DIR/logs/serff-sim-large.log" 2>&1 &
    CRASH_SIM_PID=$!
    CRASH_SOURCE="http://127.0.0.1:$sim_port"
    wait_http "$CRASH_SOURCE/_sim/stats" 60 "rate-filing simulator (10,000 filings)"

    log "reference: an uninterrupted import of the simulator's filings into a fresh database"
    crash_fresh_db reliability_import_ref
    local started reference
    started=$(date +%s.%N)
    crash_importer reliability_import_ref "$dir/files-ref"
    wait "$IMPORTER_PID" || { warn "the uninterrupted import failed (see $RUNTIME_DIR/logs/importer-crash.log)"; return 1; }
    IMPORTER_PID=
    reference=$(seconds_since "$started")
    crash_verify reliability_import_ref "$dir/files-ref" || { warn "the reference import lost attachments: $CRASH_BLOBS"; return 1; }
    local filings
    filings=$(wc -l <"$dir/reliability_import_ref.snapshot")
    echo "  reference: $filings filings in ${reference}s; $CRASH_BLOBS"
    ((filings >= 10000)) || { warn "the reference import holds $filings filings, not 10,000"; return 1; }

    local moments
    read -r -a moments < <(python3 "$RELIABILITY_LIB/kill_moments.py" "$seed" "$trials" "$reference")
    echo "  kill moments (seed $seed, spread over 5-90% of ${reference}s): ${moments[*]}"
    local failed=0 i at tries status present rerun runs result
    for ((i = 0; i < trials; i++)); do
        at=${moments[$i]}
        # An import faster than the reference may end before its moment: then the trial starts
        # again with the moment halved (at most twice), so every trial kills a running import.
        for ((tries = 1; ; tries++)); do
            crash_fresh_db reliability_import_crash
            rm -rf "$dir/files-crash"
            crash_importer reliability_import_crash "$dir/files-crash"
            sleep "$at"
            kill -0 "$IMPORTER_PID" 2>/dev/null && break
            wait "$IMPORTER_PID" || true
            IMPORTER_PID=
            echo "  trial $((i + 1)): the import finished before the kill at ${at}s; again, killing at half that moment"
            ((tries < 3)) || { failed=$((failed + 1)); continue 2; }
            at=$(awk -v at="$at" 'BEGIN { printf "%.2f\n", at / 2 }')
        done
        kill -KILL "$IMPORTER_PID"
        wait "$IMPORTER_PID" 2>/dev/null || true
        IMPORTER_PID=
        present=$(crash_query reliability_import_crash "SELECT count(*) FROM filings")
        started=$(date +%s.%N)
        crash_importer reliability_import_crash "$dir/files-crash"
        wait "$IMPORTER_PID" && status=0 || status=$?
        IMPORTER_PID=
        if ((status != 0)); then
            echo "  trial $((i + 1)): killed at ${at}s with $present filings in; the restarted import FAILED"
            failed=$((failed + 1))
            continue
        fi
        rerun=$(seconds_since "$started" 1)
        runs=$(crash_query reliability_import_crash "SELECT string_agg(status, ',' ORDER BY import_run_id) FROM import_runs")
        result=equal
        if ! crash_verify reliability_import_crash "$dir/files-crash"; then
            result="ATTACHMENTS LOST"
        elif ! cmp -s "$dir/reliability_import_ref.snapshot" "$dir/reliability_import_crash.snapshot"; then
            result="DIFFERENT ($(diff "$dir/reliability_import_ref.snapshot" "$dir/reliability_import_crash.snapshot" | grep -c '^[<>]') lines)"
        elif [ "$CRASH_DUPLICATES" != 0 ]; then
            result="$CRASH_DUPLICATES DUPLICATE tracking numbers"
        elif [ "${runs##*,}" != succeeded ] || [[ ,$runs, == *,running,* ]]; then
            result="runs left as $runs"
        fi
        [ "$result" = equal ] || failed=$((failed + 1))
        printf '  trial %d: killed at %6.2fs with %5d filings in; restart %5.1fs; runs %s; %s; %s\n' \
            $((i + 1)) "$at" "$present" "$rerun" "$runs" "$CRASH_BLOBS" "$result"
    done
    kill "$CRASH_SIM_PID" 2>/dev/null || true
    wait "$CRASH_SIM_PID" 2>/dev/null || true
    CRASH_SIM_PID=
    CRASH_SUMMARY="$((trials - failed)) of $trials imports killed with kill -9 and restarted equal the uninterrupted import of $filings filings (seed $seed)"
    ((failed == 0))
}
