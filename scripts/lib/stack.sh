# Starting and stopping the whole site: dev identity provider, public-api, admin-api, importer
# and the nginx gateway. Source after common.sh. Used by scripts/run and scripts/test.
# shellcheck shell=bash
#
# Inputs (environment): DATABASE_URL (the migration role, which owns the schema), BIN_DIR (where
# the Rust binaries are), RUNTIME_DIR (logs, nginx prefix, the service roles' passwords),
# GATEWAY_PORT, PUBLIC_API_PORT, ADMIN_API_PORT, DEV_IDP_PORT, IMPORTER_PORT, SERFF_SIM_PORT (the
# SERFF State API simulator; unused when SERFF_API_URL names a real State API).
#
# Each service connects as its own PostgreSQL role (db::roles, migration 000011_service_roles),
# never as DATABASE_URL's owner: stack_db_roles gives the roles passwords and LOGIN.

STACK_PIDS=()
STACK_NAMES=()

# stack_spawn NAME COMMAND... — starts COMMAND in the background, logging to RUNTIME_DIR/logs/NAME.log.
stack_spawn() {
    local name=$1; shift
    mkdir -p "$RUNTIME_DIR/logs"
    "$@" >"$RUNTIME_DIR/logs/$name.log" 2>&1 &
    STACK_PIDS+=($!)
    STACK_NAMES+=("$name")
}

# Renders the nginx configuration for the current ports into RUNTIME_DIR/nginx.
stack_render_nginx() {
    local dir=$RUNTIME_DIR/nginx
    # The gateway's caches start empty: the database behind a new start may differ from the last
    # one's (scripts/test gives the fuzzing and the end-to-end suite each a fresh copy), and while
    # one request revalidates an expired entry nginx hands others the old copy (use_stale
    # updating), which was the last run's file.
    rm -rf "$dir/public-cache" "$dir/open-data-cache"
    mkdir -p "$dir"
    export NGINX_RUNTIME_DIR=$dir NGINX_CONF_DIR=$dir NGINX_MIME_TYPES=/etc/nginx/mime.types
    export SPA_ROOT=$ROOT/frontend/dist GATEWAY_LISTEN="127.0.0.1:$GATEWAY_PORT"
    export PUBLIC_API_ADDR="127.0.0.1:$PUBLIC_API_PORT" ADMIN_API_ADDR="127.0.0.1:$ADMIN_API_PORT"
    # More public-api replicas beside PUBLIC_API_PORT (PUBLIC_API_EXTRA_PORTS, separated by spaces).
    local port servers=''
    for port in ${PUBLIC_API_EXTRA_PORTS:-}; do
        servers+="server 127.0.0.1:$port max_fails=1 fail_timeout=5s; "
    done
    export PUBLIC_API_EXTRA_SERVERS=$servers
    export OIDC_CONNECT_SRC="http://localhost:$DEV_IDP_PORT"
    # Locally no proxy stands in front of the gateway: every client is its connection's address
    # (scripts/test names one for the end-to-end tests). REAL_IP_FROM: addresses or networks,
    # separated by spaces or commas, as in gateway-entrypoint.sh.
    local address
    SET_REAL_IP_FROM=''
    for address in $(tr , " " <<<"${REAL_IP_FROM:-}"); do
        SET_REAL_IP_FROM+="set_real_ip_from $address; "
    done
    export SET_REAL_IP_FROM CLIENT_CONNECTION_LIMIT=${CLIENT_CONNECTION_LIMIT:-32}
    local vars='$NGINX_RUNTIME_DIR $NGINX_CONF_DIR $NGINX_MIME_TYPES $SPA_ROOT $GATEWAY_LISTEN $PUBLIC_API_ADDR $PUBLIC_API_EXTRA_SERVERS $ADMIN_API_ADDR $OIDC_CONNECT_SRC $SET_REAL_IP_FROM $CLIENT_CONNECTION_LIMIT $GATEWAY_SECRET'
    local f
    envsubst "$vars" <"$ROOT/deploy/nginx/nginx.conf.template" >"$dir/nginx.conf"
    for f in "$ROOT"/deploy/nginx/*.conf; do
        envsubst "$vars" <"$f" >"$dir/${f##*/}"
    done
    [ -f "$SPA_ROOT/index.html" ] || die "the web app is not built ($SPA_ROOT/index.html is missing): run 'npm run build' in frontend/"
    nginx -t -q -p "$dir" -c "$dir/nginx.conf" -g "daemon off; $(nginx_worker_user)" || die "the rendered nginx configuration is invalid ($dir/nginx.conf)"
}

# stack_db_roles — gives each service role a password (PUBLIC_API_DB_PASSWORD, ADMIN_API_DB_PASSWORD,
# IMPORTER_DB_PASSWORD when set, else generated once and kept in RUNTIME_DIR/db-role-passwords.env)
# and LOGIN, through `dbctl migrate` as DATABASE_URL's owner.
stack_db_roles() {
    local file=$RUNTIME_DIR/db-role-passwords.env var
    mkdir -p "$RUNTIME_DIR"
    if [ ! -f "$file" ]; then
        (umask 077 && for var in PUBLIC_API_DB_PASSWORD ADMIN_API_DB_PASSWORD IMPORTER_DB_PASSWORD; do
            printf '%s=%s\n' "$var" "$(od -An -N24 -tx1 /dev/urandom | tr -d ' \n')"
        done >"$file")
    fi
    for var in PUBLIC_API_DB_PASSWORD ADMIN_API_DB_PASSWORD IMPORTER_DB_PASSWORD; do
        [ -n "${!var:-}" ] || export "$(grep "^$var=" "$file")"
    done
    "$BIN_DIR/dbctl" migrate >/dev/null || die "dbctl migrate could not give the service roles their passwords"
}

# stack_role_url ROLE PASSWORD — DATABASE_URL with ROLE and PASSWORD as its credentials.
stack_role_url() {
    local scheme=${DATABASE_URL%%://*} rest=${DATABASE_URL#*://}
    printf '%s://%s:%s@%s\n' "$scheme" "$1" "$2" "${rest##*@}"
}

# Fails when something already listens on one of the stack's ports.
stack_check_ports() {
    local port
    for port in "$GATEWAY_PORT" "$PUBLIC_API_PORT" "$ADMIN_API_PORT" "$DEV_IDP_PORT" "$IMPORTER_PORT" "$SERFF_SIM_PORT"; do
        if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            die "port $port is already in use; stop what uses it or choose other ports (see .env.example)"
        fi
    done
}

# Starts every process and waits until each is ready.
stack_start() {
    stack_check_ports
    local issuer="http://localhost:$DEV_IDP_PORT" gateway="http://localhost:$GATEWAY_PORT"
    export OIDC_ISSUER=${OIDC_ISSUER:-$issuer}
    export OIDC_AUDIENCE=${OIDC_AUDIENCE:-api://rate-review-admin}
    export SITE_PROFILE_FILE=${SITE_PROFILE_FILE:-$ROOT/config/site-profile.json}
    export LOG_FORMAT=${LOG_FORMAT:-json}
    # The gateway and public-api share it (nginx's X-Gateway-Secret): a fresh one per start.
    export GATEWAY_SECRET=${GATEWAY_SECRET:-$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')}
    # Local runs and tests only: the services accept their development defaults (dev identity
    # provider, comment salt); anywhere else they refuse to start without real values.
    export APP_ENV=${APP_ENV:-development}
    stack_db_roles

    ensure_npm_ci "$ROOT/deploy/dev-idp"
    stack_spawn dev-idp env PORT="$DEV_IDP_PORT" DEV_IDP_ISSUER="$OIDC_ISSUER" \
        DEV_IDP_KEY_FILE="${DEV_IDP_KEY_FILE:-$ROOT/.data/dev-idp/jwks.json}" \
        DEV_IDP_REDIRECT_URIS="$gateway/auth/callback,$gateway/auth/silent-renew" \
        DEV_IDP_POST_LOGOUT_URIS="$gateway/" DEV_IDP_API_AUDIENCE="$OIDC_AUDIENCE" \
        node "$ROOT/deploy/dev-idp/server.mjs"
    if [ -z "${SERFF_API_URL:-}" ]; then
        # The simulator's default account (serff-sim --help); a local run needs no setup.
        stack_spawn serff-sim "$BIN_DIR/serff-sim" --port "$SERFF_SIM_PORT" --scale "${SERFF_SIM_SCALE:-demo}"
        export SERFF_API_URL="http://127.0.0.1:$SERFF_SIM_PORT/state-api_4.1"
        export SERFF_API_USER=lakeland SERFF_API_PASSWORD=serff-sim
        wait_http "http://127.0.0.1:$SERFF_SIM_PORT/_sim/stats" 30 "SERFF State API simulator"
    fi
    stack_spawn public-api env PUBLIC_API_PORT="$PUBLIC_API_PORT" PUBLIC_SITE_URL="${PUBLIC_SITE_URL:-$gateway}" \
        DATABASE_URL="$(stack_role_url rate_review_public "$PUBLIC_API_DB_PASSWORD")" "$BIN_DIR/public-api"
    stack_spawn admin-api env ADMIN_API_PORT="$ADMIN_API_PORT" \
        DATABASE_URL="$(stack_role_url rate_review_admin "$ADMIN_API_DB_PASSWORD")" "$BIN_DIR/admin-api"
    stack_spawn importer env IMPORTER_PORT="$IMPORTER_PORT" \
        DATABASE_URL="$(stack_role_url rate_review_importer "$IMPORTER_DB_PASSWORD")" "$BIN_DIR/importer"
    stack_render_nginx
    stack_spawn nginx nginx -p "$RUNTIME_DIR/nginx" -c "$RUNTIME_DIR/nginx/nginx.conf" -g "daemon off; $(nginx_worker_user)"

    wait_http "$OIDC_ISSUER/.well-known/openid-configuration" 30 "dev identity provider"
    wait_http "http://127.0.0.1:$PUBLIC_API_PORT/readyz" 30 public-api
    wait_http "http://127.0.0.1:$ADMIN_API_PORT/readyz" 30 admin-api
    wait_http "http://127.0.0.1:$IMPORTER_PORT/readyz" 30 importer
    stack_wait_gateway
}

# Waits for the gateway; when it cannot read the site's files, says why in one line.
stack_wait_gateway() {
    local log=$RUNTIME_DIR/nginx/error.log i
    for ((i = 0; i < 120; i++)); do
        curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$GATEWAY_PORT/" 2>/dev/null && return 0
        if grep -q 'Permission denied' "$log" 2>/dev/null; then
            die "nginx's workers cannot read the web app under $SPA_ROOT ($(grep -m1 -o '"[^"]*" failed (13: Permission denied)' "$log")): give the user that starts nginx read access to the checkout, or start it as that checkout's owner"
        fi
        sleep 0.25
    done
    die "nginx gateway did not become ready at http://127.0.0.1:$GATEWAY_PORT/ within 30s (see $log)"
}

# Stops every process stack_start started (SIGTERM, then SIGKILL after 10 s).
stack_stop() {
    local i pid
    for ((i = ${#STACK_PIDS[@]} - 1; i >= 0; i--)); do
        pid=${STACK_PIDS[$i]}
        kill -TERM "$pid" 2>/dev/null || continue
    done
    for ((i = 0; i < 40; i++)); do
        local alive=0
        for pid in "${STACK_PIDS[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
        ((alive)) || break
        sleep 0.25
    done
    for pid in "${STACK_PIDS[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
    STACK_PIDS=()
}

# Fails when a started process has exited (used while the stack runs).
stack_check_alive() {
    local i
    for i in "${!STACK_PIDS[@]}"; do
        kill -0 "${STACK_PIDS[$i]}" 2>/dev/null || { warn "${STACK_NAMES[$i]} exited; see $RUNTIME_DIR/logs/${STACK_NAMES[$i]}.log"; return 1; }
    done
}
