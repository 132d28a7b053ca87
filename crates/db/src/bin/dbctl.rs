//! Database chores for operators and scripts: `dbctl migrate` and `dbctl seed`.
//!
//! ```text
//! dbctl migrate
//! dbctl seed [--scale demo|large] [--attachments-dir DIR] [--today YYYY-MM-DD]
//! ```
//!
//! Both read `DATABASE_URL`. The attachments folder defaults to `ATTACHMENTS_DIR`, else
//! `.data/attachments`; `--today` (default: today, UTC) fixes the date the data set is
//! relative to.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, bail};
use chrono::NaiveDate;
use db::attachment_store::FilesystemStore;
use db::demo::{self, Scale};
use diesel::{Connection, PgConnection};

const USAGE: &str = "usage:
  dbctl migrate
  dbctl seed [--scale demo|large] [--attachments-dir DIR] [--today YYYY-MM-DD]

Both commands read DATABASE_URL. The attachments folder defaults to ATTACHMENTS_DIR,
else .data/attachments.";

/// Options of `dbctl seed`.
struct SeedOptions {
    scale: Scale,
    attachments_dir: PathBuf,
    today: NaiveDate,
}

fn parse_seed_options(args: &[String]) -> anyhow::Result<SeedOptions> {
    let mut options = SeedOptions {
        scale: Scale::Demo,
        attachments_dir: std::env::var_os("ATTACHMENTS_DIR")
            .map_or_else(|| PathBuf::from(".data/attachments"), PathBuf::from),
        today: chrono::Utc::now().date_naive(),
    };
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let (name, inline) = match flag.split_once('=') {
            Some((name, value)) => (name, Some(value.to_owned())),
            None => (flag.as_str(), None),
        };
        let mut value = || {
            inline
                .clone()
                .or_else(|| rest.next().cloned())
                .with_context(|| format!("{name} needs a value\n\n{USAGE}"))
        };
        match name {
            "--scale" => options.scale = value()?.parse()?,
            "--attachments-dir" => options.attachments_dir = PathBuf::from(value()?),
            "--today" => {
                let text = value()?;
                options.today =
                    NaiveDate::parse_from_str(&text, "%Y-%m-%d").with_context(|| {
                        format!("--today must be a date like 2026-11-20, not \"{text}\"")
                    })?;
            }
            other => bail!("unknown option {other}\n\n{USAGE}"),
        }
    }
    Ok(options)
}

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
        Some("seed") => {
            let options = parse_seed_options(&args[1..])?;
            let mut conn = connect()?;
            let store = FilesystemStore::new(&options.attachments_dir);
            let report = demo::seed(&mut conn, &store, options.scale, options.today)?;
            println!("{} data set {report}", options.scale);
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
