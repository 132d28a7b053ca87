//! Response bodies compared as snapshots (insta): the expected body is a committed file in
//! `snapshots/` beside the test. A body that differs fails the test; `INSTA_UPDATE=always`
//! rewrites the files (or `cargo insta review`, when installed, shows each change).

use insta::internals::{Content, ContentPath, Redaction};

/// Redacts a key the test inserted: the value must equal `expected` (the test fails when it
/// does not) and the snapshot shows `[name]`. The snapshot then says which row a key refers
/// to, as the test's own variables did, instead of a number that depends on insert order.
pub fn key(name: &'static str, expected: i32) -> Redaction {
    insta::dynamic_redaction(move |value: Content, path: ContentPath<'_>| {
        assert_eq!(
            value.as_i64(),
            Some(i64::from(expected)),
            "{path} is not the key of {name}"
        );
        format!("[{name}]")
    })
}

/// Redacts a text key the test inserted (an attachment's UUID): as [`key`].
pub fn text_key(name: &'static str, expected: String) -> Redaction {
    insta::dynamic_redaction(move |value: Content, path: ContentPath<'_>| {
        assert_eq!(
            value.as_str(),
            Some(expected.as_str()),
            "{path} is not the key of {name}"
        );
        format!("[{name}]")
    })
}

/// Redacts an instant the server chose (RFC 3339 in UTC, e.g. `2026-01-31T21:05:00.123Z`),
/// checking its shape, as `[instant]`.
pub fn utc_instant() -> Redaction {
    insta::dynamic_redaction(|value: Content, path: ContentPath<'_>| {
        let text = value.as_str().unwrap_or_default();
        assert!(
            text.len() >= 20 && text.ends_with('Z') && text.as_bytes().get(10) == Some(&b'T'),
            "{path} is not an instant in UTC: {text:?}"
        );
        "[instant]"
    })
}

/// Redacts a time of day as staff screens show it (`01/31/2026 09:05 PM`), checking its shape,
/// as `[minute]`.
pub fn local_minute() -> Redaction {
    insta::dynamic_redaction(|value: Content, path: ContentPath<'_>| {
        let text = value.as_str().unwrap_or_default();
        assert!(
            text.len() == "01/31/2026 09:05 PM".len()
                && (text.ends_with(" AM") || text.ends_with(" PM")),
            "{path} is not a date and time of day: {text:?}"
        );
        "[minute]"
    })
}
