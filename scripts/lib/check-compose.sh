# Offline checks of the container files: docker-compose.yml, deploy/docker/*.Dockerfile,
# deploy/docker/gateway-entrypoint.sh and .dockerignore. No Docker engine is needed (none runs
# here), so images are not built; what can be checked without one is:
#   - docker-compose.yml is valid (Debian's docker-compose v1: `config -q`): without the dev
#     profile only once every required secret is given (it refuses an empty environment), and
#     with the dev profile and deploy/compose/dev.env; it has the expected services in each profile;
#   - no secret has a default in docker-compose.yml, and dev.env's secrets carry the dev-only marker;
#   - every build names an existing Dockerfile and target stage;
#   - every COPY/ADD source exists and is not excluded by .dockerignore, every COPY --from names
#     an earlier stage, every image runs as a non-root user;
#   - the binaries and packages the Rust Dockerfile names are the workspace's (cargo metadata);
#   - no production crate depends on the demo crate, and only the demo builder stage builds it
#     (no production target copies from it);
#   - the shared Rust stages of rust.Dockerfile and gateway.Dockerfile are identical;
#   - the gateway entrypoint gives every ${VAR} of deploy/nginx/ a value, and, where nginx is
#     installed, renders a configuration `nginx -t` accepts;
#   - shellcheck and hadolint, when they are installed (they are not installed for this).
# The checks of the files themselves are scripts/lib/check_compose.py.
# Source after common.sh; call check_compose (returns non-zero when a check fails).
# shellcheck shell=bash

check_compose() {
    local status=0 envfile out
    ensure_apt docker-compose:docker-compose python3:python3 || return 1
    envfile=$(mktemp) || return 1
    out=$(mktemp) || { rm -f "$envfile"; return 1; }

    # Explicit env files: the result must not depend on a developer's .env.
    local compose=(-f "$ROOT/docker-compose.yml" --project-directory "$ROOT") dev_env=$ROOT/deploy/compose/dev.env
    : >"$envfile"
    if docker-compose --env-file "$envfile" "${compose[@]}" config -q 2>/dev/null; then
        warn "docker-compose.yml starts without any secret given: a production secret has a default"
        status=1
    fi
    # Production: every required variable given a placeholder.
    grep -o '\${[A-Z0-9_]*:?' "$ROOT/docker-compose.yml" | sed 's/^\${\(.*\):?$/\1=placeholder/' | sort -u >"$envfile"
    if ! docker-compose --env-file "$envfile" "${compose[@]}" config -q 2>"$out"; then
        warn "docker-compose.yml is invalid (production, every secret given): $(cat "$out")"
        status=1
    fi
    if ! docker-compose --env-file "$dev_env" "${compose[@]}" --profile dev config -q 2>"$out"; then
        warn "docker-compose.yml is invalid (profile dev with deploy/compose/dev.env): $(cat "$out")"
        status=1
    fi
    # The whole file, resolved, for the checks below (v1 lists every service, with its profiles).
    docker-compose --env-file "$dev_env" "${compose[@]}" --profile dev config >"$out" 2>/dev/null || : >"$out"

    local bins=''
    if command -v cargo >/dev/null 2>&1; then
        bins=$(cd "$ROOT" && cargo metadata --no-deps --offline --format-version 1 2>/dev/null) || bins=''
    fi
    CARGO_METADATA=$bins python3 "$ROOT/scripts/lib/check_compose.py" "$ROOT" "$out" || status=1

    local entry=$ROOT/deploy/docker/gateway-entrypoint.sh
    sh -n "$entry" || { warn "$entry: syntax error"; status=1; }
    if command -v nginx >/dev/null 2>&1 && command -v envsubst >/dev/null 2>&1; then
        local tmp
        tmp=$(mktemp -d)
        mkdir -p "$tmp/spa" "$tmp/run"
        : >"$tmp/spa/index.html"
        if ! env -i PATH="$PATH" NGINX_TEMPLATE_DIR="$ROOT/deploy/nginx" NGINX_RUNTIME_DIR="$tmp/run" \
            SPA_ROOT="$tmp/spa" PUBLIC_API_ADDR=127.0.0.1:8081 ADMIN_API_ADDR=127.0.0.1:8082 \
            OIDC_ISSUER=http://dev-idp.localhost:8083 \
            sh "$entry" nginx -t -q -p "$tmp/run" -c "$tmp/run/nginx.conf" -e stderr >"$out" 2>&1; then
            warn "the gateway entrypoint's nginx configuration is invalid: $(cat "$out")"
            status=1
        fi
        rm -rf "$tmp"
    fi
    if command -v shellcheck >/dev/null 2>&1; then
        shellcheck -s sh "$entry" || status=1
    fi
    if command -v hadolint >/dev/null 2>&1; then
        hadolint "$ROOT"/deploy/docker/*.Dockerfile || status=1
    fi

    rm -f "$envfile" "$out"
    return "$status"
}
