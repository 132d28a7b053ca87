//! Real, small attachment files generated in code: PDF documents, macro-enabled Excel
//! workbooks (.xlsm), Word documents (.docx) and CSV files. No external tools are needed.

mod docx;
mod pdf;
mod xlsm;

use std::io::{Cursor, Write};

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipWriter};

pub use docx::docx_document;
pub use pdf::pdf_document;
pub use xlsm::{Cell, xlsm_workbook};

/// MIME type of PDF files.
pub const PDF: &str = "application/pdf";
/// MIME type of macro-enabled Excel workbooks.
pub const XLSM: &str = "application/vnd.ms-excel.sheet.macroEnabled.12";
/// MIME type of Word documents.
pub const DOCX: &str = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/// MIME type of CSV files.
pub const CSV: &str = "text/csv";

/// Escapes text for XML element content and attribute values.
fn xml_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(c),
        }
    }
    out
}

/// An Open Packaging Conventions zip (xlsx/xlsm/docx) of `(path, content)` parts, in order.
/// Timestamps are fixed so that the same parts always give the same bytes.
fn zip_package(parts: &[(&str, String)]) -> anyhow::Result<Vec<u8>> {
    let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::DEFAULT);
    for (path, content) in parts {
        zip.start_file(*path, options)?;
        zip.write_all(content.as_bytes())?;
    }
    Ok(zip.finish()?.into_inner())
}

/// Text as a CSV field: quoted when it holds a comma, quote or line break.
pub(super) fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}
