//! `insurance_forms`: quality-measure comparison documents (SPEC 4.3).

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::schema::insurance_forms;

/// An insurance-form row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = insurance_forms, primary_key(form_id), check_for_backend(diesel::pg::Pg))]
pub struct InsuranceForm {
    /// Surrogate key.
    pub form_id: i32,
    /// Title.
    pub title: String,
    /// Short description.
    pub description: String,
    /// Document address.
    pub link: String,
    /// The year the comparison covers, when it covers one.
    pub plan_year: Option<i16>,
    /// Position in lists.
    pub sort_order: i32,
    /// Only published forms are public.
    pub published: bool,
    /// Last change.
    pub updated_at: DateTime<Utc>,
}

/// An insurance form to insert.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = insurance_forms)]
pub struct NewInsuranceForm<'a> {
    /// Title.
    pub title: &'a str,
    /// Short description.
    pub description: &'a str,
    /// Document address (http or https).
    pub link: &'a str,
    /// The year the comparison covers, when it covers one.
    pub plan_year: Option<i16>,
    /// Position in lists.
    pub sort_order: i32,
    /// Whether the form is public.
    pub published: bool,
}
