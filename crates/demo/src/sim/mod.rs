//! `serff-sim`: a small server speaking the source contract (`docs/serff-contract.md`) with
//! deterministic, realistic filings and real attachment bytes, for local runs and tests. It
//! amends filings on request, and injects slow answers, server errors and cut-off bodies.
//!
//! Filings use the demo data set's companies and NAIC codes plus two companies and a few
//! products the demo does not have; tracking numbers (`ABCD-14…`) never collide with the demo
//! seed's (`ABCD-13…`).

mod amend;
mod catalog;
mod cli;
mod config;
mod documents;
mod faults;
mod generate;
mod records;
mod routes;
mod server;
mod state;
mod token;

pub use amend::Amended;
pub use cli::{SimCommand, USAGE, parse as parse_args};
pub use config::{DEFAULT_SEED, Faults, SimConfig, SimScale};
pub use records::{
    FilingPage, SHA256_HEADER, SourceAttachment, SourceCompany, SourceFiling, SourceTypeOfInsurance,
};
pub use server::{SimServer, SimSummary};
pub use state::Stats;
