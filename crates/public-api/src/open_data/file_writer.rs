//! Writing a download file from its column table and rows: the CSV header or the JSON array
//! around the rows, the cells in the table's order. The same writer produces the streamed
//! files and, into a byte counter, the catalogue's sizes and row counts, so the two cannot
//! disagree.

use std::io::{self, Write};

use serde::Serialize;
use utoipa::ToSchema;

use super::cell::{self, Cell};
use super::columns::Column;

/// A download's format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = CatalogueFileFormat)]
pub enum Format {
    /// RFC 4180 CSV, UTF-8 without a byte-order mark, CRLF line ends, a header row.
    Csv,
    /// A JSON array of objects keyed by column name.
    Json,
}

impl Format {
    /// The file name extension, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Csv => "csv",
            Format::Json => "json",
        }
    }

    /// The `Content-Type` the file is served with.
    pub fn content_type(self) -> &'static str {
        match self {
            Format::Csv => "text/csv; charset=utf-8",
            Format::Json => "application/json",
        }
    }
}

/// Cells encoded as the columns `first..first + count` of a row. Rows that share most cells
/// (a plan choice priced at 92 ages and tobacco uses) encode the shared parts once and put
/// each row together with [`FileWriter::row_of`].
#[derive(Debug, Clone, Default)]
pub struct Part {
    first: usize,
    count: usize,
    /// JSON: the members, written as they are. CSV: the fields' texts, unquoted.
    bytes: Vec<u8>,
    /// CSV: where each field's text ends in `bytes`.
    field_ends: Vec<usize>,
}

/// Where a file's bytes go. CSV fields pass through the `csv` crate's writer, which quotes them
/// (RFC 4180: a field holding a comma, quote, CR or LF is quoted, quotes doubled) and keeps a
/// few KiB before the sink.
#[derive(Debug)]
enum Output<'w, W: Write + ?Sized> {
    Csv(Box<csv::Writer<&'w mut W>>),
    Json(&'w mut W),
}

/// Writes one file to `sink`: [`FileWriter::new`], the rows, [`FileWriter::finish`]. Nothing
/// reaches the sink before the first row or the end, so a writer whose data turns out to be
/// unavailable (an inactive year) can be dropped having written nothing.
#[derive(Debug)]
pub struct FileWriter<'w, W: Write + ?Sized> {
    format: Format,
    columns: &'static [Column],
    output: Output<'w, W>,
    opened: bool,
    rows: u64,
    scratch: Part,
}

impl<'w, W: Write + ?Sized> FileWriter<'w, W> {
    /// A file of `columns` in `format`, to be written to `sink`.
    pub fn new(format: Format, columns: &'static [Column], sink: &'w mut W) -> Self {
        let output = match format {
            Format::Csv => Output::Csv(Box::new(
                csv::WriterBuilder::new()
                    .terminator(csv::Terminator::CRLF)
                    .from_writer(sink),
            )),
            Format::Json => Output::Json(sink),
        };
        Self {
            format,
            columns,
            output,
            opened: false,
            rows: 0,
            scratch: Part::default(),
        }
    }

    /// Writes the file's beginning once: the CSV header row, or the JSON array's bracket.
    fn open(&mut self) -> io::Result<()> {
        if self.opened {
            return Ok(());
        }
        self.opened = true;
        match &mut self.output {
            Output::Csv(csv) => Ok(csv.write_record(self.columns.iter().map(|c| c.name))?),
            Output::Json(sink) => sink.write_all(b"["),
        }
    }

    /// `cells` encoded as the columns from `first` on, into `part` (its bytes reused).
    pub fn encode(&self, first: usize, cells: &[Cell<'_>], part: &mut Part) {
        part.first = first;
        part.count = cells.len();
        part.bytes.clear();
        part.field_ends.clear();
        for (offset, &value) in cells.iter().enumerate() {
            let index = first + offset;
            let column = &self.columns[index];
            debug_assert!(
                value.fits(column.kind) && (column.nullable || value != Cell::Null),
                "{value:?} in column {} ({:?})",
                column.name,
                column.kind
            );
            match self.format {
                Format::Csv => {
                    cell::write_csv_field(value, &mut part.bytes);
                    part.field_ends.push(part.bytes.len());
                }
                Format::Json => {
                    part.bytes.push(if index == 0 { b'{' } else { b',' });
                    cell::write_json(Cell::Text(column.name), &mut part.bytes);
                    part.bytes.push(b':');
                    cell::write_json(value, &mut part.bytes);
                }
            }
        }
    }

    /// `cells` encoded as the columns from `first` on.
    pub fn part(&self, first: usize, cells: &[Cell<'_>]) -> Part {
        let mut part = Part::default();
        self.encode(first, cells, &mut part);
        part
    }

    /// One row: every column's cell, in the table's order.
    pub fn row(&mut self, cells: &[Cell<'_>]) -> io::Result<()> {
        let mut scratch = std::mem::take(&mut self.scratch);
        self.encode(0, cells, &mut scratch);
        let written = self.row_of(&[&scratch]);
        self.scratch = scratch;
        written
    }

    /// One row put together from `parts`, which cover every column in order.
    pub fn row_of(&mut self, parts: &[&Part]) -> io::Result<()> {
        debug_assert_eq!(
            parts.iter().try_fold(0, |next, part| {
                (part.first == next).then_some(next + part.count)
            }),
            Some(self.columns.len()),
            "the parts of a row must cover every column once, in order"
        );
        self.open()?;
        match &mut self.output {
            Output::Csv(csv) => {
                for part in parts {
                    let mut start = 0;
                    for &end in &part.field_ends {
                        csv.write_field(&part.bytes[start..end])?;
                        start = end;
                    }
                }
                csv.write_record(None::<&[u8]>)?;
            }
            Output::Json(sink) => {
                sink.write_all(if self.rows == 0 { b"\n" } else { b",\n" })?;
                for part in parts {
                    sink.write_all(&part.bytes)?;
                }
                sink.write_all(b"}")?;
            }
        }
        self.rows += 1;
        Ok(())
    }

    /// Ends the file (the JSON array's closing bracket); gives the number of rows written.
    pub fn finish(mut self) -> io::Result<u64> {
        self.open()?;
        match &mut self.output {
            Output::Csv(csv) => csv.flush()?,
            Output::Json(sink) => sink.write_all(if self.rows == 0 { b"]\n" } else { b"\n]\n" })?,
        }
        Ok(self.rows)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::open_data::columns::ColumnType;

    const COLUMNS: [Column; 3] = [
        Column::required("name", ColumnType::Text, "A name."),
        Column::optional("change", ColumnType::Decimal, "A change."),
        Column::required("count", ColumnType::Integer, "A count."),
    ];

    fn file(format: Format, rows: &[[Cell<'_>; 3]]) -> (String, u64) {
        let mut out = Vec::new();
        let mut writer = FileWriter::new(format, &COLUMNS, &mut out);
        for row in rows {
            writer.row(row).unwrap();
        }
        let count = writer.finish().unwrap();
        (String::from_utf8(out).unwrap(), count)
    }

    #[test]
    fn csv_has_a_header_row_and_crlf_line_ends() {
        let rows = [
            [
                Cell::Text("Lakeland, Inc."),
                Cell::Decimal(-3.5),
                Cell::Integer(2),
            ],
            [Cell::Text("=Summit"), Cell::Null, Cell::Integer(0)],
        ];

        let (text, count) = file(Format::Csv, &rows);

        assert_eq!(
            text,
            "name,change,count\r\n\"Lakeland, Inc.\",-3.5,2\r\n'=Summit,,0\r\n"
        );
        assert_eq!(count, 2);
    }

    // RFC 4180 2.6, 2.7: fields with commas, quotes or line breaks are quoted, quotes doubled;
    // a formula's defusing apostrophe goes inside the quotes. The bytes are those of the
    // hand-written quoting the csv crate's writer replaced.
    #[test]
    fn csv_fields_with_commas_quotes_or_line_breaks_are_quoted() {
        for (text, written) in [
            ("plain text", "plain text"),
            ("a, b", "\"a, b\""),
            ("say \"hi\"", "\"say \"\"hi\"\"\""),
            ("two\r\nlines", "\"two\r\nlines\""),
            ("\"", "\"\"\"\""),
            ("", ""),
            (
                "=HYPERLINK(\"http://x\")",
                "\"'=HYPERLINK(\"\"http://x\"\")\"",
            ),
            ("\r=1", "\"'\r=1\""),
            ("=1,2", "\"'=1,2\""),
            ("\tcmd", "'\tcmd"),
        ] {
            let row = [Cell::Text(text), Cell::Null, Cell::Integer(0)];

            let (written_file, _) = file(Format::Csv, &[row]);

            assert_eq!(
                written_file,
                format!("name,change,count\r\n{written},,0\r\n"),
                "{text:?}"
            );
        }
    }

    #[test]
    fn json_is_an_array_of_objects_keyed_by_column_name() {
        let rows = [
            [
                Cell::Text("Lakeland"),
                Cell::Decimal(-3.5),
                Cell::Integer(2),
            ],
            [Cell::Text("=Summit"), Cell::Null, Cell::Integer(0)],
        ];

        let (text, count) = file(Format::Json, &rows);

        let parsed: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            parsed,
            serde_json::json!([
                {"name": "Lakeland", "change": -3.5, "count": 2},
                {"name": "=Summit", "change": null, "count": 0},
            ])
        );
        assert_eq!(count, 2);
        assert_eq!(file(Format::Json, &[]).0, "[]\n");
        assert_eq!(file(Format::Csv, &[]).0, "name,change,count\r\n");
    }

    #[test]
    fn a_row_put_together_from_parts_is_the_row_written_whole() {
        for format in [Format::Csv, Format::Json] {
            let cells = [Cell::Text("a\"b"), Cell::Decimal(1.25), Cell::Integer(7)];
            let (whole, _) = file(format, &[cells]);

            let mut out = Vec::new();
            let mut writer = FileWriter::new(format, &COLUMNS, &mut out);
            let head = writer.part(0, &cells[..1]);
            let tail = writer.part(1, &cells[1..]);
            writer.row_of(&[&head, &tail]).unwrap();
            writer.finish().unwrap();

            assert_eq!(String::from_utf8(out).unwrap(), whole, "{format:?}");
        }
    }

    #[test]
    fn nothing_is_written_before_the_first_row_or_the_end() {
        let mut out = Vec::new();
        let writer = FileWriter::new(Format::Csv, &COLUMNS, &mut out);
        drop(writer);
        assert!(out.is_empty());
    }
}
