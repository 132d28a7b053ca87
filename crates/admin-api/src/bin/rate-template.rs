//! Writes the rates template, `rate_template.xls`, to the path given as the only argument:
//!
//! ```sh
//! cargo run -q -p admin-api --bin rate-template -- frontend/public/rate_template.xls
//! ```
//!
//! The file is generated from the same layout the upload is read with
//! (`admin_api::rates_template::layout`), so the download and the upload cannot drift apart.

use std::path::PathBuf;

use anyhow::Context;

fn main() -> anyhow::Result<()> {
    let path: PathBuf = std::env::args_os().nth(1).map(PathBuf::from).context(
        "usage: rate-template <path of the .xls to write, e.g. frontend/public/rate_template.xls>",
    )?;
    let bytes =
        admin_api::rates_template::template::xls().context("building the rates template")?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    std::fs::write(&path, &bytes).with_context(|| format!("writing {}", path.display()))?;
    println!("wrote {} ({} bytes)", path.display(), bytes.len());
    Ok(())
}
