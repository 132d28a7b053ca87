//! The OpenAPI 3.1 description of the public API, served at `/openapi.json` and checked by a
//! snapshot test (`tests/api/openapi.rs`).

use std::sync::OnceLock;

use actix_web::HttpResponse;
use utoipa::OpenApi;

use crate::routes;

use ::web::error_schema::OperationIdsFromPaths;
pub use ::web::error_schema::{ErrorBody, ErrorEnvelope};

/// The document.
#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "Health Insurance Rate Review: public API",
        description = "Public calls of SPEC 7.2. Behind the gateway every path is prefixed with /ws.",
        version = "1"
    ),
    paths(
        routes::years::list_active,
        routes::years::current,
        routes::compare::dataset,
        routes::counties::list,
        routes::quality_measure::note,
        routes::quality_measure::link,
        routes::insurance_forms::comparisons,
        routes::filings::latest,
        routes::filings::all,
        routes::company_products::company_page,
        routes::company_products::single_filing,
        routes::comments::allowed,
        routes::comments::submit,
        routes::attachments::download,
        routes::site_profile::get,
        document,
    ),
    components(schemas(ErrorEnvelope, ErrorBody)),
    modifiers(&OperationIdsFromPaths),
    tags(
        (name = "plan comparison", description = "Compare Plans (SPEC 2.5)"),
        (name = "rate filings", description = "Latest Rates and the Rate Page (SPEC 2.7, 2.9)"),
        (name = "companies", description = "Company Page (SPEC 2.8)"),
        (name = "comments", description = "Public comments (SPEC 4.2)"),
        (name = "quality measures", description = "Quality Measures (SPEC 2.6)"),
        (name = "site", description = "Site profile and this document")
    )
)]
pub struct ApiDoc;

/// The document as pretty JSON, rendered once.
pub fn json() -> &'static str {
    static JSON: OnceLock<String> = OnceLock::new();
    JSON.get_or_init(|| {
        ApiDoc::openapi()
            .to_pretty_json()
            .unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    })
}

/// This OpenAPI document.
#[utoipa::path(get, path = "/openapi.json", tag = "site",
    responses((status = 200, description = "The OpenAPI 3.1 description of this API", content_type = "application/json")))]
pub async fn document() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(json())
}
