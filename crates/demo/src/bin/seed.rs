//! `seed`: loads the demo data set (see `demo::data_set`) into the database, once.
//!
//! ```text
//! seed [--scale demo|large] [--attachments-dir DIR] [--today YYYY-MM-DD]
//! ```
//!
//! Reads `DATABASE_URL`. The attachments folder defaults to `ATTACHMENTS_DIR`, else
//! `.data/attachments`; `--today` (default: today, UTC) fixes the date the data set is
//! relative to. Run `dbctl migrate` first.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, bail};
use chrono::NaiveDate;
use db::attachment_store;
use demo::Scale;

const USAGE: &str = "usage:
  seed [--scale demo|large] [--attachments-dir DIR] [--today YYYY-MM-DD]

Reads DATABASE_URL. The attachments folder defaults to ATTACHMENTS_DIR,
else .data/attachments.";

/// Options of `seed`.
struct SeedOptions {
    scale: Scale,
    attachments_dir: PathBuf,
    today: NaiveDate,
}

/// The options in `args`; `None` when help was asked for.
fn parse_options(args: &[String]) -> anyhow::Result<Option<SeedOptions>> {
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
            "-h" | "--help" | "help" => return Ok(None),
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
    Ok(Some(options))
}

fn run(args: &[String]) -> anyhow::Result<()> {
    let Some(options) = parse_options(args)? else {
        println!("{USAGE}");
        return Ok(());
    };
    let mut conn = db::pool::connect_from_env()?;
    let store = attachment_store::open(&options.attachments_dir);
    let report = demo::seed(&mut conn, store.as_ref(), options.scale, options.today)?;
    println!("{} data set {report}", options.scale);
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("seed: {error:#}");
            ExitCode::FAILURE
        }
    }
}
