//! Routes of SPEC 7.3, one file per resource, all under `/api`.

mod users;

use actix_web::web;

/// Registers every admin route.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(web::scope("/api").route("/users/active", web::get().to(users::current)));
}
