//! A window's filings put together from the rows of their forms: companies in the server's
//! order with their requested figures, the latest disposition with its approved figures, and the
//! supporting and decision documents. A filing whose rows cannot be read is rejected whole.

use std::collections::HashMap;

use chrono_tz::Tz;

use super::FormRows;
use super::forms::{
    self, CHILDREN, COMPANY, COMPANY_RATE, DISPOSITION, DISPOSITION_COMPANY_RATE, Fields, Form,
    SUPPORTING_DOCUMENTS, TRACKING,
};
use crate::source::{
    RejectedRecord, SourceAttachment, SourceCompany, SourceDisposition, SourceFiling,
};

/// Whole filings from the window's rows, in the window's order; a filing whose child rows
/// cannot be read, or that was set aside while reading them, is rejected with the reason.
pub(super) fn assemble(
    order: Vec<String>,
    mut rows: HashMap<String, forms::FilingRow>,
    children: &mut HashMap<&'static str, FormRows>,
    zone: Tz,
) -> (Vec<SourceFiling>, Vec<RejectedRecord>) {
    let mut rejected: Vec<RejectedRecord> = Vec::new();
    for rows_of_form in children.values_mut() {
        rejected.append(&mut rows_of_form.set_aside);
    }
    let mut parts: HashMap<String, Parts> = HashMap::new();
    let mut failed: HashMap<String, String> = rejected
        .iter()
        .filter_map(|r| Some((r.tracking_number.clone()?, r.reason.clone())))
        .collect();
    for form in CHILDREN {
        let Some(form_rows) = children.get(form.name) else {
            continue;
        };
        for answer in &form_rows.answers {
            for row in &answer.rows {
                let fields = Fields::new(answer, row, form.name, zone);
                let Some(tracking) = fields.text(TRACKING) else {
                    continue;
                };
                let part = parts.entry(tracking.clone()).or_default();
                if let Err(reason) = part.add(&form, &fields) {
                    failed.entry(tracking).or_insert(reason);
                }
            }
        }
    }
    let mut filings = Vec::with_capacity(order.len());
    for tracking in order {
        let Some(row) = rows.remove(&tracking) else {
            continue;
        };
        if let Some(reason) = failed.remove(&tracking) {
            if !rejected
                .iter()
                .any(|r| r.tracking_number.as_deref() == Some(&tracking))
            {
                rejected.push(RejectedRecord {
                    tracking_number: Some(tracking),
                    reason,
                });
            }
            continue;
        }
        let part = parts.remove(&tracking).unwrap_or_default();
        filings.push(part.into_filing(row));
    }
    (filings, rejected)
}

/// The child rows of one filing, gathered.
#[derive(Debug, Default)]
struct Parts {
    companies: Vec<SourceCompany>,
    /// Requested figures in row order, with the NAIC code when the server gave it.
    rates: Vec<(Option<String>, SourceCompany)>,
    disposition: Option<SourceDisposition>,
    approved: Vec<SourceCompany>,
    attachments: Vec<SourceAttachment>,
}

impl Parts {
    fn add(&mut self, form: &Form, f: &Fields<'_>) -> Result<(), String> {
        match form.name {
            n if n == COMPANY.name => self.companies.push(forms::company_row(f)?),
            n if n == COMPANY_RATE.name => {
                let mut figures = blank_company(f.text("CompanyCoCode").unwrap_or_default());
                forms::rate_figures(f, "", &mut figures)?;
                self.rates.push((f.text("CompanyCoCode"), figures));
            }
            n if n == DISPOSITION.name => {
                let decided = SourceDisposition {
                    decision_date: f
                        .date("DispositionDate")?
                        .ok_or_else(|| "DISPOSITION has no DispositionDate".to_owned())?,
                    status: f.required("DispositionStatus")?,
                    effective_date_new: f.date("DispEffImplDateNew")?,
                    effective_date_renewal: f.date("DispEffImplDateRenewal")?,
                    reason: f.text("DispositionComments"),
                    companies: Vec::new(),
                };
                self.attachments.extend(forms::documents(f, true));
                // A filing decided more than once (an amended disposition) shows the latest.
                if self
                    .disposition
                    .as_ref()
                    .is_none_or(|d| d.decision_date <= decided.decision_date)
                {
                    self.disposition = Some(decided);
                }
            }
            n if n == DISPOSITION_COMPANY_RATE.name => {
                let mut figures = blank_company(f.required("CompanyCoCode")?);
                forms::rate_figures(f, "Disp", &mut figures)?;
                self.approved.push(figures);
            }
            n if n == SUPPORTING_DOCUMENTS.name => {
                self.attachments.extend(forms::documents(f, false));
            }
            _ => {}
        }
        Ok(())
    }

    fn into_filing(mut self, row: forms::FilingRow) -> SourceFiling {
        // Figures go to their company by NAIC code, or by position when the server gives none.
        for (position, (code, figures)) in self.rates.into_iter().enumerate() {
            let target = match &code {
                Some(code) => self.companies.iter_mut().find(|c| &c.naic_code == code),
                None => self.companies.get_mut(position),
            };
            if let Some(company) = target {
                let name = std::mem::take(&mut company.name);
                let naic_code = std::mem::take(&mut company.naic_code);
                *company = SourceCompany {
                    name,
                    naic_code,
                    ..figures
                };
            }
        }
        if let Some(disposition) = &mut self.disposition {
            disposition.companies = self.approved;
        }
        SourceFiling {
            tracking_number: row.tracking_number,
            companies: self.companies,
            product_name: row.product_name,
            product_type: row.product_type,
            type_of_insurance: row.type_of_insurance,
            market_type: row.market_type,
            group_market_size: row.group_market_size,
            group_market_type: row.group_market_type,
            submission_date: row.submission_date,
            requested_effective_date: row.requested_effective_date,
            state_status: row.state_status,
            status_changed_at: row.status_changed_at,
            company_tracking_number: row.company_tracking_number,
            overall_rate_change: None,
            last_modified: row.last_modified,
            attachments: self.attachments,
            disposition: self.disposition,
        }
    }
}

fn blank_company(naic_code: String) -> SourceCompany {
    SourceCompany::without_figures(naic_code, String::new())
}
