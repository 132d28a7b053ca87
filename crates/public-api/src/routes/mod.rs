//! Routes of SPEC 7.2, one file per resource.

pub(crate) mod api_reference;
pub(crate) mod attachments;
pub(crate) mod comment_status;
pub(crate) mod comments;
pub(crate) mod company_products;
pub(crate) mod compare;
pub(crate) mod counties;
pub(crate) mod feeds;
pub(crate) mod filing_dto;
pub(crate) mod filings;
pub(crate) mod insurance_forms;
pub(crate) mod openapi_document;
pub(crate) mod quality_measure;
pub(crate) mod rate_history;
pub(crate) mod site_profile;
pub(crate) mod years;

use crate::open_data::routes as open_data;

use actix_web::dev::HttpServiceFactory;
use actix_web::http::header;
use actix_web::middleware::{DefaultHeaders, from_fn};
use actix_web::{Resource, Route, web};

service_kit::route_list! {
    /// Every public route: its registration, its OpenAPI paths and the route-table test all come
    /// from here. GETs of data are answered from the response cache (`via cached`); the comment
    /// POST, attachment and open-data downloads (streamed, with their own ETag) and the
    /// comment-period feed (which changes as days pass) are not, and a comment's status, asked
    /// for with its secret receipt code, is never stored anywhere (`via no_store`).
    pub struct RouteList;
    {
        get "/get-years" => years::list_active, via cached;
        get "/getCurrentYear" => years::current, via cached;
        get "/compare-plans/{year}" => compare::dataset, via cached;
        get "/compare-plans/{year}/counties/{countyId}" => compare::county_slice, via cached;
        get "/counties" => counties::list, via cached;
        get "/insurance-forms/quality-measure-note" => quality_measure::note, via cached;
        get "/insurance-forms/quality-measure-link" => quality_measure::link, via cached;
        get "/insurance-forms/quality-measure-spanish" => quality_measure::spanish, via cached;
        get "/insurance-forms/comparisons" => insurance_forms::comparisons, via cached;
        get "/filings" => filings::latest, via cached;
        get "/rates" => filings::all, via cached;
        get "/company-products/{companyProductPk}" => company_products::company_page, via cached;
        get "/company-products/{companyProductPk}/history" => rate_history::history, via cached;
        get "/company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}"
            => company_products::single_filing, via cached;
        get "/public-comments" => comments::allowed, via cached;
        get "/site-profile" => site_profile::get, via cached;
        get "/openapi.json" => openapi_document::serve, via cached;
        get "/docs" => api_reference::page, via cached;
        get "/docs/reference.css" => api_reference::stylesheet, via cached;
        get "/feeds/filings.atom" => feeds::filings, via cached;
        get "/feeds/companies/{companyPk}.atom" => feeds::company, via cached;
        get "/feeds/comment-periods.atom" => feeds::comment_periods;
        post "/comments" => comments::submit;
        post "/comment-status" => comment_status::lookup, via no_store;
        get "/attachments/{attachmentKey}" => attachments::download;
        get "/open-data" => open_data::catalogue, via cached;
        get "/open-data/filings.csv" => open_data::filings_csv;
        get "/open-data/filings.json" => open_data::filings_json;
        get "/open-data/comments.csv" => open_data::comments_csv;
        get "/open-data/comments.json" => open_data::comments_json;
        get "/open-data/plans/{year}.csv" => open_data::plans_csv;
    }
}

/// A key from the path (the rule is `domain::parse_path_key`), else a 400 naming `field`. A
/// positive number too large to be a key names nothing, so it is a 404 with `not_found`'s
/// message.
pub(crate) fn path_key(
    field: &str,
    text: &str,
    not_found: impl FnOnce() -> String,
) -> Result<i32, service_kit::ApiError> {
    domain::parse_path_key(text).map_err(|error| match error {
        domain::PathKeyError::NotPositiveWholeNumber => service_kit::ApiError::bad_field(
            field,
            format!("{field} must be a positive whole number, such as 42; it was '{text}'."),
        ),
        domain::PathKeyError::TooLarge => service_kit::ApiError::NotFound(not_found()),
    })
}

/// A resource answered through the response cache.
fn cached(path: &str, route: Route) -> impl HttpServiceFactory + use<> {
    listed(path, route).wrap(from_fn(crate::cache::serve_from_cache))
}

/// A resource whose every answer, refusals included, is `Cache-Control: no-store`: no browser,
/// proxy or gateway keeps it.
fn no_store(path: &str, route: Route) -> impl HttpServiceFactory + use<> {
    listed(path, route).wrap(DefaultHeaders::new().add((header::CACHE_CONTROL, "no-store")))
}

/// The resource of a listed address: its route, and for other methods the 405 with `Allow`
/// of every listed address (actix's own resource default has no `Allow`).
fn listed(path: &str, route: Route) -> Resource {
    web::resource(path)
        .route(route)
        .default_service(web::to(service_kit::method_not_allowed::unmatched))
}
