//! The global switches of SPEC 4.3.

use diesel::prelude::*;

use crate::schema::site_switches;

/// A global switch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Switch {
    /// Public commenting allowed.
    PublicComments,
    /// Automatic import from the rate-filing system.
    SerffAutoRun,
}

impl Switch {
    fn key(self) -> &'static str {
        match self {
            Self::PublicComments => "public_comments",
            Self::SerffAutoRun => "serff_auto_run",
        }
    }
}

/// Whether `switch` is on (seeded by its migration, so the row always exists).
#[tracing::instrument(skip(conn))]
pub fn is_enabled(conn: &mut PgConnection, switch: Switch) -> QueryResult<bool> {
    site_switches::table
        .filter(site_switches::switch_key.eq(switch.key()))
        .select(site_switches::enabled)
        .first(conn)
}
