# A private PostgreSQL cluster under .data/ (TOOLING.md). Source after common.sh.
# shellcheck shell=bash

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

# Runs a PostgreSQL server binary as the cluster owner (initdb refuses to run as root).
pg_as_owner() {
    # From /: the postgres user may not enter the current directory (a checkout in a private home).
    if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

# pg_cluster_dir DIR — prints DIR, or, when running as root and the postgres user cannot reach
# DIR (a checkout under a private home folder), a folder of its own under /var/tmp.
pg_cluster_dir() {
    local dir=$1
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then
        chown postgres:postgres "$dir"
        if ! (cd / && runuser -u postgres -- test -w "$dir"); then
            dir=/var/tmp/rate-review-pg-$(printf '%s' "$1" | sha1sum | cut -c1-12)
            mkdir -p "$dir" && chown postgres:postgres "$dir"
        fi
    fi
    printf '%s\n' "$dir"
}

# pg_cluster_start DIR PORT [fast] — initialises DIR (once) and starts it on 127.0.0.1:PORT.
# With "fast", durability is traded for speed (test clusters only). DIR may be replaced by a
# reachable folder (pg_cluster_dir); PG_DIR holds the one used.
# Sets PG_STARTED=1 when this call started the server.
pg_cluster_start() {
    local dir port=$2 mode=${3:-}
    dir=$(pg_cluster_dir "$1")
    PG_DIR=$dir
    PG_STARTED=0
    mkdir -p "$dir/sock"
    [ "$(id -u)" = 0 ] && chown -R postgres:postgres "$dir"
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        log "creating a PostgreSQL cluster in ${dir#"$ROOT"/}"
        pg_as_owner "$PG_BIN/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" \
            || die "initdb failed: see $dir/initdb.log"
    fi
    if pg_as_owner "$PG_BIN/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
        # Started earlier, perhaps by hand on another port: say so rather than let every caller
        # fail to connect to PORT.
        local running
        running=$(sed -n 4p "$dir/data/postmaster.pid" 2>/dev/null)
        [ -z "$running" ] || [ "$running" = "$port" ] \
            || die "the PostgreSQL cluster in ${dir#"$ROOT"/} already runs on port $running, not $port: use that port (PG_PORT, TEST_PG_PORT) or stop it with: pg_ctl -D $dir/data stop"
        return 0
    fi
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
        die "port $port is already in use, so PostgreSQL cannot start there: stop what uses it, set PG_PORT (scripts/run) or TEST_PG_PORT (scripts/test) to a free port, or point DATABASE_URL/TEST_DATABASE_URL at a server"
    fi
    local opts="-p $port -k $dir/sock -c listen_addresses=127.0.0.1"
    [ "$mode" = fast ] && opts+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300"
    log "starting PostgreSQL on 127.0.0.1:$port"
    pg_as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 -o "$opts" start >/dev/null \
        || die "PostgreSQL did not start: see $dir/server.log"
    PG_STARTED=1
}

# pg_cluster_stop DIR
pg_cluster_stop() {
    pg_as_owner "$PG_BIN/pg_ctl" -D "$1/data" -m fast -w stop >/dev/null 2>&1 || true
}

# pg_ensure_database ADMIN_URL NAME — creates database NAME if it does not exist.
pg_ensure_database() {
    local admin=$1 name=$2
    if [ -z "$(psql "$admin" -Atqc "SELECT 1 FROM pg_database WHERE datname = '$name'")" ]; then
        psql "$admin" -qc "CREATE DATABASE \"$name\"" >/dev/null
    fi
}
