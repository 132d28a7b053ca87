# Shared helpers for scripts/run and scripts/test. Source it; it sets ROOT.
# shellcheck shell=bash

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
export ROOT

log() { printf '\033[1;34m==>\033[0m %s\n' "$*" >&2; }
warn() { printf '\033[1;33mwarning:\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31merror:\033[0m %s\n' "$*" >&2; exit 1; }

# Runs a command as root (directly when already root, else through sudo).
as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"
    elif command -v sudo >/dev/null 2>&1; then sudo "$@"
    else die "root is needed to run: $*"
    fi
}

# ensure_apt CHECK:PACKAGE ... — installs each Debian PACKAGE whose CHECK (a command on PATH,
# or an absolute path) is missing. One apt-get run for all of them.
ensure_apt() {
    local spec check pkg missing=()
    for spec in "$@"; do
        check=${spec%%:*}; pkg=${spec#*:}
        if [[ $check == /* ]]; then [ -e "$check" ] || missing+=("$pkg")
        else command -v "$check" >/dev/null 2>&1 || missing+=("$pkg")
        fi
    done
    ((${#missing[@]})) || return 0
    log "installing Debian packages: ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The packages every script needs.
ensure_base_packages() {
    ensure_apt curl:curl envsubst:gettext-base nginx:nginx jq:jq \
        /usr/lib/postgresql/15/bin/initdb:postgresql-15 psql:postgresql-client-15 \
        /usr/include/postgresql/libpq-fe.h:libpq-dev
    command -v python3 >/dev/null 2>&1 || ensure_apt python3:python3
    # Debian ships ensurepip (which `python3 -m venv` needs) in python3-venv.
    python3 -m ensurepip --version >/dev/null 2>&1 || ensure_apt /nonexistent-venv-marker:python3-venv
    command -v cargo >/dev/null 2>&1 || die "cargo is missing: install the Rust toolchain (https://rustup.rs) and run again"
    command -v node >/dev/null 2>&1 || ensure_apt node:nodejs npm:npm
    local major
    major=$(node -p 'process.versions.node.split(".")[0]')
    [ "$major" -ge 20 ] || die "Node.js 20 or newer is needed (found $(node --version))"
}

# ensure_npm_ci DIR — runs `npm ci` in DIR when node_modules is missing or older than the lock file.
ensure_npm_ci() {
    local dir=$1 stamp=$1/node_modules/.installed-lock
    if [ -f "$stamp" ] && cmp -s "$dir/package-lock.json" "$stamp"; then return 0; fi
    log "installing npm packages in ${dir#"$ROOT"/}"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    cp "$dir/package-lock.json" "$stamp"
}

# nginx_worker_user — the global `user` directive for an nginx that root starts: its workers
# run as root too, not as `nobody`, so they can read a checkout in a private (mode 0700) home
# directory. Prints nothing for anyone else (nginx then keeps the workers as the invoking user).
nginx_worker_user() {
    if [ "$(id -u)" = 0 ]; then printf 'user %s %s;' "$(id -un)" "$(id -gn)"; fi
}

# wait_http URL SECONDS [NAME] — waits until URL answers 2xx.
wait_http() {
    local url=$1 limit=$2 name=${3:-$1} i
    for ((i = 0; i < limit * 4; i++)); do
        curl -fsS -o /dev/null --max-time 2 "$url" 2>/dev/null && return 0
        sleep 0.25
    done
    die "$name did not become ready at $url within ${limit}s (see logs under ${RUNTIME_DIR:-.data})"
}

# ensure_venv NAME REQUIREMENT... — prints the python of the virtual environment .data/NAME,
# creating it with the pinned REQUIREMENTs (e.g. openpyxl==3.1.5) when one is missing or
# installed at another version (pip freeze names them as pinned, letter case aside).
ensure_venv() {
    local venv=$ROOT/.data/$1 installed requirement current=1; shift
    installed=$("$venv/bin/pip" freeze --disable-pip-version-check 2>/dev/null) || current=0
    for requirement in "$@"; do
        grep -qixF -- "$requirement" <<<"$installed" || current=0
    done
    if ((current == 0)); then
        log "installing $* in ${venv#"$ROOT"/}"
        python3 -m venv "$venv" >&2 && "$venv/bin/pip" install --quiet --disable-pip-version-check "$@" >&2 \
            || die "could not install $* in $venv"
    fi
    printf '%s\n' "$venv/bin/python"
}

# seconds_since START [DECIMALS] — the seconds from START (a `date +%s.%N` reading) to now, with
# DECIMALS digits after the point (2 unless given).
seconds_since() {
    awk -v start="$1" -v now="$(date +%s.%N)" -v decimals="${2:-2}" 'BEGIN { printf "%.*f\n", decimals, now - start }'
}
