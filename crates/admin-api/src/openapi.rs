//! The OpenAPI 3.1 description of the admin API, served at `/api/openapi.json` (behind the
//! gateway `/ws/api/openapi.json`) and checked by a snapshot test (`tests/api/openapi.rs`).

use std::sync::OnceLock;

use actix_web::HttpResponse;
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi};

use ::web::error_schema::OperationIdsFromPaths;
pub use ::web::error_schema::{ErrorBody, ErrorEnvelope};

use crate::routes;

/// The document.
#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "Health Insurance Rate Review: admin API",
        description = "Staff calls of SPEC 7.3. Every call but the sign-in settings and this document needs `Authorization: Bearer {access token}`; \
state-changing calls (including the GET switches) also need `X-XSRF-TOKEN` equal to the `XSRF-TOKEN` cookie. \
Behind the gateway every path is prefixed with /ws.",
        version = "1"
    ),
    paths(
        routes::users::current,
        routes::users::list,
        routes::users::save,
        routes::moderation::list,
        routes::moderation::authorize,
        routes::moderation::reject,
        routes::moderation::mark_posted,
        routes::moderation::public_comments_status,
        routes::moderation::enable_public_comments,
        routes::moderation::disable_public_comments,
        routes::filings::list,
        routes::filings::get,
        routes::filing_attachments::download,
        routes::imports::auto_run_status,
        routes::imports::enable_auto_run,
        routes::imports::disable_auto_run,
        routes::imports::run_now,
        routes::imports::recent_runs,
        routes::companies::list,
        routes::companies::product_types,
        routes::companies::save,
        routes::rates_upload::upload,
        routes::insurance_forms::list,
        routes::insurance_forms::save,
        routes::insurance_forms::publish,
        routes::insurance_forms::publish_all,
        routes::insurance_forms::unpublish,
        routes::insurance_forms::unpublish_all,
        routes::insurance_forms::save_note,
        routes::insurance_forms::save_link,
        routes::compare_years::list,
        routes::compare_years::update,
        routes::compare_years::clear_cache,
        routes::sign_in_settings::get,
        document,
    ),
    components(schemas(ErrorEnvelope, ErrorBody)),
    modifiers(&BearerAuth, &OperationIdsFromPaths),
    security(("bearer" = []))
)]
pub struct ApiDoc;

/// Declares the bearer-token scheme.
#[derive(Debug)]
struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)),
        );
    }
}

/// The document as pretty JSON, rendered once.
pub fn json() -> &'static str {
    static JSON: OnceLock<String> = OnceLock::new();
    JSON.get_or_init(|| {
        ApiDoc::openapi()
            .to_pretty_json()
            .unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    })
}

/// This OpenAPI document (no sign-in needed: it describes the calls, it grants nothing).
#[utoipa::path(get, path = "/api/openapi.json", tag = "documentation", security(()),
    responses((status = 200, description = "The OpenAPI 3.1 description of this API", content_type = "application/json")))]
pub async fn document() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(json())
}
