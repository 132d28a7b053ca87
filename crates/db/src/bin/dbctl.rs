//! Database chores for operators and scripts: `dbctl migrate`, reading `DATABASE_URL` (the
//! migration role, which owns the schema) and the service roles' password variables.
//! (The demo data set is loaded by the `seed` binary of the `demo` crate.)

use std::process::ExitCode;

use anyhow::bail;

const USAGE: &str = "usage:
  dbctl migrate

Applies pending migrations as DATABASE_URL's role (the schema owner), then gives each service
role whose password variable is set (PUBLIC_API_DB_PASSWORD, ADMIN_API_DB_PASSWORD,
IMPORTER_DB_PASSWORD) that password and LOGIN.";

fn run(args: &[String]) -> anyhow::Result<()> {
    match args.first().map(String::as_str) {
        Some("migrate") => {
            let mut conn = db::pool::connect_from_env()?;
            let applied = db::migrations::run_pending(&mut conn)?;
            if applied.is_empty() {
                println!("migrations applied: none pending");
            } else {
                println!("migrations applied: {}", applied.join(", "));
            }
            let roles = db::roles::set_passwords_from_env(&mut conn)?;
            if !roles.is_empty() {
                let names: Vec<&str> = roles.iter().map(|r| r.name()).collect();
                println!("passwords set: {}", names.join(", "));
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
