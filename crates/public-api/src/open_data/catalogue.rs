//! `GET /open-data`: the catalogue the SPA's data page reads: each dataset with its
//! files, their exact sizes and row count, when its rows last changed and its column
//! dictionary. Sizes and rows come from running each file's writer into a byte counter, so the
//! catalogue cannot disagree with the files; a plans year is counted from one read of the whole
//! year rather than county by county (`db::open_data::Reading`), the same rows in the same
//! order at a tenth of the cost. It is cached per data generation like every public answer.

use std::io::{self, Write};
use std::sync::Arc;

use chrono::{DateTime, SecondsFormat, Utc};
use db::DbPool;
use db::open_data::Reading;
use diesel::PgConnection;
use futures_util::{StreamExt, TryStreamExt};
use serde::{Serialize, Serializer};
use service_kit::ApiError;
use utoipa::ToSchema;

use super::columns::{Column, ColumnType};
use super::datasets::{DataFile, Dataset, WriteError};
use super::file_writer::Format;
use crate::SiteUrl;

/// Datasets counted at once. Each counts on a blocking thread with a read connection of its
/// own: the plans of a large year take about a second to count, and years are independent.
const COUNTED_AT_ONCE: usize = 2;

/// The open-data catalogue.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct OpenDataCatalogue {
    /// Rate filings, public comments, then the plans of every active year, newest first.
    datasets: Vec<CatalogueDataset>,
}

/// One dataset.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CatalogueDataset {
    /// `filings`, `comments` or `plans-{year}`.
    #[schema(example = "plans-2027")]
    id: String,
    /// Its title, e.g. "Plan premiums 2027".
    title: String,
    /// What it holds, in a sentence or two.
    description: String,
    /// Rows in each of its files (the header row not counted).
    #[schema(minimum = 0)]
    rows: u64,
    /// The latest change to its rows (whole seconds, UTC), when known: the last update of a
    /// listed filing or its company; the newest published comment; the year's latest rates
    /// upload.
    #[serde(serialize_with = "whole_seconds")]
    #[schema(value_type = Option<String>, format = DateTime, required = true, example = "2026-11-24T18:03:11Z")]
    last_updated: Option<DateTime<Utc>>,
    /// Its files.
    files: Vec<CatalogueFile>,
    /// Its column dictionary, in file order.
    columns: Vec<CatalogueColumn>,
}

/// One downloadable file.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CatalogueFile {
    /// csv or json.
    format: Format,
    /// Its address on this API (behind the gateway, prefixed with `/ws`).
    #[schema(example = "/open-data/plans/2027.csv")]
    path: String,
    /// Its exact size uncompressed, in bytes.
    #[schema(minimum = 0)]
    bytes: u64,
}

/// One column of a dataset.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CatalogueColumn {
    /// The CSV header and JSON key.
    #[schema(example = "monthly_premium")]
    name: &'static str,
    /// What it holds.
    #[serde(rename = "type")]
    kind: ColumnType,
    /// What it means.
    description: &'static str,
}

impl From<&Column> for CatalogueColumn {
    fn from(column: &Column) -> Self {
        Self {
            name: column.name,
            kind: column.kind,
            description: column.description,
        }
    }
}

fn whole_seconds<S: Serializer>(at: &Option<DateTime<Utc>>, s: S) -> Result<S::Ok, S::Error> {
    match at {
        Some(at) => s.serialize_str(&at.to_rfc3339_opts(SecondsFormat::Secs, true)),
        None => s.serialize_none(),
    }
}

impl OpenDataCatalogue {
    /// Counts every dataset's files as they would be downloaded now.
    pub async fn build(pool: &DbPool, site: Arc<SiteUrl>) -> Result<Self, ApiError> {
        let years = service_kit::db::run(
            pool,
            db::queries::compare_years::active_plan_years_newest_first,
        )
        .await?;
        let datasets = [Dataset::Filings, Dataset::Comments]
            .into_iter()
            .chain(years.into_iter().map(Dataset::Plans));
        let described: Vec<Option<CatalogueDataset>> = futures_util::stream::iter(datasets)
            .map(|dataset| {
                let site = Arc::clone(&site);
                async move {
                    service_kit::db::run(pool, move |conn| Ok(describe(conn, &site, dataset)))
                        .await?
                        .map_err(ApiError::from)
                }
            })
            .buffered(COUNTED_AT_ONCE)
            .try_collect()
            .await?;
        Ok(Self {
            datasets: described.into_iter().flatten().collect(),
        })
    }
}

/// The catalogue entry of `dataset`, its files counted; `None` when it has gone (a year made
/// inactive since the years were read).
fn describe(
    conn: &mut PgConnection,
    site: &SiteUrl,
    dataset: Dataset,
) -> Result<Option<CatalogueDataset>, WriteError> {
    let mut files = Vec::new();
    let mut rows = 0;
    for &format in dataset.formats() {
        let file = DataFile { dataset, format };
        let mut counter = ByteCount(0);
        match file.write(conn, site, Reading::WholeYear, &mut counter)? {
            Ok(written) => rows = written,
            Err(_) => return Ok(None),
        }
        files.push(CatalogueFile {
            format,
            path: file.path(),
            bytes: counter.0,
        });
    }
    Ok(Some(CatalogueDataset {
        id: dataset.id(),
        title: dataset.title(),
        description: dataset.description(),
        rows,
        last_updated: dataset.last_updated(conn)?,
        files,
        columns: dataset
            .columns()
            .iter()
            .map(CatalogueColumn::from)
            .collect(),
    }))
}

/// A sink that keeps nothing but the number of bytes written to it.
#[derive(Debug)]
struct ByteCount(u64);

impl Write for ByteCount {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0 += u64::try_from(buf.len()).unwrap_or(u64::MAX);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
