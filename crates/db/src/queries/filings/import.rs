//! Storing one filing from the rate-filing system (the importer's upsert).
//!
//! A filing is found by its SERFF tracking number, so an amendment updates the filing it amends
//! and never duplicates it. Everything of one filing happens in one transaction: the companies
//! and product it names (created and flagged for staff review when unknown), its type of
//! insurance, the filing row, its companies' rate figures and its attachments. Stored values are
//! compared with the incoming ones first, and an unchanged filing writes nothing.

mod resolve;
mod sync;

use bigdecimal::BigDecimal;
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use domain::FilingStatus;

use crate::schema::filings;

/// A filing as the importer stores it: every value already checked, keys still natural (NAIC
/// codes, the TOI code, file names).
#[derive(Debug, Clone, PartialEq)]
pub struct ImportedFiling {
    /// SERFF tracking number, `^[A-Z]{4}-[0-9]{9}$`.
    pub tracking_number: String,
    /// The companies named, lead company first; at least one, NAIC codes distinct.
    pub companies: Vec<ImportedCompany>,
    /// Product name as filed; the lead company's product of that name is the filing's product.
    pub product_name: String,
    /// Product type name (e.g. `PPO`), used only when the product is created.
    pub product_type: Option<String>,
    /// Type of insurance code, e.g. `H16I`.
    pub toi_code: String,
    /// Type of insurance name.
    pub toi_name: String,
    /// Market type, e.g. `Individual`.
    pub market_type: String,
    /// Group market size; `None` for individual filings.
    pub grp_market_size: Option<String>,
    /// Group market type; `None` for individual filings.
    pub grp_market_type: Option<String>,
    /// When the insurer submitted the filing.
    pub submission_date: NaiveDate,
    /// Implementation date requested.
    pub requested_effective_date: Option<NaiveDate>,
    /// State status; an unknown one is stored under a code of its own and shown gray.
    pub status: FilingStatus,
    /// The insurer's own tracking number.
    pub company_tracking_num: Option<String>,
    /// Overall rate change of the filing, percent, scale 3.
    pub overall_rate_impact: Option<BigDecimal>,
    /// When the source last changed the filing (microsecond precision, as stored).
    pub source_updated_at: DateTime<Utc>,
    /// When the state status last changed, when the source says; otherwise a status change is
    /// dated `source_updated_at`.
    pub status_changed_at: Option<DateTime<Utc>>,
    /// The attachments, file names distinct, bytes already stored.
    pub attachments: Vec<ImportedAttachment>,
    /// The department's decision, when there is one.
    pub decision: Option<ImportedDecision>,
}

/// The department's decision on an imported filing (the source's disposition).
#[derive(Debug, Clone, PartialEq)]
pub struct ImportedDecision {
    /// When the department decided.
    pub decision_date: NaiveDate,
    /// The disposition status as the source names it, trimmed, not empty.
    pub disposition_status: String,
    /// Approved effective date for new business.
    pub approved_effective_date: Option<NaiveDate>,
    /// Approved effective date for renewals.
    pub approved_renewal_date: Option<NaiveDate>,
    /// The reason in plain language.
    pub reason: Option<String>,
    /// Approved figures per company, each naming a company of the filing.
    pub companies: Vec<ImportedCompanyDecision>,
}

/// The approved figures of one company of a decided filing.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportedCompanyDecision {
    /// NAIC code of a company named in the filing.
    pub co_code: i32,
    /// Approved overall rate change, percent, scale 3.
    pub overall_rate_impact: Option<BigDecimal>,
    /// Approved largest change, percent, scale 3.
    pub rate_max_change: Option<BigDecimal>,
    /// Approved smallest change, percent, scale 3.
    pub rate_min_change: Option<BigDecimal>,
    /// Policyholders affected by the approved change.
    pub policyholders_affected: Option<i32>,
    /// Approved change of written premium, dollars, scale 2.
    pub premium_change: Option<BigDecimal>,
    /// Written premium the approved change applies to, dollars, scale 2.
    pub written_premium: Option<BigDecimal>,
}

/// A company named in an imported filing, with its rate figures.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportedCompany {
    /// NAIC company code: the company is found by it, or created under it.
    pub co_code: i32,
    /// Name, used only when the company is created.
    pub name: String,
    /// Overall rate change for this company, percent, scale 3.
    pub overall_rate_impact: Option<BigDecimal>,
    /// Largest change, percent, scale 3.
    pub rate_max_change: Option<BigDecimal>,
    /// Smallest change, percent, scale 3.
    pub rate_min_change: Option<BigDecimal>,
    /// Policyholders affected, not negative.
    pub policyholders_affected: Option<i32>,
    /// Requested change of written premium, dollars, scale 2.
    pub premium_change: Option<BigDecimal>,
    /// Written premium the change applies to, dollars, scale 2.
    pub written_premium: Option<BigDecimal>,
}

/// An attachment of an imported filing whose bytes are stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedAttachment {
    /// File name as filed; the attachment is linked to its filing by it.
    pub name: String,
    /// Document name shown in the attachments table.
    pub document_name: String,
    /// Lower-case extension.
    pub file_extension: String,
    /// The stored bytes (`attachment_blobs`).
    pub blob_id: i32,
    /// Filed with the department's decision rather than by the insurer.
    pub decision_document: bool,
}

/// The transaction-scoped advisory lock one filing's upsert holds ("upsert" in ASCII).
const UPSERT_LOCK_KEY: i64 = 0x7570_7365_7274;

/// What storing a filing did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UpsertOutcome {
    /// The tracking number was new: the filing was created.
    New,
    /// The filing existed and something about it changed.
    Updated,
    /// The filing existed exactly so; nothing was written.
    Unchanged,
}

/// The filing columns an import sets, in the order compared.
#[derive(Debug, Clone, PartialEq, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = filings, check_for_backend(diesel::pg::Pg), treat_none_as_null = true)]
struct FilingColumns {
    company_product_pk: i32,
    toi_id: i32,
    product_name: String,
    market_type: String,
    grp_market_size: Option<String>,
    grp_market_type: Option<String>,
    submission_date: NaiveDate,
    requested_effective_date: Option<NaiveDate>,
    filing_status_code: i16,
    company_tracking_num: Option<String>,
    overall_rate_impact: Option<BigDecimal>,
    source_updated_at: Option<DateTime<Utc>>,
}

/// Stores `filing` in its own transaction: created when its tracking number is new, updated
/// when anything differs from what is stored, untouched otherwise. `status_changed_at` moves
/// (to the source's status-change time, else its last-modified time) only when the status
/// changes.
#[tracing::instrument(skip_all, fields(tracking_number = %filing.tracking_number))]
pub fn upsert(conn: &mut PgConnection, filing: &ImportedFiling) -> QueryResult<UpsertOutcome> {
    conn.transaction(|conn| {
        // The importer stores several filings at once: the companies, products, types of
        // insurance and statuses they create must be created once, so one filing's upsert
        // at a time (held to the commit; the downloads before it run side by side).
        diesel::sql_query("SELECT pg_advisory_xact_lock($1)")
            .bind::<diesel::sql_types::BigInt, _>(UPSERT_LOCK_KEY)
            .execute(conn)?;
        let existing: Option<(i32, FilingColumns)> = filings::table
            .filter(filings::serff_tracking_num.eq(&filing.tracking_number))
            .select((filings::filing_id, FilingColumns::as_select()))
            .for_update()
            .first(conn)
            .optional()?;
        let resolved = resolve::references(conn, filing)?;
        let wanted = FilingColumns {
            company_product_pk: resolved.company_product_pk,
            toi_id: resolved.toi_id,
            product_name: filing.product_name.clone(),
            market_type: filing.market_type.clone(),
            grp_market_size: filing.grp_market_size.clone(),
            grp_market_type: filing.grp_market_type.clone(),
            submission_date: filing.submission_date,
            requested_effective_date: filing.requested_effective_date,
            filing_status_code: resolved.status_code,
            company_tracking_num: filing.company_tracking_num.clone(),
            overall_rate_impact: filing.overall_rate_impact.clone(),
            source_updated_at: Some(filing.source_updated_at),
        };
        let status_changed_at = filing.status_changed_at.unwrap_or(filing.source_updated_at);
        let Some((filing_id, stored)) = existing else {
            let filing_id = diesel::insert_into(filings::table)
                .values((
                    filings::serff_tracking_num.eq(&filing.tracking_number),
                    &wanted,
                    filings::status_changed_at.eq(status_changed_at),
                ))
                .returning(filings::filing_id)
                .get_result(conn)?;
            sync::companies(conn, filing_id, &resolved.company_pks, filing)?;
            sync::attachments(conn, filing_id, &filing.attachments)?;
            sync::decision(conn, filing_id, &resolved.company_pks, filing)?;
            return Ok(UpsertOutcome::New);
        };
        let mut changed = resolved.toi_renamed;
        if stored != wanted {
            let target = diesel::update(filings::table.find(filing_id));
            if stored.filing_status_code == wanted.filing_status_code {
                target.set(&wanted).execute(conn)?;
            } else {
                let status_moved = filings::status_changed_at.eq(status_changed_at);
                target.set((&wanted, status_moved)).execute(conn)?;
            }
            changed = true;
        }
        changed |= sync::companies(conn, filing_id, &resolved.company_pks, filing)?;
        changed |= sync::attachments(conn, filing_id, &filing.attachments)?;
        changed |= sync::decision(conn, filing_id, &resolved.company_pks, filing)?;
        Ok(if changed {
            UpsertOutcome::Updated
        } else {
            UpsertOutcome::Unchanged
        })
    })
}
