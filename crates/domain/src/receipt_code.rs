//! The receipt code of a public comment: what a visitor keeps to look up
//! later whether the comment arrived and was published.
//!
//! 16 characters of Crockford's base 32 (digits and the letters but I, L, O and U), 80 bits
//! drawn by the caller from the operating system's random source, shown in four groups of four
//! (`7KQ2-M9XD-4HTB-Z1PA`). Read back forgivingly, as Crockford's alphabet intends: lower case,
//! spaces and dashes anywhere, I and L as 1, O as 0. No I/O here: the random bytes come in.

use std::fmt;

/// Crockford's base-32 alphabet: a digit's value is its index.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Why a typed receipt code cannot be one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReceiptCodeError {
    /// Longer than anyone types a 16-character code, however it is spaced.
    #[error(
        "A receipt code has 16 letters and digits, such as {example}; what was sent is {chars} characters long. Please copy the code from your receipt.",
        example = ReceiptCode::EXAMPLE
    )]
    TooLong {
        /// How many characters were sent.
        chars: usize,
    },
    /// A character that is neither part of the alphabet (or one of its look-alikes) nor a
    /// separator.
    #[error(
        "'{}' is not used in receipt codes, which hold the digits 0 to 9 and the letters A to Z but U, such as {example}. Please check the code against your receipt.",
        .0.escape_debug(),
        example = ReceiptCode::EXAMPLE
    )]
    Character(char),
    /// Not 16 letters and digits.
    #[error(
        "A receipt code has 16 letters and digits, such as {example}; this one has {0}. Please check the code against your receipt.",
        example = ReceiptCode::EXAMPLE
    )]
    Length(usize),
}

/// A receipt code, held in its canonical form: 16 upper-case characters of the alphabet.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct ReceiptCode([u8; ReceiptCode::LEN]);

impl ReceiptCode {
    /// Characters in a code.
    pub const LEN: usize = 16;
    /// Random bytes a code is made of: 80 bits, 5 per character.
    pub const RANDOM_BYTES: usize = 10;
    /// The most characters a typed code may have, separators included.
    pub const MAX_TYPED_CHARS: usize = 64;
    /// A well-formed code for messages and documentation.
    pub const EXAMPLE: &'static str = "7KQ2-M9XD-4HTB-Z1PA";

    /// The code that spells out `bytes`, 5 bits per character, most significant first.
    pub fn from_random_bytes(bytes: [u8; ReceiptCode::RANDOM_BYTES]) -> ReceiptCode {
        let mut value = bytes
            .iter()
            .fold(0u128, |value, byte| (value << 8) | u128::from(*byte));
        let mut code = [0u8; ReceiptCode::LEN];
        for slot in code.iter_mut().rev() {
            *slot = ALPHABET[(value & 0x1f) as usize];
            value >>= 5;
        }
        ReceiptCode(code)
    }

    /// Reads a code as a person may type or paste it: surrounding and inner white space and
    /// dashes are ignored, lower case is upper case, I and L are 1, O is 0.
    pub fn parse(text: &str) -> Result<ReceiptCode, ReceiptCodeError> {
        let chars = text.chars().count();
        if chars > ReceiptCode::MAX_TYPED_CHARS {
            return Err(ReceiptCodeError::TooLong { chars });
        }
        let mut code = [0u8; ReceiptCode::LEN];
        let mut len = 0;
        for c in text.chars().filter(|c| !is_separator(*c)) {
            let canonical = canonical_char(c).ok_or(ReceiptCodeError::Character(c))?;
            if let Some(slot) = code.get_mut(len) {
                *slot = canonical;
            }
            len += 1;
        }
        if len == ReceiptCode::LEN {
            Ok(ReceiptCode(code))
        } else {
            Err(ReceiptCodeError::Length(len))
        }
    }

    /// The 16 characters without separators: what is hashed and stored.
    pub fn canonical(&self) -> &str {
        // Every byte comes from ALPHABET, which is ASCII.
        std::str::from_utf8(&self.0).unwrap_or_default()
    }
}

/// Spaces and dashes (the hyphen, and the dashes a word processor turns it into) group a code.
fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, '-' | '\u{2010}'..='\u{2015}' | '\u{2212}')
}

/// The alphabet's character that `c` stands for, or `None` when it stands for none.
fn canonical_char(c: char) -> Option<u8> {
    let upper = u8::try_from(c).ok()?.to_ascii_uppercase();
    let canonical = match upper {
        b'I' | b'L' => b'1',
        b'O' => b'0',
        other => other,
    };
    ALPHABET.contains(&canonical).then_some(canonical)
}

/// Grouped for people: `7KQ2-M9XD-4HTB-Z1PA`.
impl fmt::Display for ReceiptCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let canonical = self.canonical();
        for (i, group) in [0, 4, 8, 12].into_iter().enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            f.write_str(canonical.get(group..group + 4).unwrap_or_default())?;
        }
        Ok(())
    }
}

/// Never printed whole in logs or panics: the code is a secret its holder keeps.
impl fmt::Debug for ReceiptCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ReceiptCode(..)")
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn bytes_are_spelled_five_bits_a_character_most_significant_first() {
        assert_eq!(
            ReceiptCode::from_random_bytes([0; 10]).canonical(),
            "0000000000000000"
        );
        assert_eq!(
            ReceiptCode::from_random_bytes([0xff; 10]).canonical(),
            "ZZZZZZZZZZZZZZZZ"
        );
        // 0x00..01 is the last character 1; 0x80 in the first byte is the top bit: 10000 = G.
        let mut one = [0u8; 10];
        one[9] = 1;
        assert_eq!(
            ReceiptCode::from_random_bytes(one).canonical(),
            "0000000000000001"
        );
        let mut top = [0u8; 10];
        top[0] = 0x80;
        assert_eq!(
            ReceiptCode::from_random_bytes(top).canonical(),
            "G000000000000000"
        );
    }

    #[test]
    fn a_code_is_shown_in_four_groups_and_read_back_as_itself() {
        let code = ReceiptCode::from_random_bytes([
            0x3a, 0x91, 0x07, 0xfe, 0x55, 0x00, 0xc4, 0x2b, 0x9d, 0x18,
        ]);

        let shown = code.to_string();

        assert_eq!(shown.len(), 19);
        assert_eq!(shown.matches('-').count(), 3);
        assert_eq!(ReceiptCode::parse(&shown).unwrap(), code);
        assert_eq!(ReceiptCode::parse(code.canonical()).unwrap(), code);
    }

    #[test]
    fn lower_case_spaces_dashes_and_look_alikes_are_read_as_crockford_intends() {
        let code = ReceiptCode::parse("7KQ2-M9XD-4HTB-Z1PA").unwrap();

        for typed in [
            "7kq2m9xd4htbz1pa",
            "  7KQ2 M9XD 4HTB Z1PA\n",
            "7KQ2–M9XD—4HTB-Z1PA",
            "7KQ2-M9XD-4HTB-ZIPA",
            "7KQ2-M9XD-4HTB-ZlPA",
        ] {
            assert_eq!(ReceiptCode::parse(typed).unwrap(), code, "{typed}");
        }
        assert_eq!(
            ReceiptCode::parse("oooo-oooo-oooo-oooo")
                .unwrap()
                .canonical(),
            "0000000000000000"
        );
    }

    #[test]
    fn u_other_symbols_and_wrong_lengths_are_refused_with_the_reason() {
        assert_eq!(
            ReceiptCode::parse("7KQ2-M9XD-4HTB-Z1PU"),
            Err(ReceiptCodeError::Character('U'))
        );
        assert_eq!(
            ReceiptCode::parse("7KQ2_M9XD"),
            Err(ReceiptCodeError::Character('_'))
        );
        assert_eq!(
            ReceiptCode::parse("é"),
            Err(ReceiptCodeError::Character('é'))
        );
        assert_eq!(ReceiptCode::parse(""), Err(ReceiptCodeError::Length(0)));
        assert_eq!(
            ReceiptCode::parse("7KQ2-M9XD-4HTB-Z1P"),
            Err(ReceiptCodeError::Length(15))
        );
        assert_eq!(
            ReceiptCode::parse("7KQ2-M9XD-4HTB-Z1PA-7"),
            Err(ReceiptCodeError::Length(17))
        );
        assert_eq!(
            ReceiptCode::parse(&"-".repeat(65)),
            Err(ReceiptCodeError::TooLong { chars: 65 })
        );
        let message = ReceiptCodeError::Length(15).to_string();
        assert!(
            message.contains("16 letters and digits") && message.contains("15"),
            "{message}"
        );
        assert!(
            ReceiptCodeError::Character('\0')
                .to_string()
                .starts_with("'\\0'")
        );
    }

    #[test]
    fn the_example_is_a_well_formed_code() {
        assert_eq!(
            ReceiptCode::parse(ReceiptCode::EXAMPLE)
                .unwrap()
                .to_string(),
            ReceiptCode::EXAMPLE
        );
    }

    #[test]
    fn debug_output_hides_the_code() {
        let code = ReceiptCode::parse(ReceiptCode::EXAMPLE).unwrap();

        assert_eq!(format!("{code:?}"), "ReceiptCode(..)");
    }
}
