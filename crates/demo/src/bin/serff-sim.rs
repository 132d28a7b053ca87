//! `serff-sim`: the SERFF State API simulator, SOAP at `http://127.0.0.1:PORT/state-api_4.1`
//! as `docs/serff-state-api.md` describes (see `demo::sim`). `cargo run -p demo --bin
//! serff-sim -- --help`.

use demo::sim::{self, SimCommand, SimServer};

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    let config = match sim::parse_args(std::env::args().skip(1), |name| std::env::var(name).ok()) {
        Ok(SimCommand::Run(config)) => config,
        Ok(SimCommand::Help) => {
            println!("{}", sim::USAGE);
            return Ok(());
        }
        Err(message) => anyhow::bail!("{message}"),
    };
    service_kit::telemetry::init("serff-sim");
    let (source, seed, today) = (config.source(), config.seed, config.today);
    let server = SimServer::build(config)?;
    let summary = server.summary();
    tracing::info!(
        port = server.port(),
        %source,
        seed,
        %today,
        filings = summary.filings,
        attachments = summary.attachments,
        "serff-sim ready at http://127.0.0.1:{}/state-api_4.1 (docs/serff-state-api.md)",
        server.port()
    );
    server.run_until_stopped().await?;
    Ok(())
}
