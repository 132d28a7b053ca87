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
mod tests {
    use super::*;

    fn at(text: &str) -> NaiveDateTime {
        date(text).expect("a date")
    }

    fn one(text: &str) -> Predicate {
        let mut condition = parse(text).expect("parses");
        assert_eq!(condition.predicates.len(), 1, "{text}");
        condition.predicates.remove(0)
    }

    #[test]
    fn a_window_on_date_last_modified_is_two_predicates() {
        let condition = parse(
            "DateLastModified > DATE '2022-03-01 00:00:00' AND DateLastModified <= DATE '2022-03-02'",
        )
        .expect("parses");

        assert_eq!(
            condition.predicates,
            [
                Predicate {
                    field: "DateLastModified".to_owned(),
                    test: Test::Compare(CmpOp::Gt, Literal::Date(at("2022-03-01 00:00:00"))),
                },
                Predicate {
                    field: "DateLastModified".to_owned(),
                    test: Test::Compare(CmpOp::Le, Literal::Date(at("2022-03-02 00:00:00"))),
                },
            ]
        );
    }

    #[test]
    fn keywords_are_case_insensitive_and_every_operator_reads() {
        let condition = parse(
            "SubmissionDate <= date '2022-02-01' and A=1 and B<>'x' and C<2 and D>=-3.5 and E>0",
        )
        .expect("parses");

        let ops: Vec<CmpOp> = condition
            .predicates
            .iter()
            .map(|p| match &p.test {
                Test::Compare(op, _) => *op,
                other => panic!("not a comparison: {other:?}"),
            })
            .collect();
        assert_eq!(
            ops,
            [
                CmpOp::Le,
                CmpOp::Eq,
                CmpOp::Ne,
                CmpOp::Lt,
                CmpOp::Ge,
                CmpOp::Gt
            ]
        );
        assert_eq!(
            condition.predicates[4].test,
            Test::Compare(CmpOp::Ge, Literal::Number(-3.5))
        );
    }

    #[test]
    fn between_binds_its_own_and_before_the_next_predicate() {
        let condition =
            parse("RateOverallRateImpact NOT BETWEEN -1 AND 5.25 AND StateStatus = 'Accepted'")
                .expect("parses");

        assert_eq!(condition.predicates.len(), 2);
        assert_eq!(
            condition.predicates[0].test,
            Test::Between {
                negated: true,
                low: Literal::Number(-1.0),
                high: Literal::Number(5.25),
            }
        );
        assert_eq!(condition.predicates[1].field, "StateStatus");
    }

    #[test]
    fn strings_undouble_apostrophes_and_keep_case_and_tildes() {
        assert_eq!(
            one("ProductName = 'Gilligan''s Island ~ Plan'").test,
            Test::Compare(
                CmpOp::Eq,
                Literal::Text("Gilligan's Island ~ Plan".to_owned())
            )
        );
        assert_eq!(
            one("ProductName not like 'Average ~% Of%'").test,
            Test::Like {
                negated: true,
                pattern: "Average ~% Of%".to_owned(),
            }
        );
        assert_eq!(
            one("X = ''''").test,
            Test::Compare(CmpOp::Eq, Literal::Text("'".to_owned()))
        );
    }

    #[test]
    fn in_lists_take_any_scalars() {
        assert_eq!(
            one("FilingSERFFTrackNum IN ('A-1', 'B-2',3, DATE '2020-01-01')").test,
            Test::In {
                negated: false,
                items: vec![
                    Literal::Text("A-1".to_owned()),
                    Literal::Text("B-2".to_owned()),
                    Literal::Number(3.0),
                    Literal::Date(at("2020-01-01")),
                ],
            }
        );
    }

    #[test]
    fn what_the_grammar_does_not_have_is_a_parse_error() {
        for bad in [
            "",
            "   ",
            "A = 1 OR B = 2",
            "(A = 1)",
            "A IS NULL",
            "A = 'open",
            "A = ",
            "A == 1",
            "A != 1",
            "A BETWEEN 1 2",
            "A BETWEEN 1",
            "A IN ()",
            "A IN (1, 2",
            "A NOT = 1",
            "A LIKE 5",
            "A = 1 AND",
            "A = 1 B = 2",
            "AND = 1",
            "A = DATE 'E'",
            "A = DATE '2022-02-30'",
            "A = DATE '2022-2-3'",
            "A = DATE '2022-02-03T10:00:00'",
            "A = 1.",
            "A = 1.2.3",
            "A = 12abc",
            "A = -",
            "A = \"x\"",
            "A = 1;",
        ] {
            assert!(parse(bad).is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn errors_say_where() {
        let error = parse("A = 1 AND B ~ 2").expect_err("fails");

        assert!(error.0.contains("character 13"), "{}", error.0);
    }
}
