//! The public API process.

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    web::telemetry::init(public_api::SERVICE);
    let settings = public_api::Settings::from_env()?;
    let server = public_api::build(&settings)?;
    tracing::info!(port = server.port(), "public-api listening");
    server.run_until_stopped().await?;
    Ok(())
}
