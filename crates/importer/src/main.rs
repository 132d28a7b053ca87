//! The importer process. `importer` serves `/healthz`, `/readyz` and `/metrics` and runs
//! scheduled and on-demand imports; `importer run-once` imports once now and exits 0 when the run
//! succeeded, 1 when it failed (ARCHITECTURE "Processes").

use std::process::ExitCode;

use importer::source::SerffSource;
use importer::source::serff::{SerffClient, SerffOptions};

#[actix_web::main]
async fn main() -> anyhow::Result<ExitCode> {
    let once = match std::env::args().nth(1).as_deref() {
        None | Some("serve") => false,
        Some("run-once") => true,
        Some(_) => {
            eprintln!("usage: importer [serve | run-once]");
            return Ok(ExitCode::from(2));
        }
    };
    service_kit::telemetry::init(importer::SERVICE);
    let settings = importer::Settings::from_env()?;
    let import = importer::ImportSettings::from_env()?;
    let source = SerffSource::new(SerffClient::new(SerffOptions::from_env()?)?);
    if !once {
        importer::serve(&settings, &import, source).await?;
        return Ok(ExitCode::SUCCESS);
    }
    let succeeded = importer::run_once(&settings, &import, source).await?;
    Ok(if succeeded {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
