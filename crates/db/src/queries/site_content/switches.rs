//! The global switches of SPEC 4.3.

use diesel::prelude::*;
use serde_json::json;

use crate::queries::{audit, data_generation};
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

    /// Whether the public site shows the switch's effect, so that turning it bumps the generation.
    fn is_public(self) -> bool {
        matches!(self, Self::PublicComments)
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

/// Turns `switch` on or off for `actor`, in one transaction with its audit entry
/// (`switch.{key}.enable` / `.disable`, with the state before and after) and, for a switch the
/// public site shows, a generation bump. Returns the new state.
#[tracing::instrument(skip(conn, actor))]
pub fn set_switch(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    switch: Switch,
    enabled: bool,
) -> QueryResult<bool> {
    conn.transaction(|conn| {
        let row = site_switches::table.filter(site_switches::switch_key.eq(switch.key()));
        let before: bool = row
            .select(site_switches::enabled)
            .for_update()
            .first(conn)?;
        let after: bool = diesel::update(row)
            .set((
                site_switches::enabled.eq(enabled),
                site_switches::updated_by.eq(actor.user_pk),
            ))
            .returning(site_switches::enabled)
            .get_result(conn)?;
        let verb = if enabled { "enable" } else { "disable" };
        audit::record(
            conn,
            actor,
            audit::Change {
                action: &format!("switch.{}.{verb}", switch.key()),
                entity_type: "switch",
                entity_id: Some(switch.key().to_owned()),
                before: Some(json!({ "enabled": before })),
                after: Some(json!({ "enabled": after })),
            },
        )?;
        if switch.is_public() {
            data_generation::bump(conn)?;
        }
        Ok(after)
    })
}
