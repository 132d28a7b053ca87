//! The applicant's age and tobacco use, and the rate key they select in a plan's rate table (SPEC 5.2).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Youngest age band of a rate table: everyone under 21 is rated as 20 (SPEC 5.2).
const YOUNGEST_BAND: u8 = 20;
/// Oldest age band of a rate table: everyone over 64 is rated as 65 (SPEC 5.2).
const OLDEST_BAND: u8 = 65;

/// Why an age typed into the compare form was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AgeError {
    /// Nothing (or only spaces) was entered.
    #[error("Please enter an age.")]
    Empty,
    /// The text is not a whole number of years written with digits only.
    #[error(
        "Age must be a whole number of years written with digits only, such as 35 (you entered \"{0}\")."
    )]
    NotAWholeNumber(String),
    /// The number is larger than any real applicant's age.
    #[error("Age must be {max} or less.", max = Age::MAX)]
    TooOld,
}

/// An applicant's age in whole years, 0 to [`Age::MAX`] (SPEC 5.1 "Age accepts integers only").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(into = "u8")]
pub struct Age(u8);

impl Age {
    /// Highest age accepted; anything above is a typing mistake.
    pub const MAX: u8 = 120;
    /// The compare form's default age (SPEC 9 "Default age: 21").
    pub const DEFAULT: Age = Age(21);

    /// Parses the compare form's age text: digits only, surrounding whitespace ignored.
    pub fn parse(text: &str) -> Result<Age, AgeError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(AgeError::Empty);
        }
        if !trimmed.bytes().all(|b| b.is_ascii_digit()) {
            return Err(AgeError::NotAWholeNumber(trimmed.to_owned()));
        }
        // Only digits remain, so the only way parsing fails is a number too large for u64.
        match trimmed.parse::<u64>() {
            Ok(years) => Age::new(years),
            Err(_) => Err(AgeError::TooOld),
        }
    }

    /// Builds an age from a number of years, refusing anything above [`Age::MAX`].
    pub fn new(years: u64) -> Result<Age, AgeError> {
        match u8::try_from(years) {
            Ok(years) if years <= Age::MAX => Ok(Age(years)),
            _ => Err(AgeError::TooOld),
        }
    }

    /// The age in whole years.
    pub fn years(self) -> u8 {
        self.0
    }
}

impl Default for Age {
    fn default() -> Self {
        Age::DEFAULT
    }
}

impl From<Age> for u8 {
    fn from(age: Age) -> u8 {
        age.0
    }
}

impl FromStr for Age {
    type Err = AgeError;
    fn from_str(text: &str) -> Result<Age, AgeError> {
        Age::parse(text)
    }
}

impl fmt::Display for Age {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl<'de> Deserialize<'de> for Age {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Age, D::Error> {
        let years = u64::deserialize(deserializer)?;
        Age::new(years).map_err(serde::de::Error::custom)
    }
}

/// Why a tobacco answer was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Tobacco use must be Yes or No (you entered \"{0}\").")]
pub struct TobaccoError(pub String);

/// Whether the applicant uses tobacco (SPEC 9 "Tobacco options: Yes, No").
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub enum Tobacco {
    /// Does not use tobacco (the default): rates with the '-N' suffix. Sorts first, as in rate tables.
    #[default]
    No,
    /// Uses tobacco: rates with the '-Y' suffix.
    Yes,
}

impl Tobacco {
    /// Parses "Yes" or "No"; surrounding whitespace and letter case are ignored.
    pub fn parse(text: &str) -> Result<Tobacco, TobaccoError> {
        let trimmed = text.trim();
        if trimmed.eq_ignore_ascii_case("yes") {
            Ok(Tobacco::Yes)
        } else if trimmed.eq_ignore_ascii_case("no") {
            Ok(Tobacco::No)
        } else {
            Err(TobaccoError(trimmed.to_owned()))
        }
    }

    /// "Yes" or "No", as shown in the compare form.
    pub fn as_str(self) -> &'static str {
        match self {
            Tobacco::Yes => "Yes",
            Tobacco::No => "No",
        }
    }
}

impl FromStr for Tobacco {
    type Err = TobaccoError;
    fn from_str(text: &str) -> Result<Tobacco, TobaccoError> {
        Tobacco::parse(text)
    }
}

impl fmt::Display for Tobacco {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a rate-table column name is not a rate key.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "\"{0}\" is not a rate key: expected an age from 20 to 65, a dash and Y or N, such as 35-N."
)]
pub struct RateKeyError(pub String);

/// The key of one rate in a plan's rate table: age band 20..=65 and tobacco suffix, e.g. "35-N" (SPEC 5.2).
/// A two-byte value (large rate tables hold hundreds of thousands of them); its text comes from
/// a static table. Keys sort in rate-table order: 20-N, 20-Y, 21-N, ...
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RateKey {
    age_band: u8,
    tobacco: Tobacco,
}

/// Number of rate keys: 46 age bands, each without and with tobacco.
const KEY_COUNT: usize = 2 * (OLDEST_BAND - YOUNGEST_BAND + 1) as usize;

/// The text of every key, in rate-table order ("20-N", "20-Y", ... "65-Y").
const KEY_TEXTS: [[u8; 4]; KEY_COUNT] = {
    let mut texts = [[0u8; 4]; KEY_COUNT];
    let mut i = 0;
    while i < KEY_COUNT {
        let band = YOUNGEST_BAND + (i / 2) as u8;
        texts[i] = [
            b'0' + band / 10,
            b'0' + band % 10,
            b'-',
            if i % 2 == 0 { b'N' } else { b'Y' },
        ];
        i += 1;
    }
    texts
};

impl RateKey {
    /// The key for an applicant: under 21 uses 20, over 64 uses 65, otherwise the age itself.
    pub fn new(age: Age, tobacco: Tobacco) -> RateKey {
        RateKey::from_band(age.years().clamp(YOUNGEST_BAND, OLDEST_BAND), tobacco)
    }

    /// Parses an imported rate column name; only "20-N" to "65-Y" are keys (whitespace around is ignored).
    pub fn parse(text: &str) -> Result<RateKey, RateKeyError> {
        let refuse = || RateKeyError(text.trim().to_owned());
        let trimmed = text.trim();
        let (age, suffix) = trimmed.split_once('-').ok_or_else(refuse)?;
        if age.len() != 2 || !age.bytes().all(|b| b.is_ascii_digit()) {
            return Err(refuse());
        }
        let band: u8 = age.parse().map_err(|_| refuse())?;
        if !(YOUNGEST_BAND..=OLDEST_BAND).contains(&band) {
            return Err(refuse());
        }
        let tobacco = match suffix {
            "Y" => Tobacco::Yes,
            "N" => Tobacco::No,
            _ => return Err(refuse()),
        };
        Ok(RateKey::from_band(band, tobacco))
    }

    /// Every valid key in rate-table order: 20-N, 20-Y, 21-N, 21-Y, ... 65-Y (92 keys).
    pub fn all() -> impl Iterator<Item = RateKey> {
        (YOUNGEST_BAND..=OLDEST_BAND).flat_map(|band| {
            [Tobacco::No, Tobacco::Yes]
                .into_iter()
                .map(move |tobacco| RateKey::from_band(band, tobacco))
        })
    }

    /// The key as text, e.g. "35-N".
    pub fn as_str(&self) -> &'static str {
        let index = usize::from(self.age_band - YOUNGEST_BAND) * 2
            + usize::from(self.tobacco == Tobacco::Yes);
        std::str::from_utf8(&KEY_TEXTS[index]).unwrap_or_default()
    }

    /// The age band the key rates, 20 to 65.
    pub fn age_band(&self) -> u8 {
        self.age_band
    }

    /// The tobacco answer the key rates.
    pub fn tobacco(&self) -> Tobacco {
        self.tobacco
    }

    fn from_band(age_band: u8, tobacco: Tobacco) -> RateKey {
        RateKey { age_band, tobacco }
    }
}

impl FromStr for RateKey {
    type Err = RateKeyError;
    fn from_str(text: &str) -> Result<RateKey, RateKeyError> {
        RateKey::parse(text)
    }
}

impl fmt::Display for RateKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<RateKey> for String {
    fn from(key: RateKey) -> String {
        key.as_str().to_owned()
    }
}

impl Serialize for RateKey {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for RateKey {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<RateKey, D::Error> {
        let text = String::deserialize(deserializer)?;
        RateKey::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests;
