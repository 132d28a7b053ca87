//! What the writer and the reader of SOAP messages share: the namespaces, which characters XML 1.0
//! allows, text escaping, and where in a body something was found.

use std::fmt;

/// SOAP 1.1 envelope namespace (prefix `env` in the NAIC client's requests).
pub const SOAP_ENV_NS: &str = "http://schemas.xmlsoap.org/soap/envelope/";
/// SOAP 1.1 encoding namespace (declared by the NAIC client as `enc`, never used in bodies).
pub const SOAP_ENC_NS: &str = "http://schemas.xmlsoap.org/soap/encoding/";
/// XML Schema namespace (declared as `xsd`).
pub const XSD_NS: &str = "http://www.w3.org/2001/XMLSchema";
/// XML Schema instance namespace (declared as `xsi`; `xsi:nil` may mark a null value).
pub const XSI_NS: &str = "http://www.w3.org/2001/XMLSchema-instance";
/// The namespace of every request and response element of the State API (prefix `ns0`).
pub const TYPES_NS: &str = "uri:StateApiService.types";

/// Whether `c` may appear in an XML 1.0 document (production `Char`): tab, line feed, carriage
/// return, and everything from U+0020 except the surrogates (which a Rust `char` cannot hold)
/// and U+FFFE/U+FFFF. Free-text fields in SERFF can hold other control characters, which the
/// server sends raw (reference §9); they make the whole answer unreadable as XML.
pub fn is_xml10_char(c: char) -> bool {
    matches!(c,
        '\u{9}' | '\u{A}' | '\u{D}'
        | '\u{20}'..='\u{D7FF}'
        | '\u{E000}'..='\u{FFFD}'
        | '\u{10000}'..='\u{10FFFF}')
}

/// The first character of `text` that XML 1.0 does not allow, with its byte offset.
pub fn first_illegal_char(text: &str) -> Option<(usize, char)> {
    text.char_indices().find(|(_, c)| !is_xml10_char(*c))
}

/// `text` escaped for element content: `&`, `<` and `>` as entities, and a carriage return as
/// `&#xD;` (a raw one would reach the server as a line feed, since XML parsers normalise line
/// ends). The caller has already refused characters XML 1.0 does not allow.
pub fn escape_text(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\r' => out.push_str("&#xD;"),
            c => out.push(c),
        }
    }
}

/// A place in an answer's body: byte offset from its start, and the line and column (both from
/// 1, the column counted in characters) a person finds it at in an editor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextPosition {
    /// Bytes before the place.
    pub offset: u64,
    /// Line, from 1.
    pub line: u64,
    /// Column in characters, from 1.
    pub column: u64,
}

impl TextPosition {
    /// The position of byte `offset` in `body` (clamped to its end).
    pub fn locate(body: &[u8], offset: usize) -> Self {
        let offset = offset.min(body.len());
        let before = &body[..offset];
        let line_start = before
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |i| i + 1);
        let line = before.iter().filter(|b| **b == b'\n').count() + 1;
        // Characters, not bytes: UTF-8 continuation bytes do not start a column.
        let column = before[line_start..]
            .iter()
            .filter(|b| (**b & 0xC0) != 0x80)
            .count()
            + 1;
        Self {
            offset: u64::try_from(offset).unwrap_or(u64::MAX),
            line: u64::try_from(line).unwrap_or(u64::MAX),
            column: u64::try_from(column).unwrap_or(u64::MAX),
        }
    }
}

impl fmt::Display for TextPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {} (byte {})",
            self.line, self.column, self.offset
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_other_than_tab_and_line_ends_are_illegal() {
        assert!(is_xml10_char('\t') && is_xml10_char('\n') && is_xml10_char('\r'));
        assert!(is_xml10_char('é') && is_xml10_char('😀'));
        for c in [
            '\u{0}', '\u{1}', '\u{8}', '\u{B}', '\u{C}', '\u{1F}', '\u{FFFE}', '\u{FFFF}',
        ] {
            assert!(!is_xml10_char(c), "{c:?}");
        }
        assert_eq!(first_illegal_char("ok\u{2}no"), Some((2, '\u{2}')));
        assert_eq!(first_illegal_char("all fine"), None);
    }

    #[test]
    fn markup_characters_are_escaped_and_quotes_are_not() {
        let mut out = String::new();
        escape_text("a < b && c > 'd' \"e\"\r\n", &mut out);
        assert_eq!(out, "a &lt; b &amp;&amp; c &gt; 'd' \"e\"&#xD;\n");
    }

    #[test]
    fn positions_count_lines_and_characters() {
        let body = "<a>\n  <b>é\u{1}</b>".as_bytes();
        let offset = body.iter().position(|b| *b == 1).unwrap_or(0);

        let position = TextPosition::locate(body, offset);

        assert_eq!(
            position,
            TextPosition {
                offset: 11,
                line: 2,
                column: 7
            }
        );
        assert_eq!(position.to_string(), "line 2, column 7 (byte 11)");
    }
}
