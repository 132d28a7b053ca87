# The nginx gateway as a container image: the React single-page app (built here) plus the gateway
# configuration of deploy/nginx/, rendered at start by gateway-entrypoint.sh.
#
#   docker build -f deploy/docker/gateway.Dockerfile -t rate-review/gateway .
#
# The app needs the rates template, frontend/public/rate_template.xls, which the `rate-template`
# binary of crates/rates-template writes, so this file repeats the shared Rust stages of
# rust.Dockerfile; when both are built by the same builder (docker-compose.yml does), those
# layers come from its cache.
#
# Runs as the image's unprivileged `nginx` user (uid 101) on port 8080; writes only to /tmp
# (a tmpfs in docker-compose.yml). Variables: see gateway-entrypoint.sh.

ARG RUST_VERSION=1.95
ARG DEBIAN_RELEASE=bookworm

# >>> shared Rust stages: identical in rust.Dockerfile and gateway.Dockerfile (checked by
# scripts/lib/check-compose.sh), so a builder that has built one reuses the layers for the other.

# The toolchain plus the libpq headers diesel links against (rustls needs no OpenSSL).
FROM rust:${RUST_VERSION}-slim-${DEBIAN_RELEASE} AS rust-base
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src

# The workspace reduced to its manifests and empty target files (what cargo-chef calls a recipe):
# it only changes when a manifest or the set of binaries changes, so the dependency layer below
# stays cached while the sources change.
FROM rust-base AS rust-skeleton
COPY crates crates
RUN set -eu; \
    targets=$(find crates -type f \( -path '*/src/lib.rs' -o -path '*/src/main.rs' -o -path '*/src/bin/*.rs' \)); \
    find crates -type f ! -name Cargo.toml -delete; \
    for f in $targets; do \
        mkdir -p "$(dirname "$f")"; \
        case "$f" in */src/lib.rs) : >"$f" ;; *) echo 'fn main() {}' >"$f" ;; esac; \
    done

# Every dependency compiled once, against the skeleton.
FROM rust-base AS rust-deps
COPY Cargo.toml Cargo.lock ./
COPY .cargo .cargo
COPY --from=rust-skeleton /src/crates crates
RUN cargo build --release --locked --bins --features public-api/jemalloc -p db -p public-api -p admin-api -p importer -p rates-template

# The real sources. `touch` makes them newer than the skeleton's build, so cargo rebuilds the
# workspace crates (a copied file keeps its original, possibly older, modification time).
FROM rust-deps AS rust-builder
COPY crates crates
COPY migrations migrations
COPY docs/rates-template.md docs/rates-template.md
RUN set -eu; \
    find crates migrations docs -type f -exec touch {} +; \
    cargo build --release --locked --bins --features public-api/jemalloc -p db -p public-api -p admin-api -p importer -p rates-template; \
    mkdir -p /out; \
    for bin in public-api admin-api importer dbctl rate-template; do \
        cp "target/release/$bin" /out/; \
    done

# <<< shared Rust stages

# The rates template insurers download from the site.
FROM rust-builder AS rate-template
RUN /out/rate-template /out/rate_template.xls

# The single-page app. The e2e type-check (part of `npm run build`) imports the dev identity
# provider's token-flow module, hence the second COPY.
FROM node:20-bookworm-slim AS spa
WORKDIR /app/frontend
COPY frontend/package.json frontend/package-lock.json ./
RUN npm ci --no-audit --no-fund --loglevel=error
COPY frontend/ ./
COPY deploy/dev-idp/token-flow.mjs deploy/dev-idp/token-flow.d.mts deploy/dev-idp/accounts.mjs /app/deploy/dev-idp/
COPY --from=rate-template /out/rate_template.xls public/rate_template.xls
RUN npm run build

FROM nginx:1.27-alpine AS gateway
COPY deploy/nginx/ /etc/rate-review/nginx/
COPY deploy/docker/gateway-entrypoint.sh /usr/local/bin/gateway-entrypoint.sh
COPY --from=spa /app/frontend/dist /srv/spa
# The defaults of gateway-entrypoint.sh, spelled out; docker-compose.yml overrides what differs.
ENV GATEWAY_LISTEN=8080 \
    PUBLIC_API_ADDR=public-api:8081 \
    ADMIN_API_ADDR=admin-api:8082 \
    SPA_ROOT=/srv/spa \
    NGINX_TEMPLATE_DIR=/etc/rate-review/nginx \
    NGINX_RUNTIME_DIR=/tmp/nginx \
    NGINX_CONF_DIR=/tmp/nginx \
    NGINX_MIME_TYPES=/etc/nginx/mime.types
USER nginx
EXPOSE 8080
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/bin/sh", "/usr/local/bin/gateway-entrypoint.sh"]
CMD []
