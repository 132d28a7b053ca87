//! A pass over an .xls file's BIFF records before calamine reads it. calamine lays every sheet
//! out as one rectangle from its first to its last used cell, and reserves what a sheet's
//! DIMENSIONS record declares; a few hostile records could ask for gigabytes. This pass walks
//! the same records calamine will, and refuses the file when those rectangles together exceed
//! [`MAX_CELLS`], or when a record would make calamine fail unsafely.

use std::io::{Cursor, Read};

use crate::Refusal;
use crate::limits::{MAX_CELLS, MAX_SHEETS, MAX_UPLOAD_BYTES, too_many_cells};

const BOF: u16 = 0x0809;
const EOF: u16 = 0x000A;
const BOUNDSHEET: u16 = 0x0085;
const DIMENSIONS: u16 = 0x0200;
const MULRK: u16 = 0x00BD;
/// Records whose first four bytes are a cell's row and column, as calamine reads them.
const CELLS: [u16; 7] = [0x0203, 0x0204, 0x00D6, 0x0205, 0x027E, 0x00FD, 0x0006];

/// Checks the workbook stream of the compound file `bytes`.
pub fn check(bytes: &[u8]) -> Result<(), Refusal> {
    let stream = workbook_stream(bytes)?;
    let positions = sheet_positions(&stream)?;
    let mut total: u64 = 0;
    for position in positions {
        let sheet = stream.get(position..).ok_or(Refusal::NotASpreadsheet)?;
        total = total.saturating_add(sheet_cells(sheet)?);
        if total > MAX_CELLS {
            return Err(too_many_cells());
        }
    }
    Ok(())
}

/// The `Workbook` (or, in old files, `Book`) stream, read whole: it is never larger than the
/// upload.
fn workbook_stream(bytes: &[u8]) -> Result<Vec<u8>, Refusal> {
    let mut file =
        cfb::CompoundFile::open(Cursor::new(bytes)).map_err(|_| Refusal::NotASpreadsheet)?;
    let name = ["/Workbook", "/Book"]
        .into_iter()
        .find(|n| file.is_stream(n))
        .ok_or(Refusal::NotASpreadsheet)?;
    let stream = file
        .open_stream(name)
        .map_err(|_| Refusal::NotASpreadsheet)?;
    let mut data = Vec::new();
    stream
        .take(2 * MAX_UPLOAD_BYTES as u64)
        .read_to_end(&mut data)
        .map_err(|_| Refusal::NotASpreadsheet)?;
    Ok(data)
}

/// One BIFF record: its type and data.
struct Record<'a> {
    typ: u16,
    data: &'a [u8],
}

/// The records of `stream` from its start; an error for a record running past the end.
fn records(mut stream: &[u8]) -> impl Iterator<Item = Result<Record<'_>, Refusal>> {
    std::iter::from_fn(move || {
        if stream.is_empty() {
            return None;
        }
        if stream.len() < 4 {
            stream = &[];
            return Some(Err(Refusal::NotASpreadsheet));
        }
        let typ = u16::from_le_bytes([stream[0], stream[1]]);
        let len = usize::from(u16::from_le_bytes([stream[2], stream[3]]));
        let Some(data) = stream.get(4..4 + len) else {
            stream = &[];
            return Some(Err(Refusal::NotASpreadsheet));
        };
        stream = &stream[4 + len..];
        Some(Ok(Record { typ, data }))
    })
}

fn u16_at(data: &[u8], at: usize) -> Option<u32> {
    data.get(at..at + 2)
        .map(|b| u32::from(u16::from_le_bytes([b[0], b[1]])))
}

fn u32_at(data: &[u8], at: usize) -> Option<u32> {
    data.get(at..at + 4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

/// Where each sheet's substream starts, from the BOUNDSHEET records of the globals.
fn sheet_positions(stream: &[u8]) -> Result<Vec<usize>, Refusal> {
    let mut positions = Vec::new();
    for record in records(stream) {
        let record = record?;
        match record.typ {
            BOUNDSHEET => {
                let position = u32_at(record.data, 0).ok_or(Refusal::NotASpreadsheet)?;
                positions.push(usize::try_from(position).map_err(|_| Refusal::NotASpreadsheet)?);
                if positions.len() > MAX_SHEETS {
                    return Err(Refusal::TooLarge(format!(
                        "The workbook has more than {MAX_SHEETS} sheets. Keep only the sheets of the rates template and upload it again."
                    )));
                }
            }
            EOF => break,
            _ => {}
        }
    }
    Ok(positions)
}

/// The cells calamine would lay out for the sheet substream starting at `sheet`: the larger of
/// its DIMENSIONS reservation and the rectangle of its cells.
fn sheet_cells(sheet: &[u8]) -> Result<u64, Refusal> {
    let mut bounds = Bounds::default();
    let mut reserved: u64 = 0;
    let mut seen_bof = false;
    let mut depth = 0usize;
    for record in records(sheet) {
        let Record { typ, data } = record?;
        if depth > 0 {
            match typ {
                BOF => depth += 1,
                EOF => depth -= 1,
                _ => {}
            }
            continue;
        }
        match typ {
            BOF if seen_bof => depth += 1,
            BOF => seen_bof = true,
            EOF => break,
            DIMENSIONS => reserved = reserved.max(dimensions(data)?),
            MULRK => {
                let bad = || Refusal::NotASpreadsheet;
                let row = u16_at(data, 0).ok_or_else(bad)?;
                let first = u16_at(data, 2).ok_or_else(bad)?;
                let last = data
                    .len()
                    .checked_sub(2)
                    .and_then(|at| u16_at(data, at))
                    .ok_or_else(bad)?;
                if last < first {
                    return Err(bad());
                }
                bounds.add(row, first);
                bounds.add(row, last);
            }
            t if CELLS.contains(&t) => {
                if let (Some(row), Some(col)) = (u16_at(data, 0), u16_at(data, 2)) {
                    bounds.add(row, col);
                }
            }
            _ => {}
        }
        if reserved > MAX_CELLS || bounds.cells() > MAX_CELLS {
            return Err(too_many_cells());
        }
    }
    Ok(reserved.max(bounds.cells()))
}

/// What calamine reserves for a DIMENSIONS record (rows × columns it declares); an error for
/// a record calamine would turn into an arithmetic overflow.
fn dimensions(data: &[u8]) -> Result<u64, Refusal> {
    let fields = match data.len() {
        10 => (
            u16_at(data, 0),
            u16_at(data, 2),
            u16_at(data, 4),
            u16_at(data, 6),
        ),
        14 | 16 => (
            u32_at(data, 0),
            u32_at(data, 4),
            u16_at(data, 8),
            u16_at(data, 10),
        ),
        // calamine refuses any other length itself.
        _ => return Ok(0),
    };
    let (Some(first_row), Some(last_row), Some(first_col), Some(last_col)) = fields else {
        return Err(Refusal::NotASpreadsheet);
    };
    let first_col = if first_col > 0xFF || last_col < first_col {
        0
    } else {
        first_col
    };
    if last_row == 0 || last_col == 0 {
        return Ok(1);
    }
    if last_row - 1 < first_row || last_col - 1 < first_col {
        return Err(Refusal::NotASpreadsheet);
    }
    Ok(u64::from(last_row - first_row) * u64::from(last_col - first_col))
}

/// The rectangle of the cells seen so far.
#[derive(Default)]
struct Bounds {
    rows: Option<(u32, u32)>,
    cols: Option<(u32, u32)>,
}

impl Bounds {
    fn add(&mut self, row: u32, col: u32) {
        let widen = |range: Option<(u32, u32)>, v: u32| {
            Some(range.map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v))))
        };
        self.rows = widen(self.rows, row);
        self.cols = widen(self.cols, col);
    }

    fn cells(&self) -> u64 {
        match (self.rows, self.cols) {
            (Some((r0, r1)), Some((c0, c1))) => u64::from(r1 - r0 + 1) * u64::from(c1 - c0 + 1),
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::xls::{Sheet, Value, Workbook};

    fn xls(rows: Vec<Vec<Value>>) -> Vec<u8> {
        Workbook {
            sheets: vec![Sheet {
                name: "S".into(),
                rows,
                ..Sheet::default()
            }],
        }
        .to_xls()
        .unwrap()
    }

    #[test]
    fn an_ordinary_workbook_passes() {
        let rows = (0..100)
            .map(|i| vec![Value::Number(f64::from(i)), "x".into()])
            .collect();
        assert_eq!(check(&xls(rows)), Ok(()));
    }

    #[test]
    fn a_sheet_spanning_too_many_cells_is_refused() {
        // Two cells, A1 and IV65536: a 65,536 × 256 rectangle (16.7 million cells).
        let mut rows = vec![vec![Value::Number(1.0)]];
        rows.resize(65_535, vec![]);
        let mut last = vec![Value::Blank; 255];
        last.push(Value::Number(2.0));
        rows.push(last);
        assert_eq!(check(&xls(rows)), Err(too_many_cells()));
    }

    #[test]
    fn a_hostile_dimensions_record_is_refused() {
        let huge = [0u8, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x0F, 0, 0, 0xFF, 0, 0, 0];
        assert_eq!(dimensions(&huge), Ok(u64::from(0x0FFF_FFFFu32) * 255));
        let upside_down = [9u8, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1, 0, 0, 0];
        assert_eq!(dimensions(&upside_down), Err(Refusal::NotASpreadsheet));
    }

    #[test]
    fn a_compound_file_without_a_workbook_is_not_a_spreadsheet() {
        let mut file = cfb::CompoundFile::create(Cursor::new(Vec::new())).unwrap();
        file.create_stream("/WordDocument").unwrap();
        let bytes = file.into_inner().into_inner();
        assert_eq!(check(&bytes), Err(Refusal::NotASpreadsheet));
    }
}
