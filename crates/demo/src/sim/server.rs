//! Binding and running the simulator's HTTP server.

use std::net::TcpListener;
use std::sync::{Arc, Mutex};

use actix_web::dev::Server;
use actix_web::{App, HttpServer, web};

use super::config::SimConfig;
use super::routes;
use super::snapshot::Snapshot;
use super::state::SimState;

/// What the simulator serves, for the start-up line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SimSummary {
    /// Filings.
    pub filings: usize,
    /// Attachments of all filings.
    pub attachments: usize,
    /// Distinct documents behind them.
    pub distinct_documents: usize,
}

/// A bound simulator that is not running yet (bound first, so tests can ask for port 0).
pub struct SimServer {
    port: u16,
    summary: SimSummary,
    server: Server,
}

impl std::fmt::Debug for SimServer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SimServer")
            .field("port", &self.port)
            .field("summary", &self.summary)
            .finish_non_exhaustive()
    }
}

impl SimServer {
    /// Generates the filings of `config` (or reads them from its database) and binds its host
    /// and port. Call from within the actix or tokio runtime that will run it; reading a
    /// database blocks it until the filings are in memory.
    pub fn build(config: SimConfig) -> anyhow::Result<Self> {
        config.faults.check().map_err(anyhow::Error::msg)?;
        let listener = TcpListener::bind((config.host.as_str(), config.port))?;
        let port = listener.local_addr()?.port();
        let workers = config.workers;
        let snapshot = Arc::new(Snapshot::of(&config)?);
        let state = SimState::new(config, snapshot);
        state
            .check_illegal_xml_filing(&state.faults)
            .map_err(anyhow::Error::msg)?;
        let (attachments, distinct_documents) = state.library.counts();
        let summary = SimSummary {
            filings: state.filings.len(),
            attachments,
            distinct_documents,
        };
        let state = web::Data::new(Mutex::new(state));
        let mut server = HttpServer::new(move || {
            App::new()
                .app_data(state.clone())
                .configure(routes::configure)
        })
        .listen(listener)?
        .shutdown_timeout(5);
        if workers > 0 {
            server = server.workers(workers);
        }
        Ok(Self {
            port,
            summary,
            server: server.run(),
        })
    }

    /// The port the simulator listens on.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// What it serves.
    pub fn summary(&self) -> SimSummary {
        self.summary
    }

    /// Serves until SIGINT/SIGTERM, then finishes in-flight requests (up to 5 s) and stops.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}
