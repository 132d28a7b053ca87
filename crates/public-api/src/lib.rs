//! The public JSON API of SPEC 7.2. Its paths live at the root; the gateway adds `/ws`.

mod routes;
mod settings;

use std::sync::Arc;

use actix_web::web as aw;
use web::server::Application;
use web::site_profile::SiteProfile;

pub use settings::Settings;

/// What every handler can reach besides the pool.
#[derive(Debug, Clone)]
pub struct AppState {
    /// The department's profile, read at start-up.
    pub site_profile: Arc<SiteProfile>,
}

/// Builds the public API: binds the port (0 picks one); nothing runs until
/// [`Application::run_until_stopped`].
pub fn build(settings: &Settings) -> anyhow::Result<Application> {
    let pool = aw::Data::new(db::pool::build_pool(&settings.database));
    let state = aw::Data::new(AppState {
        site_profile: Arc::new(SiteProfile::load(&settings.site_profile_file)?),
    });
    Ok(Application::build(&settings.http, move |cfg| {
        cfg.app_data(pool.clone())
            .app_data(state.clone())
            .configure(routes::configure);
    })?)
}
