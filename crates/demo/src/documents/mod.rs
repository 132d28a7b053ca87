//! The one generator of filing documents, used by the demo data set and by the simulator:
//! which documents a filing carries, what each says (PDF memoranda, justifications,
//! certifications and objection responses, .xlsm rate tables, .docx cover letters, CSV
//! distributions), and their bytes, written by [`crate::files`].

mod rate_table;
mod texts;

use std::fmt::Write as _;

use chrono::NaiveDate;
use sha2::{Digest, Sha256};

pub use texts::render;

/// The kinds of document a filing carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The actuarial memorandum (PDF).
    Memorandum,
    /// The rate filing justification (PDF).
    Justification,
    /// The rate table workbook (.xlsm).
    RateTable,
    /// The department's certification of compliance form (PDF).
    Certification,
    /// The cover letter (.docx).
    CoverLetter,
    /// The policyholder rate change distribution (CSV).
    Distribution,
    /// Added by an amendment: the company's answer to the department's objection letter (PDF).
    ObjectionResponse,
}

impl Kind {
    /// (document name, file extension, SERFF document type).
    pub fn describe(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Kind::Memorandum => ("Actuarial Memorandum", "pdf", "Supporting Document"),
            Kind::Justification => ("Rate Filing Justification", "pdf", "Supporting Document"),
            Kind::RateTable => ("Rate Table", "xlsm", "Rate/Rule Schedule"),
            Kind::Certification => ("Certification of Compliance", "pdf", "Supporting Document"),
            Kind::CoverLetter => ("Cover Letter", "docx", "Correspondence"),
            Kind::Distribution => (
                "Policyholder Rate Change Distribution",
                "csv",
                "Supporting Document",
            ),
            Kind::ObjectionResponse => ("Response to Objection Letter", "pdf", "Correspondence"),
        }
    }
}

/// Which documents the `i`-th filing carries when first filed. Most filings have several;
/// about one in thirteen has none. With `own_copies` false (large scales, whose filings share
/// documents) each filing carries fewer.
pub fn kinds_for(i: usize, own_copies: bool) -> Vec<Kind> {
    if i % 13 == 6 {
        return Vec::new();
    }
    let wanted = if own_copies {
        [
            (Kind::Memorandum, true),
            (Kind::Justification, i % 3 != 2),
            (Kind::RateTable, i % 5 != 4),
            (Kind::Certification, i.is_multiple_of(2)),
            (Kind::CoverLetter, i.is_multiple_of(3)),
            (Kind::Distribution, i % 4 == 1),
        ]
    } else {
        [
            (Kind::Memorandum, true),
            (Kind::Justification, false),
            (Kind::RateTable, i.is_multiple_of(2)),
            (Kind::Certification, i.is_multiple_of(3)),
            (Kind::CoverLetter, i.is_multiple_of(10)),
            (Kind::Distribution, i % 20 == 3),
        ]
    };
    wanted
        .into_iter()
        .filter(|(_, on)| *on)
        .map(|(kind, _)| kind)
        .collect()
}

/// What a document says about its filing: the facts the demo data set and the simulator both
/// have.
#[derive(Debug, Clone, Copy)]
pub struct FilingFacts<'a> {
    /// SERFF tracking number.
    pub tracking_number: &'a str,
    /// The lead company's name.
    pub company: &'a str,
    /// Five-digit issuer id that starts the rate table's plan ids.
    pub issuer_id: u32,
    /// Product name as filed.
    pub product_name: &'a str,
    /// Type of insurance, as the header shows it.
    pub type_of_insurance: &'a str,
    /// Market, e.g. `Individual`, `Small Group`.
    pub market: &'a str,
    /// When the filing was submitted.
    pub submission_date: NaiveDate,
    /// The requested effective date, when known.
    pub effective_date: Option<NaiveDate>,
    /// Overall rate change, percent, when stated.
    pub overall_rate_change: Option<f64>,
}

impl FilingFacts<'_> {
    /// Whom a document speaks for: the filing (`own_copy`), or every filing of the company
    /// and year (documents shared by the filings of large scales).
    pub fn subject(&self, own_copy: bool) -> String {
        if own_copy {
            self.tracking_number.to_owned()
        } else {
            format!("{} {}", self.company, self.submission_date.format("%Y"))
        }
    }
}

/// A generated document and how it is served.
#[derive(Debug, Clone)]
pub struct GeneratedFile {
    /// The bytes.
    pub bytes: Vec<u8>,
    /// MIME type.
    pub content_type: &'static str,
}

/// SHA-256 of `bytes`, lower-case hex: how documents are deduplicated and checked.
pub fn sha256_hex(bytes: &[u8]) -> String {
    let mut hex = String::with_capacity(64);
    for byte in Sha256::digest(bytes) {
        let _ = write!(hex, "{byte:02x}");
    }
    hex
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::*;

    const KINDS: [Kind; 7] = [
        Kind::Memorandum,
        Kind::Justification,
        Kind::RateTable,
        Kind::Certification,
        Kind::CoverLetter,
        Kind::Distribution,
        Kind::ObjectionResponse,
    ];

    fn facts(overall_rate_change: Option<f64>) -> FilingFacts<'static> {
        FilingFacts {
            tracking_number: "BLHP-140000001",
            company: "Blue Lake Health Plan",
            issuer_id: 95101,
            product_name: "Blue Lake Select HMO",
            type_of_insurance: "Individual Health - Major Medical",
            market: "Individual",
            submission_date: NaiveDate::from_ymd_opt(2026, 5, 14).unwrap(),
            effective_date: None,
            overall_rate_change,
        }
    }

    #[test]
    fn every_kind_is_a_real_file_of_its_type_and_the_same_for_the_same_draws() {
        for own_copy in [true, false] {
            for overall in [Some(6.25), None] {
                for kind in KINDS {
                    // Act
                    let render_once = || {
                        let mut rng = StdRng::seed_from_u64(7);
                        render(kind, &facts(overall), own_copy, &mut rng).unwrap()
                    };
                    let (first, again) = (render_once(), render_once());

                    // Assert
                    let (_, ext, _) = kind.describe();
                    let magic: &[u8] = match ext {
                        "pdf" => b"%PDF-",
                        "xlsm" | "docx" => b"PK\x03\x04",
                        _ => b"Rate change range,",
                    };
                    assert!(first.bytes.starts_with(magic), "{kind:?} is no .{ext}");
                    assert_eq!(first.bytes, again.bytes, "{kind:?} differs between runs");
                }
            }
        }
    }
}
