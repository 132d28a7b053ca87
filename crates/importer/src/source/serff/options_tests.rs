use std::collections::HashMap;

use super::*;

fn options(mode: RunMode, settings: &[(&'static str, &str)]) -> Result<SerffOptions, ConfigError> {
    let map: HashMap<&'static str, String> = settings
        .iter()
        .map(|(k, v)| (*k, (*v).to_owned()))
        .collect();
    SerffOptions::from_lookup(mode, |name| map.get(name).cloned())
}

const ACCOUNT: [(&str, &str); 3] = [
    ("SERFF_API_URL", "https://services.serff.com/state-api_4.1"),
    ("SERFF_API_USER", "state.user"),
    ("SERFF_API_PASSWORD", "s3cret"),
];

#[test]
fn the_defaults_apply_when_only_the_account_is_set() {
    let options = options(RunMode::Production, &ACCOUNT).expect("options");

    assert_eq!(options.time_zone, chrono_tz::America::Chicago);
    assert_eq!(
        options.budget,
        Budget {
            per_minute: 50,
            per_hour: 900
        }
    );
    assert_eq!(options.read_timeout, Duration::from_secs(30));
    assert_eq!(options.retries, 3);
    assert_eq!(options.max_page_bytes, 16 * 1024 * 1024);
    assert_eq!(options.max_attachment_bytes, 50 * 1024 * 1024);
    assert!(!format!("{options:?}").contains("s3cret"));
}

#[test]
fn every_setting_is_read() {
    let mut settings = ACCOUNT.to_vec();
    settings.extend([
        ("SERFF_TIME_ZONE", "America/New_York"),
        ("SERFF_CALLS_PER_MINUTE", "30"),
        ("SERFF_CALLS_PER_HOUR", "600"),
        ("SERFF_TIMEOUT_MS", "5000"),
        ("SERFF_RETRIES", "0"),
        ("SERFF_MAX_PAGE_BYTES", "1000"),
        ("SERFF_MAX_ATTACHMENT_BYTES", "2000"),
    ]);

    let options = options(RunMode::Production, &settings).expect("options");

    assert_eq!(options.time_zone, chrono_tz::America::New_York);
    assert_eq!(options.budget.per_minute, 30);
    assert_eq!(options.budget.per_hour, 600);
    assert_eq!(options.read_timeout, Duration::from_secs(5));
    assert_eq!(options.connect_timeout, Duration::from_secs(5));
    assert_eq!(options.retries, 0);
    assert_eq!(options.max_page_bytes, 1000);
    assert_eq!(options.max_attachment_bytes, 2000);
}

#[test]
fn missing_or_unusable_settings_are_named() {
    let name_of = |settings: &[(&'static str, &str)]| match options(RunMode::Production, settings) {
        Err(ConfigError::Missing(name) | ConfigError::Invalid { name, .. }) => name,
        Err(ConfigError::DevelopmentValue(name)) => name,
        Ok(_) => "accepted",
    };
    let with = |name: &'static str, value: &'static str| {
        let mut settings = ACCOUNT.to_vec();
        settings.retain(|(k, _)| *k != name);
        settings.push((name, value));
        settings
    };

    assert_eq!(name_of(&ACCOUNT[1..]), "SERFF_API_URL");
    assert_eq!(name_of(&ACCOUNT[..2]), "SERFF_API_PASSWORD");
    assert_eq!(
        name_of(&with("SERFF_TIME_ZONE", "Central")),
        "SERFF_TIME_ZONE"
    );
    assert_eq!(
        name_of(&with("SERFF_CALLS_PER_MINUTE", "0")),
        "SERFF_CALLS_PER_MINUTE"
    );
    assert_eq!(
        name_of(&with("SERFF_CALLS_PER_HOUR", "many")),
        "SERFF_CALLS_PER_HOUR"
    );
    assert_eq!(name_of(&with("SERFF_TIMEOUT_MS", "0")), "SERFF_TIMEOUT_MS");
    assert_eq!(name_of(&with("SERFF_API_USER", "a:b")), "SERFF_API_USER");
    assert_eq!(
        name_of(&with("SERFF_API_PASSWORD", "dev-only-password")),
        "SERFF_API_PASSWORD"
    );
    assert!(
        options(
            RunMode::Development,
            &with("SERFF_API_PASSWORD", "dev-only-password")
        )
        .is_ok()
    );
}

#[test]
fn plain_http_is_only_for_this_machine() {
    for accepted in [
        "https://services.serff.com/state-api_4.1",
        "http://127.0.0.1:8084/state-api_4.1/",
        "http://[::1]:8084/state-api_4.1",
        "http://localhost:8084/state-api_4.1",
    ] {
        assert!(check_base_url(accepted).is_ok(), "{accepted}");
    }
    for refused in [
        "http://services.serff.com/state-api_4.1",
        "http://10.0.0.1/state-api_4.1",
        "ftp://127.0.0.1/state-api_4.1",
        "https://user:pw@services.serff.com/state-api_4.1",
        "https://services.serff.com/state-api_4.1?x=1",
        "https://services.serff.com/state-api_4.1/Filing",
        "https://services.serff.com/state-api_4.1/Attachment/",
        "not a url",
    ] {
        assert!(check_base_url(refused).is_err(), "{refused}");
    }
}

#[test]
fn the_trailing_slash_is_dropped() {
    let url = check_base_url("http://127.0.0.1:8084/state-api_4.1/").expect("a URL");

    assert_eq!(url.as_str(), "http://127.0.0.1:8084/state-api_4.1");
}
