//! Fills a downloaded rates template with data rows, as an insurer would in a spreadsheet
//! program: the sheets are read back with calamine, the rows below each named sheet's header
//! are replaced, and the workbook is written again as `.xls` with [`crate::xls`]. End-to-end
//! tests use it (through `rate-template fill`) to upload a real BIFF8 file.
//!
//! The rows come as JSON: `{"<sheet>": [row, ...]}`, where a row is either an array of cells
//! from column A or an object of cells by header name (matched like the upload matches them,
//! ignoring case and surrounding spaces). A cell is a string (text), a number, or null (blank).
//! Sheets that are not named keep their rows.

use std::io::Cursor;

use anyhow::{Context, anyhow, bail};
use calamine::{Data, Reader, Xls};
use serde_json::Value as Json;

use crate::table::normal;
use crate::template;
use crate::xls::{Sheet, Value, Workbook};

/// The template `xls` with the rows of `rows` (see the module documentation).
pub fn fill(xls: &[u8], rows: &Json) -> anyhow::Result<Vec<u8>> {
    let mut book = read_workbook(xls)?;
    let wanted = rows
        .as_object()
        .context("the rows must be a JSON object of sheet name → rows")?;
    for (name, sheet_rows) in wanted {
        let sheet = book
            .sheets
            .iter_mut()
            .find(|s| normal(&s.name) == normal(name))
            .ok_or_else(|| anyhow!("the template has no sheet '{name}'"))?;
        let list = sheet_rows
            .as_array()
            .with_context(|| format!("the rows of sheet '{name}' must be a JSON array"))?;
        let header: Vec<String> = sheet
            .rows
            .first()
            .map(|r| r.iter().map(text_of).collect())
            .unwrap_or_default();
        let mut filled = Vec::with_capacity(list.len());
        for (i, row) in list.iter().enumerate() {
            filled.push(
                row_of(row, &header).with_context(|| format!("sheet '{name}', row {}", i + 2))?,
            );
        }
        sheet.rows.truncate(1);
        sheet.rows.extend(filled);
    }
    Ok(book.to_xls()?)
}

/// Every sheet of an `.xls` file, with the generated template's formatting where the sheet and
/// its header are the template's.
fn read_workbook(xls: &[u8]) -> anyhow::Result<Workbook> {
    let mut file =
        Xls::new(Cursor::new(xls)).context("the template is not an .xls file that can be read")?;
    let generated = template::workbook();
    let mut sheets = Vec::new();
    for name in file.sheet_names() {
        let range = file
            .worksheet_range(&name)
            .with_context(|| format!("reading sheet '{name}'"))?;
        let (row0, col0) = range.start().unwrap_or((0, 0));
        let mut rows: Vec<Vec<Value>> = vec![Vec::new(); row0 as usize];
        for cells in range.rows() {
            let mut row = vec![Value::Blank; col0 as usize];
            row.extend(cells.iter().map(value_of));
            while row.last() == Some(&Value::Blank) {
                row.pop();
            }
            rows.push(row);
        }
        let known = generated
            .sheets
            .iter()
            .find(|s| s.name == name && s.rows.first() == rows.first());
        sheets.push(Sheet {
            name,
            rows,
            header: true,
            widths: known.map(|s| s.widths.clone()).unwrap_or_default(),
            text_columns: known.map(|s| s.text_columns.clone()).unwrap_or_default(),
        });
    }
    Ok(Workbook { sheets })
}

/// A cell as calamine read it.
fn value_of(data: &Data) -> Value {
    match data {
        Data::Empty => Value::Blank,
        Data::String(s) | Data::DateTimeIso(s) | Data::DurationIso(s) => Value::Text(s.clone()),
        Data::Float(f) => Value::Number(*f),
        Data::Int(i) => Value::Number(*i as f64),
        Data::Bool(b) => Value::Text(b.to_string()),
        Data::DateTime(d) => Value::Number(d.as_f64()),
        Data::Error(e) => Value::Text(e.to_string()),
    }
}

fn text_of(value: &Value) -> String {
    match value {
        Value::Text(t) => t.clone(),
        Value::Number(n) => n.to_string(),
        Value::Blank => String::new(),
    }
}

/// One JSON row: an array from column A, or an object by header name.
fn row_of(row: &Json, header: &[String]) -> anyhow::Result<Vec<Value>> {
    match row {
        Json::Array(cells) => cells.iter().map(cell_of).collect(),
        Json::Object(cells) => {
            let mut out = vec![Value::Blank; header.len()];
            for (column, cell) in cells {
                let at = header
                    .iter()
                    .position(|h| normal(h) == normal(column))
                    .ok_or_else(|| anyhow!("the sheet has no column '{column}'"))?;
                out[at] = cell_of(cell)?;
            }
            while out.last() == Some(&Value::Blank) {
                out.pop();
            }
            Ok(out)
        }
        other => bail!("a row must be an array or an object, not {other}"),
    }
}

fn cell_of(cell: &Json) -> anyhow::Result<Value> {
    match cell {
        Json::Null => Ok(Value::Blank),
        Json::String(s) => Ok(Value::Text(s.clone())),
        Json::Number(n) => n
            .as_f64()
            .map(Value::Number)
            .ok_or_else(|| anyhow!("{n} is not a number a spreadsheet holds")),
        other => bail!("a cell must be a string, a number or null, not {other}"),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use serde_json::json;

    use super::*;
    use crate::{Refusal, read};

    /// One Silver plan of company 95101 in one rating area, rows by header name.
    fn one_plan() -> Json {
        let mut rates = Vec::new();
        for age in (20..=63)
            .map(|a| a.to_string())
            .chain(["64 and over".to_owned()])
        {
            rates.push(json!({"PlanId": "12345LK0010001", "RatingAreaId": "Rating Area 1", "Age": age, "IndividualRate": 300.5}));
        }
        json!({
            "Issuer": [[2027, "LK", "12345", 95101]],
            "plans": [{"StandardComponentId": "12345LK0010001", "PlanMarketingName": "Filled Silver", "MetalLevel": "Silver", "ProductName": "Blue Lake HMO"}],
            "CostShareVariances": [{"PlanId": "12345LK0010001-01", "MEHBDedInnTier1Individual": 3500, "URLForSummaryofBenefitsCoverage": null}],
            "RatingAreas": [{"RatingAreaId": "Rating Area 1", "CountyName": "Adams County"}],
            "Rates": rates,
        })
    }

    // The downloaded template, filled, is an upload the server accepts.
    #[test]
    fn a_filled_template_reads_back_as_its_rows() {
        // Arrange
        let template = template::xls().unwrap();

        // Act
        let bytes = fill(&template, &one_plan()).unwrap();

        // Assert
        let checked = read(&bytes).unwrap();
        assert_eq!((checked.plan_year, checked.naic.get()), (2027, 95101));
        assert_eq!(checked.plans.len(), 1);
        assert_eq!(checked.plans[0].name, "Filled Silver");
        assert_eq!(checked.rating_areas[0].counties.len(), 1);
    }

    #[test]
    fn sheets_not_named_keep_their_rows_and_wrong_cells_are_the_servers_to_refuse() {
        // Arrange
        let template = template::xls().unwrap();
        let mut rows = one_plan();
        rows["Rates"][0]["Age"] = json!("70");

        // Act
        let bytes = fill(&template, &rows).unwrap();

        // Assert
        let book = read_workbook(&bytes).unwrap();
        let trimmed = |rows: &[Vec<Value>]| -> Vec<Vec<Value>> {
            rows.iter()
                .map(|r| r.iter().filter(|v| **v != Value::Blank).cloned().collect())
                .collect()
        };
        assert_eq!(
            trimmed(&book.sheets[0].rows),
            trimmed(&template::workbook().sheets[0].rows)
        );
        match read(&bytes) {
            Err(Refusal::Problems(p)) => {
                let listed: Vec<String> = p.listed().iter().map(ToString::to_string).collect();
                assert!(
                    listed
                        .iter()
                        .any(|l| l.contains("Sheet 'Rates', row 2, column C (Age)")),
                    "{listed:?}"
                );
            }
            other => panic!("expected problems, got {other:?}"),
        }
    }

    #[test]
    fn an_unknown_sheet_or_column_is_an_error() {
        let template = template::xls().unwrap();

        let sheet = fill(&template, &json!({"Nope": []})).unwrap_err();
        let column = fill(&template, &json!({"Plans": [{"Nope": 1}]})).unwrap_err();

        assert!(sheet.to_string().contains("no sheet 'Nope'"));
        assert!(format!("{column:#}").contains("no column 'Nope'"));
    }
}
