//! Conditions for `queryFiling`, written in the grammar of reference §4.1: predicates joined by
//! `AND` (no `OR`, no parentheses), string literals in `'…'` with `'` doubled, `LIKE` patterns
//! with `~` as the escape character, and `DATE 'YYYY-MM-DD HH:MM:SS'` in the server's own zone.
//! Everything is built from typed parts, so no caller ever pastes text into a condition (one of
//! Connecticut's builders left a stray `'`, reference §9).

use std::fmt;

use bigdecimal::BigDecimal;
use chrono::{Datelike, NaiveDate, NaiveDateTime};

use super::xml::first_illegal_char;

/// Why a condition could not be written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConditionError {
    /// A field name is not an identifier (`letter { letter | digit | "_" }`) or is a keyword.
    #[error("{0:?} is not a field name the query language accepts")]
    InvalidField(String),
    /// `IN ()` with nothing in it is not in the grammar.
    #[error("the IN list for {0} is empty")]
    EmptyIn(String),
    /// A condition needs at least one predicate.
    #[error("a condition needs at least one predicate")]
    Empty,
    /// A date outside the years 0001–9999 cannot be written as `YYYY`.
    #[error("{0} cannot be written as a DATE literal (years 1 to 9999 only)")]
    DateOutOfRange(String),
    /// A string holds a character XML 1.0 does not allow: the request could not carry it.
    #[error("the value for {field} holds the character U+{code:04X}, which XML 1.0 does not allow")]
    IllegalCharacter {
        /// The field compared with the string.
        field: String,
        /// The character's code point.
        code: u32,
    },
}

/// Words of the grammar that cannot be field names.
const KEYWORDS: [&str; 7] = ["AND", "OR", "NOT", "LIKE", "BETWEEN", "IN", "DATE"];

/// Whether `name` is a field name of the grammar: an ASCII letter, then letters, digits or `_`,
/// and not one of its keywords. Also used for form names and requested fields.
pub fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    let starts_with_letter = chars.next().is_some_and(|c| c.is_ascii_alphabetic());
    starts_with_letter
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !KEYWORDS.iter().any(|k| k.eq_ignore_ascii_case(name))
}

/// A value a field is compared with.
#[derive(Debug, Clone, PartialEq)]
pub enum Scalar {
    /// A string, compared case-sensitively by the server.
    Text(String),
    /// A whole number.
    Integer(i64),
    /// A decimal number, written without exponent (the grammar has none).
    Decimal(BigDecimal),
    /// A calendar date: `DATE 'YYYY-MM-DD'`, which the server reads as midnight.
    Date(NaiveDate),
    /// A time in the server's zone (see `values::to_server_local`): `DATE 'YYYY-MM-DD HH:MM:SS'`.
    /// Fractions of a second are dropped: the literal has none.
    DateTime(NaiveDateTime),
}

impl From<&str> for Scalar {
    fn from(value: &str) -> Self {
        Self::Text(value.to_owned())
    }
}

impl From<&String> for Scalar {
    fn from(value: &String) -> Self {
        Self::Text(value.clone())
    }
}

/// `From` for each type a scalar holds as it is, into its variant.
macro_rules! scalar_from {
    ($($held:ty => $variant:ident),* $(,)?) => {$(
        impl From<$held> for Scalar {
            fn from(value: $held) -> Self {
                Self::$variant(value)
            }
        }
    )*};
}

scalar_from!(
    String => Text,
    i64 => Integer,
    BigDecimal => Decimal,
    NaiveDate => Date,
    NaiveDateTime => DateTime,
);

/// A comparison operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cmp {
    /// `=`
    Eq,
    /// `<>`
    Ne,
    /// `<`
    Lt,
    /// `>`
    Gt,
    /// `<=`
    Le,
    /// `>=`
    Ge,
}

impl Cmp {
    fn symbol(self) -> &'static str {
        match self {
            Self::Eq => "=",
            Self::Ne => "<>",
            Self::Lt => "<",
            Self::Gt => ">",
            Self::Le => "<=",
            Self::Ge => ">=",
        }
    }
}

/// A `LIKE` pattern put together from literal text and wildcards: literal `%`, `_` and `~` are
/// escaped with `~`, so only the wildcards added on purpose match more than themselves.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LikePattern {
    /// The pattern as the server reads it (escapes applied, not yet quoted).
    pattern: String,
}

impl LikePattern {
    /// An empty pattern, to be built up.
    pub fn new() -> Self {
        Self::default()
    }

    /// Values equal to `text` (the wildcard characters in it taken literally).
    pub fn exactly(text: &str) -> Self {
        Self::new().text(text)
    }

    /// Values that start with `text`: `text%`.
    pub fn starts_with(text: &str) -> Self {
        Self::new().text(text).any()
    }

    /// Values that contain `text`: `%text%`.
    pub fn contains(text: &str) -> Self {
        Self::new().any().text(text).any()
    }

    /// Appends `text`, matched literally.
    pub fn text(mut self, text: &str) -> Self {
        for c in text.chars() {
            if matches!(c, '%' | '_' | '~') {
                self.pattern.push('~');
            }
            self.pattern.push(c);
        }
        self
    }

    /// Appends the wildcard for any run of characters, `%`.
    pub fn any(mut self) -> Self {
        self.pattern.push('%');
        self
    }

    /// Appends the wildcard for exactly one character, `_`.
    pub fn one(mut self) -> Self {
        self.pattern.push('_');
        self
    }

    /// The pattern as the server reads it, before quoting.
    pub fn as_str(&self) -> &str {
        &self.pattern
    }
}

/// A condition the server accepts, in the text the request carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Condition(String);

impl Condition {
    /// A builder of predicates joined by `AND`.
    pub fn builder() -> ConditionBuilder {
        ConditionBuilder::default()
    }

    /// The condition's text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Collects predicates; the first mistake is kept and reported by [`ConditionBuilder::build`],
/// so a chain of calls reads like the condition it writes.
#[derive(Debug, Clone, Default)]
pub struct ConditionBuilder {
    predicates: Vec<String>,
    error: Option<ConditionError>,
}

impl ConditionBuilder {
    /// `field <op> value`.
    pub fn compare(self, field: &str, op: Cmp, value: impl Into<Scalar>) -> Self {
        let value = value.into();
        self.push(field, |field| {
            Ok(format!(
                "{field} {} {}",
                op.symbol(),
                scalar(field, &value)?
            ))
        })
    }

    /// `field = value`.
    pub fn eq(self, field: &str, value: impl Into<Scalar>) -> Self {
        self.compare(field, Cmp::Eq, value)
    }

    /// `field LIKE 'pattern'`.
    pub fn like(self, field: &str, pattern: &LikePattern) -> Self {
        self.push(field, |field| {
            Ok(format!(
                "{field} LIKE {}",
                string_literal(field, pattern.as_str())?
            ))
        })
    }

    /// `field NOT LIKE 'pattern'`.
    pub fn not_like(self, field: &str, pattern: &LikePattern) -> Self {
        self.push(field, |field| {
            Ok(format!(
                "{field} NOT LIKE {}",
                string_literal(field, pattern.as_str())?
            ))
        })
    }

    /// `field BETWEEN low AND high` (both ends included).
    pub fn between(self, field: &str, low: impl Into<Scalar>, high: impl Into<Scalar>) -> Self {
        let (low, high) = (low.into(), high.into());
        self.push(field, |field| {
            Ok(format!(
                "{field} BETWEEN {} AND {}",
                scalar(field, &low)?,
                scalar(field, &high)?
            ))
        })
    }

    /// `field IN (v1, v2, …)`; an empty list is refused.
    pub fn is_in<V: Into<Scalar>>(self, field: &str, values: impl IntoIterator<Item = V>) -> Self {
        let values: Vec<Scalar> = values.into_iter().map(Into::into).collect();
        self.push(field, |field| {
            if values.is_empty() {
                return Err(ConditionError::EmptyIn(field.to_owned()));
            }
            let listed = values
                .iter()
                .map(|v| scalar(field, v))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(format!("{field} IN ({})", listed.join(", ")))
        })
    }

    /// The condition, or the first mistake made while building it.
    pub fn build(self) -> Result<Condition, ConditionError> {
        if let Some(error) = self.error {
            return Err(error);
        }
        if self.predicates.is_empty() {
            return Err(ConditionError::Empty);
        }
        Ok(Condition(self.predicates.join(" AND ")))
    }

    fn push(
        mut self,
        field: &str,
        write: impl FnOnce(&str) -> Result<String, ConditionError>,
    ) -> Self {
        if self.error.is_some() {
            return self;
        }
        let written = if is_identifier(field) {
            write(field)
        } else {
            Err(ConditionError::InvalidField(field.to_owned()))
        };
        match written {
            Ok(predicate) => self.predicates.push(predicate),
            Err(error) => self.error = Some(error),
        }
        self
    }
}

/// `value` as the grammar writes it.
fn scalar(field: &str, value: &Scalar) -> Result<String, ConditionError> {
    Ok(match value {
        Scalar::Text(text) => string_literal(field, text)?,
        Scalar::Integer(n) => n.to_string(),
        Scalar::Decimal(d) => d.to_plain_string(),
        Scalar::Date(date) => {
            check_year(date.year(), date)?;
            format!("DATE '{}'", date.format("%Y-%m-%d"))
        }
        Scalar::DateTime(time) => {
            check_year(time.year(), time)?;
            format!("DATE '{}'", time.format("%Y-%m-%d %H:%M:%S"))
        }
    })
}

/// `'text'` with every `'` doubled.
fn string_literal(field: &str, text: &str) -> Result<String, ConditionError> {
    if let Some((_, c)) = first_illegal_char(text) {
        return Err(ConditionError::IllegalCharacter {
            field: field.to_owned(),
            code: u32::from(c),
        });
    }
    Ok(format!("'{}'", text.replace('\'', "''")))
}

fn check_year(year: i32, shown: &impl fmt::Display) -> Result<(), ConditionError> {
    if (1..=9999).contains(&year) {
        Ok(())
    } else {
        Err(ConditionError::DateOutOfRange(shown.to_string()))
    }
}

#[cfg(test)]
#[path = "condition_tests.rs"]
mod tests;
