//! What a seed run did: the row count of every table it fills.

use std::fmt;
use std::time::Duration;

use diesel::prelude::*;
use diesel::sql_types::BigInt;

/// The tables the seeder fills, in the order they are reported.
const TABLES: [&str; 18] = [
    "counties",
    "compare_years",
    "companies",
    "product_types",
    "company_products",
    "types_of_insurance",
    "staff_users",
    "plans",
    "plan_variances",
    "plan_areas",
    "plan_area_counties",
    "plan_area_rates",
    "filings",
    "filing_companies",
    "attachment_blobs",
    "attachments",
    "comments",
    "insurance_forms",
];

/// The outcome of [`super::seed`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeedReport {
    /// True when the database already held data and nothing was written.
    pub skipped: bool,
    /// Rows in each seeded table after the run, as `(table, rows)`, in a fixed order.
    pub counts: Vec<(&'static str, i64)>,
    /// Wall-clock time of the run.
    pub elapsed: Duration,
}

impl SeedReport {
    pub(super) fn new(skipped: bool, counts: Vec<(&'static str, i64)>) -> SeedReport {
        SeedReport {
            skipped,
            counts,
            elapsed: Duration::ZERO,
        }
    }

    /// Rows in `table` after the run (0 for a table the seeder does not fill).
    pub fn count(&self, table: &str) -> i64 {
        self.counts
            .iter()
            .find(|(name, _)| *name == table)
            .map_or(0, |(_, rows)| *rows)
    }
}

impl fmt::Display for SeedReport {
    /// One line: what happened, how long it took, and every table's row count.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verb = if self.skipped {
            "skipped (data already present)"
        } else {
            "seeded"
        };
        write!(f, "{verb} in {:.1}s:", self.elapsed.as_secs_f64())?;
        for (i, (table, rows)) in self.counts.iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            write!(f, "{sep}{table} {rows}")?;
        }
        Ok(())
    }
}

#[derive(QueryableByName)]
struct RowCount {
    #[diesel(sql_type = BigInt)]
    rows: i64,
}

/// Counts the rows of every seeded table.
pub(super) fn count_rows(conn: &mut PgConnection) -> QueryResult<Vec<(&'static str, i64)>> {
    TABLES
        .iter()
        .map(|table| {
            // Table names come from the constant list above, never from input.
            let found: RowCount =
                diesel::sql_query(format!("SELECT count(*) AS rows FROM {table}"))
                    .get_result(conn)?;
            Ok((*table, found.rows))
        })
        .collect()
}
