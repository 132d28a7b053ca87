//! Reading the seeded database back: its rows as text, compared with what the simulator serves
//! (numbers as numbers), and the documents to fetch.

use std::collections::BTreeMap;
use std::str::FromStr;

use bigdecimal::BigDecimal;
use diesel::prelude::*;
use diesel::sql_types::{Array, Nullable, Text};
use uuid::Uuid;

use crate::support::*;

/// One row's values, `None` for null.
pub(super) type Values = Vec<Option<String>>;

/// The six figures a company's rate change is given in, as text, from the table aliased `alias`
/// (a filed company or a company's decision), in the order SERFF serves them.
pub(super) fn company_figures(alias: &str) -> String {
    [
        "overall_rate_impact",
        "policyholders_affected",
        "rate_max_change",
        "rate_min_change",
        "premium_change",
        "written_premium",
    ]
    .map(|column| format!("{alias}.{column}::text"))
    .join(", ")
}

/// One row of a query's expected values, read from the database as text.
#[derive(QueryableByName)]
struct Expected {
    #[diesel(sql_type = Array<Nullable<Text>>)]
    values: Vec<Option<String>>,
}

/// The rows `sql` (selecting one text array named `values`) gives, with times written as
/// Java's `Date.toString()` writes them in Chicago (`to_char` with [`JAVA`], the session's
/// zone being Chicago).
pub(super) fn expected(conn: &mut PgConnection, sql: &str) -> Vec<Values> {
    diesel::sql_query("SET TIME ZONE 'America/Chicago'")
        .execute(conn)
        .unwrap();
    diesel::sql_query(sql)
        .load::<Expected>(conn)
        .unwrap()
        .into_iter()
        .map(|row| row.values)
        .collect()
}

/// `to_char`'s picture of Java's `Date.toString()`.
pub(super) const JAVA: &str = "'Dy Mon DD HH24:MI:SS TZ YYYY'";

/// Numbers compared as numbers (`7.2` is `7.200`), everything else as text.
fn same(served: &[Option<String>], stored: &[Option<String>], numbers: &[usize]) -> bool {
    served.len() == stored.len()
        && served.iter().zip(stored).enumerate().all(|(i, (a, b))| {
            if numbers.contains(&i) {
                let number = |v: &Option<String>| {
                    v.as_deref()
                        .map(|t| BigDecimal::from_str(t).expect("a number"))
                };
                number(a) == number(b)
            } else {
                a == b
            }
        })
}

/// Rows grouped by their first value (the tracking number), in their order within each.
pub(super) fn by_filing(rows: Vec<Values>) -> BTreeMap<String, Vec<Values>> {
    let mut grouped: BTreeMap<String, Vec<Values>> = BTreeMap::new();
    for row in rows {
        let tracking = row[0].clone().expect("a tracking number");
        grouped.entry(tracking).or_default().push(row);
    }
    grouped
}

pub(super) fn assert_same_groups(
    form: &str,
    served: Vec<Values>,
    stored: Vec<Values>,
    numbers: &[usize],
) {
    let (served, stored) = (by_filing(served), by_filing(stored));
    assert_eq!(
        served.keys().collect::<Vec<_>>(),
        stored.keys().collect::<Vec<_>>(),
        "{form}: the same filings"
    );
    for (tracking, rows) in &served {
        let want = &stored[tracking];
        assert!(
            rows.len() == want.len() && rows.iter().zip(want).all(|(a, b)| same(a, b, numbers)),
            "{form} of {tracking}: served {rows:?}, stored {want:?}"
        );
    }
}

/// `assert_same_groups` for company rows: `served` as the simulator answered them (without
/// their documents), `stored` ending with the six figures of [`company_figures`], which
/// compare as numbers.
pub(super) fn assert_same_company_groups(form: &str, served: Vec<Row>, stored: Vec<Values>) {
    let width = stored.first().map_or(0, Vec::len);
    let figures: Vec<usize> = (width.saturating_sub(6)..width).collect();
    let served = served.into_iter().map(|(values, _)| values).collect();
    assert_same_groups(form, served, stored, &figures);
}

/// Asks `form` for `fields` of every filing, with the documents when `documents`.
pub(super) async fn ask(base: &str, form: &str, fields: &[&str], documents: bool) -> Vec<Row> {
    let pattern = documents.then_some("*");
    query_rows(base, form, fields, EVERYTHING, pattern).await
}

pub(super) fn stored_filings_count(conn: &mut PgConnection) -> usize {
    expected(conn, "SELECT ARRAY[count(*)::text] AS values FROM filings")[0][0]
        .as_deref()
        .unwrap()
        .parse()
        .unwrap()
}

/// A decision letter served with a disposition: (tracking number, attachment id).
pub(super) async fn decisions_letter(base: &str) -> (String, String) {
    ask(base, "DISPOSITION", &["FilingSERFFTrackNum"], true)
        .await
        .into_iter()
        .find_map(|(values, letters)| {
            let (_, id) = letters.into_iter().next()?;
            Some((values[0].clone().unwrap(), id))
        })
        .unwrap()
}

/// The storage key of the first decision document of filing `tracking`.
pub(super) fn letter_key(conn: &mut PgConnection, tracking: &str) -> Uuid {
    let rows = expected(
        conn,
        &format!(
            "SELECT ARRAY[b.storage_key::text] AS values FROM attachments a \
             JOIN attachment_blobs b USING (blob_id) JOIN filings f USING (filing_id) \
             WHERE a.decision_document AND f.serff_tracking_num = '{tracking}' \
             ORDER BY a.attachment_pk LIMIT 1"
        ),
    );
    Uuid::parse_str(rows[0][0].as_deref().unwrap()).unwrap()
}

/// The first filed document of all, the first of its filing: (tracking number, storage key).
pub(super) fn first_document(conn: &mut PgConnection) -> (String, Uuid) {
    let rows = expected(
        conn,
        "SELECT ARRAY[f.serff_tracking_num, b.storage_key::text] AS values \
         FROM attachments a JOIN attachment_blobs b USING (blob_id) \
         JOIN filings f USING (filing_id) WHERE NOT a.decision_document \
         ORDER BY a.attachment_pk LIMIT 1",
    );
    let row = &rows[0];
    (
        row[0].clone().unwrap(),
        Uuid::parse_str(row[1].as_deref().unwrap()).unwrap(),
    )
}
