//! `GET` and `POST /api/insurance-forms/quality-measure-spanish`: the
//! quality-measure note and report link in Spanish, beside SPEC 7.3's English calls, which do not
//! change. Checked as the English ones are (token, Administrator, XSRF on the save; the same note
//! and link rules); an empty or missing value clears the Spanish one, and the public site then
//! shows the English.

use actix_web::{HttpResponse, web};
use db::DbPool;
use db::queries::site_content::{self, SpanishMeasure};
use serde::{Deserialize, Serialize};
use service_kit::{ApiError, JsonBody};
use utoipa::ToSchema;

use super::{check_note_length, checked_link};
use crate::auth::{AdminChange, AdminUser};
use crate::routes::fields::without_control_characters;

/// The Spanish note and link to store. The shape is closed: any other field is a 400 naming it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SpanishMeasureRequest {
    /// The note in Spanish, at most 4,000 characters; empty or null clears it.
    #[serde(default)]
    note: Option<String>,
    /// The report address for Spanish readers (http or https, at most 2,048 characters); empty or
    /// null clears it.
    #[serde(default)]
    link: Option<String>,
}

/// The quality measure's Spanish note and link; "" where none is given (the English is shown).
#[derive(Debug, Serialize, ToSchema)]
pub struct SpanishMeasureDto {
    /// The note in Spanish.
    note: String,
    /// The report link for Spanish readers.
    link: String,
}

impl From<SpanishMeasure> for SpanishMeasureDto {
    fn from(measure: SpanishMeasure) -> SpanishMeasureDto {
        SpanishMeasureDto {
            note: measure.note.unwrap_or_default(),
            link: measure.link.unwrap_or_default(),
        }
    }
}

/// The Spanish quality-measure note and link.
#[utoipa::path(get, path = "/api/insurance-forms/quality-measure-spanish", tag = "quality measures",
    responses((status = 200, description = "The Spanish note and link; empty where none is given", body = SpanishMeasureDto),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip_all)]
pub async fn get(_admin: AdminUser, pool: web::Data<DbPool>) -> Result<HttpResponse, ApiError> {
    let measure = service_kit::db::run(&pool, site_content::spanish_measure).await?;
    Ok(HttpResponse::Ok().json(SpanishMeasureDto::from(measure)))
}

/// Sets the Spanish quality-measure note and link together.
#[utoipa::path(post, path = "/api/insurance-forms/quality-measure-spanish", tag = "quality measures",
    request_body = SpanishMeasureRequest,
    params(crate::auth::AdminChange),
    responses((status = 200, description = "The Spanish note and link as stored", body = SpanishMeasureDto),
              (status = 400, description = "A link that is not an http(s) address, a control character, an unknown field or a malformed body; `field` names it", body = service_kit::error::ErrorEnvelope),
              (status = 413, description = "A note over 4,000 or a link over 2,048 characters", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all)]
pub async fn save(
    admin: AdminChange,
    body: JsonBody<SpanishMeasureRequest>,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let SpanishMeasureRequest { note, link } = body.into_inner();
    let values = SpanishMeasure {
        note: given(note)
            .map(|note| {
                without_control_characters("note", &note)?;
                check_note_length(&note)?;
                Ok::<_, ApiError>(note)
            })
            .transpose()?,
        link: given(link).map(|link| checked_link(&link)).transpose()?,
    };
    let actor = admin.0.actor();
    let measure = service_kit::db::run(&pool, move |conn| {
        site_content::save_spanish_measure(conn, &actor, values)
    })
    .await?;
    Ok(HttpResponse::Ok().json(SpanishMeasureDto::from(measure)))
}

/// A value staff typed, or `None` for nothing but whitespace (cleared).
fn given(value: Option<String>) -> Option<String> {
    value.filter(|v| !v.trim().is_empty())
}
