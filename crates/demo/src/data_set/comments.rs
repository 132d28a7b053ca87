//! Public comments on filings in every moderation state (SPEC 2.9, 2.16, 4.2): pending ones
//! on filings whose comment period is open, and published, rejected and posted ones with a
//! moderator, a note and a later moderation time.

use chrono::{DateTime, NaiveDate, TimeDelta, Utc};
use diesel::prelude::*;
use domain::COMMENT_PERIOD_DAYS;
use rand::Rng;
use rand::seq::IndexedRandom;

use super::bulk::rows_per_insert;
use super::comment_texts::{CIVIL, POSTED_NOTES, PUBLISHED_NOTES, REFUSED, REJECTED_NOTES};
use super::filing_drafts::SUBMITTED;
use super::filings::SeededFiling;
use super::rng::{DemoRng, start_of, stream};
use super::staff::Staff;
use db::models::comment::NewComment;
use db::schema::comments;

const PENDING: i16 = 0;
const PUBLISHED: i16 = 1;
const REJECTED: i16 = 2;
const POSTED: i16 = 3;

/// A comment before it has borrowed its texts.
#[derive(Debug)]
struct Draft {
    filing_id: i32,
    text: &'static str,
    status: i16,
    note: Option<&'static str>,
    approver: Option<i32>,
    created: DateTime<Utc>,
    updated: DateTime<Utc>,
}

/// How many comments a filing gets, by its status and whether its period is open.
fn comment_count(rng: &mut DemoRng, filing: &SeededFiling, open: bool) -> usize {
    match filing.status {
        SUBMITTED if open => rng.random_range(2..=5),
        SUBMITTED => rng.random_range(1..=3),
        2 => rng.random_range(1..=4),
        3 | 4 if rng.random_bool(0.5) => rng.random_range(1..=3),
        5 => usize::from(rng.random_bool(0.3)),
        _ => 0,
    }
}

fn moderation(rng: &mut DemoRng, open: bool) -> i16 {
    let roll: f64 = rng.random();
    if open {
        if roll < 0.5 {
            PENDING
        } else if roll < 0.85 {
            PUBLISHED
        } else {
            REJECTED
        }
    } else if roll < 0.1 {
        PENDING
    } else if roll < 0.65 {
        PUBLISHED
    } else if roll < 0.85 {
        POSTED
    } else {
        REJECTED
    }
}

/// Inserts the comments of every filing.
pub(super) fn seed(
    conn: &mut PgConnection,
    filings: &[SeededFiling],
    staff: &Staff,
    today: NaiveDate,
) -> QueryResult<()> {
    let mut rng = stream("comments");
    let cap = start_of(today) - TimeDelta::hours(6);
    let mut drafts = Vec::new();
    for filing in filings {
        let open = filing.status == SUBMITTED
            && filing.status_changed_at > start_of(today) - TimeDelta::days(COMMENT_PERIOD_DAYS);
        for _ in 0..comment_count(&mut rng, filing, open) {
            // Comments arrive during the comment period that began with the filing.
            let opened = filing
                .status_changed_at
                .min(start_of(filing.submission_date) + TimeDelta::hours(18));
            let window_end = (opened + TimeDelta::days(COMMENT_PERIOD_DAYS - 1)).min(cap);
            let span = (window_end - opened).num_minutes();
            if span < 60 {
                continue;
            }
            let created = opened + TimeDelta::minutes(rng.random_range(30..span));
            let status = moderation(&mut rng, open);
            let refused = status == REJECTED && rng.random_bool(0.8);
            let text = if refused {
                REFUSED.choose(&mut rng)
            } else {
                CIVIL.choose(&mut rng)
            };
            let (note, approver, updated) = if status == PENDING {
                (None, None, created)
            } else {
                let notes: &[&'static str] = match status {
                    PUBLISHED => &PUBLISHED_NOTES,
                    REJECTED => &REJECTED_NOTES,
                    _ => &POSTED_NOTES,
                };
                let updated = (created + TimeDelta::minutes(rng.random_range(90..5 * 24 * 60)))
                    .min(cap)
                    .max(created + TimeDelta::minutes(1));
                // Moderators of older comments may since have left the department.
                let pool = if created < cap - TimeDelta::days(400)
                    && !staff.former_admins.is_empty()
                    && rng.random_bool(0.4)
                {
                    &staff.former_admins
                } else {
                    &staff.active_admins
                };
                (
                    notes.choose(&mut rng).copied(),
                    pool.choose(&mut rng).copied(),
                    updated,
                )
            };
            drafts.push(Draft {
                filing_id: filing.filing_id,
                text: text
                    .copied()
                    .unwrap_or("Please review this filing carefully."),
                status,
                note,
                approver,
                created,
                updated,
            });
        }
    }
    let rows: Vec<NewComment<'_>> = drafts
        .iter()
        .map(|d| NewComment {
            filing_id: d.filing_id,
            commentary: d.text,
            comment_status_code: d.status,
            note: d.note,
            approver_pk: d.approver,
            date_created: d.created,
            last_updated: d.updated,
        })
        .collect();
    for chunk in rows.chunks(rows_per_insert(7)) {
        diesel::insert_into(comments::table)
            .values(chunk)
            .execute(conn)?;
    }
    Ok(())
}
