#![allow(clippy::unwrap_used)]

use chrono::TimeZone;

use super::*;

fn at(y: i32, mo: u32, d: u32, h: u32, mi: u32, s: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(y, mo, d, h, mi, s).unwrap()
}

// SPEC 4.2 / 9: statuses 0 Pending, 1 Published, 2 Rejected, 3 Posted.
#[test]
fn status_codes_map_to_descriptions() {
    // Arrange
    let expected = [
        (0, "Pending"),
        (1, "Published"),
        (2, "Rejected"),
        (3, "Posted"),
    ];

    for (code, description) in expected {
        // Act
        let status = CommentStatus::from_code(code).unwrap();

        // Assert
        assert_eq!(status.description(), description);
        assert_eq!(status.code(), code);
    }
    assert_eq!(CommentStatus::from_code(4), Err(CommentStatusError(4)));
    assert_eq!(CommentStatus::from_code(-1), Err(CommentStatusError(-1)));
}

// SPEC 9: published comment status 1; only 1 is ever shown publicly.
#[test]
fn only_published_is_public() {
    // Arrange
    let all = [
        CommentStatus::Pending,
        CommentStatus::Published,
        CommentStatus::Rejected,
        CommentStatus::Posted,
    ];

    // Act
    let public: Vec<CommentStatus> = all.into_iter().filter(|s| s.is_public()).collect();

    // Assert
    assert_eq!(public, [CommentStatus::Published]);
    assert_eq!(CommentStatus::default(), CommentStatus::Pending);
}

// The author sees Pending as awaiting review, Published as published, and both
// statuses never shown publicly (Rejected, and Posted per SPEC 4.2) as not published.
#[test]
fn each_status_tells_its_author_a_publication_state() {
    let expected = [
        (
            CommentStatus::Pending,
            "awaiting_review",
            "Received and awaiting review",
        ),
        (CommentStatus::Published, "published", "Published"),
        (CommentStatus::Rejected, "not_published", "Not published"),
        (CommentStatus::Posted, "not_published", "Not published"),
    ];

    for (status, code, words) in expected {
        let state = status.publication_state();

        assert_eq!(
            (state.code(), state.description()),
            (code, words),
            "{status}"
        );
        assert_eq!(state == PublicationState::Published, status.is_public());
    }
    assert_eq!(PublicationState::ALL.len(), 3);
}

// SPEC 3: comment status travels as a number.
#[test]
fn status_serializes_as_number() {
    // Arrange / Act
    let json = serde_json::to_string(&CommentStatus::Posted).unwrap();
    let back: CommentStatus = serde_json::from_str("1").unwrap();

    // Assert
    assert_eq!(json, "3");
    assert_eq!(back, CommentStatus::Published);
    assert!(serde_json::from_str::<CommentStatus>("9").is_err());
}

// SPEC 5.4: public comment: Submit is disabled while the text is empty.
#[test]
fn comment_text_rejects_empty_and_blank() {
    // Arrange
    let inputs = ["", "   ", "\n\t "];

    for input in inputs {
        // Act
        let result = CommentText::parse(input);

        // Assert
        assert_eq!(result, Err(CommentTextError::Empty));
    }
    assert_eq!(
        CommentTextError::Empty.to_string(),
        "Please enter a comment."
    );
}

// SPEC 5.4: the stored comment is the typed text without surrounding whitespace.
#[test]
fn comment_text_is_trimmed() {
    // Arrange
    let typed = "  The increase is too steep.\n";

    // Act
    let text = CommentText::parse(typed).unwrap();

    // Assert
    assert_eq!(text.as_str(), "The increase is too steep.");
}

// SPEC 9 (limit of the comments table): at most 4000 characters, counted as characters.
#[test]
fn comment_text_limit_counts_characters_not_bytes() {
    // Arrange
    let at_limit = "é".repeat(CommentText::MAX_CHARS);
    let over_limit = "a".repeat(CommentText::MAX_CHARS + 1);

    // Act
    let accepted = CommentText::parse(&at_limit);
    let refused = CommentText::parse(&over_limit);

    // Assert
    assert_eq!(accepted.map(|t| t.as_str().chars().count()), Ok(4000));
    assert_eq!(refused, Err(CommentTextError::TooLong { chars: 4001 }));
    assert_eq!(
        CommentTextError::TooLong { chars: 4001 }.to_string(),
        "Please shorten your comment to 4000 characters or fewer; it has 4001."
    );
}

// SPEC 7.2: commentary arrives as JSON and is checked on the way in.
#[test]
fn comment_text_deserializes_with_checks() {
    // Arrange / Act
    let good: CommentText = serde_json::from_str("\" hi \"").unwrap();
    let bad = serde_json::from_str::<CommentText>("\"  \"");

    // Assert
    assert_eq!(good.into_inner(), "hi");
    assert!(bad.is_err());
}

// SPEC 9: public comment period: 30 days while a filing is Submitted.
#[test]
fn period_is_open_until_just_before_30_days() {
    // Arrange
    let changed = at(2025, 3, 1, 12, 0, 0);
    let period = CommentPeriod::for_filing(&FilingStatus::Submitted, changed);
    let closes = at(2025, 3, 31, 12, 0, 0);

    // Act
    let at_start = period.is_open_at(changed);
    let last_second = period.is_open_at(closes - TimeDelta::seconds(1));
    let at_close = period.is_open_at(closes);

    // Assert
    assert_eq!(COMMENT_PERIOD_DAYS, 30);
    assert_eq!(period.closes_at(), Some(closes));
    assert!(at_start);
    assert!(last_second);
    assert!(!at_close);
}

// SPEC 9 / 4.1: the period runs only while the filing is Submitted.
#[test]
fn period_is_closed_for_any_other_status() {
    // Arrange
    let changed = at(2025, 3, 1, 12, 0, 0);
    let mut statuses = FilingStatus::KNOWN.to_vec();
    statuses.retain(|s| *s != FilingStatus::Submitted);
    statuses.push(FilingStatus::Other("Submitted?".to_owned()));

    for status in statuses {
        // Act
        let period = CommentPeriod::for_filing(&status, changed);

        // Assert
        assert!(!period.is_open_at(changed + TimeDelta::days(1)), "{status}");
        assert_eq!(period.closes_at(), None);
    }
}

// The period runs from 00:00 UTC of the submission date; the comment-period feed announces its
// start, so it is told only for a Submitted filing.
#[test]
fn a_submission_date_starts_the_period_at_midnight_utc() {
    // Arrange
    let submitted = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();

    // Act
    let period = CommentPeriod::for_submission(&FilingStatus::Submitted, submitted);
    let other = CommentPeriod::for_submission(&FilingStatus::UnderReview, submitted);

    // Assert
    assert_eq!(period.opens_at(), Some(at(2026, 3, 1, 0, 0, 0)));
    assert_eq!(period.closes_at(), Some(at(2026, 3, 31, 0, 0, 0)));
    assert_eq!(other.opens_at(), None);
}

// The bound a reader of open periods may stop at: every day from it on may be open at `now`,
// the day before it never is.
#[test]
fn the_earliest_open_submission_is_the_first_day_whose_period_outlasts_now() {
    for now in [
        at(2026, 3, 31, 0, 0, 0),
        at(2026, 3, 31, 0, 0, 1),
        at(2026, 3, 31, 23, 59, 59),
    ] {
        // Act
        let earliest = CommentPeriod::earliest_open_submission(now);

        // Assert
        let open = |day: NaiveDate| {
            CommentPeriod::for_submission(&FilingStatus::Submitted, day).is_open_at(now)
        };
        assert_eq!(
            earliest,
            NaiveDate::from_ymd_opt(2026, 3, 2).unwrap(),
            "{now}"
        );
        assert!(open(earliest), "{now}");
        assert!(!open(earliest.pred_opt().unwrap()), "{now}");
    }
}

// PostgreSQL text cannot hold NUL; a comment with one is refused, saying
// which character and where in the typed text (surrounding whitespace counted).
#[test]
fn comment_text_refuses_nul_and_other_control_characters() {
    // Arrange
    let cases = [
        ("Too\u{0} high", '\u{0}', 4),
        ("  \u{1b}[2J cleared", '\u{1b}', 3),
        ("bell\u{7}", '\u{7}', 5),
        ("del\u{7f}", '\u{7f}', 4),
        ("next line\u{85}here", '\u{85}', 10),
        ("form\u{c}feed", '\u{c}', 5),
    ];

    for (typed, character, position) in cases {
        // Act
        let result = CommentText::parse(typed);

        // Assert
        assert_eq!(
            result,
            Err(CommentTextError::Control(ControlCharacter {
                character,
                position
            })),
            "{typed:?}"
        );
    }
    assert_eq!(
        CommentTextError::Control(ControlCharacter {
            character: '\u{0}',
            position: 4
        })
        .to_string(),
        "The comment contains an invisible control character (U+0000 at character 4), which cannot be stored. Please delete it and submit the comment again."
    );
}

// Tabs and line breaks stay; markup, spreadsheet formulas and any script are
// ordinary text, kept exactly (escaping is the job of whatever displays or exports it).
#[test]
fn comment_text_keeps_line_breaks_markup_formulas_and_unicode_verbatim() {
    // Arrange
    let inputs = [
        "Line one\r\nLine two\n\tindented",
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "=HYPERLINK(\"http://evil.example\",\"x\")",
        "+cmd|' /C calc'!A0",
        "@SUM(1)",
        "-1+1",
        "Prämie 保险费 🚑 \u{202e}txt.exe e\u{301}",
    ];

    for input in inputs {
        // Act
        let text = CommentText::parse(input).unwrap();

        // Assert
        assert_eq!(text.as_str(), input);
    }
}

// SPEC 7.2: a NUL arriving in JSON is refused by the same check.
#[test]
fn comment_text_deserialization_refuses_nul() {
    // Arrange / Act
    let result = serde_json::from_str::<CommentText>(r#""a\u0000b""#);

    // Assert
    assert!(result.is_err());
}
