# shellcheck shell=bash
# The Rust suites of scripts/test: formatting, lints and the unit and integration tests.
#
# One build serves all three and the end-to-end binaries: clippy-driver (rustc plus clippy's
# lints) compiles the workspace's own crates as RUSTC_WORKSPACE_WRAPPER, so the lints come with
# the code the tests run, where `cargo clippy` would type-check every dependency a second time
# (a third of the cold build on two cores). Every cargo call of scripts/test shares the wrapper,
# so none rebuilds what another built; builds without it (scripts/run, an editor) rebuild only
# the workspace's crates, never the dependencies.

# use_clippy_driver — makes every later cargo build of this shell lint the workspace's crates.
use_clippy_driver() {
    local driver
    driver=$(command -v clippy-driver) || die "clippy-driver not found: install it with 'rustup component add clippy'"
    export RUSTC_WORKSPACE_WRAPPER=$driver
}

rust_format() { cargo fmt --all --check; }

# rust_lints — builds every target of the workspace (libraries, binaries, tests) and fails on any
# warning of the workspace's own crates, clippy's or the compiler's: `cargo clippy -D warnings`.
rust_lints() {
    cargo build --workspace --all-targets --locked --message-format=json-diagnostic-rendered-ansi |
        python3 -B "$ROOT/scripts/lib/cargo_diagnostics.py"
}

# rust_binaries — the binaries the stack runs (target/debug), built as rust_lints builds them:
# after it, nothing to do. A `--bins` build would leave out the features the tests' dependencies
# turn on (tokio's test-util, serde's alloc, reqwest's multipart) and so compile most of the
# dependency graph a second time, a minute of both cores.
rust_binaries() { cargo build --workspace --all-targets --locked --quiet; }

# rust_tests — runs the tests with cargo-nextest (.config/nextest.toml: no retries, the slow
# tier first), building whatever the lints suite did not.
rust_tests() {
    if command -v cargo-nextest >/dev/null 2>&1; then
        cargo nextest run --workspace --locked
    else
        cargo test --workspace --locked --no-fail-fast
    fi
}
