//! The compare form's 'Level of coverage' selection and its expansion to metal levels (SPEC 5.1, 2.5).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::metal_level::MetalLevel;

/// Why a coverage choice or selection was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CoverageError {
    /// The text is not 'all' or a metal-level code.
    #[error("\"{0}\" is not a level of coverage: use all, P, G, S, B or C.")]
    UnknownChoice(String),
    /// No level was chosen at all.
    #[error("Please choose at least one level of coverage.")]
    Empty,
}

/// One button of the 'Level of coverage' control: All Levels or one metal level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum CoverageChoice {
    /// 'all': every metal level.
    All,
    /// One metal level, written as its code.
    Level(MetalLevel),
}

impl CoverageChoice {
    /// Parses "all", "P", "G", "S", "B" or "C" (whitespace around is ignored).
    pub fn parse(text: &str) -> Result<CoverageChoice, CoverageError> {
        let trimmed = text.trim();
        if trimmed == "all" {
            return Ok(CoverageChoice::All);
        }
        MetalLevel::from_code(trimmed)
            .map(CoverageChoice::Level)
            .map_err(|_| CoverageError::UnknownChoice(trimmed.to_owned()))
    }

    /// The choice as the form sends it: "all" or the level's code.
    pub fn as_str(self) -> &'static str {
        match self {
            CoverageChoice::All => "all",
            CoverageChoice::Level(MetalLevel::Platinum) => "P",
            CoverageChoice::Level(MetalLevel::Gold) => "G",
            CoverageChoice::Level(MetalLevel::Silver) => "S",
            CoverageChoice::Level(MetalLevel::Bronze) => "B",
            CoverageChoice::Level(MetalLevel::Catastrophic) => "C",
        }
    }
}

impl FromStr for CoverageChoice {
    type Err = CoverageError;
    fn from_str(text: &str) -> Result<CoverageChoice, CoverageError> {
        CoverageChoice::parse(text)
    }
}

impl TryFrom<String> for CoverageChoice {
    type Error = CoverageError;
    fn try_from(text: String) -> Result<CoverageChoice, CoverageError> {
        CoverageChoice::parse(&text)
    }
}

impl From<CoverageChoice> for String {
    fn from(choice: CoverageChoice) -> String {
        choice.as_str().to_owned()
    }
}

impl fmt::Display for CoverageChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The chosen levels of coverage: never empty, no duplicates, in the order they were chosen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<CoverageChoice>", into = "Vec<CoverageChoice>")]
pub struct CoverageSelection(Vec<CoverageChoice>);

impl CoverageSelection {
    /// A selection of the given choices; duplicates are dropped, an empty list is refused.
    pub fn new(
        choices: impl IntoIterator<Item = CoverageChoice>,
    ) -> Result<CoverageSelection, CoverageError> {
        let mut unique = Vec::new();
        for choice in choices {
            if !unique.contains(&choice) {
                unique.push(choice);
            }
        }
        if unique.is_empty() {
            Err(CoverageError::Empty)
        } else {
            Ok(CoverageSelection(unique))
        }
    }

    /// Parses the form's coverage values, e.g. `["all"]` or `["P", "S"]`.
    pub fn parse<S: AsRef<str>>(values: &[S]) -> Result<CoverageSelection, CoverageError> {
        let choices = values
            .iter()
            .map(|value| CoverageChoice::parse(value.as_ref()))
            .collect::<Result<Vec<_>, _>>()?;
        CoverageSelection::new(choices)
    }

    /// The chosen buttons, in the order they were chosen.
    pub fn choices(&self) -> &[CoverageChoice] {
        &self.0
    }

    /// Whether a button is currently selected.
    pub fn contains(&self, choice: CoverageChoice) -> bool {
        self.0.contains(&choice)
    }

    /// The selection after the visitor clicks one button (SPEC 5.1).
    ///
    /// Deselecting the last button keeps the previous selection; selecting 'all' resets to only
    /// 'all'; selecting a level while 'all' is selected removes 'all'.
    pub fn toggle(&self, choice: CoverageChoice) -> CoverageSelection {
        if self.contains(choice) {
            let remaining: Vec<CoverageChoice> =
                self.0.iter().copied().filter(|c| *c != choice).collect();
            if remaining.is_empty() {
                return self.clone();
            }
            return CoverageSelection(remaining);
        }
        match choice {
            CoverageChoice::All => CoverageSelection(vec![CoverageChoice::All]),
            CoverageChoice::Level(_) => {
                let mut next: Vec<CoverageChoice> = self
                    .0
                    .iter()
                    .copied()
                    .filter(|c| *c != CoverageChoice::All)
                    .collect();
                next.push(choice);
                CoverageSelection(next)
            }
        }
    }

    /// The metal levels to search: 'all' becomes P, G, S, B and C; ordered P, G, S, B, C, no duplicates.
    pub fn expand(&self) -> Vec<MetalLevel> {
        MetalLevel::ALL
            .into_iter()
            .filter(|level| {
                self.contains(CoverageChoice::All) || self.contains(CoverageChoice::Level(*level))
            })
            .collect()
    }
}

impl Default for CoverageSelection {
    /// Only 'all' (SPEC 3 "coverage: array, default ['all']").
    fn default() -> Self {
        CoverageSelection(vec![CoverageChoice::All])
    }
}

impl TryFrom<Vec<CoverageChoice>> for CoverageSelection {
    type Error = CoverageError;
    fn try_from(choices: Vec<CoverageChoice>) -> Result<CoverageSelection, CoverageError> {
        CoverageSelection::new(choices)
    }
}

impl From<CoverageSelection> for Vec<CoverageChoice> {
    fn from(selection: CoverageSelection) -> Vec<CoverageChoice> {
        selection.0
    }
}

#[cfg(test)]
mod tests;
