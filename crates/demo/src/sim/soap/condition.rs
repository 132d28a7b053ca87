//! The `condition` of `queryFiling` (reference §4.1): a flat WHERE clause of predicates joined
//! by `AND` — comparisons, `[NOT] LIKE`, `[NOT] BETWEEN x AND y`, `[NOT] IN (…)` — over
//! string literals (`''` for an apostrophe), numbers and `DATE 'YYYY-MM-DD[ HH:MM:SS]'`.
//! Keywords are case-insensitive. Anything else (OR, parentheses, IS NULL) is a parse error,
//! which the server answers with client code 1007.

use chrono::{NaiveDate, NaiveDateTime, NaiveTime};

use super::tokens::{Token, tokens};

/// A parsed condition: every predicate must hold.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Condition {
    /// The predicates, in the order written.
    pub predicates: Vec<Predicate>,
}

/// One predicate: a field and what it must satisfy.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Predicate {
    /// The field name as written.
    pub field: String,
    /// The test.
    pub test: Test,
}

/// What a predicate tests.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Test {
    /// `field <op> scalar`.
    Compare(CmpOp, Literal),
    /// `field [NOT] LIKE 'pattern'` (`%`, `_`, escape `~`).
    Like {
        /// `NOT LIKE`.
        negated: bool,
        /// The pattern, apostrophes already undoubled.
        pattern: String,
    },
    /// `field [NOT] BETWEEN low AND high` (both ends included).
    Between {
        /// `NOT BETWEEN`.
        negated: bool,
        /// Lower end.
        low: Literal,
        /// Upper end.
        high: Literal,
    },
    /// `field [NOT] IN (a, b, …)`.
    In {
        /// `NOT IN`.
        negated: bool,
        /// The list.
        items: Vec<Literal>,
    },
}

/// A comparison operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum CmpOp {
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

/// A literal.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Literal {
    /// `'text'`.
    Text(String),
    /// `-12.5`.
    Number(f64),
    /// `DATE '…'`: the server's local time, midnight for a date alone.
    Date(NaiveDateTime),
}

/// Why a condition does not parse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct ParseError(pub String);

/// Words that cannot be field names.
const KEYWORDS: [&str; 8] = ["AND", "OR", "NOT", "LIKE", "BETWEEN", "IN", "DATE", "IS"];

struct Parser {
    tokens: Vec<(usize, Token)>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at).map(|(_, t)| t)
    }

    fn next(&mut self) -> Option<Token> {
        let token = self.tokens.get(self.at).map(|(_, t)| t.clone());
        self.at += 1;
        token
    }

    /// Where the next token starts, for messages (1-based; the end counts as past the text).
    fn place(&self) -> String {
        match self.tokens.get(self.at) {
            Some((offset, _)) => format!("at character {}", offset + 1),
            None => "at the end".to_owned(),
        }
    }

    fn error<T>(&self, expected: &str) -> Result<T, ParseError> {
        Err(ParseError(format!("expected {expected} {}", self.place())))
    }

    /// Whether the next token is keyword `word` (consumed when it is).
    fn keyword(&mut self, word: &str) -> bool {
        let found = matches!(self.peek(), Some(Token::Word(w)) if w.eq_ignore_ascii_case(word));
        if found {
            self.at += 1;
        }
        found
    }

    fn condition(&mut self) -> Result<Condition, ParseError> {
        if self.tokens.is_empty() {
            return Err(ParseError(
                "the condition is empty: give at least one predicate".to_owned(),
            ));
        }
        let mut predicates = vec![self.predicate()?];
        while self.peek().is_some() {
            if self.keyword("AND") {
                predicates.push(self.predicate()?);
            } else if matches!(self.peek(), Some(Token::Word(w)) if w.eq_ignore_ascii_case("OR")) {
                return Err(ParseError(format!(
                    "OR is not supported {}: only AND joins predicates",
                    self.place()
                )));
            } else {
                return self.error("AND or the end of the condition");
            }
        }
        Ok(Condition { predicates })
    }

    fn predicate(&mut self) -> Result<Predicate, ParseError> {
        let field = match self.peek() {
            Some(Token::Word(w)) if !KEYWORDS.iter().any(|k| w.eq_ignore_ascii_case(k)) => {
                w.clone()
            }
            _ => return self.error("a field name"),
        };
        self.at += 1;
        if let Some(Token::Op(op)) = self.peek() {
            let op = *op;
            self.at += 1;
            let value = self.scalar()?;
            return Ok(Predicate {
                field,
                test: Test::Compare(op, value),
            });
        }
        let negated = self.keyword("NOT");
        let test = if self.keyword("LIKE") {
            match self.next() {
                Some(Token::Text(pattern)) => Test::Like { negated, pattern },
                _ => {
                    self.at -= 1;
                    return self.error("a string after LIKE");
                }
            }
        } else if self.keyword("BETWEEN") {
            let low = self.scalar()?;
            // This AND belongs to BETWEEN, not to the list of predicates.
            if !self.keyword("AND") {
                return self.error("AND between the two ends of BETWEEN");
            }
            let high = self.scalar()?;
            Test::Between { negated, low, high }
        } else if self.keyword("IN") {
            if self.next() != Some(Token::Open) {
                self.at -= 1;
                return self.error("( after IN");
            }
            let mut items = vec![self.scalar()?];
            loop {
                match self.next() {
                    Some(Token::Comma) => items.push(self.scalar()?),
                    Some(Token::Close) => break,
                    _ => {
                        self.at -= 1;
                        return self.error(", or ) in the IN list");
                    }
                }
            }
            Test::In { negated, items }
        } else if negated {
            return self.error("LIKE, BETWEEN or IN after NOT");
        } else {
            return self.error(&format!(
                "a comparison (=, <>, <, >, <=, >=, LIKE, BETWEEN, IN) after {field}"
            ));
        };
        Ok(Predicate { field, test })
    }

    fn scalar(&mut self) -> Result<Literal, ParseError> {
        match self.peek().cloned() {
            Some(Token::Text(text)) => {
                self.at += 1;
                Ok(Literal::Text(text))
            }
            Some(Token::Number(number)) => {
                self.at += 1;
                Ok(Literal::Number(number))
            }
            Some(Token::Word(w)) if w.eq_ignore_ascii_case("DATE") => {
                self.at += 1;
                match self.next() {
                    Some(Token::Text(text)) => date(&text).map(Literal::Date),
                    _ => {
                        self.at -= 1;
                        self.error("a quoted date after DATE")
                    }
                }
            }
            _ => self.error("a string, a number or DATE '…'"),
        }
    }
}

/// `YYYY-MM-DD` (midnight) or `YYYY-MM-DD HH:MM:SS`, 24-hour, no zone.
pub(super) fn date(text: &str) -> Result<NaiveDateTime, ParseError> {
    let shape = |t: &str| {
        t.bytes().enumerate().all(|(i, b)| match i {
            4 | 7 => b == b'-',
            10 => b == b' ',
            13 | 16 => b == b':',
            _ => b.is_ascii_digit(),
        })
    };
    let parsed = match text.len() {
        10 if shape(text) => NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .ok()
            .map(|d| d.and_time(NaiveTime::MIN)),
        19 if shape(text) => NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M:%S").ok(),
        _ => None,
    };
    parsed.ok_or_else(|| {
        ParseError(format!(
            "DATE '{text}' is not a date: write DATE 'YYYY-MM-DD' or DATE 'YYYY-MM-DD HH:MM:SS'"
        ))
    })
}

/// Parses a condition.
pub(super) fn parse(text: &str) -> Result<Condition, ParseError> {
    let tokens = tokens(text)?;
    Parser { tokens, at: 0 }.condition()
}

#[cfg(test)]
#[path = "condition_tests.rs"]
mod tests;
