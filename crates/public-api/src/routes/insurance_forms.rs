//! `GET /insurance-forms/comparisons`: SPEC 7.2 quality-measure comparisons, published only.

use actix_web::{HttpResponse, web};
use db::DbPool;
use serde::Serialize;
use utoipa::ToSchema;

/// A published quality-measure comparison document.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComparisonDto {
    /// Key of the form.
    form_id: i32,
    /// Title.
    title: String,
    /// Short description.
    description: String,
    /// Address of the document.
    link: String,
    /// The year it covers, when it covers one.
    plan_year: Option<i16>,
}

/// Published comparison documents in display order.
#[utoipa::path(get, path = "/insurance-forms/comparisons", tag = "quality measures",
    responses((status = 200, description = "Published forms", body = [ComparisonDto]),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn comparisons(pool: web::Data<DbPool>) -> Result<HttpResponse, service_kit::ApiError> {
    let forms = service_kit::db::run(&pool, db::queries::site_content::published_forms).await?;
    let body: Vec<ComparisonDto> = forms
        .into_iter()
        .map(|f| ComparisonDto {
            form_id: f.form_id,
            title: f.title,
            description: f.description,
            link: f.link,
            plan_year: f.plan_year,
        })
        .collect();
    Ok(HttpResponse::Ok().json(body))
}
