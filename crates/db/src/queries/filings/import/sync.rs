//! A stored filing's companies, attachments and decision brought in line with the source's,
//! writing only what differs. Each function says whether it wrote anything.

use std::collections::HashMap;

use diesel::prelude::*;

use super::{ImportedAttachment, ImportedFiling};
use crate::models::attachment::NewAttachment;
use crate::models::filing_company::FilingCompany;
use crate::models::filing_decision::{FilingCompanyDecision, FilingDecision};
use crate::schema::{attachments, filing_companies, filing_company_decisions, filing_decisions};

/// Makes the filing's companies and their rate figures those of `filing`, in its order.
pub(super) fn companies(
    conn: &mut PgConnection,
    filing_id: i32,
    company_pks: &[i32],
    filing: &ImportedFiling,
) -> QueryResult<bool> {
    let wanted = filing
        .companies
        .iter()
        .zip(company_pks)
        .enumerate()
        .map(|(position, (company, &company_pk))| {
            Ok(FilingCompany {
                filing_id,
                company_pk,
                position: i16::try_from(position)
                    .map_err(|e| diesel::result::Error::QueryBuilderError(e.into()))?,
                overall_rate_impact: company.overall_rate_impact.clone(),
                rate_max_change: company.rate_max_change.clone(),
                rate_min_change: company.rate_min_change.clone(),
                policyholders_affected: company.policyholders_affected,
                premium_change: company.premium_change.clone(),
                written_premium: company.written_premium.clone(),
            })
        })
        .collect::<QueryResult<Vec<_>>>()?;
    let of_filing = filing_companies::table.filter(filing_companies::filing_id.eq(filing_id));
    let stored: Vec<FilingCompany> = of_filing
        .select(FilingCompany::as_select())
        .order(filing_companies::position)
        .load(conn)?;
    if stored == wanted {
        return Ok(false);
    }
    diesel::delete(of_filing).execute(conn)?;
    if !wanted.is_empty() {
        diesel::insert_into(filing_companies::table)
            .values(&wanted)
            .execute(conn)?;
    }
    Ok(true)
}

/// An attachment as stored: key, document name, extension, blob and whether it is a decision's.
type StoredAttachment = (i32, String, String, i32, bool);

/// Links the filing's attachments by file name: a new name is added, a changed document name,
/// extension or content updates the attachment in place (its public key stays), and a name the
/// source no longer lists is removed.
pub(super) fn attachments(
    conn: &mut PgConnection,
    filing_id: i32,
    wanted: &[ImportedAttachment],
) -> QueryResult<bool> {
    let of_filing = attachments::table.filter(attachments::filing_id.eq(filing_id));
    let stored: HashMap<String, StoredAttachment> = of_filing
        .select((
            attachments::name,
            (
                attachments::attachment_pk,
                attachments::document_name,
                attachments::file_extension,
                attachments::blob_id,
                attachments::decision_document,
            ),
        ))
        .load::<(String, StoredAttachment)>(conn)?
        .into_iter()
        .collect();
    let mut changed = false;
    let gone: Vec<i32> = stored
        .iter()
        .filter(|(name, _)| !wanted.iter().any(|w| &w.name == *name))
        .map(|(_, (pk, ..))| *pk)
        .collect();
    if !gone.is_empty() {
        diesel::delete(attachments::table.filter(attachments::attachment_pk.eq_any(&gone)))
            .execute(conn)?;
        changed = true;
    }
    let mut added = Vec::new();
    for w in wanted {
        match stored.get(&w.name) {
            None => added.push(NewAttachment {
                filing_id,
                blob_id: w.blob_id,
                name: &w.name,
                document_name: &w.document_name,
                file_extension: &w.file_extension,
                decision_document: w.decision_document,
            }),
            Some((pk, document_name, file_extension, blob_id, decision_document))
                if (document_name, file_extension, *blob_id, *decision_document)
                    != (
                        &w.document_name,
                        &w.file_extension,
                        w.blob_id,
                        w.decision_document,
                    ) =>
            {
                diesel::update(attachments::table.find(*pk))
                    .set((
                        attachments::document_name.eq(&w.document_name),
                        attachments::file_extension.eq(&w.file_extension),
                        attachments::blob_id.eq(w.blob_id),
                        attachments::decision_document.eq(w.decision_document),
                    ))
                    .execute(conn)?;
                changed = true;
            }
            Some(_) => {}
        }
    }
    if !added.is_empty() {
        diesel::insert_into(attachments::table)
            .values(&added)
            .execute(conn)?;
        changed = true;
    }
    Ok(changed)
}

/// Makes the filing's decision and its companies' approved figures those of `filing`: written
/// when new or different, removed when the source no longer has one.
pub(super) fn decision(
    conn: &mut PgConnection,
    filing_id: i32,
    company_pks: &[i32],
    filing: &ImportedFiling,
) -> QueryResult<bool> {
    let stored: Option<FilingDecision> = filing_decisions::table
        .find(filing_id)
        .select(FilingDecision::as_select())
        .first(conn)
        .optional()?;
    let stored_companies: Vec<FilingCompanyDecision> = filing_company_decisions::table
        .filter(filing_company_decisions::filing_id.eq(filing_id))
        .select(FilingCompanyDecision::as_select())
        .order(filing_company_decisions::company_pk)
        .load(conn)?;
    let Some(decision) = &filing.decision else {
        if stored.is_none() {
            return Ok(false);
        }
        diesel::delete(filing_decisions::table.find(filing_id)).execute(conn)?;
        return Ok(true);
    };
    let wanted = FilingDecision {
        filing_id,
        decision_date: decision.decision_date,
        disposition_status: decision.disposition_status.clone(),
        approved_effective_date: decision.approved_effective_date,
        approved_renewal_date: decision.approved_renewal_date,
        reason: decision.reason.clone(),
    };
    let mut wanted_companies = decision
        .companies
        .iter()
        .map(|c| {
            let company_pk = filing
                .companies
                .iter()
                .position(|named| named.co_code == c.co_code)
                .and_then(|i| company_pks.get(i).copied())
                .ok_or(diesel::result::Error::NotFound)?;
            Ok(FilingCompanyDecision {
                filing_id,
                company_pk,
                overall_rate_impact: c.overall_rate_impact.clone(),
                rate_max_change: c.rate_max_change.clone(),
                rate_min_change: c.rate_min_change.clone(),
                policyholders_affected: c.policyholders_affected,
                premium_change: c.premium_change.clone(),
                written_premium: c.written_premium.clone(),
            })
        })
        .collect::<QueryResult<Vec<_>>>()?;
    wanted_companies.sort_by_key(|c| c.company_pk);
    if stored.as_ref() == Some(&wanted) && stored_companies == wanted_companies {
        return Ok(false);
    }
    diesel::insert_into(filing_decisions::table)
        .values(&wanted)
        .on_conflict(filing_decisions::filing_id)
        .do_update()
        .set(&wanted)
        .execute(conn)?;
    diesel::delete(
        filing_company_decisions::table.filter(filing_company_decisions::filing_id.eq(filing_id)),
    )
    .execute(conn)?;
    if !wanted_companies.is_empty() {
        diesel::insert_into(filing_company_decisions::table)
            .values(&wanted_companies)
            .execute(conn)?;
    }
    Ok(true)
}
