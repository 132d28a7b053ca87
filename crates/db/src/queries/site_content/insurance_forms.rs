//! Insurance forms (quality-measure comparisons, SPEC 4.3): the published ones the public sees,
//! and every one as staff edit them.

use diesel::prelude::*;
use serde_json::{Value, json};

use crate::models::insurance_form::InsuranceForm;
use crate::queries::{audit, data_generation};
use crate::schema::insurance_forms;

/// An insurance form's values to save, already checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormValues {
    /// Title, 1 to 200 characters.
    pub title: String,
    /// Short description.
    pub description: String,
    /// Document address (http or https).
    pub link: String,
    /// The year the comparison covers, when it covers one.
    pub plan_year: Option<i16>,
    /// Position in lists; `None` puts a new form last and keeps a stored form's position.
    pub sort_order: Option<i32>,
    /// Whether the form is public; `None` keeps the stored value (a new form is unpublished).
    pub published: Option<bool>,
}

/// What saving a form did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveFormOutcome {
    /// A new form, as stored.
    Created(InsuranceForm),
    /// The updated form, as stored.
    Updated(InsuranceForm),
    /// No form has that key.
    NotFound,
}

/// Published forms in display order (SPEC 4.3: only published forms are public).
#[tracing::instrument(skip(conn))]
pub fn published_forms(conn: &mut PgConnection) -> QueryResult<Vec<InsuranceForm>> {
    insurance_forms::table
        .filter(insurance_forms::published.eq(true))
        .select(InsuranceForm::as_select())
        .order((
            insurance_forms::sort_order.asc(),
            insurance_forms::form_id.asc(),
        ))
        .load(conn)
}

/// Every insurance form, published or not, in display order.
#[tracing::instrument(skip(conn))]
pub fn all_forms(conn: &mut PgConnection) -> QueryResult<Vec<InsuranceForm>> {
    insurance_forms::table
        .select(InsuranceForm::as_select())
        .order((insurance_forms::sort_order, insurance_forms::form_id))
        .load(conn)
}

/// Creates a form (`form_id` `None`) or updates one (`insurance_form.create` / `.update`).
#[tracing::instrument(skip(conn, actor))]
pub fn save_form(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    form_id: Option<i32>,
    values: FormValues,
) -> QueryResult<SaveFormOutcome> {
    conn.transaction(|conn| {
        let before = match form_id {
            Some(id) => match locked_form(conn, id)? {
                Some(form) => Some(form),
                None => return Ok(SaveFormOutcome::NotFound),
            },
            None => None,
        };
        let saved = match &before {
            Some(old) => diesel::update(insurance_forms::table.find(old.form_id))
                .set((
                    insurance_forms::title.eq(&values.title),
                    insurance_forms::description.eq(&values.description),
                    insurance_forms::link.eq(&values.link),
                    insurance_forms::plan_year.eq(values.plan_year),
                    insurance_forms::sort_order.eq(values.sort_order.unwrap_or(old.sort_order)),
                    insurance_forms::published.eq(values.published.unwrap_or(old.published)),
                ))
                .returning(InsuranceForm::as_returning())
                .get_result(conn)?,
            None => {
                let last: Option<i32> = insurance_forms::table
                    .select(diesel::dsl::max(insurance_forms::sort_order))
                    .first(conn)?;
                diesel::insert_into(insurance_forms::table)
                    .values((
                        insurance_forms::title.eq(&values.title),
                        insurance_forms::description.eq(&values.description),
                        insurance_forms::link.eq(&values.link),
                        insurance_forms::plan_year.eq(values.plan_year),
                        insurance_forms::sort_order.eq(values
                            .sort_order
                            .unwrap_or_else(|| last.map_or(1, |l| l.saturating_add(1)))),
                        insurance_forms::published.eq(values.published.unwrap_or(false)),
                    ))
                    .returning(InsuranceForm::as_returning())
                    .get_result(conn)?
            }
        };
        let action = if before.is_some() {
            "insurance_form.update"
        } else {
            "insurance_form.create"
        };
        record_form_change(conn, actor, action, before.as_ref(), &saved)?;
        data_generation::bump(conn)?;
        Ok(if before.is_some() {
            SaveFormOutcome::Updated(saved)
        } else {
            SaveFormOutcome::Created(saved)
        })
    })
}

/// Publishes or unpublishes one form (`insurance_form.publish` / `.unpublish`); `None` when no
/// form has that key.
#[tracing::instrument(skip(conn, actor))]
pub fn set_form_published(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    form_id: i32,
    published: bool,
) -> QueryResult<Option<InsuranceForm>> {
    conn.transaction(|conn| {
        let Some(before) = locked_form(conn, form_id)? else {
            return Ok(None);
        };
        if before.published == published {
            return Ok(Some(before));
        }
        let after = diesel::update(insurance_forms::table.find(form_id))
            .set(insurance_forms::published.eq(published))
            .returning(InsuranceForm::as_returning())
            .get_result(conn)?;
        let action = if published {
            "insurance_form.publish"
        } else {
            "insurance_form.unpublish"
        };
        record_form_change(conn, actor, action, Some(&before), &after)?;
        data_generation::bump(conn)?;
        Ok(Some(after))
    })
}

/// Publishes or unpublishes every form (`insurance_form.publish_all` / `.unpublish_all`);
/// returns the forms that changed, in display order.
#[tracing::instrument(skip(conn, actor))]
pub fn set_all_forms_published(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    published: bool,
) -> QueryResult<Vec<InsuranceForm>> {
    conn.transaction(|conn| {
        let mut changed: Vec<InsuranceForm> =
            diesel::update(insurance_forms::table.filter(insurance_forms::published.ne(published)))
                .set(insurance_forms::published.eq(published))
                .returning(InsuranceForm::as_returning())
                .get_results(conn)?;
        if changed.is_empty() {
            return Ok(changed);
        }
        changed.sort_by_key(|f| (f.sort_order, f.form_id));
        let ids: Vec<i32> = changed.iter().map(|f| f.form_id).collect();
        audit::record(
            conn,
            actor,
            audit::Change {
                action: if published {
                    "insurance_form.publish_all"
                } else {
                    "insurance_form.unpublish_all"
                },
                entity_type: "insurance_form",
                entity_id: None,
                before: Some(json!({ "formIds": ids, "published": !published })),
                after: Some(json!({ "formIds": ids, "published": published })),
            },
        )?;
        data_generation::bump(conn)?;
        Ok(changed)
    })
}

fn locked_form(conn: &mut PgConnection, form_id: i32) -> QueryResult<Option<InsuranceForm>> {
    insurance_forms::table
        .find(form_id)
        .select(InsuranceForm::as_select())
        .for_update()
        .first(conn)
        .optional()
}

fn record_form_change(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    action: &str,
    before: Option<&InsuranceForm>,
    after: &InsuranceForm,
) -> QueryResult<()> {
    audit::record(
        conn,
        actor,
        audit::Change {
            action,
            entity_type: "insurance_form",
            entity_id: Some(after.form_id.to_string()),
            before: before.map(form_json),
            after: Some(form_json(after)),
        },
    )
}

fn form_json(form: &InsuranceForm) -> Value {
    json!({
        "formId": form.form_id,
        "title": form.title,
        "description": form.description,
        "link": form.link,
        "planYear": form.plan_year,
        "sortOrder": form.sort_order,
        "published": form.published,
    })
}
