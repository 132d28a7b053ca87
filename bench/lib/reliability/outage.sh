# Database outage: under load, PostgreSQL stops (`pg_ctl stop -m immediate`, a
# crash) for 10 s and comes back. Public GETs keep answering from the caches; comment POSTs and
# admin writes get 503 with the JSON envelope; within 5 s of PostgreSQL returning everything
# works again with no service restarted; every comment answered 201 is in the database.
# Commits are flushed to the WAL before they are answered, as in production (check-reliability
# sets synchronous_commit=on for rate_review before the stack starts). Source after common.sh,
# postgres.sh, stack.sh and bench.sh (admin_session); the stack runs, `gateway`, PG_PORT and
# PG_CLUSTER are set.
# shellcheck shell=bash
# shellcheck disable=SC2034 # OUTAGE_SUMMARY is read by bench/check-reliability

RELIABILITY_LIB=${RELIABILITY_LIB:-$ROOT/bench/lib/reliability}

# commentable_filing — prints the filingId of a publicly listed filing whose comment period is
# open now (SPEC 9: Submitted, within 30 days of its submission), newest first.
commentable_filing() {
    local gateway=http://127.0.0.1:$GATEWAY_PORT
    curl -fsS "$gateway/ws/rates" | python3 "$RELIABILITY_LIB/commentable_filing.py" "$gateway"
}

# check_database_outage SECONDS RUN_ID — prints the figures and sets OUTAGE_SUMMARY; returns 1
# when a requirement fails.
check_database_outage() {
    local seconds=$1 run_id=$2 dir=$RUNTIME_DIR/outage gateway=http://127.0.0.1:$GATEWAY_PORT
    rm -rf "$dir" && mkdir -p "$dir"
    admin_session
    [ "$(curl -fsS "$gateway/ws/public-comments")" = true ] \
        || curl -fsS "${ADMIN_AUTH[@]}" "$gateway/ws/api/public-comments/enable" >/dev/null
    local filing cp cpk toi year
    read -r filing cp cpk toi < <(commentable_filing) || true
    [ -n "${toi:-}" ] || { OUTAGE_SUMMARY="no filing open for comment"; return 1; }
    local paths=(/ws/get-years /ws/getCurrentYear /ws/counties /ws/filings /ws/rates /ws/site-profile
        /ws/public-comments /ws/insurance-forms/quality-measure-note /ws/insurance-forms/quality-measure-link
        /ws/insurance-forms/comparisons "/ws/company-products/$cp" "/ws/company-products/$cp/$filing/$cpk/$toi")
    for year in $(curl -fsS "$gateway/ws/get-years" | tr -d '[]' | tr ',' ' '); do
        paths+=("/ws/compare-plans/$year")
    done
    local as_owner=""
    [ "$(id -u)" = 0 ] && as_owner="runuser -u postgres --"
    local lib=$ROOT/scripts/lib
    python3 "$RELIABILITY_LIB/outage_config.py" \
        "$dir/config.json" "$gateway" "http://127.0.0.1:$PUBLIC_API_PORT" "$filing" "Reliability check $run_id" \
        "$as_owner $PG_BIN/pg_ctl -D $PG_DIR/data -m immediate -w stop" \
        "bash -c 'source $lib/common.sh && source $lib/postgres.sh && for i in 1 2 3; do (pg_cluster_start $PG_CLUSTER $PG_PORT fast) && exit 0; sleep 0.5; done; exit 1'" \
        "$seconds" "${paths[*]}" "Authorization: Bearer $ADMIN_TOKEN" "Cookie: XSRF-TOKEN=$ADMIN_XSRF" \
        "X-XSRF-TOKEN: $ADMIN_XSRF"
    log "loading the site (public GETs, comments on filing $filing, admin writes); stopping PostgreSQL for ${seconds}s after 5s"
    local status=0
    python3 "$RELIABILITY_LIB/outage_load.py" "$dir/config.json" "$dir/results.json" || status=$?
    pg_cluster_start "$PG_CLUSTER" "$PG_PORT" fast
    ((status == 0)) || { warn "the load generator failed (status $status)"; return 1; }
    psql -X -q -At -F'|' "$DATABASE_URL" \
        -c "SELECT comment_key, commentary FROM comments WHERE commentary LIKE 'Reliability check $run_id %'" >"$dir/stored.txt"
    psql -X -q -At -F'|' "$DATABASE_URL" -c "SELECT note, link FROM quality_measure" >"$dir/measure.txt"
    local report_status=0
    python3 "$RELIABILITY_LIB/outage_report.py" "$dir/results.json" "$dir/stored.txt" "$dir/measure.txt" 5 \
        | tee "$dir/report.txt" || report_status=1
    OUTAGE_SUMMARY=$(tail -1 "$dir/report.txt")
    # No service was restarted: every process of the stack is the one started, and ready.
    if ! stack_check_alive; then
        OUTAGE_SUMMARY="a service exited during the outage"
        return 1
    fi
    if ! curl -fsS -o /dev/null "http://127.0.0.1:$PUBLIC_API_PORT/readyz" \
        || ! curl -fsS -o /dev/null "http://127.0.0.1:$ADMIN_API_PORT/readyz"; then
        OUTAGE_SUMMARY="a service is not ready after the outage"
        return 1
    fi
    echo "  no service restarted: ${STACK_NAMES[*]} all still the processes started; both APIs ready"
    return "$report_status"
}
