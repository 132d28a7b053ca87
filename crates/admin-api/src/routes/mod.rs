//! Routes of SPEC 7.3, one file per resource, all under `/api`. Every handler's first
//! parameter is its access extractor (`StaffUser`, `AdminUser`, `AdminChange`, `RatesUploader`),
//! so who may call it reads from its signature; state-changing calls (including the GET
//! switches) take `AdminChange` or `RatesUploader`, which also check XSRF, and name that
//! extractor in their OpenAPI `params(...)`, which declares the `X-XSRF-TOKEN` header. The one
//! public call, `sign-in-settings`, takes none.

pub(crate) mod companies;
pub(crate) mod compare_years;
pub(crate) mod fields;
pub(crate) mod filing_attachments;
pub(crate) mod filings;
pub(crate) mod imports;
pub(crate) mod insurance_forms;
pub(crate) mod moderation;
pub(crate) mod openapi_document;
pub(crate) mod rates_upload;
pub(crate) mod sign_in_settings;
pub(crate) mod switches;
pub(crate) mod users;

use actix_web::middleware::from_fn;
use service_kit::ApiError;

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

service_kit::route_list! {
    /// Every admin route: its registration, its OpenAPI paths and the route-table tests (the
    /// token, role and XSRF matrix) all come from here.
    pub struct RouteList;
    // Before the `/api` scope, which would otherwise claim it and add its XSRF cookie.
    {
        get "/api/sign-in-settings" => sign_in_settings::get;
    }
    // `authenticate_first` (listed last, so it runs first) settles who is calling before any
    // handler's extractors read the body.
    scope "/api" wrap(from_fn(crate::auth::xsrf::issue_cookie)) wrap(from_fn(crate::auth::authenticate_first)) {
        get "/openapi.json" => openapi_document::serve;
        get "/users/active" => users::current;
        get "/users" => users::list;
        post "/users" => users::save;
        get "/users/{userId}/sign-in" => users::sign_in::status;
        post "/users/{userId}/reset-sign-in" => users::sign_in::reset;
        get "/comments" => moderation::list;
        post "/comments/authorize" => moderation::authorize;
        post "/comments/reject" => moderation::reject;
        post "/comments/post" => moderation::mark_posted;
        get "/public-comments" => moderation::public_comments_status;
        get "/public-comments/enable" => moderation::enable_public_comments;
        get "/public-comments/disable" => moderation::disable_public_comments;
        get "/filings" => filings::list;
        get "/filings/{filingId}" => filings::get;
        get "/filings/{filingId}/attachments/{attachmentKey}" => filing_attachments::download;
        get "/serf-auto-run" => imports::auto_run_status;
        get "/serf-auto-run/enable" => imports::enable_auto_run;
        get "/serf-auto-run/disable" => imports::disable_auto_run;
        get "/serf-import" => imports::run_now;
        get "/import-runs" => imports::recent_runs;
        get "/companies" => companies::list;
        get "/companies/product-types" => companies::product_types;
        post "/companies" => companies::save;
        post "/provider/upload/{companyPk}" => rates_upload::upload;
        get "/insurance-forms" => insurance_forms::list;
        post "/insurance-forms" => insurance_forms::save;
        get "/insurance-forms/publish-all" => insurance_forms::publish_all;
        get "/insurance-forms/unpublish-all" => insurance_forms::unpublish_all;
        get "/insurance-forms/publish/{id}" => insurance_forms::publish;
        get "/insurance-forms/unpublish/{id}" => insurance_forms::unpublish;
        post "/insurance-forms/quality-measure-note/{note:.*}" => insurance_forms::save_note;
        post "/insurance-forms/quality-measure-link/{link:.*}" => insurance_forms::save_link;
        get "/insurance-forms/quality-measure-spanish" => insurance_forms::spanish_measure::get;
        post "/insurance-forms/quality-measure-spanish" => insurance_forms::spanish_measure::save;
        get "/compare-years" => compare_years::list;
        post "/update/compare-year" => compare_years::update;
        get "/clearCompareCache" => compare_years::clear_cache;
    }
}
