//! One value of a download's row, and how it is written in CSV and in JSON: the one
//! formatting rule of every file ("CSV is RFC 4180, UTF-8 ... dates ISO 8601").

use chrono::{DateTime, NaiveDate, SecondsFormat, Utc};

use super::columns::ColumnType;

/// A value, typed as its column is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Cell<'a> {
    /// Text, written as is (in CSV, defused when it starts like a formula).
    Text(&'a str),
    /// A whole number.
    Integer(i64),
    /// A number, written as a plain decimal (`-3.5`, `1500`, never an exponent).
    Decimal(f64),
    /// A date, `2026-11-24`.
    Date(NaiveDate),
    /// An instant, `2026-11-24T18:03:11Z` (whole seconds, UTC).
    DateTime(DateTime<Utc>),
    /// An absolute web address (text to a spreadsheet: defused like text).
    Url(&'a str),
    /// No value: an empty CSV cell, JSON `null`.
    Null,
}

impl<'a> Cell<'a> {
    /// `Null` for `None`, else the cell `typed` makes of the value.
    pub fn or_null<T>(value: Option<T>, typed: impl FnOnce(T) -> Cell<'a>) -> Cell<'a> {
        value.map_or(Cell::Null, typed)
    }

    /// Whether the cell may stand in a column of `kind` (`Null` in any).
    pub fn fits(&self, kind: ColumnType) -> bool {
        matches!(
            (self, kind),
            (Cell::Null, _)
                | (Cell::Text(_), ColumnType::Text)
                | (Cell::Integer(_), ColumnType::Integer)
                | (Cell::Decimal(_), ColumnType::Decimal)
                | (Cell::Date(_), ColumnType::Date)
                | (Cell::DateTime(_), ColumnType::DateTime)
                | (Cell::Url(_), ColumnType::Url)
        )
    }
}

/// Writes the cell's value as the text of a CSV field, before quoting (which the `csv` crate's
/// writer does): numbers and dates plain; text (and addresses) that starts with `=`, `+`, `-`,
/// `@`, tab or carriage return gets a leading `'` so a spreadsheet shows it as text and never
/// runs it (the OWASP rule, as the staff comments export does).
pub fn write_csv_field(cell: Cell<'_>, out: &mut Vec<u8>) {
    match cell {
        Cell::Text(text) | Cell::Url(text) => {
            if text.starts_with(FORMULA_START) {
                out.push(b'\'');
            }
            out.extend_from_slice(text.as_bytes());
        }
        Cell::Null => {}
        other => write_plain(other, out),
    }
}

/// Writes the cell's value as JSON: numbers as numbers (the same digits as in CSV), text and
/// dates as strings, kept exactly (JSON is not opened as a spreadsheet), `null` when empty.
pub fn write_json(cell: Cell<'_>, out: &mut Vec<u8>) {
    match cell {
        Cell::Text(text) | Cell::Url(text) => write_json_string(text, out),
        Cell::Null => out.extend_from_slice(b"null"),
        Cell::Decimal(value) if !value.is_finite() => out.extend_from_slice(b"null"),
        number @ (Cell::Integer(_) | Cell::Decimal(_)) => write_plain(number, out),
        date => {
            out.push(b'"');
            write_plain(date, out);
            out.push(b'"');
        }
    }
}

/// Numbers and dates, whose text needs no quoting or escaping in either format. A decimal that
/// is not finite (no stored value is) is left empty.
fn write_plain(cell: Cell<'_>, out: &mut Vec<u8>) {
    use std::io::Write;
    // Writing to a Vec cannot fail.
    let _ = match cell {
        Cell::Integer(value) => write!(out, "{value}"),
        Cell::Decimal(value) if value.is_finite() => write!(out, "{value}"),
        Cell::Date(date) => write!(out, "{}", date.format("%Y-%m-%d")),
        Cell::DateTime(at) => write!(out, "{}", at.to_rfc3339_opts(SecondsFormat::Secs, true)),
        Cell::Decimal(_) | Cell::Text(_) | Cell::Url(_) | Cell::Null => Ok(()),
    };
}

/// Characters that make a spreadsheet read a cell as a formula, or (tab, carriage return) let
/// one slip past a check of the first character.
const FORMULA_START: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

fn write_json_string(text: &str, out: &mut Vec<u8>) {
    // serde_json's escaping; writing a string to a Vec cannot fail.
    let _ = serde_json::to_writer(&mut *out, text);
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn csv(cell: Cell<'_>) -> String {
        let mut out = Vec::new();
        write_csv_field(cell, &mut out);
        String::from_utf8(out).unwrap()
    }

    fn json(cell: Cell<'_>) -> String {
        let mut out = Vec::new();
        write_json(cell, &mut out);
        String::from_utf8(out).unwrap()
    }

    // Any cell that begins with =, +, -, @, tab or carriage return is neutralised so
    // spreadsheets never run it (OWASP CSV injection). Quoting comes after, in the file writer.
    #[test]
    fn text_that_starts_like_a_formula_gets_a_leading_apostrophe() {
        for text in [
            "=HYPERLINK(\"http://x\")",
            "+1",
            "-2",
            "@SUM(A1)",
            "\tcmd",
            "\r=1",
        ] {
            assert_eq!(csv(Cell::Text(text)), format!("'{text}"), "{text:?}");
        }
        assert_eq!(csv(Cell::Url("=cmd|' /C calc'!A0")), "'=cmd|' /C calc'!A0");
        assert_eq!(csv(Cell::Text("a=b")), "a=b");
        assert_eq!(csv(Cell::Text("")), "");
        assert_eq!(csv(Cell::Null), "");
    }

    // Numbers are ours, written as plain decimals a spreadsheet reads as numbers: a negative
    // change stays a number, never text or a formula.
    #[test]
    fn numbers_are_plain_decimals_in_both_formats() {
        for (cell, written) in [
            (Cell::Decimal(-3.5), "-3.5"),
            (Cell::Decimal(1500.0), "1500"),
            (Cell::Decimal(312.45), "312.45"),
            (Cell::Decimal(0.1), "0.1"),
            (Cell::Decimal(99_999_999.99), "99999999.99"),
            (Cell::Integer(-42), "-42"),
        ] {
            assert_eq!(csv(cell), written);
            assert_eq!(json(cell), written);
        }
        assert_eq!(json(Cell::Decimal(f64::NAN)), "null");
    }

    #[test]
    fn dates_are_iso_8601_and_instants_whole_seconds_in_utc() {
        let date = NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
        let at = DateTime::parse_from_rfc3339("2026-11-24T13:03:11.987654-05:00")
            .unwrap()
            .with_timezone(&Utc);
        assert_eq!(csv(Cell::Date(date)), "2026-11-24");
        assert_eq!(csv(Cell::DateTime(at)), "2026-11-24T18:03:11Z");
        assert_eq!(json(Cell::Date(date)), "\"2026-11-24\"");
        assert_eq!(json(Cell::DateTime(at)), "\"2026-11-24T18:03:11Z\"");
    }

    #[test]
    fn json_text_is_kept_exactly_and_escaped() {
        assert_eq!(json(Cell::Text("=1+1 \"q\"\n")), r#""=1+1 \"q\"\n""#);
        assert_eq!(json(Cell::Null), "null");
    }
}
