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

mod assemble;
mod forms;

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard, PoisonError};

use chrono::{DateTime, LocalResult, NaiveDate, NaiveDateTime, TimeZone, Utc};

use self::forms::{CHILDREN, FILING, Fields, Form, MODIFIED, TRACKING};
use super::serff::values::to_server_local;
use super::serff::{Cmp, Condition, LikePattern, QueryAnswer, SerffClient, SerffError};
use super::{CallPace, FilingSource, RejectedRecord, SourceError, Window, WindowListing};

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
        let assembled = assemble::assemble(order, by_tracking, &mut children, self.zone());
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
