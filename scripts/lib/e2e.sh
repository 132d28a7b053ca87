# The end-to-end suite of scripts/test: the whole site (stack.sh) started on the end-to-end ports
# against a database of its own (rr_e2e) with the demo data, and frontend/'s Playwright suite
# (`npm run test:e2e`, frontend/playwright.config.ts) run against it in Debian's Chromium. The API
# fuzzing (fuzz.sh) runs against the same stack, on a fresh copy of the database.
#
# Source after common.sh, postgres.sh, stack.sh, fuzz.sh and rust.sh, from scripts/test: it uses
# TEST_DATABASE_URL, RUNTIME_DIR, BIN_DIR, REPORTS_DIR, the stack's ports (GATEWAY_PORT,
# DEV_IDP_PORT, ...), API_FUZZ_EXAMPLES, and scripts/test's `selected` and FAILED.
#
# E2E_FILTER: words, each a part of an end-to-end file's name; only those files run (unset: all).
# E2E_WORKERS: how many browsers test at once (frontend/playwright.config.ts; 2 unless set).
# shellcheck shell=bash

# Points the services at the end-to-end database (rr_e2e), which e2e_database creates afresh
# with the demo data.
e2e_env() {
    export DATABASE_URL=${TEST_DATABASE_URL%/*}/rr_e2e ATTACHMENTS_DIR=$RUNTIME_DIR/attachments
    export DEV_IDP_KEY_FILE=$RUNTIME_DIR/dev-idp/jwks.json
    # The end-to-end tests play the proxy in front of the gateway from this address, naming a
    # visitor of their own in X-Forwarded-For (frontend/e2e/support/client-address.ts); from
    # any other address that header counts for nothing.
    export REAL_IP_FROM=127.0.0.2
    # Imports run when a test asks for one, never on the clock: the importer's schedule (every
    # quarter of an hour) would otherwise add the simulator's filings at whatever moment a run
    # crosses one, under tests that read the filings. Once a year, on 1 January.
    export IMPORT_CRON='0 0 0 1 1 *'
}
e2e_database() {
    local admin=$TEST_DATABASE_URL
    rust_binaries || return 1
    psql "$admin" -qc "DROP DATABASE IF EXISTS rr_e2e WITH (FORCE)" >/dev/null && psql "$admin" -qc "CREATE DATABASE rr_e2e" >/dev/null || return 1
    e2e_env
    rm -rf "$RUNTIME_DIR/attachments"
    "$BIN_DIR/dbctl" migrate >/dev/null && "$BIN_DIR/seed" --scale demo
}
# with_e2e_stack COMMAND... — runs COMMAND against the whole site started on the end-to-end
# ports and database, then stops the site.
with_e2e_stack() {
    local feed=${SERFF_API_URL-} status=0
    e2e_env
    stack_start || return 1
    "$@" || status=1
    stack_stop
    # stack_start exports the address of the simulator it starts; the next start needs its own.
    [ -n "$feed" ] || unset SERFF_API_URL SERFF_API_USER SERFF_API_PASSWORD
    return $status
}
# Runs the Playwright suite against the running site. Its JSON report goes to
# REPORTS_DIR/e2e.json (scripts/lib/vitest_failures.py reads it for the summary); the traces of
# failed tests to RUNTIME_DIR/e2e-results. A filtered run (E2E_FILTER) takes exactly the files
# named, one after the other: without the project order of a full run (--no-deps), one worker keeps
# a file that changes data from running beside one that reads it.
e2e_tests() {
    local results=$RUNTIME_DIR/e2e-results args=(--forbid-only)
    # shellcheck disable=SC2206
    [ -z "${E2E_FILTER:-}" ] || args+=(--no-deps --workers=1 $E2E_FILTER)
    mkdir -p "$REPORTS_DIR"
    if (cd frontend && E2E_BASE_URL="http://localhost:$GATEWAY_PORT" E2E_IDP_ISSUER="http://localhost:$DEV_IDP_PORT" \
        RATE_TEMPLATE_BIN="$BIN_DIR/rate-template" E2E_JSON_REPORT="$REPORTS_DIR/e2e.json" E2E_OUTPUT_DIR="$results" \
        npm run --silent test:e2e -- "${args[@]}"); then
        return 0
    fi
    warn "traces of the failed end-to-end tests are in ${results#"$ROOT"/}: open one with" \
        "'npx playwright show-trace <its folder>/trace.zip' in frontend/"
    return 1
}
# frontend/dist without its type-check (the frontend suite's): the rates template it offers,
# which a Rust binary writes, then the bundle. Once built, FRONTEND_BUNDLE_STAMP (a file that
# scripts/test removes when it starts) says so to the later suites of the same run.
frontend_bundle() {
    rust_binaries && "$BIN_DIR/rate-template" frontend/public/rate_template.xls || return 1
    ensure_npm_ci "$ROOT/frontend" && (cd frontend && npm run --silent bundle >/dev/null) || return 1
    [ -z "${FRONTEND_BUNDLE_STAMP:-}" ] || touch "$FRONTEND_BUNDLE_STAMP"
}
# frontend_dist — frontend/dist as built once per run of scripts/test, by the first suite that
# needs it (the fuzzing, beside the Rust tests; the frontend suite; the end-to-end suite): the
# sources do not change during a run, so a second build would only repeat the first.
frontend_dist() {
    if [ -n "${FRONTEND_BUNDLE_STAMP:-}" ] && [ -f "$FRONTEND_BUNDLE_STAMP" ]; then return 0; fi
    frontend_bundle
}
end_to_end() { frontend_dist && e2e_database && with_e2e_stack e2e_tests; }
# Bounded: the fuzzing changes data, so it gets the end-to-end database afresh (and the
# end-to-end suite, after it, gets it afresh again).
api_fuzzing() { frontend_dist && e2e_database && with_e2e_stack api_fuzz "$API_FUZZ_EXAMPLES"; }
