//! The demo data set: a realistic, fictional Lakeland department with counties, companies,
//! plans and rates for three compare years, rate filings with real attachment files (written by
//! [`crate::documents`]),
//! public comments, staff users and site content (SPEC 1, 2.5, 2.7–2.9, 3, 4.1, 4.2, 9).
//!
//! [`seed`] runs in one transaction, does nothing when the database already holds companies,
//! and draws every value from fixed-seed random streams, so the same `today` always gives the
//! same data set. Dates are relative to `today`.

mod attachments;
mod bulk;
mod comment_texts;
mod comments;
mod companies;
pub(crate) mod company_catalog;
mod content;
mod cost_sharing;
pub mod decisions;
mod filing_drafts;
mod filings;
mod generated_companies;
mod places;
mod plans;
mod rates;
mod report;
mod rng;
mod scale;
mod staff;

use std::time::Instant;

use chrono::NaiveDate;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool};

use db::attachment_store::AttachmentStore;

pub use report::SeedReport;
pub use scale::{Scale, UnknownScale};

/// Key of the transaction-scoped advisory lock that keeps two seeders from racing.
const SEED_LOCK_KEY: i64 = 0x4C4B_5345_4544; // "LKSEED"

/// Loads the demo data set at `scale` into the database behind `conn`, with attachment bytes
/// written to `store`. Skips (and says so in the report) when any company already exists.
pub fn seed(
    conn: &mut PgConnection,
    store: &dyn AttachmentStore,
    scale: Scale,
    today: NaiveDate,
) -> anyhow::Result<SeedReport> {
    let started = Instant::now();
    let sizes = scale.sizes();
    let mut report = conn.transaction::<_, anyhow::Error, _>(|conn| {
        diesel::sql_query("SELECT pg_advisory_xact_lock($1)")
            .bind::<BigInt, _>(SEED_LOCK_KEY)
            .execute(conn)?;
        if already_seeded(conn)? {
            return Ok(SeedReport::new(true, report::count_rows(conn)?));
        }
        let places = places::seed(conn, &sizes, today)?;
        let companies = companies::seed(conn, &sizes)?;
        let staff = staff::seed(conn, &companies)?;
        plans::seed(conn, &sizes, &places, &companies)?;
        let filings = filings::seed(conn, &sizes, &companies, today)?;
        attachments::seed(conn, store, &sizes, &filings)?;
        decisions::seed(conn, store, &filings)?;
        comments::seed(conn, &filings, &staff, today)?;
        content::seed(conn, &staff, &places)?;
        Ok(SeedReport::new(false, report::count_rows(conn)?))
    })?;
    report.elapsed = started.elapsed();
    Ok(report)
}

/// Whether demo (or real) data is already there: any company means the database is in use.
fn already_seeded(conn: &mut PgConnection) -> QueryResult<bool> {
    diesel::select(diesel::dsl::sql::<Bool>("EXISTS (SELECT 1 FROM companies)")).get_result(conn)
}
