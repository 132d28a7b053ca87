//! `GET /feeds/comment-periods.atom`: public comment periods of proposed rate changes (SPEC 9:
//! 30 days from the submission date while a filing is Submitted; `domain::CommentPeriod` is the
//! rule). One entry when a period opens, another when it enters its last
//! [`CLOSING_NOTICE_DAYS`] days; none while public commenting is off (SPEC 4.3).
//!
//! The feed changes as days pass without any data change, so it is built for each request
//! rather than kept in the generation-keyed cache.

use chrono::{DateTime, NaiveDate, TimeDelta, Utc};
use db::queries::filings::FeedFiling;
use domain::{COMMENT_PERIOD_DAYS, CommentPeriod, FilingStatus, format_us_date};

use super::atom::{Entry, Feed};
use super::content::ContentHtml;
use super::filing_entries::Announced;
use super::{FeedHead, MOST_ENTRIES, Publisher};

/// A period gets its "closes" entry when this many days or fewer remain.
pub const CLOSING_NOTICE_DAYS: i64 = 7;

/// What the feed is made of, read in one go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommentPeriodFilings {
    /// Whether public commenting is on (`GET /public-comments`).
    pub commenting_allowed: bool,
    /// The publicly listed Submitted filings submitted on
    /// [`CommentPeriod::earliest_open_submission`] or later.
    pub recent: Vec<FeedFiling>,
    /// The latest submission date of the publicly listed Submitted filings submitted before
    /// that: their periods have closed, the last of them when this one's did.
    pub latest_earlier_submission: Option<NaiveDate>,
    /// When the public data last changed (the data generation's bump).
    pub data_changed_at: DateTime<Utc>,
}

/// The feed as of `now`, newest entry first, at most [`MOST_ENTRIES`].
pub fn comment_period_feed(
    publisher: &Publisher<'_>,
    read: &CommentPeriodFilings,
    now: DateTime<Utc>,
) -> Feed {
    let mut head = FeedHead {
        tag: "feeds/comment-periods".to_owned(),
        title: "Public comment periods".to_owned(),
        subtitle: format!(
            "Proposed rate changes open for public comment: an entry when a filing's \
             {COMMENT_PERIOD_DAYS}-day comment period opens, and another when \
             {CLOSING_NOTICE_DAYS} days or fewer remain."
        ),
        file: "comment-periods.atom".to_owned(),
        page_path: "/rates".to_owned(),
    };
    if !read.commenting_allowed {
        head.subtitle = "Public commenting is closed at the moment, so no comment periods are \
                         listed; they return when the department reopens commenting."
            .to_owned();
        return publisher.feed(head, Vec::new(), read.data_changed_at);
    }

    let submitted = FilingStatus::Submitted;
    let mut last_close = read
        .latest_earlier_submission
        .and_then(|day| CommentPeriod::for_submission(&submitted, day).closes_at());
    let mut events: Vec<(DateTime<Utc>, i32, Entry)> = Vec::new();
    for announced in read
        .recent
        .iter()
        .filter_map(|filing| Announced::of(filing, None))
    {
        let period =
            CommentPeriod::for_submission(&announced.status(), announced.filing.submission_date);
        let (Some(opens_at), Some(closes_at)) = (period.opens_at(), period.closes_at()) else {
            continue;
        };
        if !period.is_open_at(now) {
            last_close = last_close.max(Some(closes_at));
            continue;
        }
        // A submission date still ahead: the period has not begun.
        if opens_at > now {
            continue;
        }
        let filing_id = announced.filing.filing_id;
        let notice_at = closes_at - TimeDelta::days(CLOSING_NOTICE_DAYS);
        if notice_at <= now {
            events.push((
                notice_at,
                filing_id,
                closing_entry(publisher, &announced, notice_at, closes_at),
            ));
        }
        events.push((
            opens_at,
            filing_id,
            opened_entry(publisher, &announced, opens_at, closes_at),
        ));
    }
    // Newest first; at one instant, the higher filing id first (as the filings feed orders).
    events.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    let entries: Vec<Entry> = events
        .into_iter()
        .take(MOST_ENTRIES)
        .map(|(_, _, entry)| entry)
        .collect();
    // Without entries, the feed last changed when the data did or, if later, when the last
    // period closed and took its entries away.
    let quiet_since = last_close.map_or(read.data_changed_at, |closed| {
        closed.max(read.data_changed_at)
    });
    publisher.feed(head, entries, quiet_since)
}

/// "Comment period open" for `announced`.
fn opened_entry(
    publisher: &Publisher<'_>,
    announced: &Announced<'_>,
    opens_at: DateTime<Utc>,
    closes_at: DateTime<Utc>,
) -> Entry {
    let filing = announced.filing;
    let closes_on = format_us_date(closes_at.date_naive());
    let content = ContentHtml::default().paragraph(&format!(
        "Anyone may comment on this proposed rate change on its Rate Page until {closes_on} at \
         00:00 UTC, when its {COMMENT_PERIOD_DAYS}-day public comment period closes. The \
         department considers the comments in its review."
    ));
    Entry {
        id: period_tag(publisher, announced, "open"),
        title: format!(
            "Comment period open: {} — {} ({})",
            announced.company_names(),
            filing.market_type,
            filing.serff_tracking_num
        ),
        updated: opens_at,
        published: Some(opens_at),
        page_link: publisher.page(&announced.rate_page_path()),
        category: (
            "comment-period-open".to_owned(),
            "Comment period open".to_owned(),
        ),
        summary: format!(
            "The public may comment on {} until {closes_on} at 00:00 UTC.",
            proposal(announced)
        ),
        content_html: period_facts(announced, content, closes_at).render(),
    }
}

/// "Comment period closes {date}" for `announced`, from the moment `notice_at` that
/// [`CLOSING_NOTICE_DAYS`] days remain.
fn closing_entry(
    publisher: &Publisher<'_>,
    announced: &Announced<'_>,
    notice_at: DateTime<Utc>,
    closes_at: DateTime<Utc>,
) -> Entry {
    let filing = announced.filing;
    let closes_on = format_us_date(closes_at.date_naive());
    let content = ContentHtml::default().paragraph(&format!(
        "The public comment period of this proposed rate change closes on {closes_on} at \
         00:00 UTC. Until then, anyone may comment on its Rate Page."
    ));
    Entry {
        id: period_tag(publisher, announced, "closing"),
        title: format!(
            "Comment period closes {closes_on}: {} — {} ({})",
            announced.company_names(),
            filing.market_type,
            filing.serff_tracking_num
        ),
        updated: notice_at,
        published: Some(notice_at),
        page_link: publisher.page(&announced.rate_page_path()),
        category: (
            "comment-period-closing".to_owned(),
            "Comment period closing".to_owned(),
        ),
        summary: format!(
            "{CLOSING_NOTICE_DAYS} days or fewer remain to comment on {}: the period closes on \
             {closes_on} at 00:00 UTC.",
            proposal(announced)
        ),
        content_html: period_facts(announced, content, closes_at).render(),
    }
}

/// The id of a period event: the submission date is part of it, so a filing submitted anew
/// starts a new period with new ids.
fn period_tag(publisher: &Publisher<'_>, announced: &Announced<'_>, event: &str) -> String {
    publisher.tag(&format!(
        "filing/{}/comment-period/{}/{event}",
        announced.filing.filing_id, announced.filing.submission_date
    ))
}

/// "Acme Health's proposed +7.5% rate change for Gold Plan".
fn proposal(announced: &Announced<'_>) -> String {
    format!(
        "{}'s proposed {}rate change for {}",
        announced.company_names(),
        announced
            .requested_change()
            .map_or_else(String::new, |change| format!("{change} ")),
        announced.filing.product_name
    )
}

/// The filing's facts with the period's dates.
fn period_facts(
    announced: &Announced<'_>,
    content: ContentHtml,
    closes_at: DateTime<Utc>,
) -> ContentHtml {
    let opened_on = format_us_date(announced.filing.submission_date);
    let closes_on = format_us_date(closes_at.date_naive());
    announced.facts(content).fact(
        "Comment period",
        format!("from {opened_on} until {closes_on} at 00:00 UTC"),
    )
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use std::path::Path;

    use crate::site_profile::SiteProfile;
    use chrono::TimeZone;
    use db::queries::filings::{CompanyRateRow, FeedFilingColumns, FeedFilingCompany};

    use super::*;
    use crate::SiteUrl;

    fn at(month: u32, day: u32, hour: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, month, day, hour, 0, 0).unwrap()
    }

    fn submitted(filing_id: i32, submission_date: NaiveDate) -> FeedFiling {
        FeedFiling {
            filing: FeedFilingColumns {
                filing_id,
                serff_tracking_num: format!("ACME-{filing_id:09}"),
                company_product_pk: 3,
                toi_id: 2,
                toi_name: "Individual Health".into(),
                product_name: "Gold Plan".into(),
                market_type: "Individual".into(),
                submission_date,
                requested_effective_date: None,
                filing_status_code: 1,
                display_status: "Submitted".into(),
                status_changed_at: at(1, 1, 0),
            },
            companies: vec![FeedFilingCompany {
                filing_id,
                company_pk: 5,
                company_name: "Acme Health".into(),
                rate: CompanyRateRow {
                    overall_rate_impact: None,
                    rate_max_change: None,
                    rate_min_change: None,
                    policyholders_affected: None,
                },
            }],
        }
    }

    fn feed(recent: Vec<FeedFiling>, allowed: bool, now: DateTime<Utc>) -> Feed {
        let profile = SiteProfile::load(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/site-profile.json"),
        )
        .unwrap();
        let site: SiteUrl = "https://healthrates.example.gov".parse().unwrap();
        let read = CommentPeriodFilings {
            commenting_allowed: allowed,
            recent,
            latest_earlier_submission: None,
            data_changed_at: at(1, 1, 0),
        };
        comment_period_feed(
            &Publisher {
                site: &site,
                profile: &profile,
            },
            &read,
            now,
        )
    }

    fn events(feed: &Feed) -> Vec<String> {
        feed.entries
            .iter()
            .map(|e| e.id.rsplit(':').next().unwrap().to_owned())
            .collect()
    }

    // A period submitted on March 1 runs until March 31, 00:00 UTC: its "closes" entry appears
    // at March 24, 00:00 (7 days left), and both entries go when it closes; the empty feed is
    // then dated by that close.
    #[test]
    fn entries_appear_and_go_with_the_clock() {
        let march_first = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
        let filing = || vec![submitted(7, march_first)];

        let before_notice = feed(filing(), true, at(3, 23, 23));
        let at_notice = feed(filing(), true, at(3, 24, 0));
        let closed = feed(filing(), true, at(3, 31, 0));

        assert_eq!(
            events(&before_notice),
            ["filing/7/comment-period/2026-03-01/open"]
        );
        assert_eq!(
            events(&at_notice),
            [
                "filing/7/comment-period/2026-03-01/closing",
                "filing/7/comment-period/2026-03-01/open"
            ]
        );
        assert_eq!(at_notice.entries[0].updated, at(3, 24, 0));
        assert_eq!(
            at_notice.entries[0].title,
            "Comment period closes 03/31/2026: Acme Health — Individual (ACME-000000007)"
        );
        assert!(closed.entries.is_empty());
        assert_eq!(closed.updated, at(3, 31, 0));
    }

    // At most 50 entries, the newest first; at one instant the higher filing id first.
    #[test]
    fn the_fifty_newest_events_are_kept() {
        let now = at(3, 31, 12);
        let recent: Vec<FeedFiling> = (0..60)
            .map(|i: i32| {
                let day = now.date_naive() - chrono::TimeDelta::days(i64::from(i / 2));
                submitted(i, day)
            })
            .collect();

        let busy = feed(recent, true, now);

        assert_eq!(busy.entries.len(), MOST_ENTRIES);
        assert!(
            busy.entries
                .windows(2)
                .all(|w| w[0].updated >= w[1].updated)
        );
        // Filings 46 and 47, submitted March 8, enter their last week as 0 and 1 open.
        assert_eq!(
            events(&busy)[..4],
            [
                "filing/47/comment-period/2026-03-08/closing",
                "filing/46/comment-period/2026-03-08/closing",
                "filing/1/comment-period/2026-03-31/open",
                "filing/0/comment-period/2026-03-31/open"
            ]
        );
    }

    #[test]
    fn while_commenting_is_off_no_period_is_listed() {
        let march_first = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();

        let off = feed(vec![submitted(7, march_first)], false, at(3, 5, 0));

        assert!(off.entries.is_empty());
        assert!(off.subtitle.starts_with("Public commenting is closed"));
        assert_eq!(off.updated, at(1, 1, 0));
    }
}
