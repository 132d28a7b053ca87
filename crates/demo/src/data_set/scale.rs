//! How much data to make: the `demo` set for people, the `large` set for benchmarks.

use std::fmt;
use std::str::FromStr;

/// Size of the data set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Scale {
    /// About 24 counties, 7 companies, 160 filings: enough to show every screen and state.
    #[default]
    Demo,
    /// 254 counties, 30 companies, 1,500 plan variants per year, 10,000 filings.
    Large,
}

/// A scale name that is neither `demo` nor `large`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown scale \"{0}\": use demo or large")]
pub struct UnknownScale(pub String);

impl FromStr for Scale {
    type Err = UnknownScale;
    fn from_str(text: &str) -> Result<Scale, UnknownScale> {
        match text.trim().to_ascii_lowercase().as_str() {
            "demo" => Ok(Scale::Demo),
            "large" => Ok(Scale::Large),
            _ => Err(UnknownScale(text.to_owned())),
        }
    }
}

impl fmt::Display for Scale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Scale::Demo => "demo",
            Scale::Large => "large",
        })
    }
}

/// The numbers behind a [`Scale`].
#[derive(Debug, Clone)]
pub(crate) struct Sizes {
    /// Counties of Lakeland.
    pub counties: usize,
    /// Rating areas the counties are grouped into.
    pub rating_areas: usize,
    /// Insurance companies (the first seven are the hand-written catalog).
    pub companies: usize,
    /// Plan variants per compare year to reach; `None` gives each issuer one plan lineup.
    pub variants_per_year: Option<usize>,
    /// Rate filings.
    pub filings: usize,
    /// Whether each filing gets its own memorandum and rate table, or shares pooled files.
    pub unique_files_per_filing: bool,
}

impl Scale {
    /// The numbers of this scale.
    pub(crate) fn sizes(self) -> Sizes {
        match self {
            Scale::Demo => Sizes {
                counties: 24,
                rating_areas: 6,
                companies: 7,
                variants_per_year: None,
                filings: 160,
                unique_files_per_filing: true,
            },
            Scale::Large => Sizes {
                counties: 254,
                rating_areas: 26,
                companies: 30,
                variants_per_year: Some(1_500),
                filings: 10_000,
                unique_files_per_filing: false,
            },
        }
    }
}
