//! A minimal writer of Excel 97-2003 workbooks (`.xls`): BIFF8 records in the `Workbook` stream
//! of an OLE2 compound file. It writes text and number cells, a bold header row, column widths
//! and text-formatted columns — what the rates template needs, and what calamine, Excel and
//! LibreOffice read. Tests use it to build upload fixtures.

mod biff;
mod strings;

use std::io::{self, Cursor, Write};

/// A cell value.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// A text cell (at most [`MAX_TEXT_UNITS`] UTF-16 units).
    Text(String),
    /// A number cell.
    Number(f64),
    /// No cell.
    Blank,
}

impl From<&str> for Value {
    fn from(text: &str) -> Self {
        Value::Text(text.to_owned())
    }
}

impl From<String> for Value {
    fn from(text: String) -> Self {
        Value::Text(text)
    }
}

impl From<f64> for Value {
    fn from(number: f64) -> Self {
        Value::Number(number)
    }
}

/// Longest text cell written, in UTF-16 code units (one string always fits one record).
pub const MAX_TEXT_UNITS: usize = 4_000;

/// One worksheet.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Sheet {
    /// The tab name, 1 to 31 characters, without `: \ / ? * [ ]`.
    pub name: String,
    /// Rows from row 1; each row's cells from column A.
    pub rows: Vec<Vec<Value>>,
    /// Whether row 1 is a header, shown bold.
    pub header: bool,
    /// Column widths in characters, from column A (missing ones keep the default).
    pub widths: Vec<u16>,
    /// Columns (zero-based) formatted as text, so that codes such as `01001` keep their zeros.
    pub text_columns: Vec<usize>,
}

/// A workbook of one or more sheets; the first is shown when the file opens.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Workbook {
    /// The sheets, in tab order.
    pub sheets: Vec<Sheet>,
}

/// Largest row count of a BIFF8 worksheet.
pub const MAX_ROWS: usize = 65_536;
/// Largest column count of a BIFF8 worksheet.
pub const MAX_COLUMNS: usize = 256;

impl Workbook {
    /// The `.xls` file: the BIFF8 `Workbook` stream inside a version 3 compound file.
    pub fn to_xls(&self) -> io::Result<Vec<u8>> {
        self.check()?;
        let stream = biff::workbook_stream(self)?;
        let mut file =
            cfb::CompoundFile::create_with_version(cfb::Version::V3, Cursor::new(Vec::new()))?;
        {
            let mut workbook = file.create_stream("/Workbook")?;
            workbook.write_all(&stream)?;
            workbook.flush()?;
        }
        file.flush()?;
        Ok(file.into_inner().into_inner())
    }

    fn check(&self) -> io::Result<()> {
        let invalid = |what: String| Err(io::Error::new(io::ErrorKind::InvalidInput, what));
        if self.sheets.is_empty() {
            return invalid("a workbook needs at least one sheet".into());
        }
        for sheet in &self.sheets {
            let name_ok = (1..=31).contains(&sheet.name.chars().count())
                && !sheet.name.contains([':', '\\', '/', '?', '*', '[', ']']);
            if !name_ok {
                return invalid(format!("'{}' is not a valid sheet name", sheet.name));
            }
            if sheet.rows.len() > MAX_ROWS || sheet.rows.iter().any(|r| r.len() > MAX_COLUMNS) {
                return invalid(format!(
                    "sheet '{}' is larger than an .xls sheet",
                    sheet.name
                ));
            }
            let too_long =
                sheet.rows.iter().flatten().any(
                    |v| matches!(v, Value::Text(t) if t.encode_utf16().count() > MAX_TEXT_UNITS),
                );
            if too_long {
                return invalid(format!(
                    "sheet '{}' has a text longer than {MAX_TEXT_UNITS} characters",
                    sheet.name
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use calamine::{Data, Reader, Xls};

    use super::*;

    fn read(bytes: Vec<u8>) -> Xls<Cursor<Vec<u8>>> {
        Xls::new(Cursor::new(bytes)).unwrap()
    }

    #[test]
    fn calamine_reads_back_text_numbers_and_sheet_names() {
        // Arrange
        let workbook = Workbook {
            sheets: vec![
                Sheet {
                    name: "First".into(),
                    rows: vec![
                        vec!["Name".into(), "Amount".into()],
                        vec!["Café – ünïcode".into(), 412.37.into()],
                    ],
                    header: true,
                    widths: vec![20, 10],
                    text_columns: vec![0],
                },
                Sheet {
                    name: "Second".into(),
                    rows: vec![
                        vec![Value::Blank, "B1".into()],
                        vec![],
                        vec![Value::Number(-3.0)],
                    ],
                    ..Sheet::default()
                },
            ],
        };

        // Act
        let mut xls = read(workbook.to_xls().unwrap());

        // Assert
        assert_eq!(xls.sheet_names(), ["First", "Second"]);
        let first = xls.worksheet_range("First").unwrap();
        assert_eq!(first.get_value((0, 0)), Some(&Data::String("Name".into())));
        assert_eq!(
            first.get_value((1, 0)),
            Some(&Data::String("Café – ünïcode".into()))
        );
        assert_eq!(first.get_value((1, 1)), Some(&Data::Float(412.37)));
        let second = xls.worksheet_range("Second").unwrap();
        assert_eq!(second.get_value((0, 1)), Some(&Data::String("B1".into())));
        assert_eq!(second.get_value((2, 0)), Some(&Data::Float(-3.0)));
    }

    #[test]
    fn many_strings_spill_into_continue_records_and_still_read_back() {
        // Arrange: about 60 KB of distinct strings, several SST CONTINUE records.
        let rows: Vec<Vec<Value>> = (0..3_000)
            .map(|i| vec![Value::Text(format!("distinct text number {i:05}"))])
            .collect();
        let workbook = Workbook {
            sheets: vec![Sheet {
                name: "Many".into(),
                rows,
                ..Sheet::default()
            }],
        };

        // Act
        let mut xls = read(workbook.to_xls().unwrap());

        // Assert
        let range = xls.worksheet_range("Many").unwrap();
        assert_eq!(range.height(), 3_000);
        assert_eq!(
            range.get_value((2_999, 0)),
            Some(&Data::String("distinct text number 02999".into()))
        );
    }

    #[test]
    fn invalid_sheet_names_are_refused() {
        let workbook = Workbook {
            sheets: vec![Sheet {
                name: "a/b".into(),
                ..Sheet::default()
            }],
        };
        assert!(workbook.to_xls().is_err());
    }
}
