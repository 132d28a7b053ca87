# Hostile uploads: a corpus of bad rates templates, each uploaded as the
# Administrator through the gateway for the demo company Blue Lake Health Plan, must be refused
# with its 4xx and a message placing the problem (sheet, row, column for workbook content), and
# leave the company's data exactly as it was. Source after common.sh, stack.sh and
# admin-session.sh; the stack runs.
# shellcheck shell=bash
# shellcheck disable=SC2034 # UPLOADS_SUMMARY is read by bench/check-reliability

RELIABILITY_LIB=${RELIABILITY_LIB:-$ROOT/bench/lib/reliability}

# company_data COMPANY_PK — one line of counts and a digest of everything an upload may change.
company_data() {
    psql -X -q -At -v company="$1" -f "$RELIABILITY_LIB/company_data.sql" "$DATABASE_URL"
}

# compare_etags — the ETag of each active year's public compare dataset, space-separated.
compare_etags() {
    local year out=() gateway=http://127.0.0.1:$GATEWAY_PORT
    for year in $(curl -fsS "$gateway/ws/get-years" | tr -d '[]' | tr ',' ' '); do
        out+=("$year=$(curl -fsS -o /dev/null -D - "$gateway/ws/compare-plans/$year" \
            | sed -n 's/^[Ee][Tt][Aa][Gg]: *//p' | tr -d '\r')")
    done
    echo "${out[*]}"
}

# upload_file COMPANY_PK FILE ANSWER — prints "http_status seconds". The body is sent at once,
# as a browser sends it (no "Expect: 100-continue" letting the gateway refuse it unread).
upload_file() {
    local gateway=http://127.0.0.1:$GATEWAY_PORT
    curl -sS -o "$3" -w '%{http_code} %{time_total}\n' --max-time 300 -H 'Expect:' "${ADMIN_AUTH[@]}" \
        -F "file=@$2" "$gateway/ws/api/provider/upload/$1" 2>>"$RUNTIME_DIR/logs/uploads-curl.log" \
        || echo "000 0"
}

# check_hostile_uploads YEAR SEED — prints the table and sets UPLOADS_SUMMARY; returns 1 when a
# case failed.
check_hostile_uploads() {
    local year=$1 seed=$2 python dir=$RUNTIME_DIR/hostile-uploads gateway=http://127.0.0.1:$GATEWAY_PORT
    python=$(ensure_venv venv-reliability openpyxl==3.1.5)
    admin_session
    curl -fsS "${ADMIN_AUTH[@]}" "$gateway/ws/api/serf-auto-run/disable" >/dev/null
    if ! curl -fsS "${ADMIN_AUTH[@]}" "$gateway/ws/api/compare-years" | grep -q "\"year\":$year"; then
        curl -fsS "${ADMIN_AUTH[@]}" -H 'Content-Type: application/json' \
            -d "{\"id\":null,\"year\":$year,\"active\":false}" "$gateway/ws/api/update/compare-year" >/dev/null
    fi
    local company naic product other
    # Blue Lake Health Plan, another company's NAIC code and Blue Lake's first active product (no
    # output, so a failed read, when one is missing).
    read -r company naic other product < <(curl -fsS "${ADMIN_AUTH[@]}" "$gateway/ws/api/companies" | jq -r '
        first(.[] | select(.companyName == "Blue Lake Health Plan")) as $c
        | first(.[] | select(.companyPk != $c.companyPk)) as $other
        | first($c.products[] | select(.active == 1)) as $p
        | "\($c.companyPk) \($c.coCode) \($other.coCode) \($p.productName)"')
    rm -rf "$dir" && mkdir -p "$dir/answers"
    curl -fsS "$gateway/ws/counties" >"$dir/counties.json"
    log "writing the hostile corpus (seed $seed) for Blue Lake Health Plan (companyPk $company), year $year"
    (cd "$RELIABILITY_LIB" && "$python" -B corpus.py "$dir/files" "$year" "$naic" "$product" "$other" "$dir/counties.json" "$seed")

    local failed=0 name file status pattern what before after etags_before etags_after
    local answer seconds verdict line intact
    printf '%-22s %-6s %-7s %-7s %s\n' case status intact seconds "first line of the message"
    while IFS=$'\t' read -r name file status pattern what; do
        before=$(company_data "$company")
        etags_before=$(compare_etags)
        read -r answer seconds < <(upload_file "$company" "$dir/files/$file" "$dir/answers/$name.json")
        [ -f "$dir/answers/$name.json" ] || : >"$dir/answers/$name.json"
        after=$(company_data "$company")
        etags_after=$(compare_etags)
        IFS=$'\t' read -r verdict line < <("$python" "$RELIABILITY_LIB/judge_upload.py" "$status" "$pattern" "$answer" "$dir/answers/$name.json")
        if [ "$name" = baseline ]; then
            intact=loaded
        elif [ "$before" = "$after" ] && [ "$etags_before" = "$etags_after" ]; then
            intact=yes
        else
            intact=NO
            verdict=FAIL
            line="data changed: ${before%% |*} -> ${after%% |*}; $line"
        fi
        printf '%-22s %-6s %-7s %-7s %s\n' "$name" "$answer" "$intact" "$(printf '%.2f' "$seconds")" "${line:0:110}"
        if [ "$verdict" != ok ]; then
            failed=$((failed + 1))
            warn "$name ($what): $line"
            if [ "$name" = baseline ]; then
                UPLOADS_SUMMARY="the valid workbook was refused, so the corpus proves nothing"
                return 1
            fi
        fi
    done <"$dir/files/manifest.tsv"

    # The service is unharmed: the valid workbook still loads, admin-api did not restart.
    read -r answer seconds < <(upload_file "$company" "$dir/files/baseline.xlsx" "$dir/answers/baseline-again.json")
    IFS=$'\t' read -r verdict line < <("$python" "$RELIABILITY_LIB/judge_upload.py" 200 '' "$answer" "$dir/answers/baseline-again.json")
    printf '%-22s %-6s %-7s %-7s %s\n' "baseline-again" "$answer" loaded "$(printf '%.2f' "$seconds")" "$line"
    [ "$verdict" = ok ] || failed=$((failed + 1))
    stack_check_alive || failed=$((failed + 1))
    local cases admin_pid peak
    cases=$(($(wc -l <"$dir/files/manifest.tsv") - 1))
    admin_pid=${STACK_PIDS[$(printf '%s\n' "${STACK_NAMES[@]}" | grep -n '^admin-api$' | cut -d: -f1) - 1]}
    peak=$(awk '/^VmHWM/ {print int($2 / 1024)}' "/proc/$admin_pid/status")
    UPLOADS_SUMMARY="$((cases - failed)) of $cases hostile uploads refused with the expected 4xx and message, data intact; admin-api peak RSS ${peak} MB"
    ((failed == 0))
}
