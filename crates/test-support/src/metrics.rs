//! Reading a Prometheus text exposition (`GET /metrics`) in tests, without depending on the
//! order in which the encoder writes labels.

use std::collections::BTreeMap;

/// One sample line: metric name, labels and value.
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    /// Metric name, e.g. `http_requests_total` or `http_request_duration_seconds_count`.
    pub name: String,
    /// Label names to values, unescaped.
    pub labels: BTreeMap<String, String>,
    /// The value.
    pub value: f64,
}

/// Every sample of `exposition`, comments skipped. Panics on a line it cannot read.
pub fn samples(exposition: &str) -> Vec<Sample> {
    exposition
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| parse_line(line).unwrap_or_else(|| panic!("not a sample line: {line}")))
        .collect()
}

/// The samples named `name` whose labels include every pair of `labels`.
pub fn matching(exposition: &str, name: &str, labels: &[(&str, &str)]) -> Vec<Sample> {
    samples(exposition)
        .into_iter()
        .filter(|s| {
            s.name == name
                && labels
                    .iter()
                    .all(|(k, v)| s.labels.get(*k).is_some_and(|have| have == v))
        })
        .collect()
}

/// The value of the one sample named `name` with these labels (among others); `None` when there
/// is none. Panics when several match: the test should name more labels.
pub fn value(exposition: &str, name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    let found = matching(exposition, name, labels);
    assert!(
        found.len() <= 1,
        "{} samples of {name} match {labels:?}: {found:?}",
        found.len()
    );
    found.first().map(|s| s.value)
}

fn parse_line(line: &str) -> Option<Sample> {
    let (name, mut rest) = line.split_at(line.find(['{', ' '])?);
    let mut labels = BTreeMap::new();
    if let Some(mut inner) = rest.strip_prefix('{') {
        loop {
            inner = inner.trim_start_matches(',');
            if let Some(after) = inner.strip_prefix('}') {
                rest = after;
                break;
            }
            let (key, quoted) = inner.split_once("=\"")?;
            // The value runs to the first unescaped quote; \\, \" and \n are its escapes.
            let mut value = String::new();
            let mut chars = quoted.char_indices();
            let consumed = loop {
                match chars.next()? {
                    (i, '"') => break i + 1,
                    (_, '\\') => match chars.next()?.1 {
                        'n' => value.push('\n'),
                        escaped => value.push(escaped),
                    },
                    (_, other) => value.push(other),
                }
            };
            labels.insert(key.to_owned(), value);
            inner = &quoted[consumed..];
        }
    }
    let value = rest.split_whitespace().next()?.parse().ok()?;
    Some(Sample {
        name: name.to_owned(),
        labels,
        value,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_read_in_any_order_with_braces_and_escapes_in_values() {
        let text = "# HELP x y\n\
            http_requests_total{method=\"GET\",route=\"/a/{id}\",status=\"200\",service=\"s\"} 3\n\
            odd{v=\"q\\\"u,o}te\"} 1.5\n\
            plain 7\n";

        assert_eq!(
            value(
                text,
                "http_requests_total",
                &[("service", "s"), ("route", "/a/{id}")]
            ),
            Some(3.0)
        );
        assert_eq!(value(text, "odd", &[("v", "q\"u,o}te")]), Some(1.5));
        assert_eq!(value(text, "plain", &[]), Some(7.0));
        assert_eq!(
            value(text, "http_requests_total", &[("status", "500")]),
            None
        );
    }
}
