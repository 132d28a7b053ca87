//! The admin API process.

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    service_kit::telemetry::init(admin_api::SERVICE);
    let settings = admin_api::Settings::from_env()?;
    let server = admin_api::build(&settings)?;
    tracing::info!(port = server.port(), issuer = %settings.oidc.issuer, "admin-api listening");
    server.run_until_stopped().await?;
    Ok(())
}
