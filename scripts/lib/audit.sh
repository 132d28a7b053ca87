# Dependency audit: cargo deny (RustSec advisories, licences, duplicate
# versions as warnings, sources: crates.io only; deny.toml) and `npm audit --omit=dev` of
# frontend/ and deploy/dev-idp/ (advisories of AUDIT_NPM_LEVEL or above fail unless
# npm-audit-ignore.json names them with a reason). Each check that cannot reach its database
# says so in one "SKIPPED" line instead of passing quietly; AUDIT_REQUIRE_ADVISORIES=1 (CI,
# which reaches github.com and the npm audit endpoint) turns a skip into a failure.
#
# Source after common.sh.
# shellcheck shell=bash

CARGO_DENY_VERSION=0.20.2
AUDIT_NPM_LEVEL=${AUDIT_NPM_LEVEL:-moderate}

# ensure_cargo_deny — installs the pinned cargo-deny when it is missing or another version.
ensure_cargo_deny() {
    local installed
    installed=$(cargo deny --version 2>/dev/null || true)
    [ "$installed" = "cargo-deny $CARGO_DENY_VERSION" ] && return 0
    log "installing cargo-deny $CARGO_DENY_VERSION (for the dependency audit)"
    cargo install cargo-deny --version "$CARGO_DENY_VERSION" --locked --quiet
}

# audit_skipped WHAT WHY — the one line of a check that could not run; fails when required.
audit_skipped() {
    warn "$1: SKIPPED: $2"
    [ "${AUDIT_REQUIRE_ADVISORIES:-0}" != 1 ]
}

# audit_cargo — licences, bans and sources always; advisories from the RustSec database,
# fetched from github.com, else the copy in $CARGO_HOME/advisory-dbs if one is there.
audit_cargo() {
    local out status=0
    ensure_cargo_deny || return 1
    cargo deny --log-level error check --hide-inclusion-graph licenses bans sources || return 1
    log "cargo deny: licences, duplicate versions and sources ok ($(cargo deny --log-level warn check bans 2>&1 | grep -c '^warning\[duplicate\]') crates in more than one version, listed by 'cargo deny check bans')"
    out=$(cargo deny --log-level error check --hide-inclusion-graph advisories 2>&1) || status=$?
    if ((status != 0)) && grep -q 'failed to fetch advisory database' <<<"$out"; then
        status=0
        out=$(cargo deny --offline --log-level error check --hide-inclusion-graph advisories 2>&1) || status=$?
        if ((status != 0)) && ! grep -q '^error\[' <<<"$out"; then
            audit_skipped "cargo deny advisories" "the RustSec database could not be fetched from github.com/rustsec/advisory-db and there is no copy in \$CARGO_HOME/advisory-dbs (docs/security.md)"
            return
        fi
        log "cargo deny: the RustSec database could not be fetched; checked against the copy on disk"
    fi
    printf '%s\n' "$out" | grep -v '^\s*$' >&2 || true
    return $status
}

# audit_npm DIR — `npm audit --omit=dev` of the package in DIR, judged by npm_audit.py.
audit_npm() {
    local dir=$1 report status=0 line
    report=$(mktemp)
    (cd "$ROOT/$dir" && npm audit --omit=dev --json >"$report" 2>/dev/null) || true
    line=$(python3 "$ROOT/scripts/lib/npm_audit.py" "$report" "$ROOT/npm-audit-ignore.json" "$AUDIT_NPM_LEVEL") || status=$?
    rm -f "$report"
    case $status in
        0) log "npm audit $dir: $line" ;;
        2) audit_skipped "npm audit $dir" "${line#SKIPPED: }" ;;
        *) warn "npm audit $dir: $line"; return 1 ;;
    esac
}

# dependency_audit — every audit; fails when any fails.
dependency_audit() {
    local status=0
    audit_cargo || status=1
    audit_npm frontend || status=1
    audit_npm deploy/dev-idp || status=1
    return $status
}
