//! A stored filing's companies and attachments brought in line with the source's, writing only
//! what differs. Each function says whether it wrote anything.

use std::collections::HashMap;

use diesel::prelude::*;

use super::{ImportedAttachment, ImportedFiling};
use crate::models::attachment::NewAttachment;
use crate::models::filing_company::FilingCompany;
use crate::schema::{attachments, filing_companies};

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

/// Links the filing's attachments by file name: a new name is added, a changed document name,
/// extension or content updates the attachment in place (its public key stays), and a name the
/// source no longer lists is removed.
pub(super) fn attachments(
    conn: &mut PgConnection,
    filing_id: i32,
    wanted: &[ImportedAttachment],
) -> QueryResult<bool> {
    let of_filing = attachments::table.filter(attachments::filing_id.eq(filing_id));
    let stored: HashMap<String, (i32, String, String, i32)> = of_filing
        .select((
            attachments::name,
            (
                attachments::attachment_pk,
                attachments::document_name,
                attachments::file_extension,
                attachments::blob_id,
            ),
        ))
        .load::<(String, (i32, String, String, i32))>(conn)?
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
            }),
            Some((pk, document_name, file_extension, blob_id))
                if (document_name, file_extension, *blob_id)
                    != (&w.document_name, &w.file_extension, w.blob_id) =>
            {
                diesel::update(attachments::table.find(*pk))
                    .set((
                        attachments::document_name.eq(&w.document_name),
                        attachments::file_extension.eq(&w.file_extension),
                        attachments::blob_id.eq(w.blob_id),
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
