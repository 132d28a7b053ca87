//! The downloadable `rate_template.xls`, built from [`crate::layout`]: an instructions sheet,
//! then one sheet per data sheet with its header row and one example row.

use std::io;

use crate::layout::{INSTRUCTIONS, Kind, SHEETS, Sheet as SheetLayout};
use crate::limits::{MAX_DATA_ROWS, MAX_UPLOAD_BYTES, group_thousands};
use crate::xls::{Sheet, Value, Workbook};

/// Whether a column is formatted as text, so that spreadsheet programs keep codes as typed
/// (leading zeros of FIPS codes, `0-14` not read as a date).
fn is_text(kind: Kind) -> bool {
    !matches!(
        kind,
        Kind::Year | Kind::NaicCode | Kind::Money | Kind::Percent
    )
}

/// The instructions, one line per row.
fn instructions() -> Vec<String> {
    let mut lines = vec![
        "Rates template for plan comparison".to_owned(),
        String::new(),
        "How to fill it in".to_owned(),
        format!(
            "1. Fill in the sheets {}. Row 1 of each sheet is its header: keep the header names. Columns may be in any order; other columns and sheets are ignored.",
            SHEETS.iter().map(|s| s.name).collect::<Vec<_>>().join(", ")
        ),
        "2. Replace the example in row 2 of every sheet with your own data and add one row per item below it.".to_owned(),
        "3. Save the workbook as .xls, .xlsx, .xlsm or .ods and upload it on the Companies screen with 'Edit Rates'.".to_owned(),
        "An upload replaces all of the company's plans for its plan year. If anything is wrong nothing is changed, and every problem is listed by sheet, row and column.".to_owned(),
        String::new(),
        "Ages (Rates sheet): the CMS Rate PUF ages 0-14, 15 ... 63 and '64 and over'. Each plan needs a rate for ages 20 to 63 and '64 and over' in every rating area it is priced in.".to_owned(),
        "The site rates everyone under 21 at the age 20 rate and everyone over 64 at the '64 and over' rate; rates for 0-14 to 19 may be included and are checked, but not shown.".to_owned(),
        "Tobacco: a blank IndividualTobaccoRate means no tobacco surcharge (the IndividualRate applies).".to_owned(),
        "Amounts are in dollars and cents (rounded to the cent) and may not be negative; percents are numbers from 0 to 100 (write 20 for 20%).".to_owned(),
        format!(
            "Limits: at most {} MB per file and {} data rows per sheet.",
            MAX_UPLOAD_BYTES / (1024 * 1024),
            group_thousands(u64::from(MAX_DATA_ROWS))
        ),
    ];
    for sheet in SHEETS {
        lines.push(String::new());
        lines.push(format!("Sheet '{}': {}", sheet.name, sheet.purpose));
        for column in sheet.columns {
            let need = if column.required {
                "required"
            } else {
                "optional"
            };
            lines.push(format!("    {} ({need}): {}", column.name, column.help));
        }
    }
    lines
}

/// A data sheet: header row and example row.
fn data_sheet(layout: &SheetLayout) -> Sheet {
    let header = layout.columns.iter().map(|c| Value::from(c.name)).collect();
    let example = layout
        .columns
        .iter()
        .map(|c| match c.example {
            crate::layout::Example::Text(t) => Value::from(t),
            crate::layout::Example::Number(n) => Value::Number(n),
            crate::layout::Example::Blank => Value::Blank,
        })
        .collect();
    let widths = layout
        .columns
        .iter()
        .map(|c| {
            let example = match c.example {
                crate::layout::Example::Text(t) => t.len(),
                _ => 10,
            };
            u16::try_from(c.name.len().max(example).min(60) + 2).unwrap_or(20)
        })
        .collect();
    let text_columns = layout
        .columns
        .iter()
        .enumerate()
        .filter(|(_, c)| is_text(c.kind))
        .map(|(i, _)| i)
        .collect();
    Sheet {
        name: layout.name.to_owned(),
        rows: vec![header, example],
        header: true,
        widths,
        text_columns,
    }
}

/// The template workbook.
pub fn workbook() -> Workbook {
    let lines = instructions()
        .into_iter()
        .map(|l| {
            vec![if l.is_empty() {
                Value::Blank
            } else {
                Value::Text(l)
            }]
        })
        .collect();
    let mut sheets = vec![Sheet {
        name: INSTRUCTIONS.to_owned(),
        rows: lines,
        header: true,
        widths: vec![150],
        text_columns: vec![],
    }];
    sheets.extend(SHEETS.iter().map(data_sheet));
    Workbook { sheets }
}

/// The bytes of `rate_template.xls`.
pub fn xls() -> io::Result<Vec<u8>> {
    workbook().to_xls()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The documentation names every sheet and column of the layout.
    #[test]
    fn the_documentation_describes_every_sheet_and_column() {
        let doc = include_str!("../../../docs/rates-template.md");
        for sheet in SHEETS {
            assert!(
                doc.contains(&format!("`{}`", sheet.name)),
                "docs/rates-template.md does not describe sheet {}",
                sheet.name
            );
            for column in sheet.columns {
                assert!(
                    doc.contains(&format!("`{}`", column.name)),
                    "docs/rates-template.md does not describe column {}",
                    column.name
                );
            }
        }
    }

    #[test]
    fn every_data_sheet_has_its_header_and_one_example_row() {
        let book = workbook();
        assert_eq!(book.sheets[0].name, INSTRUCTIONS);
        for (sheet, layout) in book.sheets[1..].iter().zip(SHEETS) {
            assert_eq!(sheet.rows.len(), 2);
            assert_eq!(sheet.rows[0].len(), layout.columns.len());
        }
    }
}
