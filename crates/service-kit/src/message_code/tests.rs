#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};

use super::*;

/// The workspace's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The text of every `.rs` file under `dir`.
fn rust_sources(dir: &Path, found: &mut Vec<(PathBuf, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push((path.clone(), std::fs::read_to_string(&path).unwrap()));
        }
    }
}

// A code nothing sends is a message the web app translates for nothing, or one whose sender was
// lost: each must be named by the services' code or answered by the gateway.
#[test]
fn every_code_is_sent_by_a_service_or_the_gateway() {
    let mut sources = Vec::new();
    for krate in std::fs::read_dir(root().join("crates")).unwrap() {
        let src = krate.unwrap().path().join("src");
        if src.is_dir() {
            rust_sources(&src, &mut sources);
        }
    }
    let this_module = Path::new("service-kit/src/message_code");
    sources.retain(|(path, _)| {
        !path
            .to_string_lossy()
            .contains(&*this_module.to_string_lossy())
    });
    let gateway = std::fs::read_to_string(root().join("deploy/nginx/gateway-errors.conf")).unwrap();

    let unused: Vec<String> = MessageCode::ALL
        .iter()
        .filter(|code| {
            let variant = format!("MessageCode::{code:?}");
            let name = serde_json::to_value(code).unwrap();
            let answered = format!("\"messageCode\":\"{}\"", name.as_str().unwrap());
            !sources.iter().any(|(_, text)| text.contains(&variant)) && !gateway.contains(&answered)
        })
        .map(|code| format!("{code:?}"))
        .collect();

    assert!(unused.is_empty(), "codes nothing sends: {unused:?}");
}

#[test]
fn codes_are_sent_in_snake_case_with_their_values() {
    let message = MessageCode::CommentPeriodClosed.param("closedOn", "2026-03-05");

    assert_eq!(
        serde_json::to_value(message.code).unwrap(),
        "comment_period_closed"
    );
    assert_eq!(
        message.params.get("closedOn"),
        Some(&MessageParam::Text("2026-03-05".into()))
    );
}
