//! The importer reading serff-sim through the SERFF State API: every filing with its
//! companies, figures, decisions and documents; a re-run that writes nothing; windows split under
//! a small row limit; and the faults of the reference — an illegal XML character quarantines one
//! filing, a bad block MD5 is read again, server errors are retried, an expired password fails
//! the run with a message staff can act on.

use crate::support::{
    Harness, counts, quick_options, sim_counters, snapshot, start_faulty_sim, start_sim,
    unthrottled,
};
use db::queries::import_runs::{self, windows};
use db::schema::{attachments, filing_company_decisions, filing_decisions, filings};
use diesel::prelude::*;

const FILINGS: usize = 120;

async fn run_with(h: &Harness, base: &str) -> import_runs::ImportRun {
    h.run_soap(quick_options(base)).await
}

fn count(conn: &mut PgConnection, sql: &str) -> i64 {
    diesel::select(diesel::dsl::sql::<diesel::sql_types::BigInt>(&format!(
        "(SELECT count(*) FROM {sql})"
    )))
    .get_result(conn)
    .unwrap()
}

#[actix_web::test]
async fn every_filing_arrives_whole_and_a_second_run_writes_nothing() {
    let h = Harness::new();
    let mut conn = h.conn();
    let base = start_sim(FILINGS, unthrottled());

    let first = run_with(&h, &base).await;
    let before = snapshot(&mut conn);
    let calls_first = sim_counters(&base).await["soap"]["callsByOperation"]["queryFiling"]
        .as_u64()
        .unwrap();
    let second = run_with(&h, &base).await;

    assert_eq!(first.status, "succeeded", "{:?}", first.error_text);
    assert_eq!(counts(&first), (FILINGS as i32, 0, 0, 0));
    let stored: i64 = filings::table.count().get_result(&mut conn).unwrap();
    assert_eq!(stored, FILINGS as i64);
    // Companies with their figures, decisions with approved figures, documents of both kinds.
    assert_eq!(
        count(
            &mut conn,
            "filing_companies WHERE overall_rate_impact IS NULL"
        ),
        0
    );
    assert_eq!(
        count(
            &mut conn,
            "filings f WHERE filing_status_code IN (3, 4, 5, 6)
               AND NOT EXISTS (SELECT 1 FROM filing_decisions d WHERE d.filing_id = f.filing_id)"
        ),
        0,
        "every decided filing has its decision"
    );
    let decided: i64 = filing_decisions::table
        .count()
        .get_result(&mut conn)
        .unwrap();
    let approved: i64 = filing_company_decisions::table
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert!(
        decided > 0 && approved > 0,
        "{decided} decisions, {approved} approved figures"
    );
    let letters: i64 = attachments::table
        .filter(attachments::decision_document)
        .count()
        .get_result(&mut conn)
        .unwrap();
    let filed: i64 = attachments::table
        .filter(attachments::decision_document.eq(false))
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert!(
        letters > 0 && filed > letters,
        "{letters} letters, {filed} filed documents"
    );
    // Child forms come in batches, not a call per filing.
    assert!(
        calls_first < 20,
        "{calls_first} queries for {FILINGS} filings"
    );
    // The re-run finds everything unchanged, downloads nothing and writes nothing.
    assert_eq!(second.status, "succeeded", "{:?}", second.error_text);
    assert_eq!(counts(&second), (0, 0, FILINGS as i32, 0));
    assert_eq!(snapshot(&mut conn), before);
}

#[actix_web::test]
async fn a_small_row_limit_splits_windows_and_batches_until_each_answer_fits() {
    let h = Harness::new();
    let mut conn = h.conn();
    let base = start_faulty_sim(FILINGS, |faults| faults.row_limit = 25);

    let run = run_with(&h, &base).await;

    assert_eq!(run.status, "succeeded", "{:?}", run.error_text);
    assert_eq!(counts(&run), (FILINGS as i32, 0, 0, 0));
    assert!(windows::planned(&mut conn).unwrap().is_empty());
    let soap = &sim_counters(&base).await["soap"];
    assert!(soap["rowLimitFaults"].as_u64().unwrap() > 0, "{soap}");
}

#[actix_web::test]
async fn a_filing_with_a_character_xml_cannot_carry_is_set_aside_and_the_rest_imported() {
    let h = Harness::new();
    let mut conn = h.conn();
    // The simulator's tracking numbers are drawn from its seed: take one it serves.
    let probe = start_sim(FILINGS, unthrottled());
    let victim: String = {
        let other = Harness::new();
        assert_eq!(run_with(&other, &probe).await.status, "succeeded");
        filings::table
            .select(filings::serff_tracking_num)
            .order(filings::serff_tracking_num)
            .first(&mut other.conn())
            .unwrap()
    };
    let base = start_faulty_sim(FILINGS, |faults| {
        faults.illegal_xml_filing = Some(victim.clone());
    });

    let run = run_with(&h, &base).await;

    assert_eq!(run.status, "succeeded", "{:?}", run.error_text);
    assert_eq!(counts(&run), (FILINGS as i32 - 1, 0, 0, 1));
    let errors = import_runs::recent(&mut conn).unwrap();
    let reported = &errors[0].errors;
    assert!(
        reported
            .iter()
            .any(|e| e.serff_tracking_num.as_deref() == Some(victim.as_str())
                && e.message.contains("XML")),
        "{reported:?}"
    );
    let stored: i64 = filings::table
        .filter(filings::serff_tracking_num.eq(&victim))
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert_eq!(stored, 0);
}

#[actix_web::test]
async fn bad_block_checksums_are_read_again_and_server_errors_retried() {
    let h = Harness::new();
    let base = start_faulty_sim(30, |faults| {
        faults.bad_block_md5_rate = 0.3;
        faults.server_error_rate = 0.2;
    });

    // Enough attempts that a fault injected at these rates never exhausts them (0.3^9).
    let mut options = quick_options(&base);
    options.retries = 8;
    options.block_rereads = 8;

    let run = h.run_soap(options).await;

    let errors = import_runs::recent(&mut h.conn()).unwrap();
    assert_eq!(run.status, "succeeded", "{:?}", run.error_text);
    assert_eq!(counts(&run), (30, 0, 0, 0), "{:?}", errors[0].errors);
    let soap = &sim_counters(&base).await["soap"];
    assert!(soap["badMd5Injected"].as_u64().unwrap() > 0, "{soap}");
    assert!(soap["serverErrorsInjected"].as_u64().unwrap() > 0, "{soap}");
}

#[actix_web::test]
async fn an_expired_password_fails_the_run_with_a_message_staff_can_act_on() {
    let h = Harness::new();
    let base = start_faulty_sim(10, |faults| faults.expired_password = true);

    let run = run_with(&h, &base).await;

    assert_eq!(run.status, "failed");
    let message = run.error_text.clone().unwrap();
    assert!(
        message.contains("SERFF_API_PASSWORD") && message.contains("90 days"),
        "{message}"
    );
    assert_eq!(counts(&run), (0, 0, 0, 0));
}
