//! The `serff-sim` command line: flags first, then `PORT`, `HOST` and `SERFF_SIM_TOKEN`.

use chrono::NaiveDate;

use super::config::{SimConfig, SimScale};

/// What the command line asks for.
#[derive(Debug, Clone)]
pub enum SimCommand {
    /// Serve with this configuration.
    Run(SimConfig),
    /// Print [`USAGE`] and exit.
    Help,
}

/// The help text.
pub const USAGE: &str = "\
serff-sim: serves rate filings and attachments by the contract of docs/serff-contract.md

usage: serff-sim [--port N] [--scale demo|large|N] [--seed S] [options]

  --port N            port to listen on (env PORT; default 8084; 0 picks one)
  --host H            interface to bind (env HOST; default 127.0.0.1)
  --scale S           demo (about 200 filings), large (10,000) or a number (default demo)
  --seed S            seed of every random choice (default 20261120)
  --today YYYY-MM-DD  date the filings are dated back from (default today, UTC)
  --slow-ms N         delay every /filings and /attachments answer by N ms
  --error-rate F      answer this share (0-1) with 500/503
  --truncate-rate F   cut this share (0-1) of bodies off half-way
  --oversize-page-bytes N        follow every listing page with N bytes of spaces
  --oversize-attachment-bytes N  follow every attachment with N bytes of spaces
  --redirect-origin URL          redirect every feed answer to this origin
  --lying-attachments true       serve an HTML page for every PDF attachment
  --token T           require `Authorization: Bearer T` (env SERFF_SIM_TOKEN)
  --workers N         worker threads (default one per core)

controls: POST /_sim/amend?count=N  POST /_sim/reset  GET|POST /_sim/faults  GET /_sim/stats";

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
    config.token = env("SERFF_SIM_TOKEN").filter(|t| !t.trim().is_empty());
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((flag, value)) => (flag.to_owned(), Some(value.to_owned())),
            None => (arg.clone(), None),
        };
        if matches!(flag.as_str(), "-h" | "--help") {
            return Ok(SimCommand::Help);
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
            "--scale" => config.scale = value.parse::<SimScale>()?,
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
            "--token" => config.token = Some(value),
            "--workers" => config.workers = number(&flag, &value)?,
            _ => return Err(format!("unknown option {flag} (see --help)")),
        }
    }
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

    #[test]
    fn flags_win_over_the_environment() {
        let env = |name: &str| (name == "PORT").then(|| "9000".to_owned());

        let Ok(SimCommand::Run(config)) =
            parse(args("--port 8090 --scale large --error-rate=0.1"), env)
        else {
            panic!("expected a configuration");
        };

        assert_eq!(config.port, 8090);
        assert_eq!(config.scale, SimScale::Large);
        assert!((config.faults.error_rate - 0.1).abs() < f64::EPSILON);
    }

    #[test]
    fn a_number_is_a_scale_and_nonsense_is_refused() {
        let Ok(SimCommand::Run(config)) = parse(args("--scale 1234"), |_| None) else {
            panic!("expected a configuration");
        };
        assert_eq!(config.scale, SimScale::Filings(1234));
        assert!(parse(args("--scale huge"), |_| None).is_err());
        assert!(parse(args("--error-rate 2"), |_| None).is_err());
    }
}
