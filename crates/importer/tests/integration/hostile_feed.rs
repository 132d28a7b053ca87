//! The importer trusts nothing SERFF sends: serff-sim's hostile fault modes
//! on its State API against the real client and import — an answer that never ends is dropped
//! at its cap, an attachment announced over the cap is never read, a redirect to another origin
//! is refused without following it, and an HTML page filed as a PDF fails its filing and is never
//! stored.

use crate::support::{
    Harness, quick_options, sim_counters, start_faulty_sim, start_sim, unthrottled,
};
use db::queries::import_runs;
use db::schema::{attachment_blobs, filings};
use diesel::prelude::*;

/// 256 MiB of padding: far over every cap, small enough that a client without one survives
/// reading it (and so shows the missing cap by succeeding).
const PADDING: u64 = 256 * 1024 * 1024;

fn errors(h: &Harness, run: &import_runs::ImportRun) -> Vec<(Option<String>, String)> {
    import_runs::filing_errors(&mut h.conn(), run.import_run_id).unwrap()
}

#[actix_web::test]
async fn an_answer_over_its_cap_is_dropped_as_soon_as_it_passes_it() {
    let h = Harness::new();
    let api = start_faulty_sim(10, |faults| faults.oversize_page_bytes = PADDING);
    let mut options = quick_options(&api);
    options.max_page_bytes = 1024 * 1024;

    let run = h.run_soap(options).await;

    assert_eq!(run.status, "failed");
    let message = run.error_text.clone().unwrap();
    assert!(message.contains("limit of 1048576 bytes"), "{message}");
    let sent = sim_counters(&api).await["paddingBytesSent"]
        .as_u64()
        .unwrap();
    assert!(
        sent < PADDING / 4,
        "the client read on after its cap: {sent} bytes of padding sent"
    );
}

#[actix_web::test]
async fn an_attachment_announced_over_the_cap_is_never_read() {
    let h = Harness::new();
    let api = start_faulty_sim(10, |faults| {
        // Past the 1 MiB cap below; the simulator's endDownload digests the whole announced
        // size, so 256 MiB here would only slow the test down.
        faults.oversize_attachment_bytes = 4 * 1024 * 1024;
    });
    let mut options = quick_options(&api);
    options.max_attachment_bytes = 1024 * 1024;

    let run = h.run_soap(options).await;

    let errors = errors(&h, &run);
    assert!(run.failed_count > 0, "{errors:?}");
    assert!(
        errors
            .iter()
            .all(|(_, message)| message.contains("limit of 1048576 bytes")),
        "{errors:?}"
    );
    let soap = &sim_counters(&api).await["soap"];
    assert_eq!(
        soap["callsByOperation"]["readBlock"].as_u64().unwrap_or(0),
        0,
        "no block of an attachment over the cap is read: {soap}"
    );
}

#[actix_web::test]
async fn a_redirect_to_another_origin_is_refused_and_not_followed() {
    let h = Harness::new();
    let elsewhere = start_sim(10, unthrottled());
    let origin = elsewhere.trim_end_matches("/state-api_4.1").to_owned();
    let api = start_faulty_sim(10, |faults| faults.redirect_origin = Some(origin.clone()));

    let run = h.run_soap(quick_options(&api)).await;

    assert_eq!(run.status, "failed");
    let message = run.error_text.clone().unwrap();
    assert!(
        message.contains(&origin) && message.contains("SERFF_API_URL"),
        "{message}"
    );
    let followed = &sim_counters(&elsewhere).await["soap"];
    assert_eq!(
        followed["callsByOperation"]
            .as_object()
            .map_or(0, serde_json::Map::len),
        0,
        "the other origin was asked: {followed}"
    );
}

#[actix_web::test]
async fn an_html_page_filed_as_a_pdf_fails_its_filing_and_is_never_stored() {
    let h = Harness::new();
    let api = start_faulty_sim(12, |faults| faults.lying_attachments = true);

    let run = h.run_soap(quick_options(&api)).await;

    let mut conn = h.conn();
    let errors = errors(&h, &run);
    assert_eq!(run.status, "succeeded", "{:?}", run.error_text);
    assert!(run.failed_count > 0);
    assert_eq!(errors.len(), usize::try_from(run.failed_count).unwrap());
    assert!(
        errors
            .iter()
            .all(|(_, message)| message.contains("was not stored: its name says a PDF")),
        "{errors:?}"
    );
    let pdf_blobs: i64 = attachment_blobs::table
        .filter(attachment_blobs::content_type.eq("application/pdf"))
        .count()
        .get_result(&mut conn)
        .unwrap();
    let stored: i64 = filings::table.count().get_result(&mut conn).unwrap();
    assert_eq!(pdf_blobs, 0);
    assert_eq!(stored, 12 - i64::from(run.failed_count));
}
