//! The markets a filing's product is sold in (`lahMarketType`, `lahGrpMarketSize`) and the kinds
//! of group (`lahGrpMarketType`) the site knows, so the web app can name them in the visitor's
//! language.

use serde::{Deserialize, Serialize};

/// A market this site knows, sent as its stable name (`"smallGroup"`) beside the text the
/// rate-filing system gave it: a filing's market type (`Individual`, `Group`) or a group
/// filing's market size (`Small Group`, `Large Group`). Stored texts are the rate-filing
/// system's English and may be anything; the code is what stays the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum MarketTypeCode {
    /// Individual.
    Individual,
    /// Small Group.
    SmallGroup,
    /// Large Group.
    LargeGroup,
    /// Group.
    Group,
}

impl MarketTypeCode {
    /// Every market this site knows.
    pub const ALL: [MarketTypeCode; 4] = [
        MarketTypeCode::Individual,
        MarketTypeCode::SmallGroup,
        MarketTypeCode::LargeGroup,
        MarketTypeCode::Group,
    ];

    /// The market's name as the rate-filing system writes it, e.g. "Small Group".
    pub fn english(self) -> &'static str {
        match self {
            MarketTypeCode::Individual => "Individual",
            MarketTypeCode::SmallGroup => "Small Group",
            MarketTypeCode::LargeGroup => "Large Group",
            MarketTypeCode::Group => "Group",
        }
    }

    /// The market a stored text names; case and surrounding whitespace are ignored. `None` for
    /// a text this site does not know, which can only be shown as stored.
    pub fn from_stored(text: &str) -> Option<MarketTypeCode> {
        find_by_english(&MarketTypeCode::ALL, MarketTypeCode::english, text)
    }
}

/// A kind of group this site knows (a group filing's market type), sent as its stable name
/// (`"employer"`) beside the text the rate-filing system gave it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum GroupMarketTypeCode {
    /// Employer.
    Employer,
    /// Association.
    Association,
    /// Trust.
    Trust,
}

impl GroupMarketTypeCode {
    /// Every kind of group this site knows.
    pub const ALL: [GroupMarketTypeCode; 3] = [
        GroupMarketTypeCode::Employer,
        GroupMarketTypeCode::Association,
        GroupMarketTypeCode::Trust,
    ];

    /// The kind's name as the rate-filing system writes it, e.g. "Employer".
    pub fn english(self) -> &'static str {
        match self {
            GroupMarketTypeCode::Employer => "Employer",
            GroupMarketTypeCode::Association => "Association",
            GroupMarketTypeCode::Trust => "Trust",
        }
    }

    /// The kind of group a stored text names; case and surrounding whitespace are ignored.
    /// `None` for a text this site does not know, which can only be shown as stored.
    pub fn from_stored(text: &str) -> Option<GroupMarketTypeCode> {
        find_by_english(
            &GroupMarketTypeCode::ALL,
            GroupMarketTypeCode::english,
            text,
        )
    }
}

/// The value of `values` whose English is `text`, ignoring case and surrounding whitespace.
fn find_by_english<T: Copy>(values: &[T], english: fn(T) -> &'static str, text: &str) -> Option<T> {
    let trimmed = text.trim();
    values
        .iter()
        .copied()
        .find(|value| english(*value).eq_ignore_ascii_case(trimmed))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    // The codes travel as the web app's catalogue keys, and each reads back from its English.
    #[test]
    fn market_types_serialize_as_their_names_and_read_back_from_their_english() {
        let names: Vec<serde_json::Value> = MarketTypeCode::ALL
            .iter()
            .map(|code| serde_json::to_value(code).unwrap())
            .collect();

        assert_eq!(
            names,
            ["individual", "smallGroup", "largeGroup", "group"].map(serde_json::Value::from)
        );
        for code in MarketTypeCode::ALL {
            assert_eq!(MarketTypeCode::from_stored(code.english()), Some(code));
        }
    }

    #[test]
    fn group_market_types_serialize_as_their_names_and_read_back_from_their_english() {
        let names: Vec<serde_json::Value> = GroupMarketTypeCode::ALL
            .iter()
            .map(|code| serde_json::to_value(code).unwrap())
            .collect();

        assert_eq!(
            names,
            ["employer", "association", "trust"].map(serde_json::Value::from)
        );
        for code in GroupMarketTypeCode::ALL {
            assert_eq!(GroupMarketTypeCode::from_stored(code.english()), Some(code));
        }
    }

    // Stored texts are matched as a person would read them: case and outer spaces aside.
    #[test]
    fn a_stored_text_is_matched_ignoring_case_and_surrounding_whitespace() {
        assert_eq!(
            MarketTypeCode::from_stored("  small group "),
            Some(MarketTypeCode::SmallGroup)
        );
        assert_eq!(
            MarketTypeCode::from_stored("INDIVIDUAL"),
            Some(MarketTypeCode::Individual)
        );
        assert_eq!(
            GroupMarketTypeCode::from_stored("\ttrust\n"),
            Some(GroupMarketTypeCode::Trust)
        );
    }

    // A text this site does not know has no name to translate.
    #[test]
    fn an_unknown_text_is_none() {
        for text in [
            "Medicare Supplement",
            "SmallGroup",
            "Small  Group",
            "Individual Health",
            "",
        ] {
            assert_eq!(MarketTypeCode::from_stored(text), None, "{text:?}");
        }
        for text in ["Employers", "Union", " "] {
            assert_eq!(GroupMarketTypeCode::from_stored(text), None, "{text:?}");
        }
    }
}
