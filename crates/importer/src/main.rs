//! The importer process. Today it serves `/healthz` and `/readyz`; the scheduled and
//! on-demand imports from the rate-filing system run inside it (ARCHITECTURE "Processes").

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    web::telemetry::init("importer");
    let settings = importer::Settings::from_env()?;
    let server = importer::build(&settings)?;
    tracing::info!(port = server.port(), "importer health endpoint listening");
    server.run_until_stopped().await?;
    Ok(())
}
