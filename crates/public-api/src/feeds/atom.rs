//! Atom 1.0 documents (RFC 4287) written with quick-xml. Every text and attribute is escaped,
//! and a character XML 1.0 cannot hold (a control character in a name from the rate-filing
//! system) becomes U+FFFD, so no data can break a reader or smuggle markup into it.

use std::borrow::Cow;
use std::io;

use chrono::{DateTime, SecondsFormat, Utc};
use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesText, Event};

/// The `Content-Type` of every feed.
pub const CONTENT_TYPE: &str = "application/atom+xml; charset=utf-8";

/// The Atom namespace.
const ATOM_NAMESPACE: &str = "http://www.w3.org/2005/Atom";

/// A feed document (`atom:feed`).
#[derive(Debug, Clone, PartialEq)]
pub struct Feed {
    /// A permanent id (a `tag:` URI).
    pub id: String,
    /// Its title, as text.
    pub title: String,
    /// What it announces, as text.
    pub subtitle: String,
    /// When it last changed in a way readers should see.
    pub updated: DateTime<Utc>,
    /// Who publishes it.
    pub author: Person,
    /// Its own address (`rel="self"`).
    pub self_link: String,
    /// The HTML page it follows (`rel="alternate"`).
    pub page_link: String,
    /// Under what terms it may be reused, as text.
    pub rights: String,
    /// What wrote it.
    pub generator: Generator,
    /// The entries, newest first.
    pub entries: Vec<Entry>,
}

/// A person or body (`atom:author`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Person {
    /// Name.
    pub name: String,
    /// E-mail address.
    pub email: String,
    /// Home page.
    pub uri: String,
}

/// The software that wrote a feed (`atom:generator`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generator {
    /// Its name.
    pub name: String,
    /// Where to read about it.
    pub uri: String,
}

/// One entry (`atom:entry`).
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// A permanent id, different for every event announced.
    pub id: String,
    /// Its title, as text.
    pub title: String,
    /// When the event happened.
    pub updated: DateTime<Utc>,
    /// When the entry first appeared, where known.
    pub published: Option<DateTime<Utc>>,
    /// The HTML page the entry is about (`rel="alternate"`).
    pub page_link: String,
    /// Its category: `(term, label)`.
    pub category: (String, String),
    /// A one-sentence summary, as text.
    pub summary: String,
    /// The details, as an HTML fragment whose every value is already HTML-escaped (see
    /// [`super::content`]); written here as escaped text (`type="html"`).
    pub content_html: String,
}

/// `feed` as an Atom document, UTF-8.
pub fn write(feed: &Feed) -> io::Result<Vec<u8>> {
    let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
    writer.write_event(Event::Decl(BytesDecl::new("1.0", Some("utf-8"), None)))?;
    writer
        .create_element("feed")
        .with_attribute(("xmlns", ATOM_NAMESPACE))
        .write_inner_content(|w| {
            text_element(w, "id", None, &feed.id)?;
            text_element(w, "title", Some("text"), &feed.title)?;
            text_element(w, "subtitle", Some("text"), &feed.subtitle)?;
            text_element(w, "updated", None, &timestamp(feed.updated))?;
            w.create_element("author").write_inner_content(|w| {
                text_element(w, "name", None, &feed.author.name)?;
                text_element(w, "email", None, &feed.author.email)?;
                text_element(w, "uri", None, &feed.author.uri)?;
                Ok(())
            })?;
            link(w, "self", "application/atom+xml", &feed.self_link)?;
            link(w, "alternate", "text/html", &feed.page_link)?;
            text_element(w, "rights", Some("text"), &feed.rights)?;
            w.create_element("generator")
                .with_attribute(("uri", xml_safe(&feed.generator.uri).as_ref()))
                .write_text_content(BytesText::new(&xml_safe(&feed.generator.name)))?;
            for entry in &feed.entries {
                write_entry(w, entry)?;
            }
            Ok(())
        })?;
    Ok(writer.into_inner())
}

fn write_entry(w: &mut Writer<Vec<u8>>, entry: &Entry) -> io::Result<()> {
    w.create_element("entry").write_inner_content(|w| {
        text_element(w, "id", None, &entry.id)?;
        text_element(w, "title", Some("text"), &entry.title)?;
        text_element(w, "updated", None, &timestamp(entry.updated))?;
        if let Some(published) = entry.published {
            text_element(w, "published", None, &timestamp(published))?;
        }
        link(w, "alternate", "text/html", &entry.page_link)?;
        let (term, label) = &entry.category;
        w.create_element("category")
            .with_attribute(("term", xml_safe(term).as_ref()))
            .with_attribute(("label", xml_safe(label).as_ref()))
            .write_empty()?;
        text_element(w, "summary", Some("text"), &entry.summary)?;
        text_element(w, "content", Some("html"), &entry.content_html)?;
        Ok(())
    })?;
    Ok(())
}

/// `<name type="…">text</name>`, the text escaped.
fn text_element(
    w: &mut Writer<Vec<u8>>,
    name: &str,
    text_type: Option<&str>,
    text: &str,
) -> io::Result<()> {
    let mut element = w.create_element(name);
    if let Some(text_type) = text_type {
        element = element.with_attribute(("type", text_type));
    }
    element.write_text_content(BytesText::new(&xml_safe(text)))?;
    Ok(())
}

/// `<link rel="…" type="…" href="…"/>`.
fn link(w: &mut Writer<Vec<u8>>, rel: &str, media_type: &str, href: &str) -> io::Result<()> {
    w.create_element("link")
        .with_attribute(("rel", rel))
        .with_attribute(("type", media_type))
        .with_attribute(("href", xml_safe(href).as_ref()))
        .write_empty()?;
    Ok(())
}

/// An RFC 3339 date-time in UTC to the second, as Atom dates are written.
fn timestamp(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// `text` with every character XML 1.0 forbids (control characters but tab and line breaks,
/// U+FFFE, U+FFFF) replaced by U+FFFD.
fn xml_safe(text: &str) -> Cow<'_, str> {
    let allowed = |c: char| {
        matches!(c, '\t' | '\n' | '\r' | ' '..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}')
            || c >= '\u{10000}'
    };
    if text.chars().all(allowed) {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(
            text.chars()
                .map(|c| if allowed(c) { c } else { '\u{FFFD}' })
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use chrono::TimeZone;

    use super::*;

    fn at(day: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 3, day, 9, 30, 0).unwrap()
    }

    fn feed(entries: Vec<Entry>) -> Feed {
        Feed {
            id: "tag:healthrates.example.gov,2026:feeds/filings".into(),
            title: "Rate filings".into(),
            subtitle: "New filings".into(),
            updated: at(2),
            author: Person {
                name: "Insurance Department".into(),
                email: "rates@example.gov".into(),
                uri: "https://healthrates.example.gov".into(),
            },
            self_link: "https://healthrates.example.gov/ws/feeds/filings.atom".into(),
            page_link: "https://healthrates.example.gov/rates".into(),
            rights: "Free to reuse".into(),
            generator: Generator {
                name: "Health Insurance Rate Review".into(),
                uri: "https://healthrates.example.gov/ws/docs".into(),
            },
            entries,
        }
    }

    fn entry(title: &str) -> Entry {
        Entry {
            id: "tag:healthrates.example.gov,2026:filing/7/status/1".into(),
            title: title.into(),
            updated: at(2),
            published: Some(at(2)),
            page_link: "https://healthrates.example.gov/company/3/rate/7/5/2".into(),
            category: ("Submitted".into(), "Submitted".into()),
            summary: title.into(),
            content_html: "<p>Acme &amp; Sons</p>".into(),
        }
    }

    fn written(feed: &Feed) -> String {
        String::from_utf8(write(feed).unwrap()).unwrap()
    }

    // RFC 4287 4.1.1: a feed names its id, title, updated, author and links; each entry its id,
    // title, updated, link and content.
    #[test]
    fn a_feed_has_every_element_atom_asks_for() {
        let xml = written(&feed(vec![entry("Submitted: Acme")]));

        for expected in [
            r#"<?xml version="1.0" encoding="utf-8"?>"#,
            r#"<feed xmlns="http://www.w3.org/2005/Atom">"#,
            "<id>tag:healthrates.example.gov,2026:feeds/filings</id>",
            r#"<title type="text">Rate filings</title>"#,
            "<updated>2026-03-02T09:30:00Z</updated>",
            "<name>Insurance Department</name>",
            r#"<link rel="self" type="application/atom+xml" href="https://healthrates.example.gov/ws/feeds/filings.atom"/>"#,
            r#"<link rel="alternate" type="text/html" href="https://healthrates.example.gov/rates"/>"#,
            r#"<generator uri="https://healthrates.example.gov/ws/docs">Health Insurance Rate Review</generator>"#,
            "<entry>",
            "<published>2026-03-02T09:30:00Z</published>",
            r#"<category term="Submitted" label="Submitted"/>"#,
            r#"<content type="html">&lt;p&gt;Acme &amp;amp; Sons&lt;/p&gt;</content>"#,
        ] {
            assert!(xml.contains(expected), "{expected} missing from\n{xml}");
        }
    }

    // Names and products come from outside; markup, entities, CDATA ends and quotes
    // stay text, and characters XML cannot hold are replaced rather than written.
    #[test]
    fn hostile_text_is_escaped_and_forbidden_characters_are_replaced() {
        let hostile = "<script>alert(\"x\")</script> & ]]> 'quoted'\u{1}\u{FFFF}";
        let mut with_hostile = feed(vec![entry(hostile)]);
        with_hostile.entries[0].category = (hostile.into(), hostile.into());

        let xml = written(&with_hostile);

        assert!(!xml.contains("<script"), "{xml}");
        assert!(!xml.contains("]]>"), "{xml}");
        assert!(!xml.contains('\u{1}') && !xml.contains('\u{FFFF}'), "{xml}");
        assert!(
            xml.contains(
                "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ]]&gt; &apos;quoted&apos;\u{FFFD}\u{FFFD}"
            ),
            "{xml}"
        );
        assert!(
            xml.contains("term=\"&lt;script&gt;alert(&quot;x&quot;)"),
            "{xml}"
        );
    }

    #[test]
    fn an_entry_without_a_publication_date_has_no_published_element() {
        let mut undated = entry("Accepted: Acme");
        undated.published = None;

        let xml = written(&feed(vec![undated]));

        assert!(!xml.contains("<published>"), "{xml}");
    }
}
