//! Database chores for operators and scripts: `dbctl migrate`.

use anyhow::Context;
use diesel::{Connection, PgConnection};

const USAGE: &str = "usage: dbctl migrate   (DATABASE_URL from the environment)";

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let url = std::env::var("DATABASE_URL").context("DATABASE_URL is not set")?;
    let mut conn = PgConnection::establish(&url).with_context(|| format!("cannot connect to {}", redact(&url)))?;
    match args.first().map(String::as_str) {
        Some("migrate") => {
            let applied = db::migrations::run_pending(&mut conn)?;
            println!("migrations applied: {}", if applied.is_empty() { "none pending".to_owned() } else { applied.join(", ") });
            Ok(())
        }
        _ => anyhow::bail!(USAGE),
    }
}

/// The URL without its password, for messages.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let userinfo = &url[scheme + 3..at];
            let user = userinfo.split(':').next().unwrap_or_default();
            format!("{}://{}@{}", &url[..scheme], user, &url[at + 1..])
        }
        _ => url.to_owned(),
    }
}
