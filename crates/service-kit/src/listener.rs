//! Binding the listening socket before the server starts, so tests can ask for port 0 and
//! learn the port they got.

use std::net::TcpListener;

use crate::config::HttpSettings;

/// Binds `host:port` and returns the listener with the port actually bound.
pub fn bind(settings: &HttpSettings) -> std::io::Result<(TcpListener, u16)> {
    let listener = TcpListener::bind((settings.host.as_str(), settings.port))?;
    let port = listener.local_addr()?.port();
    Ok((listener, port))
}
