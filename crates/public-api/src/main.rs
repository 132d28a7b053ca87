//! The public API process.

/// jemalloc, configured in `.cargo/config.toml` to hand freed pages back at once: building a
/// large year's compare dataset briefly takes tens of megabytes on a blocking thread, which
/// glibc's per-thread arenas would keep for good (docs/benchmarks.md, public-api memory). In
/// release builds (the `jemalloc` feature); tests and development builds use glibc's.
#[cfg(feature = "jemalloc")]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    service_kit::telemetry::init(public_api::SERVICE);
    let settings = public_api::Settings::from_env()?;
    let server = public_api::build(&settings)?;
    tracing::info!(port = server.port(), "public-api listening");
    server.run_until_stopped().await?;
    Ok(())
}
