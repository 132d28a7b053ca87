//! A pass over an .ods file's `content.xml` before calamine reads it. OpenDocument compresses
//! repeated cells and rows into one element with a repeat count, which calamine expands; a
//! small file could expand to billions of cells. This pass adds up, conservatively, what
//! calamine would hold — every row element's cells up to its last used one, and every table's
//! rectangle of used rows and columns — and refuses the file beyond [`MAX_CELLS`].

use std::io::{BufReader, Cursor};

use quick_xml::events::{BytesStart, Event};

use crate::Refusal;
use crate::limits::{MAX_CELLS, MAX_DATA_ROWS, too_many_cells, too_many_rows};

/// calamine's cap on the columns of one row.
const ROW_COLUMNS_CAP: u64 = 16_384;
/// calamine's cap on the rows of one table.
const TABLE_ROWS_CAP: u64 = 1_048_576;

/// Checks the `content.xml` part of the OpenDocument spreadsheet `bytes`.
pub fn check(bytes: &[u8]) -> Result<(), Refusal> {
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).map_err(|_| Refusal::NotASpreadsheet)?;
    let content = zip
        .by_name("content.xml")
        .map_err(|_| Refusal::NotASpreadsheet)?;
    let mut reader = quick_xml::Reader::from_reader(BufReader::new(content));
    reader.config_mut().expand_empty_elements = true;
    let mut scan = Scan::default();
    let mut buf = Vec::new();
    loop {
        let event = reader
            .read_event_into(&mut buf)
            .map_err(|_| Refusal::NotASpreadsheet)?;
        match event {
            Event::Start(e) => scan.start(&e),
            Event::End(e) => scan.end(e.name().as_ref())?,
            Event::Eof => break,
            _ => {}
        }
        buf.clear();
    }
    Ok(())
}

/// A repeat count attribute of `e` (1 when absent or unreadable).
fn repeats(e: &BytesStart<'_>, name: &str) -> u64 {
    e.try_get_attribute(name)
        .ok()
        .flatten()
        .and_then(|a| a.value.trim().parse::<u64>().ok())
        .unwrap_or(1)
        .max(1)
}

/// The table being read.
#[derive(Default)]
struct Table {
    /// Its sheet name.
    name: String,
    /// Rows so far, with repeats.
    rows: u64,
    /// Rows up to the last used one.
    used_rows: u64,
    /// Columns up to the last used cell of the widest row.
    widest: u64,
}

/// Running totals of the scan.
#[derive(Default)]
struct Scan {
    /// Cells calamine holds before laying tables out (every row element once).
    row_cells: u64,
    /// Cells of the tables laid out so far.
    table_cells: u64,
    /// The table being read.
    table: Option<Table>,
    /// The row being read: its repeat count, columns so far, columns up to the last used cell.
    row: Option<(u64, u64, u64)>,
    /// The cell being read: its repeat count and whether it holds anything.
    cell: Option<(u64, bool)>,
}

impl Scan {
    fn start(&mut self, e: &BytesStart<'_>) {
        let name = e.name();
        match name.as_ref() {
            "table:table" => {
                let name = e
                    .try_get_attribute("table:name")
                    .ok()
                    .flatten()
                    .map(|a| a.value.into_owned())
                    .unwrap_or_default();
                self.table = Some(Table {
                    name,
                    ..Table::default()
                });
            }
            "table:table-row" if self.table.is_some() => {
                self.row = Some((repeats(e, "table:number-rows-repeated"), 0, 0))
            }
            "table:table-cell" | "table:covered-table-cell"
                if self.row.is_some() && self.cell.is_none() =>
            {
                let used = ["office:value-type", "office:value", "table:formula"]
                    .iter()
                    .any(|a| e.try_get_attribute(a).ok().flatten().is_some());
                self.cell = Some((repeats(e, "table:number-columns-repeated"), used));
            }
            // Anything inside a cell (a paragraph, an annotation) may make it a value.
            _ => {
                if let Some((_, used)) = self.cell.as_mut() {
                    *used = true;
                }
            }
        }
    }

    fn end(&mut self, name: &str) -> Result<(), Refusal> {
        match name {
            "table:table-cell" | "table:covered-table-cell" => {
                if let (Some((count, used)), Some((_, width, last))) =
                    (self.cell.take(), self.row.as_mut())
                {
                    *width = (*width + count).min(ROW_COLUMNS_CAP);
                    if used {
                        *last = *width;
                    }
                }
            }
            "table:table-row" => {
                if let (Some((count, _, last)), Some(table)) =
                    (self.row.take(), self.table.as_mut())
                {
                    table.rows += count.min(TABLE_ROWS_CAP.saturating_sub(table.rows));
                    if last > 0 {
                        table.used_rows = table.rows;
                        table.widest = table.widest.max(last);
                    }
                    self.row_cells = self.row_cells.saturating_add(last);
                    if table.used_rows > u64::from(MAX_DATA_ROWS) + 1 {
                        return Err(too_many_rows(&table.name));
                    }
                }
            }
            "table:table" => {
                if let Some(table) = self.table.take() {
                    self.table_cells = self
                        .table_cells
                        .saturating_add(table.used_rows.saturating_mul(table.widest));
                }
            }
            _ => {}
        }
        if self.row_cells > MAX_CELLS || self.table_cells > MAX_CELLS {
            return Err(too_many_cells());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::io::Write;

    use zip::write::SimpleFileOptions;

    use super::*;

    fn ods(table: &str) -> Vec<u8> {
        let content = format!(
            r#"<?xml version="1.0"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet><table:table table:name="Rates">{table}</table:table></office:spreadsheet></office:body></office:document-content>"#
        );
        let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
        writer
            .start_file("mimetype", SimpleFileOptions::default())
            .unwrap();
        writer
            .write_all(b"application/vnd.oasis.opendocument.spreadsheet")
            .unwrap();
        writer
            .start_file("content.xml", SimpleFileOptions::default())
            .unwrap();
        writer.write_all(content.as_bytes()).unwrap();
        writer.finish().unwrap().into_inner()
    }

    #[test]
    fn trailing_empty_repeats_as_office_programs_write_them_pass() {
        let table = r#"<table:table-row><table:table-cell office:value-type="string"><text:p>PlanId</text:p></table:table-cell><table:table-cell table:number-columns-repeated="16383"/></table:table-row><table:table-row table:number-rows-repeated="1048575"><table:table-cell table:number-columns-repeated="16384"/></table:table-row>"#;
        assert_eq!(check(&ods(table)), Ok(()));
    }

    #[test]
    fn a_used_cell_repeated_across_many_rows_is_refused() {
        let table = r#"<table:table-row table:number-rows-repeated="1000000"><table:table-cell office:value-type="float" office:value="1" table:number-columns-repeated="100"/></table:table-row>"#;
        assert_eq!(check(&ods(table)), Err(too_many_rows("Rates")));
    }

    #[test]
    fn wide_rows_of_used_cells_are_refused() {
        let row = r#"<table:table-row><table:table-cell office:value-type="float" office:value="1" table:number-columns-repeated="16384"/></table:table-row>"#;
        assert_eq!(check(&ods(&row.repeat(200))), Err(too_many_cells()));
    }
}
