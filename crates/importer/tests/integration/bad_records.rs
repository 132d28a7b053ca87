//! A bad record is counted and reported, and the rest of the run still imports: records the
//! import refuses, and one the source sent in a shape the contract does not allow.

use crate::support::{Harness, MEMO, attachment, counts, filing, run};
use db::queries::import_runs;
use db::schema::{filing_statuses, filings};
use diesel::prelude::*;
#[tokio::test(flavor = "multi_thread")]
async fn bad_records_are_counted_and_reported_and_the_others_still_import() {
    let h = Harness::new();
    let mut conn = h.conn();
    let s = &h.source;
    s.put(filing("BLHP-1345", "95101", "Blue Lake Health Plan"));
    let mut negative = filing("BLHP-134500002", "95101", "Blue Lake Health Plan");
    negative.companies[0].policyholders_affected = Some(-12);
    s.put(negative);
    let mut nobody = filing("BLHP-134500003", "95101", "Blue Lake Health Plan");
    nobody.companies.clear();
    s.put(nobody);
    let mut missing_file = filing("BLHP-134500004", "95101", "Blue Lake Health Plan");
    missing_file.attachments = vec![attachment("gone", "Actuarial Memorandum.pdf", MEMO)];
    s.put(missing_file);
    let mut unknown_status = filing("BLHP-134500005", "95101", "Blue Lake Health Plan");
    unknown_status.state_status = "Pending Industry Response".into();
    s.put(unknown_status);
    s.put(filing("BLHP-134500006", "95101", "Blue Lake Health Plan"));

    let run = run(&h).await;

    assert_eq!(run.status, "succeeded");
    assert_eq!(counts(&run), (2, 0, 0, 4));
    let errors = import_runs::filing_errors(&mut conn, run.import_run_id).unwrap();
    let tracking: Vec<Option<&str>> = errors.iter().map(|(t, _)| t.as_deref()).collect();
    assert_eq!(
        tracking,
        [
            Some("BLHP-1345"),
            Some("BLHP-134500002"),
            Some("BLHP-134500003"),
            Some("BLHP-134500004")
        ]
    );
    assert!(
        errors[0].1.contains("not of the form ABCD-123456789"),
        "{}",
        errors[0].1
    );
    assert!(
        errors[1].1.contains("policyholders affected (-12)"),
        "{}",
        errors[1].1
    );
    assert!(errors[2].1.contains("names no company"), "{}", errors[2].1);
    assert!(
        errors[3]
            .1
            .contains("no attachment \"Actuarial Memorandum.pdf\""),
        "{}",
        errors[3].1
    );
    let gray: (String, bool) = filings::table
        .inner_join(filing_statuses::table)
        .filter(filings::serff_tracking_num.eq("BLHP-134500005"))
        .select((
            filing_statuses::display_status,
            filing_statuses::publicly_listed,
        ))
        .first(&mut conn)
        .unwrap();
    assert_eq!(gray, ("Pending Industry Response".to_owned(), true));
    assert_eq!(
        filings::table.count().get_result::<i64>(&mut conn).unwrap(),
        2
    );
}

// A bad record is counted and reported, the run goes on: a record the source sent in a
// shape the contract does not allow is set aside by the client; the run counts it as failed,
// records why, and imports the rest.
#[tokio::test]
async fn a_record_the_source_sent_in_the_wrong_shape_is_counted_failed_and_the_run_goes_on() {
    let h = Harness::new();
    let mut conn = h.conn();
    h.source
        .put(filing("BLHP-134500011", "95101", "Blue Lake Health Plan"));
    h.source.reject(
        "BLHP-134500012",
        "companies[0]: invalid type: string \"many\", expected i64",
    );

    let run = run(&h).await;

    assert_eq!(run.status, "succeeded");
    assert_eq!(counts(&run), (1, 0, 0, 1));
    let errors = import_runs::filing_errors(&mut conn, run.import_run_id).unwrap();
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].0.as_deref(), Some("BLHP-134500012"));
    assert!(
        errors[0].1.contains("cannot read") && errors[0].1.contains("companies[0]"),
        "{}",
        errors[0].1
    );
}
