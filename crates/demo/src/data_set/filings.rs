//! Rate filings over the last three years in every status, with their companies' rate
//! figures (SPEC 2.7–2.9, 3 Filing, 4.1). How each one is drawn is in [`super::filing_drafts`].

use chrono::{DateTime, Datelike, NaiveDate, TimeDelta, Utc};
use diesel::prelude::*;
use rand::Rng;

use super::bulk::rows_per_insert;
use super::companies::Companies;
use super::filing_drafts::{Draft, draft, overall_of};
use super::rng::{DemoRng, percent_thousandths, stream};
use super::scale::Sizes;
use crate::catalog::{Market, toi_name};
use db::models::filing::NewFiling;
use db::models::filing_company::FilingCompany;
use db::schema::{filing_companies, filings};

/// A filing as stored, with what attachments and comments are written from.
#[derive(Debug, Clone)]
pub(super) struct SeededFiling {
    pub filing_id: i32,
    pub tracking: String,
    pub company_name: String,
    pub company_abbr: String,
    pub issuer_id: u32,
    pub product_name: String,
    pub toi_name: &'static str,
    pub market: Market,
    pub status: i16,
    pub submission_date: NaiveDate,
    pub status_changed_at: DateTime<Utc>,
    pub effective_date: NaiveDate,
    /// Overall rate change in thousandths of a percent.
    pub overall: i64,
    /// Its companies with their requested figures (`filing_id` set once stored).
    pub figures: Vec<FilingCompany>,
}

/// Inserts the filings and their companies; returns them in submission order.
pub(super) fn seed(
    conn: &mut PgConnection,
    sizes: &Sizes,
    companies: &Companies,
    today: NaiveDate,
) -> QueryResult<Vec<SeededFiling>> {
    let mut rng = stream("filings");
    let mut drafts: Vec<Draft> = (0..sizes.filings)
        .map(|i| draft(&mut rng, i, companies, today))
        .collect();
    drafts.sort_by_key(|d| (d.submission, d.changed));

    let mut seeded = Vec::with_capacity(drafts.len());
    let mut company_numbers: Vec<Option<String>> = Vec::with_capacity(drafts.len());
    for (k, d) in drafts.iter().enumerate() {
        let company = &companies.list[d.company];
        let number = 130_000_000 + 53 * k + rng.random_range(0..53);
        let tracking = format!("{}-{number:09}", company.spec.abbr);
        let market = company.products[d.product].spec.market;
        let market_tag = if market == Market::Individual {
            "IND"
        } else {
            "SG"
        };
        company_numbers.push(rng.random_bool(0.92).then(|| {
            format!(
                "{}-{market_tag}-{}-{:03}",
                company.spec.abbr,
                d.submission.year(),
                k % 997 + 1
            )
        }));
        seeded.push(SeededFiling {
            filing_id: 0,
            tracking,
            company_name: company.spec.name.clone(),
            company_abbr: company.spec.abbr.clone(),
            issuer_id: company.spec.issuer_id,
            product_name: company.products[d.product].spec.name.clone(),
            toi_name: toi_name(d.toi),
            market,
            status: d.status,
            submission_date: d.submission,
            status_changed_at: d.changed,
            effective_date: d.effective,
            overall: overall_of(&d.figures),
            figures: d.figures.clone(),
        });
    }
    insert(
        conn,
        companies,
        &drafts,
        &mut seeded,
        &company_numbers,
        &mut rng,
    )?;
    Ok(seeded)
}

fn insert(
    conn: &mut PgConnection,
    companies: &Companies,
    drafts: &[Draft],
    seeded: &mut [SeededFiling],
    company_numbers: &[Option<String>],
    rng: &mut DemoRng,
) -> QueryResult<()> {
    let source_times: Vec<DateTime<Utc>> = drafts
        .iter()
        .map(|d| d.changed + TimeDelta::minutes(rng.random_range(5..240)))
        .collect();
    let rows: Vec<NewFiling<'_>> = drafts
        .iter()
        .zip(seeded.iter())
        .zip(company_numbers.iter().zip(&source_times))
        .map(|((d, s), (company_number, source_time))| {
            let group = s.market != Market::Individual;
            NewFiling {
                serff_tracking_num: &s.tracking,
                company_product_pk: companies.list[d.company].products[d.product]
                    .company_product_pk,
                toi_id: companies.toi_id(d.toi).unwrap_or_default(),
                product_name: &s.product_name,
                market_type: if group { "Group" } else { "Individual" },
                grp_market_size: group.then_some("Small Group"),
                grp_market_type: group.then_some(d.group_type),
                submission_date: d.submission,
                requested_effective_date: Some(d.effective),
                filing_status_code: d.status,
                status_changed_at: d.changed,
                company_tracking_num: company_number.as_deref(),
                overall_rate_impact: Some(percent_thousandths(s.overall)),
                source_updated_at: Some(*source_time),
            }
        })
        .collect();
    let mut ids = std::collections::HashMap::with_capacity(rows.len());
    for chunk in rows.chunks(rows_per_insert(14)) {
        let returned: Vec<(String, i32)> = diesel::insert_into(filings::table)
            .values(chunk)
            .returning((filings::serff_tracking_num, filings::filing_id))
            .get_results(conn)?;
        ids.extend(returned);
    }
    let mut links = Vec::new();
    for s in seeded.iter_mut() {
        s.filing_id = ids
            .get(&s.tracking)
            .copied()
            .ok_or(diesel::result::Error::NotFound)?;
        for f in &mut s.figures {
            f.filing_id = s.filing_id;
        }
        links.extend(s.figures.iter().cloned());
    }
    for chunk in links.chunks(rows_per_insert(9)) {
        diesel::insert_into(filing_companies::table)
            .values(chunk)
            .execute(conn)?;
    }
    Ok(())
}
