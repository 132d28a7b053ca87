//! Working one claimed run: ask the source for changes (everything for a run staff or an
//! operator asked for, changes since the cursor for a scheduled one), import page by page,
//! and end the run with its counts.

use chrono::{DateTime, Utc};
use db::queries::import_runs::{self, ImportRun, RunEnd};

use super::lock::RunLock;
use crate::import::{ImportContext, Tally, import_page};
use crate::source::FilingSource;

/// Imports for the running run `run` while `lock` is held, and ends it. An error means the run
/// could not even be ended; it stays `running` until an importer closes it as abandoned.
pub(super) async fn execute<S: FilingSource>(
    ctx: &ImportContext<S>,
    lock: &RunLock,
    run: ImportRun,
) -> anyhow::Result<ImportRun> {
    let id = run.import_run_id;
    let incremental = run.trigger_kind == "scheduled";
    let since = ctx
        .db(move |conn| {
            let since = if incremental {
                import_runs::cursor(conn)?
            } else {
                None
            };
            import_runs::set_source_since(conn, id, since).map(|()| since)
        })
        .await?;
    tracing::info!(import_run_id = id, trigger = %run.trigger_kind, ?since, "import run started");
    let mut tally = Tally::default();
    let mut as_of = None;
    let error_text = import_listing(ctx, lock, id, since, &mut tally, &mut as_of)
        .await
        .err();
    let end = RunEnd {
        counts: tally.counts,
        error_text,
        source_as_of: as_of,
    };
    let finished = ctx
        .db(move |conn| import_runs::finish(conn, id, &end))
        .await?
        .ok_or_else(|| anyhow::anyhow!("import run {id} was closed by another importer"))?;
    tracing::info!(
        import_run_id = id,
        status = %finished.status,
        new = finished.new_count,
        updated = finished.updated_count,
        unchanged = finished.unchanged_count,
        failed = finished.failed_count,
        error = finished.error_text.as_deref().unwrap_or(""),
        "import run ended"
    );
    Ok(finished)
}

/// Walks the source's listing page by page; the error is the run's error text for staff.
async fn import_listing<S: FilingSource>(
    ctx: &ImportContext<S>,
    lock: &RunLock,
    id: i32,
    since: Option<DateTime<Utc>>,
    tally: &mut Tally,
    as_of: &mut Option<DateTime<Utc>>,
) -> Result<(), String> {
    let next_time = "The next run imports what this one missed.";
    let mut token: Option<String> = None;
    loop {
        lock.check()
            .await
            .map_err(|e| format!("{e:#}. {next_time}"))?;
        let page = ctx
            .source
            .changed_since(since, token.clone())
            .await
            .map_err(|e| format!("{}. {next_time}", capitalised(&e.to_string())))?;
        // The first page's clock is when the listing began.
        as_of.get_or_insert(page.as_of);
        import_page(ctx, id, &page, tally)
            .await
            .map_err(|e| format!("{}. {next_time}", capitalised(&e.to_string())))?;
        match page.next_page_token {
            None => return Ok(()),
            Some(next) if token.as_ref() == Some(&next) => {
                return Err(format!(
                    "The rate-filing source repeated the page token \"{next}\". {next_time}"
                ));
            }
            Some(next) => token = Some(next),
        }
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
