//! `GET /feeds/filings.atom` and `GET /feeds/companies/{companyPk}.atom`: one entry per filing
//! and status it reached, newest status change first.

use chrono::{DateTime, Utc};
use db::queries::companies::FollowedCompany;
use db::queries::filings::{FeedFiling, FeedFilingColumns, FeedFilingCompany};
use domain::{FilingStatus, format_rate_change, format_us_date};

use super::atom::{Entry, Feed};
use super::content::ContentHtml;
use super::{FeedHead, Publisher};
use crate::routes::filing_dto::percent;

/// The feed of every company's latest status changes (`filings`: at most
/// [`super::MOST_ENTRIES`], newest first); `quiet_since` dates it when it has none.
pub fn filings_feed(
    publisher: &Publisher<'_>,
    filings: &[FeedFiling],
    quiet_since: DateTime<Utc>,
) -> Feed {
    let head = FeedHead {
        tag: "feeds/filings".to_owned(),
        title: "Rate filings".to_owned(),
        subtitle: format!(
            "New rate filings and their status changes, from the {}: each status a filing \
             reaches is an entry, newest first.",
            publisher.profile.department_name
        ),
        file: "filings.atom".to_owned(),
        page_path: "/rates".to_owned(),
    };
    publisher.feed(head, entries(publisher, filings, None), quiet_since)
}

/// The feed of `company`'s filings (`filings`, as for [`filings_feed`]). It follows the Company
/// Page of the company's first active product, or the Latest Rates page when it has none; each
/// entry links to the company's own Rate Page of the filing and tells its own rate change.
pub fn company_feed(
    publisher: &Publisher<'_>,
    company: &FollowedCompany,
    filings: &[FeedFiling],
    quiet_since: DateTime<Utc>,
) -> Feed {
    let head = FeedHead {
        tag: format!("feeds/companies/{}", company.company_pk),
        title: format!("Rate filings of {}", company.company_name),
        subtitle: format!(
            "New rate filings naming {} and their status changes: each status a filing reaches \
             is an entry, newest first.",
            company.company_name
        ),
        file: format!("companies/{}.atom", company.company_pk),
        page_path: company
            .page_product_pk
            .map_or_else(|| "/rates".to_owned(), |pk| format!("/company/{pk}")),
    };
    let followed = Some(company.company_pk);
    publisher.feed(head, entries(publisher, filings, followed), quiet_since)
}

/// The entries of `filings`, linked to the Rate Pages of the company `followed` when given.
fn entries(publisher: &Publisher<'_>, filings: &[FeedFiling], followed: Option<i32>) -> Vec<Entry> {
    filings
        .iter()
        .filter_map(|filing| Announced::of(filing, followed))
        .map(|announced| status_entry(publisher, &announced))
        .collect()
}

/// The entry of a filing reaching its current status.
fn status_entry(publisher: &Publisher<'_>, announced: &Announced<'_>) -> Entry {
    let filing = announced.filing;
    let status = announced.status();
    let requested = announced.requested_change();
    let title = format!(
        "{status}: {} — {}{} ({})",
        announced.company_names(),
        filing.market_type,
        requested
            .as_ref()
            .map_or_else(String::new, |change| format!(", {change} requested")),
        filing.serff_tracking_num
    );
    let summary = format!(
        "{} filed {} for {} ({}); the filing is {status}.",
        announced.company_names(),
        requested.map_or_else(
            || "a rate change".to_owned(),
            |change| format!("a {change} rate change")
        ),
        filing.product_name,
        filing.toi_name,
    );
    let mut content = ContentHtml::default();
    if let Some(meaning) = status.popover() {
        content = content.paragraph(meaning);
    }
    Entry {
        id: publisher.tag(&format!(
            "filing/{}/status/{}",
            filing.filing_id, filing.filing_status_code
        )),
        title,
        updated: filing.status_changed_at,
        published: Some(filing.status_changed_at),
        page_link: publisher.page(&announced.rate_page_path()),
        category: (
            status.display_status().to_owned(),
            status.display_status().to_owned(),
        ),
        summary,
        content_html: announced.facts(content).render(),
    }
}

/// A publicly listed filing as the entries tell it: its columns and its companies, the one whose
/// Rate Page the entries link to apart.
#[derive(Debug, Clone, Copy)]
pub(super) struct Announced<'a> {
    /// The filing's columns.
    pub filing: &'a FeedFilingColumns,
    /// The company whose Rate Page the entry links to and whose change it tells: the followed
    /// company in a company's feed, else the filing's first company.
    pub linked: &'a FeedFilingCompany,
    /// Every company it names, the first included.
    pub companies: &'a [FeedFilingCompany],
}

impl<'a> Announced<'a> {
    /// `filing`, or `None` when it names no company (such a filing is not publicly listed).
    /// Linked to the company `followed` when the filing names it, else to its first company.
    pub fn of(filing: &'a FeedFiling, followed: Option<i32>) -> Option<Self> {
        let linked = followed
            .and_then(|pk| filing.companies.iter().find(|c| c.company_pk == pk))
            .or_else(|| filing.companies.first())?;
        Some(Self {
            filing: &filing.filing,
            linked,
            companies: &filing.companies,
        })
    }

    /// Its status.
    pub fn status(&self) -> FilingStatus {
        FilingStatus::from_display(&self.filing.display_status)
    }

    /// "Acme Health", "Acme Health and Beta Health", or "Acme Health and 2 other companies".
    pub fn company_names(&self) -> String {
        match self.companies {
            [] => self.linked.company_name.clone(),
            [only] => only.company_name.clone(),
            [first, second] => format!("{} and {}", first.company_name, second.company_name),
            [first, others @ ..] => {
                format!(
                    "{} and {} other companies",
                    first.company_name,
                    others.len()
                )
            }
        }
    }

    /// The linked company's overall rate change, as the public pages write it ("+7.5%").
    pub fn requested_change(&self) -> Option<String> {
        percent(self.linked.rate.overall_rate_impact.as_ref()).map(format_rate_change)
    }

    /// The Rate Page of the linked company:
    /// `/company/{companyProductPk}/rate/{filingId}/{companyPk}/{toiId}`.
    pub fn rate_page_path(&self) -> String {
        format!(
            "/company/{}/rate/{}/{}/{}",
            self.filing.company_product_pk,
            self.filing.filing_id,
            self.linked.company_pk,
            self.filing.toi_id
        )
    }

    /// `content` with the filing's facts listed: status, companies with their changes,
    /// product, type of insurance, market, the requested change, dates and tracking number.
    pub fn facts(&self, content: ContentHtml) -> ContentHtml {
        let filing = self.filing;
        let rate = &self.linked.rate;
        let change = |value| percent(value).map(format_rate_change);
        let requested = match (
            change(rate.overall_rate_impact.as_ref()),
            change(rate.rate_min_change.as_ref()),
            change(rate.rate_max_change.as_ref()),
        ) {
            (None, ..) => NOT_STATED.to_owned(),
            (Some(overall), Some(min), Some(max)) => {
                format!("{overall} (minimum {min}, maximum {max})")
            }
            (Some(overall), ..) => overall,
        };
        let companies = self
            .companies
            .iter()
            .map(
                |company| match change(company.rate.overall_rate_impact.as_ref()) {
                    Some(change) => format!("{} ({change})", company.company_name),
                    None => company.company_name.clone(),
                },
            )
            .collect::<Vec<_>>()
            .join("; ");
        content
            .fact("Status", self.status().display_status())
            .fact("Companies", companies)
            .fact("Product", filing.product_name.as_str())
            .fact("Type of insurance", filing.toi_name.as_str())
            .fact("Market", filing.market_type.as_str())
            .fact("Requested overall change", requested)
            .fact("Submitted on", format_us_date(filing.submission_date))
            .fact(
                "Requested effective date",
                filing
                    .requested_effective_date
                    .map_or_else(|| NOT_STATED.to_owned(), format_us_date),
            )
            .fact("Tracking number", filing.serff_tracking_num.as_str())
    }
}

/// What a figure the filing left empty reads as.
const NOT_STATED: &str = "not stated";
