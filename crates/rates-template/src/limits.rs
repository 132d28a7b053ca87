//! Limits that keep a hostile or runaway file from exhausting the server, and the checks made
//! before calamine opens a file: what kind of file it is (by its bytes, not its name), and for
//! zip-based formats how many parts it has and how large they unpack.

use std::io::{Cursor, Read};

use crate::Refusal;

/// Largest upload body (413 beyond).
pub const MAX_UPLOAD_BYTES: usize = 10 * 1024 * 1024;
/// Most data rows read from one sheet (the header row not counted).
pub const MAX_DATA_ROWS: u32 = 100_000;
/// Columns read from a sheet: cells further right are ignored.
pub const MAX_COLUMNS: u32 = 256;
/// Most cells the reader may lay out for the whole workbook (calamine lays out the rectangle
/// from the first to the last used cell of every sheet).
pub const MAX_CELLS: u64 = 2_000_000;
/// Most sheets in a workbook.
pub const MAX_SHEETS: usize = 64;
/// Most parts (zip entries) of an .xlsx, .xlsm or .ods file.
pub const MAX_ZIP_ENTRIES: usize = 1_000;
/// Most bytes the parts of an .xlsx, .xlsm or .ods file may unpack to, together.
pub const MAX_UNCOMPRESSED_BYTES: u64 = 64 * 1024 * 1024;

/// The spreadsheet formats accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Excel 97-2003 (.xls): BIFF8 in an OLE2 compound file.
    Xls,
    /// Office Open XML (.xlsx, .xlsm).
    Xlsx,
    /// OpenDocument spreadsheet (.ods).
    Ods,
}

// Only the test that holds `ACCEPTED_EXTENSIONS` to the formats the reader tells apart asks.
#[cfg(test)]
impl Format {
    /// The file name extensions of this format.
    pub fn extensions(self) -> &'static [&'static str] {
        match self {
            Format::Xls => &[".xls"],
            Format::Xlsx => &[".xlsx", ".xlsm"],
            Format::Ods => &[".ods"],
        }
    }
}

/// OLE2 compound file signature.
const OLE2_MAGIC: [u8; 8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];
/// OpenDocument spreadsheet media type, the content of the `mimetype` part.
const ODS_MIMETYPE: &[u8] = b"application/vnd.oasis.opendocument.spreadsheet";

/// The format of `bytes`, after the zip checks for zip-based formats.
pub fn detect(bytes: &[u8]) -> Result<Format, Refusal> {
    if bytes.starts_with(&OLE2_MAGIC) {
        return Ok(Format::Xls);
    }
    if !bytes.starts_with(b"PK\x03\x04") {
        return Err(Refusal::NotASpreadsheet);
    }
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).map_err(|_| Refusal::NotASpreadsheet)?;
    if zip.len() > MAX_ZIP_ENTRIES {
        return Err(Refusal::TooLarge(format!(
            "The file has {} parts; a spreadsheet for the rates template has at most {MAX_ZIP_ENTRIES}. Save the workbook again (or copy its sheets into a new one) and upload that.",
            zip.len()
        )));
    }
    let mut total: u64 = 0;
    for i in 0..zip.len() {
        let entry = zip.by_index_raw(i).map_err(|_| Refusal::NotASpreadsheet)?;
        total = total.saturating_add(entry.size());
    }
    if total > MAX_UNCOMPRESSED_BYTES {
        return Err(Refusal::TooLarge(format!(
            "The file unpacks to {} MB; the rates template allows at most {} MB. Delete unused sheets, rows and columns and upload it again.",
            total.div_ceil(1024 * 1024),
            MAX_UNCOMPRESSED_BYTES / (1024 * 1024)
        )));
    }
    if zip.index_for_name("xl/workbook.xml").is_some() {
        return Ok(Format::Xlsx);
    }
    let mut mimetype = Vec::new();
    if let Ok(entry) = zip.by_name("mimetype") {
        entry
            .take(128)
            .read_to_end(&mut mimetype)
            .map_err(|_| Refusal::NotASpreadsheet)?;
    }
    if mimetype.trim_ascii() == ODS_MIMETYPE {
        return Ok(Format::Ods);
    }
    Err(Refusal::NotASpreadsheet)
}

/// The refusal for a workbook whose sheets would lay out more than [`MAX_CELLS`] cells.
pub fn too_many_cells() -> Refusal {
    Refusal::TooLarge(format!(
        "The workbook's sheets span more than {} cells from their first to their last used cell. Delete unused rows, columns and sheets (or copy the data into a new workbook) and upload it again.",
        group_thousands(MAX_CELLS)
    ))
}

/// The refusal for a sheet with more than [`MAX_DATA_ROWS`] rows.
pub fn too_many_rows(sheet: &str) -> Refusal {
    Refusal::TooLarge(format!(
        "Sheet '{sheet}' has more than {} data rows, the most one upload may have. Split the company's plans into fewer rating areas or remove unused rows.",
        group_thousands(u64::from(MAX_DATA_ROWS))
    ))
}

/// `2000000` → `2,000,000`.
pub fn group_thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::io::Write;

    use zip::write::SimpleFileOptions;

    use super::*;

    fn zip_of(parts: &[(&str, &[u8])]) -> Vec<u8> {
        let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
        for (name, data) in parts {
            writer
                .start_file(*name, SimpleFileOptions::default())
                .unwrap();
            writer.write_all(data).unwrap();
        }
        writer.finish().unwrap().into_inner()
    }

    #[test]
    fn formats_are_told_by_their_bytes() {
        assert_eq!(detect(&OLE2_MAGIC), Ok(Format::Xls));
        assert_eq!(
            detect(&zip_of(&[("xl/workbook.xml", b"<workbook/>")])),
            Ok(Format::Xlsx)
        );
        assert_eq!(
            detect(&zip_of(&[("mimetype", ODS_MIMETYPE), ("content.xml", b"")])),
            Ok(Format::Ods)
        );
        assert_eq!(
            detect(&zip_of(&[("word/document.xml", b"")])),
            Err(Refusal::NotASpreadsheet)
        );
        assert_eq!(detect(b"PlanId,Age\n"), Err(Refusal::NotASpreadsheet));
        assert_eq!(detect(b""), Err(Refusal::NotASpreadsheet));
    }

    #[test]
    fn too_many_parts_are_refused() {
        let names: Vec<String> = (0..=MAX_ZIP_ENTRIES).map(|i| format!("p{i}")).collect();
        let parts: Vec<(&str, &[u8])> = names.iter().map(|n| (n.as_str(), &b""[..])).collect();
        assert!(matches!(detect(&zip_of(&parts)), Err(Refusal::TooLarge(_))));
    }

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(group_thousands(2_000_000), "2,000,000");
        assert_eq!(group_thousands(100_000), "100,000");
        assert_eq!(group_thousands(999), "999");
    }
}
