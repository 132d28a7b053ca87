//! `public-comments.csv` / `.json`: every published comment on a publicly listed filing, as the
//! Rate Pages show them (SPEC 2.9, 4.2), and nothing moderation-only.

use std::borrow::Cow;
use std::io::Write;

use db::open_data::{self, PublishedCommentLine};
use diesel::PgConnection;
use utoipa::openapi::{RefOr, Schema};

use super::WriteError;
use crate::open_data::cell::Cell;
use crate::open_data::columns::{self, Column, ColumnType};
use crate::open_data::file_writer::{FileWriter, Format};

/// The columns, in file order.
pub const COLUMNS: [Column; 5] = [
    Column::required("comment_id", ColumnType::Integer, "The comment's number."),
    Column::required(
        "filing_id",
        ColumnType::Integer,
        "The filing commented on (filing_id of the rate filings download).",
    ),
    Column::required(
        "tracking_number",
        ColumnType::Text,
        "That filing's SERFF tracking number.",
    ),
    Column::required(
        "date",
        ColumnType::DateTime,
        "When the comment was submitted.",
    ),
    Column::required(
        "comment",
        ColumnType::Text,
        "The comment as published, exactly as its author wrote it.",
    ),
];

/// Writes every published comment to `file`; gives the number of rows.
pub fn write<W: Write + ?Sized>(
    conn: &mut PgConnection,
    format: Format,
    sink: &mut W,
) -> Result<u64, WriteError> {
    let mut file = FileWriter::new(format, &COLUMNS, sink);
    open_data::for_each_published_comment(conn, |line| {
        Ok::<_, WriteError>(file.row(&cells(&line))?)
    })?;
    Ok(file.finish()?)
}

fn cells(line: &PublishedCommentLine) -> [Cell<'_>; COLUMNS.len()] {
    [
        Cell::Integer(line.comment_key.into()),
        Cell::Integer(line.filing_id.into()),
        Cell::Text(&line.serff_tracking_num),
        Cell::DateTime(line.date_created),
        Cell::Text(&line.commentary),
    ]
}

/// One object of `public-comments.json`, described from [`COLUMNS`].
#[derive(Debug)]
pub struct OpenDataComment;

impl utoipa::PartialSchema for OpenDataComment {
    fn schema() -> RefOr<Schema> {
        columns::row_schema(&COLUMNS)
    }
}

impl utoipa::ToSchema for OpenDataComment {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("OpenDataComment")
    }
}
