//! The datasets offered for download, each with its column table, its files and the
//! writer that produces them.

mod comments;
mod filings;
mod plans;

use std::io::{self, Write};

use chrono::{DateTime, Utc};
use db::compare_dataset::Unavailable;
use db::open_data::Reading;
use diesel::{PgConnection, QueryResult};

pub use self::comments::OpenDataComment;
pub use self::filings::OpenDataFiling;
use super::columns::Column;
use super::file_writer::Format;
use crate::SiteUrl;

/// Why writing a download stopped.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// Reading the rows failed.
    #[error("reading the rows failed")]
    Database(#[from] diesel::result::Error),
    /// The bytes could not be passed on (for a streamed download: the client went away).
    #[error("writing the file failed")]
    Write(#[from] io::Error),
}

impl From<WriteError> for service_kit::ApiError {
    fn from(error: WriteError) -> Self {
        match error {
            WriteError::Database(e) => service_kit::ApiError::from(e),
            WriteError::Write(e) => service_kit::ApiError::Internal(e.into()),
        }
    }
}

/// A dataset offered for download.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dataset {
    /// Every publicly listed filing line (`GET /rates`).
    Filings,
    /// Every published comment.
    Comments,
    /// The plans and premiums of one active compare year.
    Plans(i16),
}

impl Dataset {
    /// The catalogue's id: `filings`, `comments`, `plans-2027`.
    pub fn id(self) -> String {
        match self {
            Dataset::Filings => "filings".to_owned(),
            Dataset::Comments => "comments".to_owned(),
            Dataset::Plans(year) => format!("plans-{year}"),
        }
    }

    /// The title a person reads.
    pub fn title(self) -> String {
        match self {
            Dataset::Filings => "Rate filings".to_owned(),
            Dataset::Comments => "Public comments".to_owned(),
            Dataset::Plans(year) => format!("Plan premiums {year}"),
        }
    }

    /// What the dataset holds, in a sentence or two.
    pub fn description(self) -> String {
        match self {
            Dataset::Filings => "Every rate filing shown on this site: one row per filing and \
                insurance company it names, with its status, dates, product, type of insurance, \
                requested rate changes and the address of its Rate Page."
                .to_owned(),
            Dataset::Comments => "Every public comment published on a rate filing, with the \
                filing's tracking number and the date it was submitted."
                .to_owned(),
            Dataset::Plans(year) => format!(
                "The monthly premium of every health plan offered for {year}: one row per county, \
                 plan variant, age (20 to 65) and tobacco use, with the plan's metal level, \
                 company and cost sharing, as Compare Plans shows them."
            ),
        }
    }

    /// The column table.
    pub fn columns(self) -> &'static [Column] {
        match self {
            Dataset::Filings => &filings::COLUMNS,
            Dataset::Comments => &comments::COLUMNS,
            Dataset::Plans(_) => &plans::COLUMNS,
        }
    }

    /// The formats it is offered in.
    pub fn formats(self) -> &'static [Format] {
        match self {
            Dataset::Filings | Dataset::Comments => &[Format::Csv, Format::Json],
            // Millions of rows a year: CSV alone, the form a spreadsheet or database loads.
            Dataset::Plans(_) => &[Format::Csv],
        }
    }

    /// When its rows last changed, when that is known.
    pub fn last_updated(self, conn: &mut PgConnection) -> QueryResult<Option<DateTime<Utc>>> {
        match self {
            Dataset::Filings => db::open_data::filings_last_updated(conn),
            Dataset::Comments => db::open_data::comments_last_updated(conn),
            Dataset::Plans(year) => db::open_data::plans_last_updated(conn, year),
        }
    }
}

/// One downloadable file: a dataset in one of its formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DataFile {
    /// The dataset.
    pub dataset: Dataset,
    /// The format.
    pub format: Format,
}

impl DataFile {
    /// `dataset` in `format`.
    pub fn new(dataset: Dataset, format: Format) -> Self {
        Self { dataset, format }
    }

    /// The file's address on the public API (the gateway prefixes `/ws`).
    pub fn path(self) -> String {
        match self.dataset {
            Dataset::Plans(year) => format!("/open-data/plans/{year}.csv"),
            Dataset::Filings => format!("/open-data/filings.{}", self.format.extension()),
            Dataset::Comments => format!("/open-data/comments.{}", self.format.extension()),
        }
    }

    /// The name a browser saves it under.
    pub fn file_name(self) -> String {
        match self.dataset {
            Dataset::Plans(year) => plans::file_name(year),
            Dataset::Filings => format!("rate-filings.{}", self.format.extension()),
            Dataset::Comments => format!("public-comments.{}", self.format.extension()),
        }
    }

    /// Writes the file to `sink`; gives its number of rows, or why there is none (the plans of
    /// a year that is not active), in which case nothing was written. `reading` says how a
    /// plans file reads its year (a county at a time for a download; the bytes are the same).
    pub fn write<W: Write + ?Sized>(
        self,
        conn: &mut PgConnection,
        site: &SiteUrl,
        reading: Reading,
        sink: &mut W,
    ) -> Result<Result<u64, Unavailable>, WriteError> {
        match self.dataset {
            Dataset::Filings => filings::write(conn, site, self.format, sink).map(Ok),
            Dataset::Comments => comments::write(conn, self.format, sink).map(Ok),
            Dataset::Plans(year) => plans::write(conn, year, reading, sink),
        }
    }
}
