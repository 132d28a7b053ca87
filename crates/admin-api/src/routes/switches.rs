//! The global switches of SPEC 4.3 (public commenting, automatic import): reading and setting.

use actix_web::HttpResponse;
use db::DbPool;
use db::queries::site_content::{self, Switch};
use service_kit::ApiError;

/// Answers whether `switch` is on.
pub(crate) async fn state(pool: &DbPool, switch: Switch) -> Result<HttpResponse, ApiError> {
    let enabled =
        service_kit::db::run(pool, move |conn| site_content::is_enabled(conn, switch)).await?;
    Ok(HttpResponse::Ok().json(enabled))
}

/// Sets a global switch for `staff` (audited; bumps the generation when the public sees it)
/// and answers its new state.
pub(crate) async fn set(
    staff: &crate::auth::StaffUser,
    pool: &DbPool,
    switch: Switch,
    enabled: bool,
) -> Result<HttpResponse, ApiError> {
    let actor = staff.actor();
    let now = service_kit::db::run(pool, move |conn| {
        site_content::set_switch(conn, &actor, switch, enabled)
    })
    .await?;
    tracing::info!(?switch, enabled = now, "switch set");
    Ok(HttpResponse::Ok().json(now))
}
