//! One fresh database per test: `CREATE DATABASE … TEMPLATE <migrated template>` is fast, and
//! the guard drops the database when the test ends. Databases left by crashed test processes
//! are swept at the next start.

use std::sync::atomic::{AtomicU32, Ordering};

use db::roles::ServiceRole;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};
use sha2::{Digest, Sha256};

const TEST_DB_PREFIX: &str = "rr_test_";
const TEMPLATE_PREFIX: &str = "rr_template_";
/// Advisory-lock key that serialises template creation across test processes.
const TEMPLATE_LOCK: i64 = 0x7261_7465_7465_6d70;

static COUNTER: AtomicU32 = AtomicU32::new(0);

/// A database that exists for the lifetime of this guard.
#[derive(Debug)]
pub struct TestDb {
    name: String,
    admin_url: String,
    url: String,
}

impl TestDb {
    /// Creates a fresh, fully migrated database.
    ///
    /// # Panics
    /// When `TEST_DATABASE_URL` is unset or the server cannot be reached: a test cannot run.
    #[allow(clippy::expect_used)]
    pub fn new() -> Self {
        let admin_url = std::env::var("TEST_DATABASE_URL")
            .expect("TEST_DATABASE_URL must point at a PostgreSQL server (scripts/test sets it)");
        let mut admin =
            PgConnection::establish(&admin_url).expect("cannot connect to TEST_DATABASE_URL");
        sweep_leftovers(&mut admin);
        let template = ensure_template(&mut admin, &admin_url);
        let name = format!(
            "{TEST_DB_PREFIX}{}_{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        );
        // FILE_COPY copies the template's files as they are: about a tenth of the time of
        // PostgreSQL 15's default WAL_LOG, which writes every page of the copy to the WAL.
        diesel::sql_query(format!(
            "CREATE DATABASE {name} TEMPLATE {template} STRATEGY FILE_COPY"
        ))
        .execute(&mut admin)
        .expect("cannot create the test database");
        let url = with_database(&admin_url, &name);
        Self {
            name,
            admin_url,
            url,
        }
    }

    /// URL of this test's database.
    pub fn url(&self) -> String {
        self.url.clone()
    }

    /// URL of this test's database for a service: the test user (a superuser) takes on `role`
    /// when the connection starts (`options=-c role=…`), so the service under test holds exactly
    /// its role's privileges and a missing grant fails the test.
    pub fn url_as(&self, role: ServiceRole) -> String {
        let separator = if self.url.contains('?') { '&' } else { '?' };
        format!("{}{separator}options=-c%20role%3D{}", self.url, role.name())
    }

    /// A new connection to this test's database.
    #[allow(clippy::expect_used)]
    pub fn conn(&self) -> PgConnection {
        PgConnection::establish(&self.url).expect("cannot connect to the test database")
    }
}

impl Default for TestDb {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let Ok(mut admin) = PgConnection::establish(&self.admin_url) {
            let _ = diesel::sql_query(format!(
                "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                self.name
            ))
            .execute(&mut admin);
        }
    }
}

/// Returns the template for the current migrations, creating and migrating it if needed.
#[allow(clippy::expect_used)]
fn ensure_template(admin: &mut PgConnection, admin_url: &str) -> String {
    let template = format!("{TEMPLATE_PREFIX}{}", migrations_fingerprint());
    diesel::sql_query("SELECT pg_advisory_lock($1)")
        .bind::<BigInt, _>(TEMPLATE_LOCK)
        .execute(admin)
        .expect("cannot take the template lock");
    if !database_exists(admin, &template) {
        let building = format!("{template}_building");
        diesel::sql_query(format!("DROP DATABASE IF EXISTS {building} WITH (FORCE)"))
            .execute(admin)
            .expect("cannot drop a half-built template");
        diesel::sql_query(format!("CREATE DATABASE {building}"))
            .execute(admin)
            .expect("cannot create the template database");
        {
            let mut conn = PgConnection::establish(&with_database(admin_url, &building))
                .expect("cannot connect to the template database");
            db::migrations::run_pending(&mut conn).expect("migrations failed on the template");
        }
        // Renamed only once complete, so a crash never leaves a half-migrated template behind.
        diesel::sql_query(format!("ALTER DATABASE {building} RENAME TO {template}"))
            .execute(admin)
            .expect("cannot rename the template database");
    }
    diesel::sql_query("SELECT pg_advisory_unlock($1)")
        .bind::<BigInt, _>(TEMPLATE_LOCK)
        .execute(admin)
        .expect("cannot release the template lock");
    template
}

/// Drops test databases whose creating process has exited, and templates of old migrations.
fn sweep_leftovers(admin: &mut PgConnection) {
    let Ok(names) = database_names(admin) else {
        return;
    };
    let current_template = format!("{TEMPLATE_PREFIX}{}", migrations_fingerprint());
    for name in names {
        let stale = if let Some(rest) = name.strip_prefix(TEST_DB_PREFIX) {
            let pid = rest.split('_').next().and_then(|p| p.parse::<u32>().ok());
            pid.is_some_and(|pid| !std::path::Path::new(&format!("/proc/{pid}")).exists())
        } else {
            name.starts_with(TEMPLATE_PREFIX) && !name.starts_with(&current_template)
        };
        if stale {
            let _ = diesel::sql_query(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                .execute(admin);
        }
    }
}

#[derive(QueryableByName)]
struct DatabaseName {
    #[diesel(sql_type = Text)]
    datname: String,
}

fn database_names(admin: &mut PgConnection) -> QueryResult<Vec<String>> {
    let rows: Vec<DatabaseName> = diesel::sql_query(
        "SELECT datname FROM pg_database WHERE datname LIKE 'rr\\_test\\_%' OR datname LIKE 'rr\\_template\\_%'",
    )
    .load(admin)?;
    Ok(rows.into_iter().map(|r| r.datname).collect())
}

fn database_exists(admin: &mut PgConnection, name: &str) -> bool {
    diesel::sql_query("SELECT datname FROM pg_database WHERE datname = $1")
        .bind::<Text, _>(name)
        .load::<DatabaseName>(admin)
        .is_ok_and(|rows| !rows.is_empty())
}

/// A short hash of every migration file, so a changed migration gets a new template.
fn migrations_fingerprint() -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../migrations");
    let mut files: Vec<_> = walk(&root);
    files.sort();
    let mut hasher = Sha256::new();
    for file in files {
        hasher.update(file.to_string_lossy().as_bytes());
        hasher.update(std::fs::read(&file).unwrap_or_default());
    }
    hasher
        .finalize()
        .iter()
        .take(6)
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .flatten()
        .flat_map(|e| {
            let path = e.path();
            if path.is_dir() {
                walk(&path)
            } else {
                vec![path]
            }
        })
        .collect()
}

/// `url` with its database name replaced by `name`.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = url
        .split_once('?')
        .map_or((url, None), |(b, q)| (b, Some(q)));
    let base = base.rsplit_once('/').map_or(base, |(head, _)| head);
    match query {
        Some(q) => format!("{base}/{name}?{q}"),
        None => format!("{base}/{name}"),
    }
}
