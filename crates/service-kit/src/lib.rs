//! What the HTTP services share: configuration from the environment, one JSON error envelope
//! (its OpenAPI schema derived from the same type), the route list each API's registration and
//! OpenAPI document are made from, tracing setup with request ids, `/healthz`, `/readyz` and
//! Prometheus `/metrics`, the blocking-database helper, security headers, the filing status badge
//! both APIs answer with, the streaming of attachment bytes both APIs serve, and the TLS crypto
//! provider of HTTP clients.

pub mod attachment_download;
pub mod config;
pub mod db;
pub mod error;
pub mod health;
pub mod json_body;
pub mod listener;
pub mod message_code;
pub mod method_not_allowed;
pub mod metrics;
pub mod observe;
pub mod openapi;
pub mod request_id;
pub mod route_list;
pub mod security;
pub mod server;
pub mod state_status;
pub mod telemetry;
pub mod tls;
pub mod value_codes;

pub use error::ApiError;
pub use json_body::JsonBody;
pub use message_code::{MessageCode, MessageParam, VisitorMessage};
