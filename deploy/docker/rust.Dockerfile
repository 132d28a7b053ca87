# The Rust processes as container images: one shared builder, one slim runtime image per process.
#
#   docker build -f deploy/docker/rust.Dockerfile --target public-api -t rate-review/public-api .
#
# Targets (each runs as uid/gid 10001, needs no writable root filesystem, and writes only to the
# attachments volume at /data/attachments):
#
#   public-api   the public API (SPEC 7.2), port 8081
#   admin-api    the admin API (SPEC 7.3), port 8082
#   importer     rate-filing imports, health endpoint on port 8085
#   dbctl        one-shot database chores: `migrate` (default)
#
# and, for the compose `dev` profile only, from the `demo` crate (built in a stage of its own, so
# the production binaries above never compile demo code and their images never contain it):
#
#   seed         one-shot: loads the demo data set, `--scale demo|large` (default demo)
#   serff-sim    the SERFF State API simulator (local runs and demos only), port 8084
#
# The build context is the repository root (see .dockerignore). docker-compose.yml builds every
# target; health checks live there, not here.

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

# The demo tools of the dev profile (`seed`, `serff-sim`: the `demo` crate), built on top of the
# production build and apart from it: no production target copies from this stage.
FROM rust-builder AS rust-demo-builder
RUN set -eu; \
    cargo build --release --locked --bins -p demo; \
    for bin in seed serff-sim; do \
        cp "target/release/$bin" /out/; \
    done

# What every process image starts from: glibc (the same Debian release as the builder), libpq and
# the CA certificates the HTTPS clients (importer source, OpenID discovery) need. No compiler, no
# package manager state, a fixed unprivileged user.
FROM debian:${DEBIAN_RELEASE}-slim AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --gid 10001 rate-review \
    && useradd --uid 10001 --gid 10001 --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin rate-review \
    && mkdir -p /data/attachments \
    && chown -R 10001:10001 /data
WORKDIR /app
# Containers listen on every interface; attachments live on a mounted volume.
ENV HOST=0.0.0.0 \
    ATTACHMENTS_DIR=/data/attachments \
    LOG_FORMAT=json
USER 10001:10001

FROM runtime AS dbctl
COPY --from=rust-builder /out/dbctl /usr/local/bin/dbctl
ENTRYPOINT ["/usr/local/bin/dbctl"]
CMD ["migrate"]

FROM runtime AS seed
COPY --from=rust-demo-builder /out/seed /usr/local/bin/seed
ENTRYPOINT ["/usr/local/bin/seed"]
CMD ["--scale", "demo"]

FROM runtime AS serff-sim
COPY --from=rust-demo-builder /out/serff-sim /usr/local/bin/serff-sim
ENV PORT=8084
EXPOSE 8084
ENTRYPOINT ["/usr/local/bin/serff-sim"]
CMD ["--scale", "demo"]

FROM runtime AS importer
COPY --from=rust-builder /out/importer /usr/local/bin/importer
ENV IMPORTER_PORT=8085
EXPOSE 8085
ENTRYPOINT ["/usr/local/bin/importer"]
CMD ["serve"]

FROM runtime AS admin-api
COPY --from=rust-builder /out/admin-api /usr/local/bin/admin-api
# `docker run --entrypoint rate-template IMAGE fill ...` fills a rates template, as insurers do.
COPY --from=rust-builder /out/rate-template /usr/local/bin/rate-template
ENV ADMIN_API_PORT=8082
EXPOSE 8082
ENTRYPOINT ["/usr/local/bin/admin-api"]

# Last, so a plain `docker build` without --target gives the public API.
FROM runtime AS public-api
COPY --from=rust-builder /out/public-api /usr/local/bin/public-api
COPY config/site-profile.json /app/config/site-profile.json
ENV PUBLIC_API_PORT=8081 \
    SITE_PROFILE_FILE=/app/config/site-profile.json
EXPOSE 8081
ENTRYPOINT ["/usr/local/bin/public-api"]
