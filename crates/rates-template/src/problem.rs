//! What is wrong with an uploaded template, each problem placed by sheet, row and column, so
//! the person fixing it can go straight to the cell.

use std::fmt;

use crate::layout::column_letter;

/// Problems listed in one answer; the rest are counted.
pub const MAX_LISTED: usize = 50;

/// Where a problem is: a sheet, optionally a row (as the spreadsheet numbers it, from 1) and a
/// column (its header and, when the sheet has it, its letter).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    /// The sheet name as the template names it.
    pub sheet: &'static str,
    /// Spreadsheet row number, from 1.
    pub row: Option<u32>,
    /// The column's header name.
    pub column: Option<&'static str>,
    /// The column's zero-based index in the uploaded sheet, when it is there.
    pub index: Option<u32>,
}

impl Place {
    /// A whole sheet.
    pub fn sheet(sheet: &'static str) -> Self {
        Self {
            sheet,
            row: None,
            column: None,
            index: None,
        }
    }

    /// This place, at spreadsheet row `row`.
    pub fn row(mut self, row: u32) -> Self {
        self.row = Some(row);
        self
    }

    /// This place, in column `name` found at zero-based `index` (if found).
    pub fn column(mut self, name: &'static str, index: Option<u32>) -> Self {
        self.column = Some(name);
        self.index = index;
        self
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sheet '{}'", self.sheet)?;
        if let Some(row) = self.row {
            write!(f, ", row {row}")?;
        }
        match (self.column, self.index) {
            (Some(name), Some(index)) => write!(f, ", column {} ({name})", column_letter(index)),
            (Some(name), None) => write!(f, ", column {name}"),
            _ => Ok(()),
        }
    }
}

/// One problem: where, and what is wrong and how to fix it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// Where.
    pub place: Place,
    /// What is wrong and what to do, as a sentence.
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

/// The problems found so far: the first `MAX_LISTED` (50) in full, the rest counted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Problems {
    listed: Vec<Problem>,
    more: usize,
}

impl Problems {
    /// Records a problem at `place`.
    pub fn add(&mut self, place: Place, message: impl Into<String>) {
        if self.listed.len() < MAX_LISTED {
            self.listed.push(Problem {
                place,
                message: message.into(),
            });
        } else {
            self.more += 1;
        }
    }

    /// Whether nothing is wrong.
    pub fn is_empty(&self) -> bool {
        self.listed.is_empty()
    }

    /// How many problems were found.
    pub fn len(&self) -> usize {
        self.listed.len() + self.more
    }

    /// The problems listed in full.
    pub fn listed(&self) -> &[Problem] {
        &self.listed
    }

    /// The message of the 400 answer: one line saying nothing changed, then one problem per
    /// line.
    pub fn message(&self) -> String {
        let count = self.len();
        let mut lines = vec![format!(
            "The rates template was not loaded and nothing was changed. Fix {} and upload it again:",
            if count == 1 {
                "this problem".to_owned()
            } else {
                format!("these {count} problems")
            }
        )];
        lines.extend(self.listed.iter().map(ToString::to_string));
        if self.more > 0 {
            lines.push(format!(
                "… and {} more problems not listed here.",
                self.more
            ));
        }
        lines.join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_names_sheet_row_column_letter_and_header() {
        let mut problems = Problems::default();
        problems.add(
            Place::sheet("Rates").row(14).column("Age", Some(2)),
            "'70' is not an age.",
        );
        problems.add(
            Place::sheet("Rates").column("IndividualRate", None),
            "the column is missing.",
        );
        problems.add(Place::sheet("Plans"), "the sheet is missing.");

        let lines: Vec<String> = problems.listed().iter().map(ToString::to_string).collect();

        assert_eq!(
            lines,
            [
                "Sheet 'Rates', row 14, column C (Age): '70' is not an age.",
                "Sheet 'Rates', column IndividualRate: the column is missing.",
                "Sheet 'Plans': the sheet is missing.",
            ]
        );
        assert!(problems.message().starts_with(
            "The rates template was not loaded and nothing was changed. Fix these 3 problems"
        ));
    }

    #[test]
    fn only_the_first_fifty_are_listed() {
        let mut problems = Problems::default();
        for row in 2..=61 {
            problems.add(Place::sheet("Rates").row(row), "wrong.");
        }

        let message = problems.message();

        assert_eq!(problems.len(), 60);
        assert_eq!(message.lines().count(), 1 + MAX_LISTED + 1);
        assert!(message.ends_with("… and 10 more problems not listed here."));
    }
}
