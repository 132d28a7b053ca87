//! Writing HTML text: escaping, inline code spans, paragraphs.

use quick_xml::escape::escape;

/// `text` HTML-escaped (`&`, `<`, `>`, quotes).
pub fn text(text: &str) -> String {
    escape(text).into_owned()
}

/// `text` escaped, with each `code` span between backticks set as `<code>`, as the
/// document's descriptions (Rust doc comments) mark code.
pub fn inline(text: &str) -> String {
    let escaped = escape(text);
    let parts: Vec<&str> = escaped.split('`').collect();
    if parts.len().is_multiple_of(2) {
        // An unpaired backtick: leave the text as it is.
        return escaped.into_owned();
    }
    parts
        .iter()
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 1 {
                format!("<code>{part}</code>")
            } else {
                (*part).to_owned()
            }
        })
        .collect()
}

/// `description` as paragraphs: a blank line parts them, a single line break is a wrapped line.
pub fn paragraphs(description: &str) -> String {
    description
        .split("\n\n")
        .map(|paragraph| {
            paragraph
                .split('\n')
                .map(str::trim)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .filter(|paragraph| !paragraph.is_empty())
        .map(|paragraph| format!("<p>{}</p>\n", inline(&paragraph)))
        .collect()
}

/// A name usable as a fragment id: lower-case letters, digits and hyphens.
pub fn slug(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect::<String>()
        .split('-')
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// A table with its caption (already escaped), column headings and rows, in a box of its own
/// that scrolls sideways on a narrow screen (focusable and named, so a keyboard can scroll it)
/// rather than widening the page.
pub fn table(caption: &str, headings: &[&str], rows: &str) -> String {
    let headings: String = headings
        .iter()
        .map(|heading| format!("<th scope=\"col\">{}</th>", text(heading)))
        .collect();
    format!(
        "<div class=\"scroll-box\" role=\"region\" aria-label=\"{caption}\" tabindex=\"0\">\n\
         <table>\n<caption>{caption}</caption>\n<thead><tr>{headings}</tr></thead>\n\
         <tbody>\n{rows}</tbody>\n</table>\n</div>\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_backticks_become_code() {
        assert_eq!(
            inline("The `companyPk` of <b>\"Acme\"</b> & co"),
            "The <code>companyPk</code> of &lt;b&gt;&quot;Acme&quot;&lt;/b&gt; &amp; co"
        );
        assert_eq!(inline("an odd ` tick"), "an odd ` tick");
    }

    #[test]
    fn blank_lines_part_paragraphs_and_single_breaks_are_wrapped_lines() {
        assert_eq!(
            paragraphs("One\nline.\n\nTwo."),
            "<p>One line.</p>\n<p>Two.</p>\n"
        );
    }

    #[test]
    fn slugs_keep_letters_and_digits() {
        assert_eq!(slug("rate filings"), "rate-filings");
        assert_eq!(slug("get_/compare-plans/{year}"), "get-compare-plans-year");
    }
}
