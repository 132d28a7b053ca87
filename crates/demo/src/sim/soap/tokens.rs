//! The condition's tokens: words (field names and keywords), string literals with `''` for
//! an apostrophe, numbers (`-12`, `3.5`), the six comparison operators, parentheses and
//! commas. Anything else is a parse error that says where it is.

use super::condition::{CmpOp, ParseError};

/// A token.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Token {
    /// A field name or keyword.
    Word(String),
    /// A string literal, apostrophes undoubled.
    Text(String),
    /// A number.
    Number(f64),
    /// A comparison operator.
    Op(CmpOp),
    /// `(`
    Open,
    /// `)`
    Close,
    /// `,`
    Comma,
}

/// Reads `text` into tokens, each with the character offset it starts at.
pub(super) fn tokens(text: &str) -> Result<Vec<(usize, Token)>, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        let token = match c {
            _ if c.is_whitespace() => {
                i += 1;
                continue;
            }
            '(' | ')' | ',' => {
                i += 1;
                match c {
                    '(' => Token::Open,
                    ')' => Token::Close,
                    _ => Token::Comma,
                }
            }
            '=' => {
                i += 1;
                Token::Op(CmpOp::Eq)
            }
            '<' | '>' => {
                let next = chars.get(i + 1).copied();
                let (op, width) = match (c, next) {
                    ('<', Some('>')) => (CmpOp::Ne, 2),
                    ('<', Some('=')) => (CmpOp::Le, 2),
                    ('>', Some('=')) => (CmpOp::Ge, 2),
                    ('<', _) => (CmpOp::Lt, 1),
                    _ => (CmpOp::Gt, 1),
                };
                i += width;
                Token::Op(op)
            }
            '\'' => {
                let mut value = String::new();
                i += 1;
                loop {
                    match chars.get(i) {
                        None => {
                            return Err(ParseError(format!(
                                "the string starting at character {} is not closed with '",
                                start + 1
                            )));
                        }
                        Some('\'') if chars.get(i + 1) == Some(&'\'') => {
                            value.push('\'');
                            i += 2;
                        }
                        Some('\'') => {
                            i += 1;
                            break;
                        }
                        Some(other) => {
                            value.push(*other);
                            i += 1;
                        }
                    }
                }
                Token::Text(value)
            }
            '-' | '0'..='9' => {
                i += 1;
                while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
                    i += 1;
                }
                let literal: String = chars[start..i].iter().collect();
                let well_formed = {
                    let digits = literal.strip_prefix('-').unwrap_or(&literal);
                    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, "0"));
                    !whole.is_empty()
                        && !fraction.is_empty()
                        && whole.chars().all(|d| d.is_ascii_digit())
                        && fraction.chars().all(|d| d.is_ascii_digit())
                };
                let glued = chars
                    .get(i)
                    .is_some_and(|n| n.is_alphanumeric() || *n == '_');
                match literal.parse::<f64>() {
                    Ok(number) if well_formed && !glued => Token::Number(number),
                    _ => {
                        return Err(ParseError(format!(
                            "{literal:?} at character {} is not a number",
                            start + 1
                        )));
                    }
                }
            }
            _ if c.is_ascii_alphabetic() => {
                while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                Token::Word(chars[start..i].iter().collect())
            }
            _ => {
                return Err(ParseError(format!(
                    "unexpected {c:?} at character {}",
                    start + 1
                )));
            }
        };
        out.push((start, token));
    }
    Ok(out)
}
