//! Response headers every API answer carries.

use actix_web::middleware::DefaultHeaders;

/// Headers that keep browsers from sniffing, framing or leaking API answers.
pub fn headers() -> DefaultHeaders {
    DefaultHeaders::new()
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("X-Frame-Options", "DENY"))
        .add(("Referrer-Policy", "strict-origin-when-cross-origin"))
        .add((
            "Content-Security-Policy",
            "default-src 'none'; frame-ancestors 'none'",
        ))
}
