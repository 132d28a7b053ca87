//! What the importer's job tests share: an in-memory rate-filing source standing in for the
//! state's system, filing fixtures, a harness with a fresh database and a temporary
//! attachment store, and serff-sim started in-process.
#![allow(dead_code, unused_imports, clippy::unwrap_used, clippy::expect_used)] // each test file uses a part

mod fixtures;
mod memory_source;
mod sim;

use std::path::PathBuf;
use std::sync::Arc;

use db::attachment_store::{self, AttachmentStore};
use db::queries::audit::Actor;
use db::roles::ServiceRole;
use db::schema::staff_users;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};
use importer::runner::Runner;
use test_support::{TestDb, settings};

pub use self::fixtures::*;
pub use self::memory_source::MemorySource;
pub use self::sim::*;

/// A fresh database, an empty attachment store in a temporary folder, and a source.
pub struct Harness {
    /// This test's database.
    pub db: TestDb,
    /// The state's system, in memory.
    pub source: Arc<MemorySource>,
    /// Where attachment bytes go.
    pub store: Arc<dyn AttachmentStore>,
    store_dir: PathBuf,
}

impl Harness {
    /// A harness with an empty source.
    pub fn new() -> Self {
        let store_dir =
            std::env::temp_dir().join(format!("importer-test-{}", uuid::Uuid::new_v4()));
        Self {
            db: TestDb::new(),
            source: Arc::new(MemorySource::new()),
            store: attachment_store::open(&store_dir),
            store_dir,
        }
    }

    /// A runner on this harness (each one a separate importer, as a replica would be).
    pub fn runner(&self) -> Runner<MemorySource> {
        Runner::new(
            &settings::small_pool(self.db.url_as(ServiceRole::Importer)),
            self.store.clone(),
            Arc::clone(&self.source),
        )
    }

    /// A runner on this harness reading `source` instead of the in-memory one.
    pub fn runner_of<S: importer::source::FilingSource + 'static>(&self, source: S) -> Runner<S> {
        Runner::new(
            &settings::small_pool(self.db.url_as(ServiceRole::Importer)),
            self.store.clone(),
            Arc::new(source),
        )
    }

    /// A connection to this test's database.
    pub fn conn(&self) -> PgConnection {
        self.db.conn()
    }
}

impl Drop for Harness {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.store_dir);
    }
}

/// Inserts an administrator; returns them as an audit actor.
pub fn administrator(conn: &mut PgConnection) -> Actor {
    let user_pk = diesel::insert_into(staff_users::table)
        .values((
            staff_users::first_name.eq("Ada"),
            staff_users::last_name.eq("Admin"),
            staff_users::email.eq("ada@example.gov"),
            staff_users::umd_id.eq(1001_i64),
            staff_users::role_code.eq(2_i16),
        ))
        .returning(staff_users::user_pk)
        .get_result(conn)
        .unwrap();
    Actor {
        user_pk: Some(user_pk),
        label: "Ada Admin <ada@example.gov>".to_owned(),
    }
}

/// The tables an import writes, each as (row count, every row's xmin in physical order): any
/// insert, update or delete changes it.
pub fn snapshot(conn: &mut PgConnection) -> Vec<(String, i64, String)> {
    #[derive(QueryableByName)]
    struct Rows {
        #[diesel(sql_type = BigInt)]
        n: i64,
        #[diesel(sql_type = Text)]
        versions: String,
    }
    let tables = [
        "filings",
        "filing_companies",
        "attachments",
        "attachment_blobs",
        "companies",
        "company_products",
        "product_types",
        "types_of_insurance",
        "filing_statuses",
        "data_generation",
    ];
    tables
        .iter()
        .map(|table| {
            let rows: Rows = diesel::sql_query(format!(
                "SELECT count(*) AS n, coalesce(string_agg(xmin::text, ',' ORDER BY ctid), '') AS versions FROM {table}"
            ))
            .get_result(conn)
            .unwrap();
            ((*table).to_owned(), rows.n, rows.versions)
        })
        .collect()
}

/// The public cache generation.
pub fn generation(conn: &mut PgConnection) -> i64 {
    db::queries::data_generation::current(conn).unwrap()
}

#[derive(QueryableByName, Debug, PartialEq, Eq)]
struct SnapshotLine {
    #[diesel(sql_type = Text)]
    line: String,
}

/// Every filing with its companies, figures, decision, approved figures and documents (by
/// SHA-256), one line each, in tracking order: the query `bench/check-reliability` compares
/// with, kept in one file.
pub fn filings_snapshot(conn: &mut PgConnection) -> Vec<String> {
    diesel::sql_query(include_str!(
        "../../../../../bench/lib/reliability/filings_snapshot.sql"
    ))
    .load::<SnapshotLine>(conn)
    .unwrap()
    .into_iter()
    .map(|l| l.line)
    .collect()
}

impl Harness {
    /// Runs one import now reading the SERFF State API with `options`; returns the ended run.
    pub async fn run_soap(
        &self,
        options: importer::source::serff::SerffOptions,
    ) -> db::queries::import_runs::ImportRun {
        match self
            .runner_of(soap_source(options))
            .run_once()
            .await
            .unwrap()
        {
            importer::runner::RunOnce::Finished(run) => run,
            importer::runner::RunOnce::Busy => panic!("nothing else holds the lock in this test"),
        }
    }
}
