//! Open data: every public fact of the site as a download, with a catalogue.
//!
//! - `columns`: the column dictionary of each dataset, one table from which the CSV header,
//!   the JSON keys, the catalogue and the OpenAPI schema are made;
//! - `cell`, `file_writer`: the one formatting rule of every file (RFC 4180 CSV with formulas
//!   defused, JSON, ISO 8601 dates, plain decimals);
//! - `datasets`: what each file holds and the writer that reads it from `db::open_data`;
//! - `stream`, `channel`, `encoder`: serving a file streamed through a bounded channel,
//!   compressed as it goes, with an ETag from the data generation;
//! - `catalogue`: `GET /open-data`, the files counted by their own writers;
//! - `routes`: the handlers.

mod catalogue;
mod cell;
mod channel;
mod columns;
mod datasets;
mod encoder;
mod file_writer;
pub(crate) mod routes;
mod stream;

pub use stream::StreamSlots;
