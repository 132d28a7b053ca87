//! Routes of SPEC 7.2, one file per resource.

mod counties;
mod quality_measure;
mod site_profile;
mod years;

use actix_web::web;

/// Registers every public route.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/counties", web::get().to(counties::list))
        .route("/get-years", web::get().to(years::list_active))
        .route("/site-profile", web::get().to(site_profile::get))
        .route(
            "/insurance-forms/quality-measure-note",
            web::get().to(quality_measure::note),
        )
        .route(
            "/insurance-forms/quality-measure-link",
            web::get().to(quality_measure::link),
        );
}
