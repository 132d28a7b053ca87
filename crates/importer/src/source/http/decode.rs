//! Reading a listing page: bytes that are not JSON (cut off or corrupted in transit) may pass
//! on another attempt; JSON of the wrong shape is reported naming the record and field.

use chrono::{DateTime, Utc};
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::retry::Failure;
use crate::source::{
    FilingPage, RejectedRecord, SourceAttachment, SourceCompany, SourceFiling,
    SourceTypeOfInsurance,
};

/// The page in `body`, answered to a request for `requested_token`.
pub(super) fn page(
    body: &[u8],
    content_type: Option<&str>,
    requested_token: Option<&str>,
) -> Result<FilingPage, Failure> {
    let value: Value = serde_json::from_slice(body).map_err(|e| {
        let kind = content_type.unwrap_or("no content type");
        if e.is_eof() {
            Failure::corrupt(format!(
                "the listing ends after {} bytes before its JSON does (cut off in transit?)",
                body.len()
            ))
        } else {
            Failure::corrupt(format!("the listing is not JSON ({kind}): {e}"))
        }
    })?;
    let Value::Object(mut page) = value else {
        return Err(Failure::malformed("the listing is not a JSON object"));
    };
    let as_of: DateTime<Utc> = match page.remove("asOf") {
        Some(raw @ Value::String(_)) => serde_json::from_value(raw).map_err(|e| {
            Failure::malformed(format!("the listing's `asOf` is not an RFC 3339 time: {e}"))
        })?,
        Some(_) => return Err(Failure::malformed("the listing's `asOf` is not a string")),
        None => return Err(Failure::malformed("the listing has no `asOf`")),
    };
    let next_page_token = match page.remove("nextPageToken") {
        None | Some(Value::Null) => None,
        Some(Value::String(token)) if token.is_empty() => None,
        Some(Value::String(token)) => Some(token),
        Some(_) => {
            return Err(Failure::malformed(
                "the listing's `nextPageToken` is not a string",
            ));
        }
    };
    if next_page_token.is_some() && next_page_token.as_deref() == requested_token {
        return Err(Failure::malformed(
            "the listing answered the page token it was asked for as the next one (it would never end)",
        ));
    }
    let filings = match page.remove("filings") {
        Some(Value::Array(filings)) => filings,
        Some(_) => {
            return Err(Failure::malformed(
                "the listing's `filings` is not an array",
            ));
        }
        None => return Err(Failure::malformed("the listing has no `filings` array")),
    };
    // A record of the wrong shape is the source's mistake about one filing: it is set aside
    // with its reason, so one bad record cannot block every later import.
    let mut good = Vec::with_capacity(filings.len());
    let mut rejected = Vec::new();
    for (index, raw) in filings.into_iter().enumerate() {
        let tracking_number = raw
            .get("trackingNumber")
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_owned);
        match filing(index, raw) {
            Ok(filing) => good.push(filing),
            Err(failure) => rejected.push(RejectedRecord {
                tracking_number,
                reason: match failure {
                    Failure::Final(e) => e.to_string(),
                    Failure::Transient { reason, .. } => reason,
                },
            }),
        }
    }
    Ok(FilingPage {
        filings: good,
        next_page_token,
        as_of,
        rejected,
    })
}

/// Filing number `index` of the page, or what is wrong with it: which filing (by tracking
/// number when it has one) and which part of it.
fn filing(index: usize, raw: Value) -> Result<SourceFiling, Failure> {
    let who = match raw.get("trackingNumber").and_then(Value::as_str) {
        Some(tracking) => format!("filing {} ({tracking})", index + 1),
        None => format!("filing {}", index + 1),
    };
    match serde_json::from_value::<SourceFiling>(raw.clone()) {
        Ok(filing) => Ok(filing),
        Err(whole) => {
            let part = locate::<SourceCompany>(&raw, "companies")
                .or_else(|| locate::<SourceAttachment>(&raw, "attachments"))
                .or_else(|| {
                    raw.get("typeOfInsurance").and_then(|toi| {
                        serde_json::from_value::<SourceTypeOfInsurance>(toi.clone())
                            .err()
                            .map(|e| format!("typeOfInsurance: {e}"))
                    })
                });
            let detail = part.unwrap_or_else(|| whole.to_string());
            Err(Failure::malformed(format!(
                "{who} of the listing: {detail}"
            )))
        }
    }
}

/// The first element of the array `field` of `filing` that is not a `T`, with the reason.
fn locate<T: DeserializeOwned>(filing: &Value, field: &str) -> Option<String> {
    let items = filing.get(field)?.as_array()?;
    items.iter().enumerate().find_map(|(i, item)| {
        serde_json::from_value::<T>(item.clone())
            .err()
            .map(|e| format!("{field}[{i}]: {e}"))
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn reason(failure: Failure) -> String {
        match failure {
            Failure::Final(e) => e.to_string(),
            Failure::Transient { reason, .. } => reason,
        }
    }

    #[test]
    fn a_record_with_a_wrong_company_field_is_set_aside_naming_its_filing_and_field() {
        let body = json!({"asOf": "2026-01-01T00:00:00Z", "filings": [{
            "trackingNumber": "BLHP-140000001",
            "companies": [{"naicCode": "95101", "name": "Blue Lake", "overallRateChange": "high"}],
            "productName": "P", "typeOfInsurance": {"code": "H16I", "name": "n"},
            "marketType": "Individual", "submissionDate": "2026-01-01",
            "stateStatus": "Submitted", "lastModified": "2026-01-01T00:00:00Z"}]});

        let parsed = page(body.to_string().as_bytes(), None, None)
            .map_err(reason)
            .expect("the page itself is fine");

        assert!(parsed.filings.is_empty());
        let rejected = &parsed.rejected[0];
        assert_eq!(rejected.tracking_number.as_deref(), Some("BLHP-140000001"));
        assert!(
            rejected.reason.contains("filing 1 (BLHP-140000001)"),
            "{}",
            rejected.reason
        );
        assert!(
            rejected.reason.contains("companies[0]"),
            "{}",
            rejected.reason
        );
    }

    #[test]
    fn cut_json_is_worth_another_attempt() {
        let failure = page(
            br#"{"asOf": "2026-01-01T00:00:00Z", "filings": [{"#,
            None,
            None,
        );

        assert!(matches!(
            failure,
            Err(Failure::Transient { corrupt: true, .. })
        ));
    }
}
