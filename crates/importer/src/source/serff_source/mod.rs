//! The rate-filing source for SERFF through the NAIC's SERFF State API: a window of
//! `DateLastModified` read as one `FILING` query, then the window's filings' companies, rate
//! figures, decisions and documents in `FilingSERFFTrackNum IN (…)` batches (never a call per
//! filing), assembled into whole filings (`docs/serff-state-api.md`).
//!
//! A batch over the 600-row limit is halved. An answer that is not well-formed XML (a filing
//! holding a character XML does not allow, as SERFF's free-text fields can) is narrowed down by
//! halving its batch until the one filing is found; that filing is set aside with its reason and
//! the others are imported. Optional fields and forms the server does not know are left out for
//! the rest of the process, with one notice in the run's errors.

mod forms;

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard, PoisonError};

use chrono::{DateTime, LocalResult, NaiveDate, NaiveDateTime, TimeZone, Utc};

use self::forms::{
    CHILDREN, COMPANY, COMPANY_RATE, DISPOSITION, DISPOSITION_COMPANY_RATE, FILING, Fields, Form,
    MODIFIED, SUPPORTING_DOCUMENTS, TRACKING,
};
use super::serff::values::to_server_local;
use super::serff::{Cmp, Condition, LikePattern, QueryAnswer, SerffClient, SerffError};
use super::{
    CallPace, FilingSource, RejectedRecord, SourceCompany, SourceDisposition, SourceError,
    SourceFiling, Window, WindowListing,
};

/// Tracking numbers in one `IN (…)` batch at first: a form with a few rows per filing stays well
/// under 600 rows, and a batch that does not is halved (and the form's batches stay halved).
const FIRST_BATCH: usize = 150;
/// Client codes a server answers for a field or form it does not know.
const UNKNOWN_NAME_CODES: [u32; 2] = [1008, 1002];

/// SERFF, read through the State API client.
#[derive(Debug)]
pub struct SerffSource {
    client: SerffClient,
    learned: Mutex<Learned>,
}

/// What the source learned about the server while reading.
#[derive(Debug, Default)]
struct Learned {
    /// Forms whose optional fields the server refused.
    without_optional: HashSet<&'static str>,
    /// Inferred forms the server does not have.
    missing_forms: HashSet<&'static str>,
    /// Tracking numbers per batch, per form, once a batch was over the row limit.
    batch: HashMap<&'static str, usize>,
}

/// Rows of one form for a set of filings, and the filings set aside while reading them.
#[derive(Debug, Default)]
struct FormRows {
    answers: Vec<QueryAnswer>,
    set_aside: Vec<RejectedRecord>,
}

impl SerffSource {
    /// A source reading through `client`.
    pub fn new(client: SerffClient) -> Self {
        Self {
            client,
            learned: Mutex::new(Learned::default()),
        }
    }

    /// The client, for its metrics.
    pub fn client(&self) -> &SerffClient {
        &self.client
    }

    fn learned(&self) -> MutexGuard<'_, Learned> {
        self.learned.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The condition of `window`.
    fn window_condition(window: &Window) -> Result<Condition, SourceError> {
        let mut builder = Condition::builder()
            .compare(MODIFIED, Cmp::Gt, window.lower)
            .compare(MODIFIED, Cmp::Le, window.upper);
        if let Some(prefix) = &window.tracking_prefix {
            builder = builder.like(TRACKING, &LikePattern::starts_with(prefix));
        }
        builder
            .build()
            .map_err(|e| SourceError::Refused(e.to_string()))
    }

    /// The fields asked of `form` now.
    fn fields_of(&self, form: &Form) -> Vec<&'static str> {
        let mut fields = form.fields.to_vec();
        if !self.learned().without_optional.contains(form.name) {
            fields.extend_from_slice(form.optional);
        }
        fields
    }

    /// Reads `form` for `tracking` in `IN` batches, halving a batch over the row limit or whose
    /// answer is not XML, down to the one filing, which is set aside. `notices` gets a line when
    /// an optional part is found missing.
    async fn read_form(
        &self,
        form: &Form,
        tracking: &[String],
        notices: &mut Vec<String>,
    ) -> Result<FormRows, SourceError> {
        let mut rows = FormRows::default();
        if tracking.is_empty() || self.learned().missing_forms.contains(form.name) {
            return Ok(rows);
        }
        let size = self
            .learned()
            .batch
            .get(form.name)
            .copied()
            .unwrap_or(FIRST_BATCH);
        let mut pending: Vec<&[String]> = tracking.chunks(size.max(1)).rev().collect();
        while let Some(batch) = pending.pop() {
            let condition = Condition::builder()
                .is_in(TRACKING, batch.iter().map(String::as_str))
                .build()
                .map_err(|e| SourceError::Refused(e.to_string()))?;
            let fields = self.fields_of(form);
            match self
                .client
                .query(form.name, &fields, &condition, form.attachments)
                .await
            {
                Ok(answer) => rows.answers.push(answer),
                Err(SerffError::RowLimit { .. } | SerffError::IllegalXml { .. })
                    if batch.len() > 1 =>
                {
                    let (first, second) = batch.split_at(batch.len() / 2);
                    self.learned().batch.insert(form.name, first.len().max(1));
                    pending.push(second);
                    pending.push(first);
                }
                Err(e @ (SerffError::RowLimit { .. } | SerffError::IllegalXml { .. })) => {
                    rows.set_aside.push(RejectedRecord {
                        tracking_number: batch.first().cloned(),
                        reason: format!("its {} could not be read: {e}", form.name),
                    });
                }
                Err(SerffError::Client { code, message, .. })
                    if UNKNOWN_NAME_CODES.contains(&code) =>
                {
                    let mut learned = self.learned();
                    if !form.optional.is_empty() && learned.without_optional.insert(form.name) {
                        notices.push(format!(
                            "The rate-filing system does not know the field(s) {} of {} \
                             (client code {code}: {message}); the import goes on without them.",
                            form.optional.join(", "),
                            form.name
                        ));
                        pending.push(batch);
                    } else if form.inferred && learned.missing_forms.insert(form.name) {
                        notices.push(format!(
                            "The rate-filing system does not offer {} (client code {code}: \
                             {message}); approved figures per company are left for staff to \
                             enter.",
                            form.name
                        ));
                        return Ok(rows);
                    } else {
                        return Err(SourceError::Refused(format!(
                            "{} client code {code}: {message}",
                            form.name
                        )));
                    }
                }
                Err(e) => return Err(source_error(e)),
            }
        }
        Ok(rows)
    }

    /// The window's `FILING` answers: one query, or, when its answer is not XML, the tracking
    /// numbers alone and then the filings in batches that set the unreadable one aside.
    async fn read_filings(
        &self,
        window: &Window,
        notices: &mut Vec<String>,
    ) -> Result<FormRows, SourceError> {
        let condition = Self::window_condition(window)?;
        match self
            .client
            .query(FILING.name, FILING.fields, &condition, None)
            .await
        {
            Ok(answer) => Ok(FormRows {
                answers: vec![answer],
                set_aside: Vec::new(),
            }),
            Err(SerffError::IllegalXml { .. }) => {
                let keys = self
                    .client
                    .query(FILING.name, &[TRACKING], &condition, None)
                    .await
                    .map_err(source_error)?;
                let tracking: Vec<String> = keys
                    .rows
                    .iter()
                    .filter_map(|row| row.first(0).map(|t| t.trim().to_owned()))
                    .collect();
                tracing::warn!(
                    ?window,
                    filings = tracking.len(),
                    "a window's answer is not XML: narrowing it down"
                );
                self.read_form(&FILING, &tracking, notices).await
            }
            Err(e) => Err(source_error(e)),
        }
    }

    fn zone(&self) -> chrono_tz::Tz {
        self.client.time_zone()
    }
}

impl FilingSource for SerffSource {
    async fn server_now(&self) -> Result<NaiveDateTime, SourceError> {
        // A query that matches nothing: its answer's Date header is the server's clock.
        let never = NaiveDate::from_ymd_opt(2999, 12, 31)
            .and_then(|d| d.and_hms_opt(0, 0, 0))
            .unwrap_or_default();
        let condition = Condition::builder()
            .compare(MODIFIED, Cmp::Gt, never)
            .build()
            .map_err(|e| SourceError::Refused(e.to_string()))?;
        let answer = self
            .client
            .query(FILING.name, &[TRACKING], &condition, None)
            .await
            .map_err(source_error)?;
        let now = answer.server_time.unwrap_or_else(|| {
            tracing::warn!("the State API sent no Date header: using the importer's clock");
            Utc::now()
        });
        Ok(to_server_local(now, self.zone()))
    }

    async fn window(&self, window: &Window) -> Result<WindowListing, SourceError> {
        let mut notices = Vec::new();
        let filings = self.read_filings(window, &mut notices).await?;
        let mut listing = WindowListing {
            rejected: filings.set_aside,
            ..WindowListing::default()
        };
        let mut by_tracking: HashMap<String, forms::FilingRow> = HashMap::new();
        let mut order: Vec<String> = Vec::new();
        for answer in &filings.answers {
            for row in &answer.rows {
                let fields = Fields::new(answer, row, FILING.name, self.zone());
                match forms::filing_row(&fields) {
                    Ok(filing) if !by_tracking.contains_key(&filing.tracking_number) => {
                        order.push(filing.tracking_number.clone());
                        by_tracking.insert(filing.tracking_number.clone(), filing);
                    }
                    Ok(_) => {}
                    Err(reason) => listing.rejected.push(RejectedRecord {
                        tracking_number: fields.text(TRACKING),
                        reason,
                    }),
                }
            }
        }
        let mut children = HashMap::new();
        for form in CHILDREN {
            let rows = self.read_form(&form, &order, &mut notices).await?;
            children.insert(form.name, rows);
        }
        let assembled = assemble(order, by_tracking, &mut children, self.zone());
        listing.filings = assembled.0;
        listing.rejected.extend(assembled.1);
        listing.notices = notices;
        Ok(listing)
    }

    async fn attachment(&self, attachment_id: &str) -> Result<Vec<u8>, SourceError> {
        let limit = self.client.options().max_attachment_bytes;
        self.client
            .download(attachment_id, limit)
            .await
            .map_err(|e| match e {
                SerffError::Client { code: 1010, .. }
                | SerffError::Server {
                    code: 2004 | 2005, ..
                } => SourceError::NoSuchAttachment(attachment_id.to_owned()),
                other => source_error(other),
            })
    }

    fn local_to_utc(&self, local: NaiveDateTime) -> DateTime<Utc> {
        match self.zone().from_local_datetime(&local) {
            LocalResult::Single(t) | LocalResult::Ambiguous(t, _) => t.with_timezone(&Utc),
            // A local time skipped by the spring change: read it an hour later.
            LocalResult::None => self
                .zone()
                .from_local_datetime(&(local + chrono::TimeDelta::hours(1)))
                .earliest()
                .map_or_else(|| local.and_utc(), |t| t.with_timezone(&Utc)),
        }
    }

    fn register_metrics(&self, registry: &prometheus::Registry) -> prometheus::Result<()> {
        self.client.metrics().register(registry)
    }

    fn pace(&self) -> CallPace {
        let limiter = self.client.limiter();
        CallPace {
            calls_made: limiter.stats().calls,
            calls_per_minute: limiter.budget().per_minute,
        }
    }
}

/// Whole filings from the window's rows, in the window's order; a filing whose child rows
/// cannot be read, or that was set aside while reading them, is rejected with the reason.
fn assemble(
    order: Vec<String>,
    mut rows: HashMap<String, forms::FilingRow>,
    children: &mut HashMap<&'static str, FormRows>,
    zone: chrono_tz::Tz,
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
    attachments: Vec<super::SourceAttachment>,
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
    SourceCompany {
        naic_code,
        name: String::new(),
        overall_rate_change: None,
        maximum_rate_change: None,
        minimum_rate_change: None,
        policyholders_affected: None,
        premium_change: None,
        written_premium: None,
    }
}

/// What the import makes of a failed call.
fn source_error(e: SerffError) -> SourceError {
    let text = e.to_string();
    match e {
        SerffError::Unauthorized { .. } => SourceError::Unauthorized(text),
        SerffError::RowLimit { .. } => SourceError::TooManyRows,
        SerffError::Client { .. } | SerffError::InvalidRequest { .. } => SourceError::Refused(text),
        SerffError::Server { .. }
        | SerffError::Unavailable { .. }
        | SerffError::Throttled { .. }
        | SerffError::OtherFault { .. } => SourceError::Unavailable(text),
        SerffError::IllegalXml { .. }
        | SerffError::Malformed(_)
        | SerffError::TooLarge { .. }
        | SerffError::ChecksumMismatch { .. } => SourceError::Malformed(text),
    }
}
