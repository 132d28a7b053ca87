//! Control characters in text a person types: comments, and every free-text field staff save.
//!
//! PostgreSQL `text` cannot hold NUL (U+0000), and the other control characters (the C0 set
//! but tab, line feed and carriage return; DEL; the C1 set) are never typed by a person: they
//! come from binary garbage, terminal escape sequences (ESC `[`) or attempts to confuse whoever
//! reads an export. Text holding one is refused, saying which and where, rather than silently
//! altered, so what is stored is exactly what was sent. Every other character (accents, other
//! scripts, emoji, right-to-left marks) is kept as it is.

use std::fmt;

/// A refused control character and where it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ControlCharacter {
    /// The character.
    pub character: char,
    /// Its position in the text, counting characters from 1.
    pub position: usize,
}

impl ControlCharacter {
    /// The character's Unicode code point, "U+0000".
    pub fn code_point(&self) -> String {
        format!("U+{:04X}", u32::from(self.character))
    }
}

impl fmt::Display for ControlCharacter {
    /// "U+0000 at character 12".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at character {}", self.code_point(), self.position)
    }
}

/// Whether `c` is refused: a control character (Unicode category Cc) other than tab, line
/// feed and carriage return.
pub fn is_refused(c: char) -> bool {
    c.is_control() && !matches!(c, '\t' | '\n' | '\r')
}

/// The first refused control character in `text`, if there is one.
pub fn first_control_character(text: &str) -> Option<ControlCharacter> {
    text.chars()
        .enumerate()
        .find(|(_, c)| is_refused(*c))
        .map(|(index, character)| ControlCharacter {
            character,
            position: index + 1,
        })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    // NUL, the other C0 controls, DEL and C1 are refused.
    #[test]
    fn nul_and_other_control_characters_are_refused() {
        // Arrange
        let refused = [
            '\0', '\u{1}', '\u{7}', '\u{8}', '\u{b}', '\u{c}', '\u{1b}', '\u{1f}',
        ]
        .into_iter()
        .chain(['\u{7f}', '\u{80}', '\u{85}', '\u{9f}']);

        for c in refused {
            // Act / Assert
            assert!(is_refused(c), "U+{:04X}", u32::from(c));
        }
    }

    // Tab and line breaks are part of what people type; everything else printable is kept.
    #[test]
    fn tabs_line_breaks_and_printable_text_are_kept() {
        // Arrange
        let kept = "\t\n\r aZ09<>&\"'=+-@|é漢😀\u{a0}\u{200b}\u{200d}\u{202e}\u{feff}\u{fffd}";

        // Act
        let found = first_control_character(kept);

        // Assert
        assert_eq!(found, None);
    }

    // The person is told which character and where, counting characters, not bytes.
    #[test]
    fn the_first_one_is_found_by_character_position() {
        // Arrange
        let text = "é😀ab\u{0}c\u{1b}[31m";

        // Act
        let found = first_control_character(text).unwrap();

        // Assert
        assert_eq!(
            found,
            ControlCharacter {
                character: '\0',
                position: 5
            }
        );
        assert_eq!(found.to_string(), "U+0000 at character 5");
    }
}
