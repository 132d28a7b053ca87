//! Page tokens: opaque to clients, they carry the listing's `since`, its `asOf` and the change
//! key of the last filing served, so pagination is keyset-based and stays stable while
//! amendments move filings to the end of the change order.

use std::fmt::Write as _;

use chrono::{DateTime, Utc};

/// Where a listing continues.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct PageToken {
    /// The listing's `since`.
    pub since: Option<DateTime<Utc>>,
    /// The listing's `asOf`: filings changed later are left to the next listing.
    pub as_of: DateTime<Utc>,
    /// Change key (last modified, tracking number) of the last filing served.
    pub after: (DateTime<Utc>, String),
}

const VERSION: &str = "v1";

impl PageToken {
    /// The token as text: hex of `v1|since|asOf|after time|after tracking number`.
    pub(super) fn encode(&self) -> String {
        let since = self
            .since
            .map_or_else(String::new, |t| t.timestamp_micros().to_string());
        let plain = format!(
            "{VERSION}|{since}|{}|{}|{}",
            self.as_of.timestamp_micros(),
            self.after.0.timestamp_micros(),
            self.after.1
        );
        let mut hex = String::with_capacity(plain.len() * 2);
        for byte in plain.bytes() {
            let _ = write!(hex, "{byte:02x}");
        }
        hex
    }

    /// The token `text` stands for, if it is one.
    pub(super) fn decode(text: &str) -> Option<Self> {
        if !text.len().is_multiple_of(2) || text.len() > 512 {
            return None;
        }
        let bytes = (0..text.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
            .collect::<Option<Vec<u8>>>()?;
        let plain = String::from_utf8(bytes).ok()?;
        let mut parts = plain.splitn(5, '|');
        if parts.next()? != VERSION {
            return None;
        }
        let since = match parts.next()? {
            "" => None,
            micros => Some(time(micros)?),
        };
        let as_of = time(parts.next()?)?;
        let after_time = time(parts.next()?)?;
        let after_tracking = parts.next()?.to_owned();
        Some(Self {
            since,
            as_of,
            after: (after_time, after_tracking),
        })
    }
}

fn time(micros: &str) -> Option<DateTime<Utc>> {
    DateTime::from_timestamp_micros(micros.parse().ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_reads_back_as_itself() {
        let at = DateTime::from_timestamp_micros(1_790_000_000_123_456).expect("time");
        let token = PageToken {
            since: None,
            as_of: at,
            after: (at, "BLHP-140000037".to_owned()),
        };

        assert_eq!(PageToken::decode(&token.encode()), Some(token));
        assert_eq!(PageToken::decode("zz"), None);
    }
}
