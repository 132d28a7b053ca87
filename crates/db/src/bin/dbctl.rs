//! Database chores for operators and scripts: `dbctl migrate`, reading `DATABASE_URL`.
//! (The demo data set is loaded by the `seed` binary of the `demo` crate.)

use std::process::ExitCode;

use anyhow::{Context, bail};
use diesel::{Connection, PgConnection};

const USAGE: &str = "usage:
  dbctl migrate

Reads DATABASE_URL.";

fn connect() -> anyhow::Result<PgConnection> {
    let url = std::env::var("DATABASE_URL").context("DATABASE_URL is not set")?;
    PgConnection::establish(&url).with_context(|| format!("cannot connect to {}", redact(&url)))
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

fn run(args: &[String]) -> anyhow::Result<()> {
    match args.first().map(String::as_str) {
        Some("migrate") => {
            let mut conn = connect()?;
            let applied = db::migrations::run_pending(&mut conn)?;
            if applied.is_empty() {
                println!("migrations applied: none pending");
            } else {
                println!("migrations applied: {}", applied.join(", "));
            }
            Ok(())
        }
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => bail!("unknown command {other}\n\n{USAGE}"),
        None => bail!("{USAGE}"),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("dbctl: {error:#}");
            ExitCode::FAILURE
        }
    }
}
