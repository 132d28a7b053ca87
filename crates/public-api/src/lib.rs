//! The public JSON API of SPEC 7.2. Its paths live at the root; the gateway adds `/ws`.
//!
//! Reads go to the read pool (`service_kit::Data<DbPool>`, possibly a replica); the one write, a public
//! comment, goes to the primary (`service_kit::Data<PrimaryPool>`), as do comment-status lookups, which
//! count against the client's rate limit and must find a comment just made.

mod api_reference;
mod cache;
pub mod client;
mod comment_limit;
mod feeds;
mod open_data;
pub mod openapi;
mod receipt;
mod routes;
mod settings;
pub mod site_profile;

use std::sync::Arc;

use crate::site_profile::SiteProfile;
use actix_web::web as aw;
use db::DbPool;
use db::attachment_store::{self, AttachmentStore};
use service_kit::metrics::Metrics;
use service_kit::openapi::DocumentJson;
use service_kit::server::Application;

pub use routes::RouteList;
pub use settings::{Settings, SiteUrl};

/// The service's name in logs and in the `service` label of its metrics.
pub const SERVICE: &str = "public-api";

/// The pool of the primary database, for writes.
#[derive(Debug, Clone)]
pub struct PrimaryPool(pub DbPool);

/// What every handler can reach besides the pools.
#[derive(Debug, Clone)]
pub struct AppState {
    /// The department's profile, read at start-up.
    pub site_profile: Arc<SiteProfile>,
    /// Attachment bytes.
    pub attachments: Arc<dyn AttachmentStore>,
    /// The gateway's secret, which lets a request name its client in `X-Real-IP`.
    pub gateway_secret: Option<Arc<client::GatewaySecret>>,
    /// Public comments one client may submit per hour.
    pub comment_limit: u32,
    /// Secret mixed into client hashes.
    pub comment_client_salt: Arc<str>,
    /// Where the public reaches the site: the absolute links of downloads and feeds.
    pub public_site_url: Arc<SiteUrl>,
}

/// Builds the public API: binds the port (0 picks one); nothing runs until
/// [`Application::run_until_stopped`].
pub fn build(settings: &Settings) -> anyhow::Result<Application> {
    let metrics = Metrics::new(SERVICE);
    let read_pool = aw::Data::new(db::pool::build_pool(&settings.read_database));
    let primary = aw::Data::new(PrimaryPool(db::pool::build_pool(
        &settings.primary_database,
    )));
    metrics.watch_pool("read", &read_pool);
    metrics.watch_pool("primary", &primary.0);
    let cache = aw::Data::new(cache::ResponseCache::new(
        settings.cache_max_bytes,
        settings.cache_brotli_max_quality,
        cache::CacheCounters::register(metrics.registry())?,
    ));
    let watch = Arc::new(cache::GenerationWatch::register(metrics.registry())?);
    watch.spawn_polling(read_pool.get_ref().clone(), settings.cache_poll_interval);
    let watch = aw::Data::new(watch);
    let site_profile = Arc::new(SiteProfile::load(&settings.site_profile_file)?);
    let reference = aw::Data::new(api_reference::ApiReference::render(
        openapi::json(),
        &site_profile,
        &settings.public_site_url,
    ));
    let state = aw::Data::new(AppState {
        site_profile,
        attachments: attachment_store::open(&settings.attachments_dir),
        gateway_secret: settings.gateway_secret.clone().map(Arc::new),
        comment_limit: settings.comment_limit,
        comment_client_salt: Arc::from(settings.comment_client_salt.as_str()),
        public_site_url: Arc::new(settings.public_site_url.clone()),
    });
    // Answers come precompressed from the cache (attachments are stored as they are).
    let http = service_kit::config::HttpSettings {
        compress: false,
        ..settings.http.clone()
    };
    let document = aw::Data::new(DocumentJson(openapi::json()));
    let stream_slots = aw::Data::new(open_data::StreamSlots::for_pool(
        settings.read_database.max_size,
    ));
    Ok(Application::build(
        &http,
        &metrics,
        &RouteList::routes(),
        move |cfg| {
            cfg.app_data(read_pool.clone())
                .app_data(primary.clone())
                .app_data(cache.clone())
                .app_data(watch.clone())
                .app_data(state.clone())
                .app_data(document.clone())
                .app_data(reference.clone())
                .app_data(stream_slots.clone())
                .configure(RouteList::register);
        },
    )?)
}
