//! The `serff-sim` command line: flags first, then `PORT`, `HOST`,
//! `SERFF_SIM_USER`/`SERFF_SIM_PASSWORD` and `SERFF_SIM_DATABASE_URL`/`ATTACHMENTS_DIR`.

use std::path::PathBuf;

use chrono::NaiveDate;

use super::config::{SeededDatabase, SimConfig, SimScale, SimUser};

/// What the command line asks for.
#[derive(Debug, Clone)]
// Made once at start-up and taken apart at once: boxing the configuration would save nothing.
#[allow(clippy::large_enum_variant)]
pub enum SimCommand {
    /// Serve with this configuration.
    Run(SimConfig),
    /// Print [`USAGE`] and exit.
    Help,
}

/// The help text.
pub const USAGE: &str = "\
serff-sim: serves rate filings, dispositions and their documents as the NAIC SERFF State API
v4.1 (SOAP 1.1 at POST http://127.0.0.1:PORT/state-api_4.1/{Filing,Correspondence,Pdf,
Attachment,PlanBinder}, WSDL at ?wsdl), as docs/serff-state-api.md describes

usage: serff-sim [--port N] [--scale demo|large|N | --from-database URL --attachments-dir DIR]
                 [--seed S] [options]

  --port N            port to listen on (env PORT; default 8084; 0 picks one)
  --host H            interface to bind (env HOST; default 127.0.0.1)
  --scale S           generate demo (about 200 filings), large (10,000) or a number of
                      filings (default demo)
  --from-database URL serve the filings this PostgreSQL database holds (the demo seed's),
                      read at start-up, instead of generated ones (env SERFF_SIM_DATABASE_URL)
  --attachments-dir DIR  the attachment store of that database (env ATTACHMENTS_DIR)
  --seed S            seed of every random choice (default 20261120)
  --today YYYY-MM-DD  date generated filings are dated back from (default today, UTC)
  --workers N         worker threads (default one per core)

accounts and limits:
  --user NAME:PASSWORD   an account HTTP Basic accepts; repeat for more (env SERFF_SIM_USER
                         and SERFF_SIM_PASSWORD; default lakeland:serff-sim)
  --block-size N         largest readBlock block in bytes (default 65536)
  --calls-per-minute N   throttle per user and minute (default 60)
  --calls-per-hour N     throttle per user and hour (default 1000)
  --clock-speed F        the throttle's minute and hour pass F times faster (default 1)
  --no-throttle          no throttle at all
  --row-limit N          queries matching more rows fail with client code 1003 (default 600)

faults (also POST /_sim/faults with their camelCase names):
  --slow-ms N                    delay every SOAP answer by N ms
  --error-rate F                 answer this share (0-1) with a bare 500/503, no SOAP envelope
  --truncate-rate F              cut this share (0-1) of answers off half-way
  --oversize-page-bytes N        pad every queryFiling answer with N bytes of whitespace
  --oversize-attachment-bytes N  every download announces N more bytes and serves filler
  --redirect-origin URL          answer every SOAP call with a 302 to this origin
  --lying-attachments true       serve an HTML page for every PDF attachment
  --server-error-rate F  answer this share (0-1) of calls with ServerException 2001/2002/2006
  --bad-block-md5-rate F this share (0-1) of readBlock answers carry a wrong md5
  --illegal-xml-filing TRACKING  this filing's ProductName holds U+0001, sent raw
  --expired-password     every call gets 401: the password has expired

controls: POST /_sim/amend?count=N  POST /_sim/reset  GET|POST /_sim/faults  GET /_sim/stats
          GET /healthz";

/// Reads the command line `args` (without the program name), with `env` for variables.
pub fn parse(
    args: impl IntoIterator<Item = String>,
    env: impl Fn(&str) -> Option<String>,
) -> Result<SimCommand, String> {
    let mut config = SimConfig::new(8084);
    if let Some(port) = env("PORT").filter(|p| !p.trim().is_empty()) {
        config.port = number("PORT", &port)?;
    }
    if let Some(host) = env("HOST").filter(|h| !h.trim().is_empty()) {
        config.host = host;
    }
    let present = |name: &str| env(name).filter(|v| !v.trim().is_empty());
    match (present("SERFF_SIM_USER"), present("SERFF_SIM_PASSWORD")) {
        (Some(name), Some(password)) => config.users = vec![SimUser { name, password }],
        (None, None) => {}
        _ => return Err("set both SERFF_SIM_USER and SERFF_SIM_PASSWORD, or neither".to_owned()),
    }
    let mut database_url = present("SERFF_SIM_DATABASE_URL");
    let mut attachments_dir = present("ATTACHMENTS_DIR").map(PathBuf::from);
    let mut scale_given = false;
    let mut attachments_dir_given = false;
    // The first --user replaces the default (or the environment's) account; more add to it.
    let mut users_from_flags = false;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((flag, value)) => (flag.to_owned(), Some(value.to_owned())),
            None => (arg.clone(), None),
        };
        if matches!(flag.as_str(), "-h" | "--help") {
            return Ok(SimCommand::Help);
        }
        // Switches: on when named, `--switch=false` to say so explicitly.
        if matches!(flag.as_str(), "--no-throttle" | "--expired-password") {
            let on = match inline.as_deref() {
                None => true,
                Some(value) => number(&flag, value)?,
            };
            if flag == "--no-throttle" {
                config.faults.no_throttle = on;
            } else {
                config.faults.expired_password = on;
            }
            continue;
        }
        let value = match inline {
            Some(value) => value,
            None => args
                .next()
                .ok_or_else(|| format!("{flag} needs a value (see --help)"))?,
        };
        match flag.as_str() {
            "--port" => config.port = number(&flag, &value)?,
            "--host" => config.host = value,
            "--scale" => {
                config.scale = value.parse::<SimScale>()?;
                scale_given = true;
            }
            "--from-database" => database_url = Some(value),
            "--attachments-dir" => {
                attachments_dir = Some(PathBuf::from(value));
                attachments_dir_given = true;
            }
            "--seed" => config.seed = number(&flag, &value)?,
            "--today" => {
                config.today = NaiveDate::parse_from_str(&value, "%Y-%m-%d")
                    .map_err(|e| format!("--today {value:?} is not a YYYY-MM-DD date: {e}"))?;
            }
            "--slow-ms" => config.faults.slow_ms = number(&flag, &value)?,
            "--error-rate" => config.faults.error_rate = number(&flag, &value)?,
            "--truncate-rate" => config.faults.truncate_rate = number(&flag, &value)?,
            "--oversize-page-bytes" => config.faults.oversize_page_bytes = number(&flag, &value)?,
            "--oversize-attachment-bytes" => {
                config.faults.oversize_attachment_bytes = number(&flag, &value)?;
            }
            "--redirect-origin" => config.faults.redirect_origin = Some(value),
            "--lying-attachments" => config.faults.lying_attachments = number(&flag, &value)?,
            "--workers" => config.workers = number(&flag, &value)?,
            "--user" => {
                let user = value.parse::<SimUser>()?;
                if !users_from_flags {
                    config.users.clear();
                    users_from_flags = true;
                }
                config.users.push(user);
            }
            "--block-size" => {
                config.block_size = number(&flag, &value)?;
                if !(1..=16 * 1024 * 1024).contains(&config.block_size) {
                    return Err(format!(
                        "--block-size must be from 1 to 16777216 bytes, not {value}"
                    ));
                }
            }
            "--calls-per-minute" => config.faults.calls_per_minute = number(&flag, &value)?,
            "--calls-per-hour" => config.faults.calls_per_hour = number(&flag, &value)?,
            "--clock-speed" => config.faults.clock_speed = number(&flag, &value)?,
            "--row-limit" => config.faults.row_limit = number(&flag, &value)?,
            "--server-error-rate" => config.faults.server_error_rate = number(&flag, &value)?,
            "--bad-block-md5-rate" => config.faults.bad_block_md5_rate = number(&flag, &value)?,
            "--illegal-xml-filing" => config.faults.illegal_xml_filing = Some(value),
            _ => return Err(format!("unknown option {flag} (see --help)")),
        }
    }
    config.database = match (database_url, attachments_dir) {
        (Some(_), _) if scale_given => {
            return Err("--scale generates filings and --from-database (or \
                        SERFF_SIM_DATABASE_URL) serves a database's: give one of them"
                .to_owned());
        }
        (Some(url), Some(attachments_dir)) => Some(SeededDatabase {
            url,
            attachments_dir,
        }),
        (Some(_), None) => {
            return Err(
                "--from-database needs --attachments-dir (or ATTACHMENTS_DIR): the \
                        attachment store the database was seeded with"
                    .to_owned(),
            );
        }
        // ATTACHMENTS_DIR alone may be there for other services; the flag alone is a mistake.
        (None, _) if attachments_dir_given => {
            return Err("--attachments-dir goes with --from-database".to_owned());
        }
        (None, _) => None,
    };
    config.faults.check()?;
    Ok(SimCommand::Run(config))
}

fn number<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, String>
where
    T::Err: std::fmt::Display,
{
    value
        .trim()
        .parse()
        .map_err(|e| format!("{name} {value:?} is not valid: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_owned).collect()
    }

    /// The configuration `parse` makes of `args` under `env`; panics when it makes none.
    fn configuration(args: Vec<String>, env: impl Fn(&str) -> Option<String>) -> SimConfig {
        let Ok(SimCommand::Run(config)) = parse(args, env) else {
            panic!("expected a configuration");
        };
        config
    }

    /// An environment naming the account `env-user` with the password `env-pass`.
    fn env_account(name: &str) -> Option<String> {
        match name {
            "SERFF_SIM_USER" => Some("env-user".to_owned()),
            "SERFF_SIM_PASSWORD" => Some("env-pass".to_owned()),
            _ => None,
        }
    }

    #[test]
    fn flags_win_over_the_environment() {
        let env = |name: &str| (name == "PORT").then(|| "9000".to_owned());

        let config = configuration(args("--port 8090 --scale large --error-rate=0.1"), env);

        assert_eq!(config.port, 8090);
        assert_eq!(config.scale, SimScale::Large);
        assert!((config.faults.error_rate - 0.1).abs() < f64::EPSILON);
    }

    #[test]
    fn a_number_is_a_scale_and_nonsense_is_refused() {
        let config = configuration(args("--scale 1234"), |_| None);
        assert_eq!(config.scale, SimScale::Filings(1234));
        assert!(parse(args("--scale huge"), |_| None).is_err());
        assert!(parse(args("--error-rate 2"), |_| None).is_err());
    }

    #[test]
    fn soap_flags_set_accounts_limits_and_faults() {
        let config = configuration(
            args(
                "--user a:b --user c:d:e --calls-per-minute 5 --clock-speed=60 --no-throttle \
                 --row-limit 10 --block-size 1024 --bad-block-md5-rate 0.5 --expired-password=false \
                 --illegal-xml-filing BLHP-140000001",
            ),
            env_account,
        );

        let names: Vec<(&str, &str)> = config
            .users
            .iter()
            .map(|u| (u.name.as_str(), u.password.as_str()))
            .collect();
        assert_eq!(names, [("a", "b"), ("c", "d:e")]);
        assert_eq!(config.faults.calls_per_minute, 5);
        assert!((config.faults.clock_speed - 60.0).abs() < f64::EPSILON);
        assert!(config.faults.no_throttle);
        assert!(!config.faults.expired_password);
        assert_eq!(config.faults.row_limit, 10);
        assert_eq!(config.block_size, 1024);
        assert_eq!(
            config.faults.illegal_xml_filing.as_deref(),
            Some("BLHP-140000001")
        );
    }

    #[test]
    fn the_environment_account_replaces_the_local_one_and_bad_accounts_are_refused() {
        let config = configuration(Vec::new(), env_account);
        assert_eq!(config.users.len(), 1);
        assert_eq!(config.users[0].name, "env-user");

        let local = configuration(Vec::new(), |_| None);
        assert_eq!(local.users, [SimUser::local()]);

        assert!(parse(args("--user nobody"), |_| None).is_err());
        assert!(parse(args("--calls-per-minute 0"), |_| None).is_err());
        assert!(
            parse(Vec::new(), |n| (n == "SERFF_SIM_USER")
                .then(|| "x".to_owned()))
            .is_err()
        );
    }

    #[test]
    fn a_database_is_served_with_its_attachment_store_and_never_with_a_scale() {
        let env = |name: &str| match name {
            "SERFF_SIM_DATABASE_URL" => Some("postgres://env@db/rates".to_owned()),
            "ATTACHMENTS_DIR" => Some("/env/attachments".to_owned()),
            _ => None,
        };
        let only_store = |name: &str| (name == "ATTACHMENTS_DIR").then(|| "/store".to_owned());

        let from_env = configuration(Vec::new(), env);
        let from_flags = configuration(
            args("--from-database postgres://flag@db/rates --attachments-dir /flag/store"),
            env,
        );
        let generated = configuration(Vec::new(), only_store);

        let database = from_env.database.expect("a database");
        assert_eq!(database.url, "postgres://env@db/rates");
        assert_eq!(database.attachments_dir, PathBuf::from("/env/attachments"));
        let database = from_flags.database.expect("a database");
        assert_eq!(database.url, "postgres://flag@db/rates");
        assert_eq!(database.attachments_dir, PathBuf::from("/flag/store"));
        assert!(
            generated.database.is_none(),
            "ATTACHMENTS_DIR alone serves no database"
        );
        assert!(parse(args("--scale demo"), env).is_err());
        assert!(
            parse(args("--from-database postgres://x@db/y --scale 10"), |_| {
                None
            })
            .is_err()
        );
        assert!(parse(args("--from-database postgres://x@db/y"), |_| None).is_err());
        assert!(parse(args("--attachments-dir /store"), |_| None).is_err());
    }
}
