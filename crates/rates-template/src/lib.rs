//! The per-company rates template that feeds plan comparison (SPEC 2.13, 2.5, 5.2, 5.4;
//! `docs/rates-template.md`), as a format: no HTTP here. admin-api's upload route calls
//! [`read`] and [`resolve`] and answers a [`Refusal`] with its status; the `rate-template`
//! binary writes the downloadable template and fills it for tests.
//!
//! [`layout`] is the one definition of its sheets and columns. [`template::xls`] writes the
//! downloadable `rate_template.xls` from it (with the BIFF8 writer of [`xls`]); [`read`] reads
//! an upload back against it:
//!
//! 1. `limits`: what kind of file it is, by its bytes; zip parts and unpacked size;
//! 2. `biff_scan` / `ods_scan`: what calamine would lay out, before it does;
//! 3. `grid`: calamine reads the sheets;
//! 4. `parse`: each cell as its column's kind;
//! 5. `validate`: checks across sheets.
//!
//! [`resolve`] then checks the result against the database inside the upload's transaction.
//! Every problem is placed by sheet, row and column ([`Problems`]).

mod age;
mod amount;
mod biff_scan;
mod cell;
pub mod fill;
mod grid;
pub mod layout;
mod limits;
mod ods_scan;
mod parse;
mod problem;
mod resolve;
mod table;
pub mod template;
mod validate;
pub mod xls;

pub use limits::MAX_UPLOAD_BYTES;
pub use problem::{Place, Problem, Problems};
pub use resolve::resolve;
pub use validate::Checked;

use layout::{ISSUER, SHEETS};
use limits::Format;
use table::normal;

/// The spreadsheet formats an upload may be, by extension (each is told by its bytes, not its
/// name). The same list is in [`NOT_A_SPREADSHEET`], in docs/rates-template.md and in the upload
/// form (`frontend/src/features/admin/companies/rates-template-formats.ts`); tests keep them equal.
pub const ACCEPTED_EXTENSIONS: [&str; 4] = [".xls", ".xlsx", ".xlsm", ".ods"];

/// The message for a file that is not a readable spreadsheet of an accepted format: what to do,
/// in the words of the person uploading it (no library or file-format jargon).
pub const NOT_A_SPREADSHEET: &str = "The file could not be read as a spreadsheet. Save the rates template as an \
     Excel workbook or OpenDocument spreadsheet (.xls, .xlsx, .xlsm or .ods) and upload it again.";

/// Why an upload was refused before it reached the database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Not a spreadsheet of an accepted format, or damaged.
    NotASpreadsheet,
    /// Over a limit: what it is and what to do.
    TooLarge(String),
    /// The template's content is wrong.
    Problems(Problems),
}

impl Refusal {
    /// The message for the person who uploaded the file.
    pub fn message(&self) -> String {
        match self {
            Refusal::NotASpreadsheet => NOT_A_SPREADSHEET.to_owned(),
            Refusal::TooLarge(message) => message.clone(),
            Refusal::Problems(problems) => problems.message(),
        }
    }
}

/// Reads and checks an uploaded template (everything that needs no database).
pub fn read(bytes: &[u8]) -> Result<Checked, Refusal> {
    let format = limits::detect(bytes)?;
    match format {
        Format::Xls => biff_scan::check(bytes)?,
        Format::Ods => ods_scan::check(bytes)?,
        Format::Xlsx => {}
    }
    let wanted = |name: &str| SHEETS.iter().any(|s| normal(s.name) == normal(name));
    let (_, grids) = grid::read(bytes, format, wanted)?;
    let mut problems = Problems::default();
    let parsed = parse::parse(&grids, &mut problems);
    match validate::validate(&parsed, &mut problems) {
        Some(checked) if problems.is_empty() => Ok(checked),
        _ => {
            if problems.is_empty() {
                problems.add(Place::sheet(ISSUER.name), "the template could not be read; download the template again and copy your data into it.");
            }
            Err(Refusal::Problems(problems))
        }
    }
}

#[cfg(test)]
mod tests;
