//! The migrations of `migrations/`, embedded in the binary.

use diesel::PgConnection;
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

/// Every migration of the repository's `migrations/` folder.
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations");

/// Runs every pending migration; returns the versions it applied.
pub fn run_pending(conn: &mut PgConnection) -> anyhow::Result<Vec<String>> {
    let applied = conn
        .run_pending_migrations(MIGRATIONS)
        .map_err(|e| anyhow::anyhow!("running migrations failed: {e}"))?;
    Ok(applied.iter().map(ToString::to_string).collect())
}

/// Reverts every applied migration, newest first (used by the migration round-trip test).
pub fn revert_all(conn: &mut PgConnection) -> anyhow::Result<()> {
    conn.revert_all_migrations(MIGRATIONS)
        .map_err(|e| anyhow::anyhow!("reverting migrations failed: {e}"))?;
    Ok(())
}
