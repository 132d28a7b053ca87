//! One window of the source's listing imported filing by filing: each outcome counted, each bad
//! record reported with its tracking number and reason, and the run goes on, unless the
//! database fails or the source stops answering.

use db::queries::filings::UpsertOutcome;
use db::queries::import_runs::{self, RunCounts};
use futures_util::StreamExt;

use super::{FilingFailure, ImportContext, import_filing};
use crate::source::{FilingSource, SourceFiling, WindowListing};

/// Filings in a row whose attachments could not be fetched because the source was unavailable
/// before the run gives up (the next run picks them up).
const UNAVAILABLE_IN_A_ROW: u32 = 5;
/// Filings of a window imported at once: their documents download side by side, which is what
/// a run waits for when SERFF answers each block in tens of milliseconds. Each filing still has
/// its own transaction; outcomes are taken in the window's order.
const FILINGS_AT_ONCE: usize = 4;

/// The counts of a run so far.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    /// New, updated, unchanged and failed so far.
    pub counts: RunCounts,
    unavailable_in_a_row: u32,
}

/// Why a run stops before the end of the listing.
#[derive(Debug, thiserror::Error)]
pub enum PageStop {
    /// The database or the object store failed.
    #[error("the import could not write: {0:#}")]
    Fatal(anyhow::Error),
    /// The source stopped answering for attachments.
    #[error("the rate-filing source stopped answering: {0}")]
    SourceUnavailable(String),
}

/// One filing's import, boxed to run beside others.
type Pending<'a> = std::pin::Pin<
    Box<
        dyn std::future::Future<Output = (&'a SourceFiling, Result<UpsertOutcome, FilingFailure>)>
            + Send
            + 'a,
    >,
>;

async fn import_one<'a, S: FilingSource>(
    ctx: &'a ImportContext<S>,
    record: &'a SourceFiling,
) -> (&'a SourceFiling, Result<UpsertOutcome, FilingFailure>) {
    (record, import_filing(ctx, record).await)
}

/// Imports the filings of `listing` for run `import_run_id`, adding to `tally`; records the
/// source could not read count as failed, each with its reason, and its notices are recorded
/// as errors of the run without a filing.
pub async fn import_page<S: FilingSource>(
    ctx: &ImportContext<S>,
    import_run_id: i32,
    listing: &WindowListing,
    tally: &mut Tally,
) -> Result<(), PageStop> {
    for notice in &listing.notices {
        tracing::warn!(%notice, "rate-filing source notice");
        let message = notice.clone();
        ctx.db(move |conn| import_runs::record_filing_error(conn, import_run_id, None, &message))
            .await
            .map_err(|e| PageStop::Fatal(anyhow::anyhow!("{e}")))?;
    }
    for rejected in &listing.rejected {
        tally.counts.failed = tally.counts.failed.saturating_add(1);
        let message = format!(
            "The source sent this filing in a form the import cannot read: {}",
            rejected.reason
        );
        tracing::warn!(tracking_number = ?rejected.tracking_number, %message, "filing not imported");
        let tracking = rejected.tracking_number.clone();
        ctx.db(move |conn| {
            import_runs::record_filing_error(conn, import_run_id, tracking.as_deref(), &message)
        })
        .await
        .map_err(|e| PageStop::Fatal(anyhow::anyhow!("{e}")))?;
    }
    // One connection stays free for the run's own bookkeeping.
    let at_once = FILINGS_AT_ONCE
        .min(
            usize::try_from(ctx.pool.max_size())
                .unwrap_or(1)
                .saturating_sub(1),
        )
        .max(1);
    // Boxed: the futures borrow the listing, and a stream of closures over borrowed records
    // trips the compiler's higher-ranked Send check in the spawned scheduler.
    let imports: Vec<Pending<'_>> = listing
        .filings
        .iter()
        .map(|record| -> Pending<'_> { Box::pin(import_one(ctx, record)) })
        .collect();
    let mut outcomes = futures_util::stream::iter(imports).buffered(at_once);
    while let Some((record, outcome)) = outcomes.next().await {
        let failure = match outcome {
            Ok(outcome) => {
                let counts = &mut tally.counts;
                let count = match outcome {
                    UpsertOutcome::New => &mut counts.new,
                    UpsertOutcome::Updated => &mut counts.updated,
                    UpsertOutcome::Unchanged => &mut counts.unchanged,
                };
                *count = count.saturating_add(1);
                tally.unavailable_in_a_row = 0;
                continue;
            }
            Err(FilingFailure::Fatal(e)) => return Err(PageStop::Fatal(e)),
            Err(failure) => failure,
        };
        tally.counts.failed = tally.counts.failed.saturating_add(1);
        let message = failure.to_string();
        tracing::warn!(tracking_number = %record.tracking_number, %message, "filing not imported");
        let tracking = Some(record.tracking_number.trim().to_owned()).filter(|t| !t.is_empty());
        ctx.db(move |conn| {
            import_runs::record_filing_error(conn, import_run_id, tracking.as_deref(), &message)
        })
        .await
        .map_err(|e| PageStop::Fatal(anyhow::anyhow!("{e}")))?;
        if failure.is_source_unavailable() {
            tally.unavailable_in_a_row += 1;
            if tally.unavailable_in_a_row >= UNAVAILABLE_IN_A_ROW {
                return Err(PageStop::SourceUnavailable(failure.to_string()));
            }
        } else {
            tally.unavailable_in_a_row = 0;
        }
    }
    let counts = tally.counts;
    ctx.db(move |conn| import_runs::record_progress(conn, import_run_id, &counts))
        .await
        .map_err(|e| PageStop::Fatal(anyhow::anyhow!("{e}")))?;
    Ok(())
}
