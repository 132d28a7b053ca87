//! The OpenAPI 3.1 description of the admin API: the head below with the paths of
//! [`RouteList`], served at `/api/openapi.json` (behind the gateway `/ws/api/openapi.json`) and
//! checked by a snapshot test (`tests/api/openapi.rs`).

use std::sync::OnceLock;

use service_kit::MessageParam;
use service_kit::error::{ErrorBody, ErrorEnvelope};
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi};

use crate::routes::RouteList;

/// The document's head: everything but the paths.
#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "Health Insurance Rate Review: admin API",
        description = "Staff calls of SPEC 7.3. Every call but the sign-in settings and this document needs `Authorization: Bearer {access token}`; \
state-changing calls (including the GET switches) also need `X-XSRF-TOKEN` equal to the `XSRF-TOKEN` cookie. \
Behind the gateway every path is prefixed with /ws.",
        version = "1"
    ),
    components(schemas(ErrorEnvelope, ErrorBody, MessageParam)),
    modifiers(&BearerAuth),
    security(("bearer" = []))
)]
struct Head;

/// Declares the bearer-token scheme.
#[derive(Debug)]
struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)),
        );
    }
}

/// The document as pretty JSON, rendered once.
pub fn json() -> &'static str {
    static JSON: OnceLock<String> = OnceLock::new();
    JSON.get_or_init(|| service_kit::openapi::render(Head::openapi(), RouteList::openapi()))
}
