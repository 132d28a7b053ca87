//! `serff-sim`: a small server speaking the NAIC SERFF State API v4.1 over SOAP (`sim::soap`,
//! `docs/serff-state-api.md`) at `http://127.0.0.1:PORT/state-api_4.1`, with deterministic,
//! realistic filings, dispositions and real attachment bytes, for local runs and tests. It
//! amends filings on request, and injects slow answers, bare server errors, cut-off bodies,
//! oversized answers and attachments, redirects, lying attachments, throttling, row limits,
//! SOAP server faults, bad block checksums, XML that is not well-formed and expired passwords.
//!
//! Generated filings use the demo data set's companies and NAIC codes plus two companies and
//! a few products the demo does not have; tracking numbers (`ABCD-14…`) never collide with the
//! demo seed's (`ABCD-13…`). With `--from-database` it serves instead the filings a seeded
//! database holds (`sim::database`), so that an importer reading them into a database with the
//! same companies writes the seed's filings back.

mod amend;
mod catalog;
mod cli;
mod config;
mod database;
mod details;
mod disposition;
mod documents;
mod faults;
mod generate;
mod records;
mod routes;
mod server;
mod snapshot;
mod soap;
mod state;

pub use amend::Amended;
pub use cli::{SimCommand, USAGE, parse as parse_args};
pub use config::{
    DEFAULT_BLOCK_SIZE, DEFAULT_SEED, Faults, SeededDatabase, SimConfig, SimScale, SimUser,
};
pub use records::SERVER_ZONE;
pub use server::{SimServer, SimSummary};
pub use state::{SoapStats, Stats};
