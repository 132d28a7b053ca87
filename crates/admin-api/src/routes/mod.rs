//! Routes of SPEC 7.3, one file per resource, all under `/api`. Every handler's first
//! parameter is its access extractor (`StaffUser`, `AdminUser`, `AdminChange`, `RatesUploader`),
//! so who may call it reads from its signature; state-changing calls (including the GET
//! switches) take `AdminChange` or `RatesUploader`, which also check XSRF. The one public
//! call, `sign-in-settings`, takes none.

pub(crate) mod companies;
pub(crate) mod compare_years;
pub(crate) mod filing_attachments;
pub(crate) mod filings;
pub(crate) mod imports;
pub(crate) mod insurance_forms;
pub(crate) mod moderation;
pub(crate) mod rates_upload;
pub(crate) mod sign_in_settings;
pub(crate) mod switches;
pub(crate) mod users;

use ::web::ApiError;
use actix_web::middleware::from_fn;
use actix_web::web;

/// The key of a `what` in the path, named `field` (the rule is `domain::parse_path_key`): else a
/// 400 that says so ("filingId must be the positive whole number of a filing.").
pub(crate) fn path_key(field: &str, what: &str, text: &str) -> Result<i32, ApiError> {
    domain::parse_path_key(text).map_err(|_| {
        ApiError::bad_field(
            field,
            format!("{field} must be the positive whole number of {what}."),
        )
    })
}

/// Registers every admin route.
pub fn configure(cfg: &mut web::ServiceConfig) {
    // Before the `/api` scope, which would otherwise claim it and add its XSRF cookie.
    cfg.route(
        "/api/sign-in-settings",
        web::get().to(sign_in_settings::get),
    );
    cfg.service(
        web::scope("/api")
            .wrap(from_fn(crate::auth::xsrf::issue_cookie))
            .route("/openapi.json", web::get().to(crate::openapi::document))
            .route("/users/active", web::get().to(users::current))
            .route("/users", web::get().to(users::list))
            .route("/users", web::post().to(users::save))
            .route("/comments", web::get().to(moderation::list))
            .route("/comments/authorize", web::post().to(moderation::authorize))
            .route("/comments/reject", web::post().to(moderation::reject))
            .route("/comments/post", web::post().to(moderation::mark_posted))
            .route(
                "/public-comments",
                web::get().to(moderation::public_comments_status),
            )
            .route(
                "/public-comments/enable",
                web::get().to(moderation::enable_public_comments),
            )
            .route(
                "/public-comments/disable",
                web::get().to(moderation::disable_public_comments),
            )
            .route("/filings", web::get().to(filings::list))
            .route("/filings/{filingId}", web::get().to(filings::get))
            .route(
                "/filings/{filingId}/attachments/{attachmentKey}",
                web::get().to(filing_attachments::download),
            )
            .route("/serf-auto-run", web::get().to(imports::auto_run_status))
            .route(
                "/serf-auto-run/enable",
                web::get().to(imports::enable_auto_run),
            )
            .route(
                "/serf-auto-run/disable",
                web::get().to(imports::disable_auto_run),
            )
            .route("/serf-import", web::get().to(imports::run_now))
            .route("/import-runs", web::get().to(imports::recent_runs))
            .route("/companies", web::get().to(companies::list))
            .route(
                "/companies/product-types",
                web::get().to(companies::product_types),
            )
            .route("/companies", web::post().to(companies::save))
            .route(
                "/provider/upload/{companyPk}",
                web::post().to(rates_upload::upload),
            )
            .route("/insurance-forms", web::get().to(insurance_forms::list))
            .route("/insurance-forms", web::post().to(insurance_forms::save))
            .route(
                "/insurance-forms/publish-all",
                web::get().to(insurance_forms::publish_all),
            )
            .route(
                "/insurance-forms/unpublish-all",
                web::get().to(insurance_forms::unpublish_all),
            )
            .route(
                "/insurance-forms/publish/{id}",
                web::get().to(insurance_forms::publish),
            )
            .route(
                "/insurance-forms/unpublish/{id}",
                web::get().to(insurance_forms::unpublish),
            )
            .route(
                "/insurance-forms/quality-measure-note/{note:.*}",
                web::post().to(insurance_forms::save_note),
            )
            .route(
                "/insurance-forms/quality-measure-link/{link:.*}",
                web::post().to(insurance_forms::save_link),
            )
            .route("/compare-years", web::get().to(compare_years::list))
            .route(
                "/update/compare-year",
                web::post().to(compare_years::update),
            )
            .route(
                "/clearCompareCache",
                web::get().to(compare_years::clear_cache),
            ),
    );
}
