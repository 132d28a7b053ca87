//! The save-insurance-form payload. SPEC 7.3 leaves it open ("not shown"); this API defines it
//! as the form record itself, so the SPA can send back what the list gave it.

use db::queries::site_content::FormValues;
use serde::Deserialize;
use serde_json::Value;
use service_kit::ApiError;
use utoipa::ToSchema;

use crate::routes::fields::{http_url, optional_text, positive_id, required_text, whole_number};

/// Longest title accepted.
pub(crate) const MAX_TITLE: usize = 200;
/// Longest description accepted.
pub(crate) const MAX_DESCRIPTION: usize = 2000;
/// Longest link accepted.
pub(crate) const MAX_LINK: usize = 2048;

/// An insurance form (quality-measure comparison document) to create or update. Any other
/// field is refused (400 naming it): SPEC 7.3 leaves the shape to this API, and no screen saves
/// a listed form back whole.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct InsuranceFormSaveRequest {
    /// Null or absent creates a form; a key updates that form.
    #[serde(default)]
    #[schema(value_type = Option<i32>, minimum = 1)]
    form_id: Value,
    /// Required, at most 200 characters.
    #[schema(value_type = String, example = "2027 Plan Quality Ratings", min_length = 1, max_length = 200, pattern = r"\S")]
    title: Option<String>,
    /// Optional, at most 2,000 characters.
    #[schema(max_length = 2000)]
    description: Option<String>,
    /// Required: an http(s) address of at most 2,048 characters.
    #[schema(value_type = String, example = "https://www.example.org/quality/2027.pdf", max_length = 2048,
        pattern = "^[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][^\\s]*)?$")]
    link: Option<String>,
    /// The year the document covers, 2000 to 2100, or null.
    #[serde(default)]
    #[schema(value_type = Option<i16>, example = 2027, minimum = 2000, maximum = 2100)]
    plan_year: Value,
    /// Position in lists; absent puts a new form last and keeps a stored form's position.
    #[serde(default)]
    #[schema(value_type = Option<i32>)]
    sort_order: Value,
    /// Whether the form is public; absent keeps a stored form's flag (a new form is unpublished).
    published: Option<bool>,
}

impl InsuranceFormSaveRequest {
    /// The form to update (`None` creates one) and its checked values.
    pub(crate) fn checked(self) -> Result<(Option<i32>, FormValues), ApiError> {
        let form_id = positive_id("formId", &self.form_id)?;
        let title = required_text("title", self.title, MAX_TITLE, "Enter the form's title.")?;
        let description =
            optional_text("description", self.description, MAX_DESCRIPTION)?.unwrap_or_default();
        let link = optional_text("link", self.link, MAX_LINK)?.ok_or_else(|| {
            ApiError::bad_field(
                "link",
                "Enter the form's link, an http:// or https:// address.",
            )
        })?;
        let link = http_url("link", &link, MAX_LINK)?;
        let plan_year = match whole_number("planYear", &self.plan_year)? {
            None => None,
            Some(year) => Some(
                domain::PlanYear::new(year)
                    .map(domain::PlanYear::get)
                    .map_err(|_| {
                        ApiError::bad_field(
                            "planYear",
                            "planYear must be a year from 2000 to 2100, or empty.",
                        )
                    })?,
            ),
        };
        let sort_order = match whole_number("sortOrder", &self.sort_order)? {
            None => None,
            Some(order) => Some(i32::try_from(order).map_err(|_| {
                ApiError::bad_field("sortOrder", "sortOrder is too large for a position.")
            })?),
        };
        Ok((
            form_id,
            FormValues {
                title,
                description,
                link,
                plan_year,
                sort_order,
                published: self.published,
            },
        ))
    }
}
