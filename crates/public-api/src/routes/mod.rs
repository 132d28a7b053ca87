//! Routes of SPEC 7.2, one file per resource.

pub(crate) mod attachments;
pub(crate) mod comments;
pub(crate) mod company_products;
pub(crate) mod compare;
pub(crate) mod counties;
pub(crate) mod filing_dto;
pub(crate) mod filings;
pub(crate) mod insurance_forms;
pub(crate) mod quality_measure;
pub(crate) mod site_profile;
pub(crate) mod years;

use actix_web::dev::HttpServiceFactory;
use actix_web::middleware::from_fn;
use actix_web::{FromRequest, Handler, Responder, web};

/// Registers every public route. GETs of data are answered from the response cache; the
/// comment POST and attachment downloads (streamed, with their own ETag) are not.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(cached("/get-years", years::list_active))
        .service(cached("/getCurrentYear", years::current))
        .service(cached("/compare-plans/{year}", compare::dataset))
        .service(cached("/counties", counties::list))
        .service(cached(
            "/insurance-forms/quality-measure-note",
            quality_measure::note,
        ))
        .service(cached(
            "/insurance-forms/quality-measure-link",
            quality_measure::link,
        ))
        .service(cached(
            "/insurance-forms/comparisons",
            insurance_forms::comparisons,
        ))
        .service(cached("/filings", filings::latest))
        .service(cached("/rates", filings::all))
        .service(cached(
            "/company-products/{companyProductPk}",
            company_products::company_page,
        ))
        .service(cached(
            "/company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}",
            company_products::single_filing,
        ))
        .service(cached("/public-comments", comments::allowed))
        .service(cached("/site-profile", site_profile::get))
        .service(cached("/openapi.json", crate::openapi::document))
        .route("/comments", web::post().to(comments::submit))
        .route(
            "/attachments/{attachmentKey}",
            web::get().to(attachments::download),
        );
}

/// A GET resource answered through the response cache.
fn cached<F, Args>(path: &str, handler: F) -> impl HttpServiceFactory + use<F, Args>
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    web::resource(path)
        .wrap(from_fn(crate::cache::serve_from_cache))
        .route(web::get().to(handler))
}
