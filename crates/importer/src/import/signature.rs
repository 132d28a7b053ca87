//! What an attachment's first bytes say it is, held against the extension it was filed under.
//! The public site serves a `.pdf` as a PDF and a `.xlsm` as a workbook (by extension, with
//! `nosniff`); a feed that sends an HTML page or a script named `.pdf` is refused at import, so
//! no such file is ever stored, whatever the browser or a staff member's office suite would
//! make of it.

/// A file format recognised by its leading bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Signature {
    /// `%PDF-`.
    Pdf,
    /// A zip archive (`PK\x03\x04`): Office Open XML (.xlsx, .xlsm, .docx).
    Zip,
    /// An OLE2 compound file (`D0 CF 11 E0 A1 B1 1A E1`): legacy Office (.xls, .doc).
    Ole2,
}

impl Signature {
    /// The format whose leading bytes `bytes` start with, if any.
    pub fn of(bytes: &[u8]) -> Option<Self> {
        [Self::Pdf, Self::Zip, Self::Ole2]
            .into_iter()
            .find(|signature| bytes.starts_with(signature.magic()))
    }

    /// The format a file with extension `extension` (lower case, no dot) must be, for the
    /// extensions checked; others (csv, txt, …) have no signature to check.
    pub fn expected_for(extension: &str) -> Option<Self> {
        match extension {
            "pdf" => Some(Self::Pdf),
            "xlsx" | "xlsm" | "docx" => Some(Self::Zip),
            "xls" | "doc" => Some(Self::Ole2),
            _ => None,
        }
    }

    fn magic(self) -> &'static [u8] {
        match self {
            Self::Pdf => b"%PDF-",
            Self::Zip => b"PK\x03\x04",
            Self::Ole2 => &[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1],
        }
    }

    /// The format's name, for the run's error message.
    pub fn describe(self) -> &'static str {
        match self {
            Self::Pdf => "a PDF",
            Self::Zip => "an Office Open XML (zip) file",
            Self::Ole2 => "a legacy Office (OLE2) file",
        }
    }
}

/// Whether `bytes` may be stored as a `.{extension}` file: `Err` with what they start as when
/// the extension has a signature and the bytes do not carry it.
pub fn check(extension: &str, bytes: &[u8]) -> Result<(), Mismatch> {
    match Signature::expected_for(extension) {
        Some(expected) if Signature::of(bytes) != Some(expected) => Err(Mismatch {
            expected,
            found: Signature::of(bytes),
        }),
        _ => Ok(()),
    }
}

/// Bytes that are not what their extension says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mismatch {
    /// What the extension requires.
    pub expected: Signature,
    /// What the bytes start as, when it is a format known here.
    pub found: Option<Signature>,
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let found = self.found.map_or("something else", Signature::describe);
        write!(
            f,
            "its name says {} but its bytes are {found}",
            self.expected.describe()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OLE2: &[u8] = &[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0];

    #[test]
    fn each_checked_extension_needs_its_signature() {
        assert!(check("pdf", b"%PDF-1.7\n%%EOF").is_ok());
        assert!(check("xlsm", b"PK\x03\x04rest").is_ok());
        assert!(check("xlsx", b"PK\x03\x04rest").is_ok());
        assert!(check("docx", b"PK\x03\x04rest").is_ok());
        assert!(check("xls", OLE2).is_ok());
        assert!(check("doc", OLE2).is_ok());
    }

    #[test]
    fn html_named_pdf_and_swapped_office_formats_are_refused() {
        assert_eq!(
            check("pdf", b"<html><script>alert(1)</script></html>"),
            Err(Mismatch {
                expected: Signature::Pdf,
                found: None
            })
        );
        assert_eq!(
            check("xls", b"PK\x03\x04rest"),
            Err(Mismatch {
                expected: Signature::Ole2,
                found: Some(Signature::Zip)
            })
        );
        assert!(check("docx", b"%PDF-1.7").is_err());
        assert!(check("pdf", b"").is_err());
    }

    #[test]
    fn extensions_without_a_signature_are_not_checked() {
        assert!(check("csv", b"plan,rate\n").is_ok());
        assert!(check("txt", b"<html>").is_ok());
    }
}
