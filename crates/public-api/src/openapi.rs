//! The OpenAPI 3.1 description of the public API: the head below with the paths of
//! [`RouteList`], served at `/openapi.json` and checked by a snapshot test
//! (`tests/api/openapi.rs`).

use std::sync::OnceLock;

use service_kit::error::{ErrorBody, ErrorEnvelope};
use service_kit::{MessageCode, MessageParam};
use utoipa::OpenApi;

use crate::routes::RouteList;

/// The document's head: everything but the paths.
#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "Health Insurance Rate Review: public API",
        description = "Public calls of SPEC 7.2. Behind the gateway every path is prefixed with /ws.",
        version = "1"
    ),
    components(schemas(ErrorEnvelope, ErrorBody, MessageParam, MessageCode)),
    tags(
        (name = "plan comparison", description = "Compare Plans (SPEC 2.5)"),
        (name = "rate filings", description = "Latest Rates and the Rate Page (SPEC 2.7, 2.9)"),
        (name = "companies", description = "Company Page (SPEC 2.8)"),
        (name = "comments", description = "Public comments (SPEC 4.2)"),
        (name = "feeds", description = "Atom feeds of new rate filings, status changes and comment periods, for feed readers"),
        (name = "quality measures", description = "Quality Measures (SPEC 2.6)"),
        (name = "site", description = "Site profile, this document and its reference page"),
        (name = "open data", description = "Downloads of every public fact as CSV and JSON, and their catalogue (issue 19)")
    )
)]
struct Head;

/// The document as pretty JSON, rendered once.
pub fn json() -> &'static str {
    static JSON: OnceLock<String> = OnceLock::new();
    JSON.get_or_init(|| service_kit::openapi::render(Head::openapi(), RouteList::openapi()))
}
