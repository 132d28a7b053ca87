//! BIFF8 records of the `Workbook` stream ([MS-XLS] 2.4): the workbook globals (fonts, cell
//! formats, sheet list, shared strings), then one substream per worksheet.

use std::io;

use super::strings::{SharedStrings, short_string};
use super::{Sheet, Value, Workbook};

/// Largest data part of one record.
pub(super) const MAX_RECORD_DATA: usize = 8_224;

/// Cell format (XF) of ordinary cells: the default cell XF after the 15 style XFs.
const XF_NORMAL: u16 = 15;
/// Cell format of header cells: bold.
const XF_BOLD: u16 = 16;
/// Cell format of text columns: number format 49 (`@`).
const XF_TEXT: u16 = 17;
/// Rows per block of ROW records, as Excel writes them.
const ROWS_PER_BLOCK: usize = 32;

/// Appends one record: type, length, data.
pub(super) fn record(stream: &mut Vec<u8>, typ: u16, data: &[u8]) {
    debug_assert!(data.len() <= MAX_RECORD_DATA);
    stream.extend_from_slice(&typ.to_le_bytes());
    stream.extend_from_slice(&u16::try_from(data.len()).unwrap_or(u16::MAX).to_le_bytes());
    stream.extend_from_slice(data);
}

/// Little-endian bytes of a list of fields.
macro_rules! le {
    ($($v:expr),* $(,)?) => {{
        let mut out = Vec::new();
        $(out.extend_from_slice(&$v.to_le_bytes());)*
        out
    }};
}

fn u16_of(n: usize) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
}

/// The whole `Workbook` stream, padded to at least 4,096 bytes (so it never lives in the
/// compound file's mini stream, which some readers dislike).
pub(super) fn workbook_stream(workbook: &Workbook) -> io::Result<Vec<u8>> {
    let mut strings = SharedStrings::default();
    let cells: Vec<Vec<u8>> = workbook
        .sheets
        .iter()
        .enumerate()
        .map(|(i, s)| sheet_stream(s, i == 0, &mut strings))
        .collect();

    let mut stream = Vec::new();
    bof(&mut stream, 0x0005);
    record(&mut stream, 0x0042, &le!(1200u16)); // CodePage: UTF-16
    // Window1: position, size, flags 0x0038, active tab 0, first tab 0, one selected, tab ratio.
    record(
        &mut stream,
        0x003D,
        &le!(
            0u16, 0u16, 0x5000u16, 0x3000u16, 0x0038u16, 0u16, 0u16, 1u16, 0x0258u16
        ),
    );
    record(&mut stream, 0x0022, &le!(0u16)); // DateMode: 1900
    for i in 0..5 {
        // Fonts 0-3 regular; index 4 is never used by BIFF, so the fifth record is font 5: bold.
        font(&mut stream, if i == 4 { 700 } else { 400 });
    }
    for _ in 0..15 {
        xf(&mut stream, 0, 0, 0xFFF5, 0xF4);
    }
    xf(&mut stream, 0, 0, 0x0001, 0x00); // 15: normal cell
    xf(&mut stream, 5, 0, 0x0001, 0x08); // 16: bold cell
    xf(&mut stream, 0, 49, 0x0001, 0x04); // 17: text cell
    record(&mut stream, 0x0293, &le!(0x8000u16, 0u8, 0xFFu8)); // Style: Normal
    let mut position_fields = Vec::with_capacity(workbook.sheets.len());
    for sheet in &workbook.sheets {
        position_fields.push(stream.len() + 4);
        let mut data = le!(0u32, 0u8, 0u8);
        data.extend_from_slice(&short_string(&sheet.name));
        record(&mut stream, 0x0085, &data); // BoundSheet8, position patched below
    }
    strings.write(&mut stream);
    record(&mut stream, 0x000A, &[]);

    for (field, sheet) in position_fields.into_iter().zip(&cells) {
        let position = u32::try_from(stream.len()).map_err(|_| {
            io::Error::new(io::ErrorKind::InvalidInput, "workbook larger than 4 GB")
        })?;
        stream[field..field + 4].copy_from_slice(&position.to_le_bytes());
        stream.extend_from_slice(sheet);
    }
    if stream.len() < 4_096 {
        stream.resize(4_096, 0);
    }
    Ok(stream)
}

/// BOF of a substream: `kind` 0x0005 workbook globals, 0x0010 worksheet.
fn bof(stream: &mut Vec<u8>, kind: u16) {
    record(
        stream,
        0x0809,
        &le!(
            0x0600u16,
            kind,
            0x0DBBu16,
            0x07CCu16,
            0x0000_0041u32,
            0x0000_0006u32
        ),
    );
}

/// A 10-point Arial font of `weight` (400 regular, 700 bold).
fn font(stream: &mut Vec<u8>, weight: u16) {
    let mut data = le!(200u16, 0u16, 0x7FFFu16, weight, 0u16, 0u8, 0u8, 0u8, 0u8);
    data.extend_from_slice(&short_string("Arial"));
    record(stream, 0x0031, &data);
}

/// A cell format: font, number format, protection/parent flags and used-attribute flags.
fn xf(stream: &mut Vec<u8>, font: u16, format: u16, flags: u16, used: u8) {
    let data = le!(
        font, format, flags, 0x20u8, 0u8, 0u8, used, 0u32, 0u32, 0x20C0u16
    );
    record(stream, 0x00E0, &data);
}

/// One worksheet substream (`selected` for the tab shown on opening); its texts go into
/// `strings`.
fn sheet_stream(sheet: &Sheet, selected: bool, strings: &mut SharedStrings) -> Vec<u8> {
    let mut out = Vec::new();
    bof(&mut out, 0x0010);
    let columns = sheet
        .rows
        .iter()
        .map(Vec::len)
        .max()
        .unwrap_or(0)
        .max(sheet.widths.len());
    for col in 0..columns {
        let width = sheet.widths.get(col).copied().unwrap_or(10);
        let xf = if sheet.text_columns.contains(&col) {
            XF_TEXT
        } else {
            XF_NORMAL
        };
        let c = u16_of(col);
        record(
            &mut out,
            0x007D,
            &le!(c, c, width.saturating_mul(256), xf, 0x0002u16, 0u16),
        ); // ColInfo
    }
    let used_rows = sheet
        .rows
        .iter()
        .rposition(|r| r.iter().any(|v| *v != Value::Blank))
        .map_or(0, |i| i + 1);
    record(
        &mut out,
        0x0200,
        &le!(
            0u32,
            u32::try_from(used_rows).unwrap_or(u32::MAX),
            0u16,
            u16_of(columns),
            0u16
        ),
    ); // Dimensions
    for (block, rows) in sheet.rows[..used_rows].chunks(ROWS_PER_BLOCK).enumerate() {
        let first = block * ROWS_PER_BLOCK;
        for (i, row) in rows.iter().enumerate() {
            let used: Vec<usize> = row
                .iter()
                .enumerate()
                .filter(|(_, v)| **v != Value::Blank)
                .map(|(c, _)| c)
                .collect();
            if let (Some(&lo), Some(&hi)) = (used.first(), used.last()) {
                record(
                    &mut out,
                    0x0208,
                    &le!(
                        u16_of(first + i),
                        u16_of(lo),
                        u16_of(hi + 1),
                        0x00FFu16,
                        0u16,
                        0u16,
                        0x000F_0100u32
                    ),
                );
            }
        }
        for (i, row) in rows.iter().enumerate() {
            let r = u16_of(first + i);
            for (c, value) in row.iter().enumerate() {
                let xf = if sheet.header && first + i == 0 {
                    XF_BOLD
                } else if sheet.text_columns.contains(&c) {
                    XF_TEXT
                } else {
                    XF_NORMAL
                };
                match value {
                    Value::Blank => {}
                    Value::Number(n) => record(&mut out, 0x0203, &le!(r, u16_of(c), xf, *n)),
                    Value::Text(t) => {
                        record(&mut out, 0x00FD, &le!(r, u16_of(c), xf, strings.intern(t)))
                    }
                }
            }
        }
    }
    let flags: u16 = if selected { 0x06B6 } else { 0x00B6 };
    record(
        &mut out,
        0x023E,
        &le!(flags, 0u16, 0u16, 0x40u16, 0u16, 0u16, 0u16, 0u16, 0u16),
    ); // Window2
    record(&mut out, 0x000A, &[]);
    out
}
