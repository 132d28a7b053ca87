//! The staff JSON API of SPEC 7.3. Every route but health, metrics, the OpenAPI document and
//! the sign-in settings requires a bearer access token from the identity provider and an active
//! staff-user record; the extractor a handler takes (`StaffUser`, `AdminUser`, `AdminChange`,
//! `RatesUploader`) states who may call it.

pub mod auth;
pub mod openapi;
mod routes;
mod settings;

use actix_web::web as aw;
use db::attachment_store::{self, AttachmentStore};
use service_kit::metrics::Metrics;
use service_kit::openapi::DocumentJson;
use service_kit::server::Application;

pub use routes::RouteList;
pub use settings::{OidcSettings, Settings};

/// The service's name in logs and in the `service` label of its metrics.
pub const SERVICE: &str = "admin-api";

/// Builds the admin API: binds the port (0 picks one); nothing runs until
/// [`Application::run_until_stopped`].
pub fn build(settings: &Settings) -> anyhow::Result<Application> {
    let metrics = Metrics::new(SERVICE);
    let pool = aw::Data::new(db::pool::build_pool(&settings.database));
    metrics.watch_pool("primary", &pool);
    let verifier = aw::Data::new(auth::TokenVerifier::new(settings.oidc.clone())?);
    let sign_in = aw::Data::new(routes::sign_in_settings::SignInSettingsDto::from(
        &settings.oidc,
    ));
    let attachments: aw::Data<dyn AttachmentStore> =
        aw::Data::from(attachment_store::open(&settings.attachments_dir));
    let document = aw::Data::new(DocumentJson(openapi::json()));
    Ok(Application::build(
        &settings.http,
        &metrics,
        &RouteList::routes(),
        move |cfg| {
            cfg.app_data(pool.clone())
                .app_data(verifier.clone())
                .app_data(sign_in.clone())
                .app_data(attachments.clone())
                .app_data(document.clone())
                .configure(RouteList::register);
        },
    )?)
}
