//! A sheet seen through its layout: which uploaded column holds each template column (found by
//! header name in row 1, in any order), and each data row's values in template order.

use std::collections::HashMap;

use crate::cell::CellValue;
use crate::grid::Grid;
use crate::layout::Sheet;
use crate::problem::{Place, Problems};

/// A data row: its spreadsheet row number and its values in the layout's column order.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// The row number the spreadsheet shows (from 1).
    pub number: u32,
    values: Vec<Option<CellValue>>,
}

/// Where a sheet's template columns are in the uploaded sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct Header {
    /// The layout of the sheet.
    pub sheet: Sheet,
    /// Where each layout column is in the uploaded sheet (zero-based), when it is there.
    indexes: Vec<Option<u32>>,
}

impl Header {
    /// The place of `column` in row `row`.
    pub fn place(&self, row: u32, column: &'static str) -> Place {
        let index = self
            .sheet
            .columns
            .iter()
            .position(|c| c.name == column)
            .and_then(|i| self.indexes[i]);
        Place::sheet(self.sheet.name).row(row).column(column, index)
    }

    /// The place of `column` in no particular row.
    pub fn column_place(&self, column: &'static str) -> Place {
        let mut place = self.place(0, column);
        place.row = None;
        place
    }
}

/// The headers of the sheets read, to place problems found after reading.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Places {
    headers: Vec<Header>,
}

impl Places {
    /// Remembers `header`.
    pub fn add(&mut self, header: Header) {
        self.headers.push(header);
    }

    /// Whether the workbook has `sheet`.
    pub fn has(&self, sheet: Sheet) -> bool {
        self.headers.iter().any(|h| h.sheet.name == sheet.name)
    }

    /// The place of `column` of `sheet` at `row`, with its letter when the sheet has it.
    pub fn place(&self, sheet: Sheet, row: u32, column: &'static str) -> Place {
        self.headers
            .iter()
            .find(|h| h.sheet.name == sheet.name)
            .map_or_else(
                || Place::sheet(sheet.name).row(row).column(column, None),
                |h| h.place(row, column),
            )
    }

    /// The place of `column` of `sheet`, in no particular row.
    pub fn column_place(&self, sheet: Sheet, column: &'static str) -> Place {
        let mut place = self.place(sheet, 0, column);
        place.row = None;
        place
    }
}

/// A sheet's header and data rows.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    /// Where its columns are.
    pub header: Header,
    /// Data rows with at least one value in a template column.
    pub rows: Vec<Row>,
}

/// Normal form of a header or sheet name for matching: trimmed, lower case.
pub fn normal(name: &str) -> String {
    name.trim().to_lowercase()
}

impl Table {
    /// Reads `grid` as `sheet`; a missing required column, or a template column given twice,
    /// is a problem.
    pub fn new(sheet: Sheet, grid: &Grid, problems: &mut Problems) -> Table {
        let mut found: HashMap<String, u32> = HashMap::new();
        for (row, col, value) in &grid.cells {
            if *row != 0 {
                continue;
            }
            let CellValue::Text(header) = value else {
                continue;
            };
            let key = normal(header);
            let Some(column) = sheet.columns.iter().find(|c| normal(c.name) == key) else {
                continue;
            };
            match found.get(&key) {
                Some(&first) => problems.add(
                    Place::sheet(sheet.name)
                        .row(1)
                        .column(column.name, Some(*col)),
                    format!(
                        "the column {} appears twice (also in column {}); keep one.",
                        column.name,
                        crate::layout::column_letter(first)
                    ),
                ),
                None => {
                    found.insert(key, *col);
                }
            }
        }
        let indexes: Vec<Option<u32>> = sheet
            .columns
            .iter()
            .map(|c| found.get(&normal(c.name)).copied())
            .collect();
        for (column, index) in sheet.columns.iter().zip(&indexes) {
            if column.required && index.is_none() {
                problems.add(
                    Place::sheet(sheet.name).row(1).column(column.name, None),
                    format!("there is no column headed {}; add it to row 1 (download the template again to see every column).", column.name),
                );
            }
        }
        let position: HashMap<u32, usize> = indexes
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| (c, i)))
            .collect();
        let mut rows: Vec<Row> = Vec::new();
        for (row, col, value) in &grid.cells {
            let (Some(&slot), true) = (position.get(col), *row > 0) else {
                continue;
            };
            let number = row + 1;
            if rows.last().is_none_or(|r| r.number != number) {
                rows.push(Row {
                    number,
                    values: vec![None; indexes.len()],
                });
            }
            if let Some(last) = rows.last_mut() {
                last.values[slot] = Some(value.clone());
            }
        }
        Table {
            header: Header { sheet, indexes },
            rows,
        }
    }

    /// The place of `column` in row `row`.
    pub fn place(&self, row: u32, column: &'static str) -> Place {
        self.header.place(row, column)
    }

    fn value<'r>(&self, row: &'r Row, column: &str) -> Option<&'r CellValue> {
        let i = self
            .header
            .sheet
            .columns
            .iter()
            .position(|c| c.name == column)?;
        row.values.get(i)?.as_ref()
    }

    /// The value of a required `column` read by `parse`; a problem when empty or wrong.
    pub fn required<T>(
        &self,
        row: &Row,
        column: &'static str,
        parse: fn(&CellValue) -> Result<T, String>,
        problems: &mut Problems,
    ) -> Option<T> {
        let Some(value) = self.value(row, column) else {
            // A missing column was reported once already, not on every row.
            if self.indexes_has(column) {
                problems.add(
                    self.place(row.number, column),
                    format!("the {column} is empty; this column is required."),
                );
            }
            return None;
        };
        parse(value)
            .map_err(|message| problems.add(self.place(row.number, column), message))
            .ok()
    }

    /// The value of an optional `column` read by `parse` (`Ok(None)` when empty or "Not
    /// Applicable"); `Err(())` after recording a problem.
    pub fn optional<T>(
        &self,
        row: &Row,
        column: &'static str,
        parse: fn(&CellValue) -> Result<T, String>,
        problems: &mut Problems,
    ) -> Result<Option<T>, ()> {
        match self.value(row, column) {
            None => Ok(None),
            Some(v) if crate::amount::not_applicable(v) => Ok(None),
            Some(v) => parse(v)
                .map(Some)
                .map_err(|message| problems.add(self.place(row.number, column), message)),
        }
    }

    fn indexes_has(&self, column: &str) -> bool {
        let header = &self.header;
        header
            .sheet
            .columns
            .iter()
            .position(|c| c.name == column)
            .is_some_and(|i| header.indexes[i].is_some())
    }
}
