//! The department's decisions (SERFF dispositions) on the demo filings: every Accepted, Denied,
//! Withdrawn or Rejected filing is decided on the day its status changed. Most approvals cut the
//! request (approved with modification), some are approved as filed; denials, withdrawals and
//! rejections have no approved figures. Each has a reason of a few plain sentences, and about
//! half carry a decision letter (a PDF among the filing's attachments, marked as the decision's).

use bigdecimal::{BigDecimal, ToPrimitive};
use chrono::Datelike;
use diesel::prelude::*;
use rand::Rng;
use uuid::Uuid;

use db::attachment_store::AttachmentStore;
use db::models::attachment::NewAttachment;
use db::models::attachment_blob::NewAttachmentBlob;
use db::models::filing_decision::{FilingCompanyDecision, FilingDecision};
use db::schema::{attachment_blobs, attachments, filing_company_decisions, filing_decisions};

use super::bulk::rows_per_insert;
use super::filing_drafts::premiums;
use super::filings::SeededFiling;
use super::rng::{DemoRng, percent_thousandths, stream};
use crate::documents::sha256_hex;
use crate::files::pdf_document;

/// SPEC 4.1 status codes that are decisions.
const ACCEPTED: i16 = 3;
const DENIED: i16 = 4;
const WITHDRAWN: i16 = 5;
const REJECTED: i16 = 6;

/// Disposition statuses as SERFF names them.
pub const APPROVED: &str = "Approved";
/// Approved with figures below the request.
pub const APPROVED_MODIFIED: &str = "Approved with Modification";
/// Denied.
pub const DISAPPROVED: &str = "Disapproved";
/// Withdrawn by the company.
pub const WITHDRAWN_BY_COMPANY: &str = "Withdrawn";
/// Rejected as incomplete.
pub const REJECTED_INCOMPLETE: &str = "Rejected";

/// The file name of a decision letter.
const LETTER: &str = "Disposition Letter.pdf";

/// Writes a decision for every decided filing, and letters for about half of them.
pub(super) fn seed(
    conn: &mut PgConnection,
    store: &dyn AttachmentStore,
    filings: &[SeededFiling],
) -> anyhow::Result<()> {
    let mut rng = stream("decisions");
    let mut decisions = Vec::new();
    let mut companies = Vec::new();
    let mut letters: Vec<(i32, Vec<u8>)> = Vec::new();
    for f in filings {
        let Some((decision, figures)) = decide(&mut rng, f) else {
            continue;
        };
        if rng.random_bool(0.5) {
            letters.push((f.filing_id, letter(f, &decision, &figures)));
        }
        decisions.push(decision);
        companies.extend(figures);
    }
    for chunk in decisions.chunks(rows_per_insert(6)) {
        diesel::insert_into(filing_decisions::table)
            .values(chunk)
            .execute(conn)?;
    }
    for chunk in companies.chunks(rows_per_insert(8)) {
        diesel::insert_into(filing_company_decisions::table)
            .values(chunk)
            .execute(conn)?;
    }
    store_letters(conn, store, &letters)
}

/// The decision `f`'s status calls for, with approved figures per company for approvals.
fn decide(
    rng: &mut DemoRng,
    f: &SeededFiling,
) -> Option<(FilingDecision, Vec<FilingCompanyDecision>)> {
    let status = match f.status {
        ACCEPTED if rng.random_ratio(7, 10) => APPROVED_MODIFIED,
        ACCEPTED => APPROVED,
        DENIED => DISAPPROVED,
        WITHDRAWN => WITHDRAWN_BY_COMPANY,
        REJECTED => REJECTED_INCOMPLETE,
        _ => return None,
    };
    // The share of each requested change the department allowed, in thousandths.
    let allowed: i64 = if status == APPROVED_MODIFIED {
        rng.random_range(450..=900)
    } else {
        1_000
    };
    let approved = matches!(status, APPROVED | APPROVED_MODIFIED);
    let figures = if approved {
        f.figures
            .iter()
            .map(|c| approved_figures(c, allowed, f))
            .collect()
    } else {
        Vec::new()
    };
    let reason = reason(rng, status, f, allowed);
    let effective = approved.then_some(f.effective_date);
    Some((
        FilingDecision {
            filing_id: f.filing_id,
            decision_date: f.status_changed_at.date_naive(),
            disposition_status: status.to_owned(),
            approved_effective_date: effective,
            approved_renewal_date: effective,
            reason: Some(reason),
        },
        figures,
    ))
}

fn thousandths(p: Option<&BigDecimal>) -> Option<i64> {
    p.and_then(|p| p.with_scale(3).into_bigint_and_exponent().0.to_i64())
}

/// A requested change cut to `allowed` thousandths of itself (increases only: a decrease is
/// never made smaller), rounded half away from zero.
fn cut(requested: i64, allowed: i64) -> i64 {
    if requested <= 0 {
        return requested;
    }
    (requested * allowed * 2 / 1_000 + 1) / 2
}

fn approved_figures(
    c: &db::models::filing_company::FilingCompany,
    allowed: i64,
    f: &SeededFiling,
) -> FilingCompanyDecision {
    let overall = thousandths(c.overall_rate_impact.as_ref()).unwrap_or_default();
    let approved_overall = cut(overall, allowed);
    let holders = c.policyholders_affected.unwrap_or_default();
    let (written_premium, premium_change) = premiums(f.market, holders, approved_overall);
    let max = thousandths(c.rate_max_change.as_ref()).map(|m| cut(m, allowed));
    let min = thousandths(c.rate_min_change.as_ref()).map(|m| cut(m, allowed));
    FilingCompanyDecision {
        filing_id: f.filing_id,
        company_pk: c.company_pk,
        overall_rate_impact: Some(percent_thousandths(approved_overall)),
        // Cutting keeps min ≤ max: both are scaled by the same share, or kept when negative.
        rate_max_change: max.map(percent_thousandths),
        rate_min_change: min.map(|m| percent_thousandths(m.min(max.unwrap_or(m)))),
        policyholders_affected: c.policyholders_affected,
        premium_change: Some(premium_change),
        written_premium: Some(written_premium),
    }
}

fn percent_text(thousandths: i64) -> String {
    let p = percent_thousandths(thousandths).normalized();
    if thousandths > 0 {
        format!("+{p}%")
    } else {
        format!("{p}%")
    }
}

/// A reason of a few plain sentences.
fn reason(rng: &mut DemoRng, status: &str, f: &SeededFiling, allowed: i64) -> String {
    let requested = percent_text(f.overall);
    let approved = percent_text(cut(f.overall, allowed));
    let year = f.effective_date.year();
    let options: [&str; 2] = match status {
        APPROVED_MODIFIED => [
            "The department found the projected medical cost trend higher than the company's own claims experience supports. The approved average change is {approved} instead of the {requested} requested.",
            "The department reduced the requested {requested} to {approved}: the company's administrative costs and profit margin were above what the market's experience supports for {year}.",
        ],
        APPROVED => [
            "The department reviewed the company's claims experience and assumptions and found the requested {requested} reasonable and supported. It is approved as filed for {year}.",
            "The requested average change of {requested} is supported by the company's experience and the expected cost of care in {year}. Approved as filed.",
        ],
        DISAPPROVED => [
            "The department found the requested {requested} not justified: the company did not support its projected cost trend with its own experience. Current rates stay in effect.",
            "The requested {requested} was disapproved because the rates would be excessive for the benefits provided. The company may file again with new support.",
        ],
        WITHDRAWN_BY_COMPANY => [
            "The company withdrew the filing before the department decided. Current rates stay in effect.",
            "Withdrawn at the company's request after the department's questions; the company may file again.",
        ],
        _ => [
            "The filing was rejected as incomplete: required actuarial documents were missing. The company may submit a complete filing.",
            "Rejected because the filing did not include the rate tables and certification the department requires.",
        ],
    };
    let template = options[usize::from(rng.random_bool(0.5))];
    template
        .replace("{requested}", &requested)
        .replace("{approved}", &approved)
        .replace("{year}", &year.to_string())
}

/// The decision letter: the company, the filing, the decision and its reason.
fn letter(f: &SeededFiling, d: &FilingDecision, figures: &[FilingCompanyDecision]) -> Vec<u8> {
    let mut paragraphs = vec![
        format!(
            "Lakeland Department of Insurance, {}",
            d.decision_date.format("%B %-d, %Y")
        ),
        format!("To: {}", f.company_name),
        format!(
            "Re: SERFF tracking number {}, {} ({})",
            f.tracking, f.product_name, f.toi_name
        ),
        format!("Disposition: {}", d.disposition_status),
    ];
    if let Some(overall) = figures.first().and_then(|c| c.overall_rate_impact.as_ref()) {
        paragraphs.push(format!(
            "Approved overall rate change: {}",
            percent_text(thousandths(Some(overall)).unwrap_or_default())
        ));
    }
    if let Some(effective) = d.approved_effective_date {
        paragraphs.push(format!("Effective: {}", effective.format("%B %-d, %Y")));
    }
    paragraphs.push(d.reason.clone().unwrap_or_default());
    pdf_document("Disposition Letter", &paragraphs)
}

/// Stores each letter once per content and links it to its filing as a decision document.
fn store_letters(
    conn: &mut PgConnection,
    store: &dyn AttachmentStore,
    letters: &[(i32, Vec<u8>)],
) -> anyhow::Result<()> {
    let mut rows = Vec::with_capacity(letters.len());
    for (filing_id, bytes) in letters {
        let sha = sha256_hex(bytes);
        let existing: Option<i32> = attachment_blobs::table
            .filter(attachment_blobs::sha256.eq(&sha))
            .select(attachment_blobs::blob_id)
            .first(conn)
            .optional()?;
        let blob_id = match existing {
            Some(id) => id,
            None => {
                let storage_key = Uuid::new_v4();
                store.put(storage_key, bytes)?;
                diesel::insert_into(attachment_blobs::table)
                    .values(NewAttachmentBlob {
                        sha256: &sha,
                        storage_key,
                        byte_size: i64::try_from(bytes.len())?,
                        content_type: "application/pdf",
                    })
                    .returning(attachment_blobs::blob_id)
                    .get_result(conn)?
            }
        };
        rows.push((*filing_id, blob_id));
    }
    let new_rows: Vec<NewAttachment<'_>> = rows
        .iter()
        .map(|&(filing_id, blob_id)| NewAttachment {
            filing_id,
            blob_id,
            name: LETTER,
            document_name: "Disposition Letter",
            file_extension: "pdf",
            decision_document: true,
        })
        .collect();
    for chunk in new_rows.chunks(rows_per_insert(6)) {
        diesel::insert_into(attachments::table)
            .values(chunk)
            .execute(conn)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_keeps_decreases_and_rounds_half_away_from_zero() {
        assert_eq!(cut(10_000, 500), 5_000);
        assert_eq!(cut(3, 500), 2);
        assert_eq!(cut(-2_500, 500), -2_500);
        assert_eq!(percent_text(8_100), "+8.1%");
        assert_eq!(percent_text(-1_250), "-1.25%");
    }
}
