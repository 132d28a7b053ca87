//! Reading the sheets of an uploaded workbook with calamine into [`Grid`]s: the non-empty
//! cells of a sheet, by row and column. `.xlsx`/`.xlsm` sheets are streamed cell by cell;
//! `.xls` and `.ods` files are read whole, after [`crate::biff_scan`] and [`crate::ods_scan`]
//! have bounded what that costs.

use std::io::Cursor;
use std::panic::{AssertUnwindSafe, catch_unwind};

use calamine::{Data, Ods, Range, Reader, Xls, Xlsx};

use crate::Refusal;
use crate::cell::CellValue;
use crate::limits::{Format, MAX_CELLS, MAX_COLUMNS, MAX_DATA_ROWS, too_many_cells, too_many_rows};

/// One sheet's non-empty cells.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Grid {
    /// The sheet name as the file writes it.
    pub name: String,
    /// `(row, column, value)`, zero-based, in row then column order.
    pub cells: Vec<(u32, u32, CellValue)>,
}

/// The sheets of `bytes` whose names `wanted` accepts, and the names of all sheets.
///
/// calamine runs under `catch_unwind`: a file that makes it panic is refused as unreadable
/// rather than failing the request.
pub fn read(
    bytes: &[u8],
    format: Format,
    wanted: impl Fn(&str) -> bool,
) -> Result<(Vec<String>, Vec<Grid>), Refusal> {
    catch_unwind(AssertUnwindSafe(|| match format {
        Format::Xlsx => read_xlsx(bytes, &wanted),
        Format::Xls => {
            let mut book = Xls::new(Cursor::new(bytes)).map_err(|_| Refusal::NotASpreadsheet)?;
            read_ranges(&mut book, &wanted)
        }
        Format::Ods => {
            let mut book: Ods<_> =
                Ods::new(Cursor::new(bytes)).map_err(|_| Refusal::NotASpreadsheet)?;
            read_ranges(&mut book, &wanted)
        }
    }))
    .unwrap_or(Err(Refusal::NotASpreadsheet))
}

/// The wanted sheets of a workbook calamine reads whole.
fn read_ranges<'a, R: Reader<Cursor<&'a [u8]>>>(
    book: &mut R,
    wanted: &impl Fn(&str) -> bool,
) -> Result<(Vec<String>, Vec<Grid>), Refusal> {
    let names = book.sheet_names();
    let mut grids = Vec::new();
    let mut total = 0usize;
    for name in names.iter().filter(|n| wanted(n)) {
        let range = book
            .worksheet_range(name)
            .map_err(|_| Refusal::NotASpreadsheet)?;
        let grid = grid_of(name, &range)?;
        total += grid.cells.len();
        if total as u64 > MAX_CELLS {
            return Err(too_many_cells());
        }
        grids.push(grid);
    }
    Ok((names, grids))
}

/// The non-empty cells of `range`, at their absolute positions.
fn grid_of(name: &str, range: &Range<Data>) -> Result<Grid, Refusal> {
    let (row0, col0) = range.start().unwrap_or((0, 0));
    let mut cells = Vec::new();
    for (r, c, data) in range.used_cells() {
        let (row, col) = (row0 + r as u32, col0 + c as u32);
        if col >= MAX_COLUMNS {
            continue;
        }
        if row > MAX_DATA_ROWS {
            return Err(too_many_rows(name));
        }
        if let Some(value) = value_of(data.clone()) {
            cells.push((row, col, value));
        }
    }
    Ok(Grid {
        name: name.to_owned(),
        cells,
    })
}

/// The wanted sheets of an .xlsx/.xlsm workbook, streamed cell by cell so that a sheet with a
/// far-away cell costs nothing.
fn read_xlsx(
    bytes: &[u8],
    wanted: &impl Fn(&str) -> bool,
) -> Result<(Vec<String>, Vec<Grid>), Refusal> {
    let mut book = Xlsx::new(Cursor::new(bytes)).map_err(|_| Refusal::NotASpreadsheet)?;
    let names = book.sheet_names();
    let mut grids = Vec::new();
    let mut total = 0u64;
    for name in names.iter().filter(|n| wanted(n)) {
        let mut reader = book
            .worksheet_cells_reader(name)
            .map_err(|_| Refusal::NotASpreadsheet)?;
        let mut cells = Vec::new();
        while let Some(cell) = reader.next_cell().map_err(|_| Refusal::NotASpreadsheet)? {
            let (row, col) = cell.get_position();
            if col >= MAX_COLUMNS {
                continue;
            }
            let Some(value) = value_of(Data::from(cell.get_value().clone())) else {
                continue;
            };
            if row > MAX_DATA_ROWS {
                return Err(too_many_rows(name));
            }
            total += 1;
            if total > MAX_CELLS {
                return Err(too_many_cells());
            }
            cells.push((row, col, value));
        }
        cells.sort_by_key(|&(row, col, _)| (row, col));
        grids.push(Grid {
            name: name.clone(),
            cells,
        });
    }
    Ok((names, grids))
}

/// A cell's value, or `None` when it is empty (blank, or only spaces).
fn value_of(data: Data) -> Option<CellValue> {
    match data {
        Data::Empty => None,
        Data::String(s) | Data::DateTimeIso(s) | Data::DurationIso(s) => {
            let trimmed = s.trim();
            (!trimmed.is_empty()).then(|| CellValue::Text(trimmed.to_owned()))
        }
        Data::Int(i) => Some(CellValue::Number(i as f64)),
        Data::Float(f) => Some(CellValue::Number(f)),
        Data::Bool(b) => Some(CellValue::Bool(b)),
        Data::DateTime(d) => Some(CellValue::Number(d.as_f64())),
        Data::Error(e) => Some(CellValue::Error(format!("{e}"))),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::xls::{Sheet, Value, Workbook};

    #[test]
    fn an_xls_sheet_reads_back_as_its_non_empty_cells() {
        let book = Workbook {
            sheets: vec![
                Sheet {
                    name: "Rates".into(),
                    rows: vec![
                        vec!["PlanId".into(), Value::Blank, "Age".into()],
                        vec![],
                        vec!["  ".into(), 21.0.into()],
                    ],
                    ..Sheet::default()
                },
                Sheet {
                    name: "Other".into(),
                    rows: vec![vec!["x".into()]],
                    ..Sheet::default()
                },
            ],
        };
        let bytes = book.to_xls().unwrap();

        let (names, grids) = read(&bytes, Format::Xls, |n| n == "Rates").unwrap();

        assert_eq!(names, ["Rates", "Other"]);
        assert_eq!(grids.len(), 1);
        assert_eq!(
            grids[0].cells,
            vec![
                (0, 0, CellValue::Text("PlanId".into())),
                (0, 2, CellValue::Text("Age".into())),
                (2, 1, CellValue::Number(21.0)),
            ]
        );
    }

    /// A one-sheet .xlsx named "Rates" whose sheet XML holds `cells`.
    fn xlsx(cells: &str) -> Vec<u8> {
        use std::io::Write;
        let parts = [
            ("_rels/.rels", r#"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"#.to_owned()),
            ("xl/workbook.xml", r#"<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Rates" sheetId="1" r:id="rId1"/></sheets></workbook>"#.to_owned()),
            ("xl/_rels/workbook.xml.rels", r#"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#.to_owned()),
            ("xl/worksheets/sheet1.xml", format!(r#"<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>{cells}</sheetData></worksheet>"#)),
        ];
        let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
        for (name, content) in parts {
            zip.start_file(name, zip::write::SimpleFileOptions::default())
                .unwrap();
            zip.write_all(content.as_bytes()).unwrap();
        }
        zip.finish().unwrap().into_inner()
    }

    // A far-away cell costs nothing in an .xlsx (cells are streamed), but a row past the limit
    // is refused.
    #[test]
    fn xlsx_cells_are_streamed_and_rows_are_limited() {
        let far_right = xlsx(
            r#"<row r="1"><c r="A1" t="inlineStr"><is><t>PlanId</t></is></c><c r="XFD1"><v>1</v></c></row>"#,
        );
        let too_low = xlsx(r#"<row r="100002"><c r="A100002"><v>1</v></c></row>"#);

        let (_, grids) = read(&far_right, Format::Xlsx, |_| true).unwrap();

        assert_eq!(
            grids[0].cells,
            vec![(0, 0, CellValue::Text("PlanId".into()))]
        );
        assert_eq!(
            read(&too_low, Format::Xlsx, |_| true),
            Err(too_many_rows("Rates"))
        );
    }

    #[test]
    fn bytes_that_are_not_a_workbook_are_refused() {
        assert_eq!(
            read(b"\xD0\xCF\x11\xE0 garbage", Format::Xls, |_| true),
            Err(Refusal::NotASpreadsheet)
        );
        assert_eq!(
            read(b"PK\x03\x04 garbage", Format::Xlsx, |_| true),
            Err(Refusal::NotASpreadsheet)
        );
    }
}
