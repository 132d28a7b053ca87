//! Writes the rates template, `rate_template.xls`, to the path given as the only argument:
//!
//! ```sh
//! cargo run -q -p rates-template --bin rate-template -- frontend/public/rate_template.xls
//! ```
//!
//! The file is generated from the same layout the upload is read with
//! (`rates_template::layout`), so the download and the upload cannot drift apart.
//!
//! `fill` fills a downloaded template with rows given as JSON and writes a new `.xls`, as an
//! insurer would in a spreadsheet program (end-to-end tests upload the result; the JSON shape is
//! described in `rates_template::fill`):
//!
//! ```sh
//! cargo run -q -p rates-template --bin rate-template -- fill rate_template.xls rows.json filled.xls
//! ```

use std::path::{Path, PathBuf};

use anyhow::Context;

const USAGE: &str = "usage: rate-template <path of the .xls to write, e.g. frontend/public/rate_template.xls>\n   or: rate-template fill <template.xls> <rows.json> <filled.xls>";

fn main() -> anyhow::Result<()> {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    match args.as_slice() {
        [command, template, rows, out] if command.as_os_str() == "fill" => {
            let template = std::fs::read(template)
                .with_context(|| format!("reading {}", template.display()))?;
            let rows =
                std::fs::read(rows).with_context(|| format!("reading {}", rows.display()))?;
            let rows = serde_json::from_slice(&rows).context("the rows are not JSON")?;
            let bytes = rates_template::fill::fill(&template, &rows)
                .context("filling the rates template")?;
            write(out, &bytes)
        }
        [flag] if flag.to_string_lossy().starts_with('-') => {
            println!("{USAGE}");
            Ok(())
        }
        [path] => {
            let bytes = rates_template::template::xls().context("building the rates template")?;
            write(path, &bytes)
        }
        _ => anyhow::bail!(USAGE),
    }
}

fn write(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    std::fs::write(path, bytes).with_context(|| format!("writing {}", path.display()))?;
    println!("wrote {} ({} bytes)", path.display(), bytes.len());
    Ok(())
}
