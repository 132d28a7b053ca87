//! A parsed condition checked against a form's fields (unknown field → client code 1008, a
//! literal that cannot be compared with its field → 1007) and evaluated row by row, as SQL
//! would: a null value satisfies no predicate, not even a negated one.

use std::cmp::Ordering;

use chrono::NaiveDateTime;

use super::condition::{CmpOp, Condition, Literal, ParseError, Test, date};
use super::fields::{Field, Row};
use super::values::{Value, ValueKind, compare_numbers};

/// Why a condition cannot be used with a form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum CompileError {
    /// It names a field the form does not have (1008).
    UnknownField(String),
    /// It compares a field with something it cannot be compared with (1007).
    Mismatch(String),
}

/// A literal in the kind of its field.
#[derive(Debug, Clone, PartialEq)]
enum Operand {
    Text(String),
    Number(f64),
    Time(NaiveDateTime),
}

#[derive(Debug, Clone)]
enum Check {
    Compare(CmpOp, Operand),
    Like(bool, Like),
    Between(bool, Operand, Operand),
    In(bool, Vec<Operand>),
}

/// One compiled predicate.
#[derive(Debug, Clone)]
struct Clause {
    field: &'static Field,
    check: Check,
}

/// A condition ready to test rows.
#[derive(Debug, Clone)]
pub(super) struct Filter {
    clauses: Vec<Clause>,
}

impl Filter {
    /// `condition` against the fields `resolve` finds by name.
    pub(super) fn compile(
        condition: &Condition,
        resolve: impl Fn(&str) -> Option<&'static Field>,
    ) -> Result<Self, CompileError> {
        let mut clauses = Vec::with_capacity(condition.predicates.len());
        for predicate in &condition.predicates {
            let field = resolve(&predicate.field)
                .ok_or_else(|| CompileError::UnknownField(predicate.field.clone()))?;
            let operand = |literal: &Literal| operand(field, literal);
            let check = match &predicate.test {
                Test::Compare(op, literal) => Check::Compare(*op, operand(literal)?),
                Test::Like { negated, pattern } => Check::Like(
                    *negated,
                    Like::new(pattern).map_err(|e| CompileError::Mismatch(e.0))?,
                ),
                Test::Between { negated, low, high } => {
                    Check::Between(*negated, operand(low)?, operand(high)?)
                }
                Test::In { negated, items } => Check::In(
                    *negated,
                    items.iter().map(operand).collect::<Result<_, _>>()?,
                ),
            };
            clauses.push(Clause { field, check });
        }
        Ok(Self { clauses })
    }

    /// Whether `row` satisfies every predicate on fields of `level` (filing-level fields are
    /// the same for every row of a filing, so they are tested once per filing).
    pub(super) fn accepts(&self, row: &Row<'_>, filing_level: bool) -> bool {
        self.clauses
            .iter()
            .filter(|c| c.field.filing_level == filing_level)
            .all(|c| c.holds(&(c.field.get)(row)))
    }
}

impl Clause {
    fn holds(&self, value: &Option<Value>) -> bool {
        let Some(value) = value else {
            return false;
        };
        let order = |operand: &Operand| compare(value, operand);
        match &self.check {
            Check::Compare(op, operand) => order(operand).is_some_and(|o| match op {
                CmpOp::Eq => o == Ordering::Equal,
                CmpOp::Ne => o != Ordering::Equal,
                CmpOp::Lt => o == Ordering::Less,
                CmpOp::Gt => o == Ordering::Greater,
                CmpOp::Le => o != Ordering::Greater,
                CmpOp::Ge => o != Ordering::Less,
            }),
            Check::Like(negated, like) => like.matches(&value.to_wire()) != *negated,
            Check::Between(negated, low, high) => match (order(low), order(high)) {
                (Some(from), Some(to)) => {
                    (from != Ordering::Less && to != Ordering::Greater) != *negated
                }
                _ => false,
            },
            Check::In(negated, items) => {
                let orders: Vec<Option<Ordering>> = items.iter().map(order).collect();
                if orders.iter().any(Option::is_none) && *negated {
                    // Unknown against one item: SQL's NOT IN is then not true.
                    return false;
                }
                orders.contains(&Some(Ordering::Equal)) != *negated
            }
        }
    }
}

/// `literal` in the kind of `field`, if the two can be compared.
fn operand(field: &Field, literal: &Literal) -> Result<Operand, CompileError> {
    let mismatch = |what: &str| {
        Err(CompileError::Mismatch(format!(
            "{} holds {what} and cannot be compared with {}",
            field.name,
            match literal {
                Literal::Text(t) => format!("'{t}'"),
                Literal::Number(n) => n.to_string(),
                Literal::Date(d) => format!("DATE '{d}'"),
            }
        )))
    };
    match (field.kind, literal) {
        (ValueKind::Text, Literal::Text(t)) => Ok(Operand::Text(t.clone())),
        (ValueKind::Text | ValueKind::Number, Literal::Number(n)) => Ok(Operand::Number(*n)),
        (ValueKind::Number, Literal::Text(t)) => match t.trim().parse() {
            Ok(n) => Ok(Operand::Number(n)),
            Err(_) => mismatch("numbers"),
        },
        (ValueKind::Date, Literal::Date(d)) => Ok(Operand::Time(*d)),
        // As Oracle reads a string compared with a date: in the default format.
        (ValueKind::Date, Literal::Text(t)) => match date(t) {
            Ok(d) => Ok(Operand::Time(d)),
            Err(_) => mismatch("dates"),
        },
        (ValueKind::Text, Literal::Date(_)) => mismatch("text"),
        (ValueKind::Number, Literal::Date(_)) => mismatch("numbers"),
        (ValueKind::Date, Literal::Number(_)) => mismatch("dates"),
    }
}

/// How `value` compares with `operand`; `None` when they cannot be compared (text that is not
/// a number against a number).
fn compare(value: &Value, operand: &Operand) -> Option<Ordering> {
    match operand {
        Operand::Text(text) => match value {
            Value::Text(own) => Some(own.as_str().cmp(text.as_str())),
            other => Some(other.to_wire().as_str().cmp(text.as_str())),
        },
        Operand::Number(number) => compare_numbers(value.number()?, *number),
        Operand::Time(time) => Some(value.local_time()?.cmp(time)),
    }
}

/// A LIKE pattern: `%` any run, `_` any one character, `~` makes the next `%`, `_` or `~`
/// plain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Like(Vec<Piece>);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Piece {
    Char(char),
    One,
    Any,
}

impl Like {
    /// The pattern of a LIKE literal.
    pub(super) fn new(pattern: &str) -> Result<Self, ParseError> {
        let mut pieces = Vec::new();
        let mut chars = pattern.chars();
        while let Some(c) = chars.next() {
            pieces.push(match c {
                '%' => Piece::Any,
                '_' => Piece::One,
                '~' => match chars.next() {
                    Some(escaped @ ('%' | '_' | '~')) => Piece::Char(escaped),
                    _ => {
                        return Err(ParseError(format!(
                            "in LIKE '{pattern}', ~ must be followed by %, _ or ~"
                        )));
                    }
                },
                other => Piece::Char(other),
            });
        }
        Ok(Self(pieces))
    }

    /// Whether `text` matches, case-sensitively.
    pub(super) fn matches(&self, text: &str) -> bool {
        let text: Vec<char> = text.chars().collect();
        // Classic wildcard matching with one backtrack point for the last `%`.
        let (mut p, mut t) = (0, 0);
        let mut star: Option<(usize, usize)> = None;
        while t < text.len() {
            match self.0.get(p) {
                Some(Piece::Any) => {
                    star = Some((p, t));
                    p += 1;
                }
                Some(Piece::One) => {
                    p += 1;
                    t += 1;
                }
                Some(Piece::Char(c)) if *c == text[t] => {
                    p += 1;
                    t += 1;
                }
                _ => match star {
                    Some((sp, st)) => {
                        p = sp + 1;
                        t = st + 1;
                        star = Some((sp, st + 1));
                    }
                    None => return false,
                },
            }
        }
        self.0[p..].iter().all(|piece| *piece == Piece::Any)
    }
}

#[cfg(test)]
mod tests {
    use super::super::condition::parse;
    use super::super::forms::Form;
    use super::*;

    fn like(pattern: &str, text: &str) -> bool {
        Like::new(pattern).expect("pattern").matches(text)
    }

    #[test]
    fn like_has_two_wildcards_and_a_tilde_escape() {
        assert!(like("A%", "ABCD-140000001"));
        assert!(like("%0001", "ABCD-140000001"));
        assert!(like("A_CD-%", "ABCD-1"));
        assert!(!like("A_CD-%", "ACD-1"));
        assert!(like("%", ""));
        assert!(like("%a%b%", "xxaxxbxx"));
        assert!(!like("a%b", "ab c"));
        assert!(like("Average ~% Of Sales", "Average % Of Sales"));
        assert!(!like("Average ~% Of Sales", "Average X Of Sales"));
        assert!(like("a~_b", "a_b") && !like("a~_b", "axb"));
        assert!(like("~~", "~"));
        assert!(!like("abc", "ABC"));
        assert!(Like::new("a~b").is_err());
        assert!(Like::new("a~").is_err());
    }

    fn compile(text: &str) -> Result<Filter, CompileError> {
        let condition = parse(text).expect("parses");
        Filter::compile(&condition, |name| Form::Filing.field(name))
    }

    #[test]
    fn unknown_fields_and_mismatched_literals_are_refused() {
        assert_eq!(
            compile("NoSuchField = 1").err(),
            Some(CompileError::UnknownField("NoSuchField".to_owned()))
        );
        assert!(matches!(
            compile("DateLastModified = 5"),
            Err(CompileError::Mismatch(_))
        ));
        assert!(matches!(
            compile("DateLastModified > 'yesterday'"),
            Err(CompileError::Mismatch(_))
        ));
        assert!(matches!(
            compile("ProductName LIKE 'x~'"),
            Err(CompileError::Mismatch(_))
        ));
        assert!(compile("DateLastModified > '2022-01-01 10:00:00'").is_ok());
        assert!(compile("datelastmodified > DATE '2022-01-01'").is_ok());
    }
}
