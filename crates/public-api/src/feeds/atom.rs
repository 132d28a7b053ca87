//! Atom 1.0 documents (RFC 4287), written by `atom_syndication`, which escapes every text and
//! attribute. A character XML 1.0 cannot hold (a control character in a name from the
//! rate-filing system) becomes U+FFFD first, so no data can break a reader or smuggle markup
//! into it.

use atom_syndication as syndication;
use chrono::{DateTime, FixedOffset, SubsecRound, Utc};

/// The `Content-Type` of every feed.
pub const CONTENT_TYPE: &str = "application/atom+xml; charset=utf-8";

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

/// `feed` as an Atom document, UTF-8, indented by two spaces.
pub fn write(feed: &Feed) -> Result<Vec<u8>, syndication::Error> {
    let document = syndication::Feed {
        id: safe(&feed.id),
        title: syndication::Text::plain(safe(&feed.title)),
        subtitle: Some(syndication::Text::plain(safe(&feed.subtitle))),
        updated: timestamp(feed.updated),
        authors: vec![syndication::Person {
            name: safe(&feed.author.name),
            email: Some(safe(&feed.author.email)),
            uri: Some(safe(&feed.author.uri)),
            ..Default::default()
        }],
        links: vec![
            link("self", "application/atom+xml", &feed.self_link),
            link("alternate", "text/html", &feed.page_link),
        ],
        rights: Some(syndication::Text::plain(safe(&feed.rights))),
        generator: Some(syndication::Generator {
            value: safe(&feed.generator.name),
            uri: Some(safe(&feed.generator.uri)),
            version: None,
        }),
        entries: feed.entries.iter().map(entry).collect(),
        ..Default::default()
    };
    let config = syndication::WriteConfig {
        write_document_declaration: true,
        indent_size: Some(2),
    };
    document.write_with_config(Vec::new(), config)
}

fn entry(entry: &Entry) -> syndication::Entry {
    let (term, label) = &entry.category;
    syndication::Entry {
        id: safe(&entry.id),
        title: syndication::Text::plain(safe(&entry.title)),
        updated: timestamp(entry.updated),
        published: entry.published.map(timestamp),
        links: vec![link("alternate", "text/html", &entry.page_link)],
        categories: vec![syndication::Category {
            term: safe(term),
            scheme: None,
            label: Some(safe(label)),
        }],
        summary: Some(syndication::Text::plain(safe(&entry.summary))),
        content: Some(syndication::Content {
            content_type: Some("html".to_owned()),
            value: Some(safe(&entry.content_html)),
            ..Default::default()
        }),
        ..Default::default()
    }
}

/// `<link rel="…" type="…" href="…"/>`.
fn link(rel: &str, media_type: &str, href: &str) -> syndication::Link {
    syndication::Link {
        href: safe(href),
        rel: rel.to_owned(),
        mime_type: Some(media_type.to_owned()),
        ..Default::default()
    }
}

/// The instant to the second, as Atom dates are written (`2026-03-02T09:30:00+00:00`).
fn timestamp(at: DateTime<Utc>) -> DateTime<FixedOffset> {
    at.trunc_subsecs(0).fixed_offset()
}

/// `text` with every character XML 1.0 forbids (control characters but tab and line breaks,
/// U+FFFE, U+FFFF) replaced by U+FFFD.
fn safe(text: &str) -> String {
    let allowed = |c: char| {
        matches!(c, '\t' | '\n' | '\r' | ' '..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}')
            || c >= '\u{10000}'
    };
    text.chars()
        .map(|c| if allowed(c) { c } else { '\u{FFFD}' })
        .collect()
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
            r#"<?xml version="1.0"?>"#,
            r#"<feed xmlns="http://www.w3.org/2005/Atom">"#,
            "<id>tag:healthrates.example.gov,2026:feeds/filings</id>",
            "<title>Rate filings</title>",
            "<updated>2026-03-02T09:30:00+00:00</updated>",
            "<name>Insurance Department</name>",
            r#"<link href="https://healthrates.example.gov/ws/feeds/filings.atom" rel="self" type="application/atom+xml"/>"#,
            r#"<link href="https://healthrates.example.gov/rates" rel="alternate" type="text/html"/>"#,
            r#"<generator uri="https://healthrates.example.gov/ws/docs">Health Insurance Rate Review</generator>"#,
            "<entry>",
            "<published>2026-03-02T09:30:00+00:00</published>",
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

    // Atom dates are compared to the second; the stored instants carry microseconds.
    #[test]
    fn dates_are_written_to_the_second() {
        let mut precise = entry("Submitted: Acme");
        precise.updated = at(2) + chrono::TimeDelta::microseconds(987_654);

        let xml = written(&feed(vec![precise]));

        assert!(
            xml.contains("<updated>2026-03-02T09:30:00+00:00</updated>"),
            "{xml}"
        );
        assert!(!xml.contains(".987"), "{xml}");
    }

    #[test]
    fn an_entry_without_a_publication_date_has_no_published_element() {
        let mut undated = entry("Accepted: Acme");
        undated.published = None;

        let xml = written(&feed(vec![undated]));

        assert!(!xml.contains("<published>"), "{xml}");
    }
}
