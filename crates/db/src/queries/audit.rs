//! The audit log: who changed what, when, with the values before and after.

use diesel::prelude::*;
use serde_json::Value;

use crate::schema::audit_log;

/// Who made a change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    /// The staff user, or `None` for a system actor such as the importer.
    pub user_pk: Option<i32>,
    /// Name and e-mail as they were at the time, or the system actor's name.
    pub label: String,
}

/// One change to record.
#[derive(Debug, Clone, PartialEq)]
pub struct Change<'a> {
    /// Verb, e.g. `comment.authorize`, `company.save`, `switch.public_comments.disable`.
    pub action: &'a str,
    /// The kind of thing changed, e.g. `comment`, `company`.
    pub entity_type: &'a str,
    /// Its key, when it has one.
    pub entity_id: Option<String>,
    /// Its values before the change (`None` for a creation).
    pub before: Option<Value>,
    /// Its values after the change (`None` for a deletion).
    pub after: Option<Value>,
}

/// Appends `change` by `actor` to the audit log. Call it inside the change's transaction, so a
/// change is never made without its record, nor recorded without being made.
pub fn record(conn: &mut PgConnection, actor: &Actor, change: Change<'_>) -> QueryResult<()> {
    diesel::insert_into(audit_log::table)
        .values((
            audit_log::actor_pk.eq(actor.user_pk),
            audit_log::actor_label.eq(&actor.label),
            audit_log::action.eq(change.action),
            audit_log::entity_type.eq(change.entity_type),
            audit_log::entity_id.eq(change.entity_id),
            audit_log::details
                .eq(serde_json::json!({ "before": change.before, "after": change.after })),
        ))
        .execute(conn)
        .map(|_| ())
}
