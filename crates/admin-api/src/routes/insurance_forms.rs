//! Insurance forms (quality-measure comparison documents, SPEC 4.3) and the quality-measure
//! note and link (SPEC 2.14, 5.4, 7.3). Changes are audited and bump the public cache
//! generation; a switch that changes nothing records nothing.

pub(crate) mod form_payload;
mod path_value;
pub(crate) mod spanish_measure;

use actix_web::{HttpRequest, HttpResponse, web};
use db::DbPool;
use db::models::insurance_form::InsuranceForm;
use db::queries::site_content::{self, MeasureField, SaveFormOutcome};
use serde::Serialize;
use service_kit::{ApiError, JsonBody};
use utoipa::ToSchema;

use self::form_payload::InsuranceFormSaveRequest;
use crate::auth::{AdminChange, AdminUser};
use crate::routes::fields::http_url;

/// Longest quality-measure note accepted (as for public comments).
const MAX_NOTE: usize = 4000;
/// Longest quality-measure link accepted.
const MAX_LINK: usize = 2048;

/// An insurance form as staff see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InsuranceFormDto {
    /// Key of the form.
    form_id: i32,
    /// Title.
    title: String,
    /// Short description.
    description: String,
    /// Address of the document.
    link: String,
    /// The year it covers; null when it covers none.
    plan_year: Option<i16>,
    /// Position in lists.
    sort_order: i32,
    /// Whether the public sees it.
    published: bool,
}

impl From<InsuranceForm> for InsuranceFormDto {
    fn from(f: InsuranceForm) -> InsuranceFormDto {
        InsuranceFormDto {
            form_id: f.form_id,
            title: f.title,
            description: f.description,
            link: f.link,
            plan_year: f.plan_year,
            sort_order: f.sort_order,
            published: f.published,
        }
    }
}

/// SPEC 3 Quality measure.
#[derive(Debug, Serialize, ToSchema)]
pub struct QualityMeasureDto {
    /// The note shown on Home and Quality Measures.
    note: String,
    /// The report link opened by See Report.
    link: String,
}

fn forms_json(forms: Vec<InsuranceForm>) -> HttpResponse {
    HttpResponse::Ok().json(
        forms
            .into_iter()
            .map(InsuranceFormDto::from)
            .collect::<Vec<_>>(),
    )
}

/// Every insurance form, published or not, by sortOrder.
#[utoipa::path(get, path = "/api/insurance-forms", tag = "quality measures",
    responses((status = 200, description = "All forms in display order", body = [InsuranceFormDto]),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip_all)]
pub async fn list(_admin: AdminUser, pool: web::Data<DbPool>) -> Result<HttpResponse, ApiError> {
    Ok(forms_json(
        service_kit::db::run(&pool, site_content::all_forms).await?,
    ))
}

/// Creates (`formId` null) or updates an insurance form. SPEC 7.3 does not show the payload;
/// it is the form record as listed.
#[utoipa::path(post, path = "/api/insurance-forms", tag = "quality measures", request_body = InsuranceFormSaveRequest,
    params(crate::auth::AdminChange),
    responses((status = 201, description = "Created", body = InsuranceFormDto),
              (status = 200, description = "Updated", body = InsuranceFormDto),
              (status = 400, description = "A field is missing or malformed; `field` names it", body = service_kit::error::ErrorEnvelope),
              (status = 404, description = "No form has this formId", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all)]
pub async fn save(
    admin: AdminChange,
    pool: web::Data<DbPool>,
    body: JsonBody<InsuranceFormSaveRequest>,
) -> Result<HttpResponse, ApiError> {
    let (form_id, values) = body.into_inner().checked()?;
    let actor = admin.0.actor();
    let outcome = service_kit::db::run(&pool, move |conn| {
        site_content::save_form(conn, &actor, form_id, values)
    })
    .await?;
    match outcome {
        SaveFormOutcome::Created(form) => {
            Ok(HttpResponse::Created().json(InsuranceFormDto::from(form)))
        }
        SaveFormOutcome::Updated(form) => Ok(HttpResponse::Ok().json(InsuranceFormDto::from(form))),
        SaveFormOutcome::NotFound => Err(no_form(form_id.unwrap_or_default())),
    }
}

/// Publishes every form; answers the forms that changed.
#[utoipa::path(get, path = "/api/insurance-forms/publish-all", tag = "quality measures",
    params(crate::auth::AdminChange),
    responses((status = 200, description = "The forms that were unpublished and now are published", body = [InsuranceFormDto]),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all)]
pub async fn publish_all(
    admin: AdminChange,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    set_all(admin, pool, true).await
}

/// Unpublishes every form; answers the forms that changed.
#[utoipa::path(get, path = "/api/insurance-forms/unpublish-all", tag = "quality measures",
    params(crate::auth::AdminChange),
    responses((status = 200, description = "The forms that were published and now are not", body = [InsuranceFormDto]),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all)]
pub async fn unpublish_all(
    admin: AdminChange,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    set_all(admin, pool, false).await
}

async fn set_all(
    admin: AdminChange,
    pool: web::Data<DbPool>,
    published: bool,
) -> Result<HttpResponse, ApiError> {
    let actor = admin.0.actor();
    let changed = service_kit::db::run(&pool, move |conn| {
        site_content::set_all_forms_published(conn, &actor, published)
    })
    .await?;
    Ok(forms_json(changed))
}

/// Publishes one form.
#[utoipa::path(get, path = "/api/insurance-forms/publish/{id}", tag = "quality measures",
    params(crate::auth::AdminChange, ("id" = i32, Path, minimum = 1, description = "Key of the form")),
    responses((status = 200, description = "The form, published", body = InsuranceFormDto),
              (status = 400, description = "id is not a whole number", body = service_kit::error::ErrorEnvelope),
              (status = 404, description = "No form has this id", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip(admin, pool))]
pub async fn publish(
    admin: AdminChange,
    pool: web::Data<DbPool>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    set_one(admin, pool, &id, true).await
}

/// Unpublishes one form.
#[utoipa::path(get, path = "/api/insurance-forms/unpublish/{id}", tag = "quality measures",
    params(crate::auth::AdminChange, ("id" = i32, Path, minimum = 1, description = "Key of the form")),
    responses((status = 200, description = "The form, unpublished", body = InsuranceFormDto),
              (status = 400, description = "id is not a whole number", body = service_kit::error::ErrorEnvelope),
              (status = 404, description = "No form has this id", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip(admin, pool))]
pub async fn unpublish(
    admin: AdminChange,
    pool: web::Data<DbPool>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    set_one(admin, pool, &id, false).await
}

async fn set_one(
    admin: AdminChange,
    pool: web::Data<DbPool>,
    id: &str,
    published: bool,
) -> Result<HttpResponse, ApiError> {
    let form_id = crate::routes::path_key("id", "an insurance form", id)?;
    let actor = admin.0.actor();
    let form = service_kit::db::run(&pool, move |conn| {
        site_content::set_form_published(conn, &actor, form_id, published)
    })
    .await?
    .ok_or_else(|| no_form(form_id))?;
    Ok(HttpResponse::Ok().json(InsuranceFormDto::from(form)))
}

fn no_form(form_id: i32) -> ApiError {
    ApiError::NotFound(format!("There is no insurance form with id {form_id}."))
}

/// Sets the quality-measure note to the URL-encoded text after `quality-measure-note/`.
#[utoipa::path(post, path = "/api/insurance-forms/quality-measure-note/{note}", tag = "quality measures",
    params(crate::auth::AdminChange, ("note" = String, Path, min_length = 1, pattern = r"\S", description = "The note, URL-encoded; 1 to 4,000 characters")),
    responses((status = 200, description = "The note and link as stored", body = QualityMeasureDto),
              (status = 400, description = "Empty or wrongly encoded note", body = service_kit::error::ErrorEnvelope),
              (status = 413, description = "More than 4,000 characters", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all)]
pub async fn save_note(
    admin: AdminChange,
    req: HttpRequest,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let note = path_value::decoded_after(&req, "/quality-measure-note/", "note")?;
    if note.trim().is_empty() {
        return Err(ApiError::bad_field(
            "note",
            "Type the note before saving it.",
        ));
    }
    check_note_length(&note)?;
    save_measure(admin, pool, MeasureField::Note, note).await
}

/// Sets the quality-measure report link to the URL-encoded address after
/// `quality-measure-link/`.
#[utoipa::path(post, path = "/api/insurance-forms/quality-measure-link/{link}", tag = "quality measures",
    params(crate::auth::AdminChange, ("link" = String, Path, description = "The report address, URL-encoded: http(s), at most 2,048 characters")),
    responses((status = 200, description = "The note and link as stored", body = QualityMeasureDto),
              (status = 400, description = "Empty, wrongly encoded or not an http(s) address", body = service_kit::error::ErrorEnvelope),
              (status = 413, description = "More than 2,048 characters", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all)]
pub async fn save_link(
    admin: AdminChange,
    req: HttpRequest,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let link = path_value::decoded_after(&req, "/quality-measure-link/", "link")?;
    let link = link.trim();
    if link.is_empty() {
        return Err(ApiError::bad_field(
            "link",
            "Type the report's address before saving it.",
        ));
    }
    let link = checked_link(link)?;
    save_measure(admin, pool, MeasureField::Link, link).await
}

/// A quality-measure note (English or Spanish) of at most 4,000 characters, else 413.
fn check_note_length(note: &str) -> Result<(), ApiError> {
    let chars = note.chars().count();
    if chars > MAX_NOTE {
        return Err(ApiError::PayloadTooLarge(format!(
            "The note can be at most 4,000 characters long; this one has {chars}. Please shorten it."
        )));
    }
    Ok(())
}

/// A trimmed, non-empty quality-measure link (English or Spanish): 413 over 2,048 characters,
/// 400 naming `link` unless an http(s) address.
fn checked_link(link: &str) -> Result<String, ApiError> {
    let chars = link.chars().count();
    if chars > MAX_LINK {
        return Err(ApiError::PayloadTooLarge(format!(
            "The link can be at most 2,048 characters long; this one has {chars}. Please use a shorter address."
        )));
    }
    http_url("link", link, MAX_LINK)
}

async fn save_measure(
    admin: AdminChange,
    pool: web::Data<DbPool>,
    field: MeasureField,
    value: String,
) -> Result<HttpResponse, ApiError> {
    let actor = admin.0.actor();
    let measure = service_kit::db::run(&pool, move |conn| {
        site_content::save_measure(conn, &actor, field, &value)
    })
    .await?;
    Ok(HttpResponse::Ok().json(QualityMeasureDto {
        note: measure.note,
        link: measure.link,
    }))
}
