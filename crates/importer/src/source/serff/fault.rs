//! SOAP 1.1 faults of the State API (reference §8): `faultcode`, `faultstring`, and a `detail`
//! whose one child is named after the exception. The detail's child is matched by local name in
//! any namespace: the reference infers its namespace, and a fault read as `Other` would lose the
//! code the client decides on.

use std::fmt;

use super::dom::Element;

/// A fault the server answered with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// `ClientException{code, message}`: the request is wrong or names nothing (1000–1026).
    ClientException {
        /// The code (sent as a string holding a number).
        code: u32,
        /// The server's message.
        message: String,
    },
    /// `ServerException{code, message}`: the server failed (2000–2011).
    ServerException {
        /// The code.
        code: u32,
        /// The server's message.
        message: String,
    },
    /// `CallRateExceededException{millisecondsUntilNextAllowedCall, message}`.
    CallRateExceeded {
        /// The wait the server asks for; `None` when it sent none that reads as a number.
        millis_until_next: Option<u64>,
        /// The server's message.
        message: String,
    },
    /// The query matched more than 600 rows: `ClientException` 1003, a `QueryRowLimitException`
    /// detail, or a fault string that speaks of the row limit.
    RowLimit {
        /// The server's message.
        message: String,
    },
    /// Any other fault.
    Other {
        /// `faultcode`, e.g. `env:Server`.
        faultcode: String,
        /// `faultstring`.
        faultstring: String,
    },
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::ClientException { code, message } => {
                write!(f, "ClientException {code}: {message}")
            }
            Self::ServerException { code, message } => {
                write!(f, "ServerException {code}: {message}")
            }
            Self::CallRateExceeded {
                millis_until_next,
                message,
            } => match millis_until_next {
                Some(ms) => write!(
                    f,
                    "CallRateExceededException (next call in {ms} ms): {message}"
                ),
                None => write!(f, "CallRateExceededException: {message}"),
            },
            Self::RowLimit { message } => write!(f, "row limit exceeded: {message}"),
            Self::Other {
                faultcode,
                faultstring,
            } => write!(f, "fault {faultcode}: {faultstring}"),
        }
    }
}

/// The fault an `env:Fault` element holds.
pub fn read(fault: &Element) -> Fault {
    let text = |name: &str| {
        fault
            .child_local(name)
            .map(|e| e.text.trim().to_owned())
            .unwrap_or_default()
    };
    let faultcode = text("faultcode");
    let faultstring = text("faultstring");
    let exception = fault
        .child_local("detail")
        .and_then(|detail| detail.children.first());
    let Some(exception) = exception else {
        return other(faultcode, faultstring);
    };
    let part = |name: &str| {
        exception
            .child_local(name)
            .map(|e| e.text.trim().to_owned())
    };
    let message = part("message")
        .filter(|m| !m.is_empty())
        .unwrap_or_else(|| faultstring.clone());
    match exception.name.as_str() {
        "CallRateExceededException" => Fault::CallRateExceeded {
            millis_until_next: part("millisecondsUntilNextAllowedCall")
                .as_deref()
                .and_then(milliseconds),
            message,
        },
        "QueryRowLimitException" => Fault::RowLimit { message },
        name @ ("ClientException" | "ServerException") => {
            let Some(code) = part("code").and_then(|c| c.parse::<u32>().ok()) else {
                return other(faultcode, faultstring);
            };
            if name == "ServerException" {
                Fault::ServerException { code, message }
            } else if code == 1003 || (code == 1000 && mentions_row_limit(&message)) {
                Fault::RowLimit { message }
            } else {
                Fault::ClientException { code, message }
            }
        }
        _ => other(faultcode, faultstring),
    }
}

/// A fault without a detail this client knows, unless its text is about the row limit.
fn other(faultcode: String, faultstring: String) -> Fault {
    if mentions_row_limit(&faultstring) {
        Fault::RowLimit {
            message: faultstring,
        }
    } else {
        Fault::Other {
            faultcode,
            faultstring,
        }
    }
}

/// Whether a message speaks of the 600-row limit: "row limit", "RowLimit", "maximum number of
/// rows", "too many rows".
fn mentions_row_limit(text: &str) -> bool {
    let text = text.to_ascii_lowercase();
    [
        "row limit",
        "rowlimit",
        "maximum number of rows",
        "too many rows",
    ]
    .iter()
    .any(|phrase| text.contains(phrase))
}

/// The wait hint as a count of milliseconds. [J] types it `long`, [G] `string`; either way it
/// is digits, perhaps with a fraction or a sign from a sloppy formatter. A negative wait is no
/// wait.
fn milliseconds(text: &str) -> Option<u64> {
    let text = text.trim();
    if let Ok(ms) = text.parse::<i64>() {
        return Some(u64::try_from(ms).unwrap_or(0));
    }
    let ms = text.parse::<f64>().ok().filter(|ms| ms.is_finite())?;
    // Rounded up: waiting a fraction too long is harmless, too short is another fault.
    Some(if ms <= 0.0 {
        0
    } else {
        ms.ceil().min(u64::MAX as f64) as u64
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::serff::dom;

    fn fault(detail: &str, faultstring: &str) -> Fault {
        let body = format!(
            "<env:Fault xmlns:env=\"http://schemas.xmlsoap.org/soap/envelope/\" \
             xmlns:ns0=\"uri:StateApiService.types\"><faultcode>env:Server</faultcode>\
             <faultstring>{faultstring}</faultstring><detail>{detail}</detail></env:Fault>"
        );
        read(&dom::parse(body.as_bytes()).expect("a fault"))
    }

    #[test]
    fn client_and_server_exceptions_carry_their_code_and_message() {
        assert_eq!(
            fault(
                "<ns0:ClientException><ns0:code> 1008 </ns0:code><ns0:message>Invalid field for query</ns0:message></ns0:ClientException>",
                "x"
            ),
            Fault::ClientException {
                code: 1008,
                message: "Invalid field for query".to_owned()
            }
        );
        assert_eq!(
            fault(
                "<ns0:ServerException><ns0:code>2001</ns0:code><ns0:message>db</ns0:message></ns0:ServerException>",
                "x"
            ),
            Fault::ServerException {
                code: 2001,
                message: "db".to_owned()
            }
        );
    }

    #[test]
    fn the_call_rate_hint_is_read_as_a_long_or_a_string() {
        let hint = |ms: &str| match fault(
            &format!(
                "<ns0:CallRateExceededException><ns0:millisecondsUntilNextAllowedCall>{ms}</ns0:millisecondsUntilNextAllowedCall><ns0:message>slow down</ns0:message></ns0:CallRateExceededException>"
            ),
            "x",
        ) {
            Fault::CallRateExceeded {
                millis_until_next,
                message,
            } => {
                assert_eq!(message, "slow down");
                millis_until_next
            }
            other => panic!("{other:?}"),
        };

        assert_eq!(hint("41250"), Some(41_250));
        assert_eq!(hint(" 41250\n"), Some(41_250));
        assert_eq!(hint("41250.2"), Some(41_251));
        assert_eq!(hint("-5"), Some(0));
        assert_eq!(hint("soon"), None);
        assert_eq!(hint(""), None);
    }

    #[test]
    fn every_form_of_the_row_limit_is_the_same_fault() {
        let by_code = fault(
            "<ns0:ClientException><ns0:code>1003</ns0:code><ns0:message>too big</ns0:message></ns0:ClientException>",
            "x",
        );
        let by_detail = fault(
            "<ns0:QueryRowLimitException><ns0:message>too big</ns0:message></ns0:QueryRowLimitException>",
            "x",
        );
        let by_string = fault("", "Query exceeded the row limit of 600");
        let unspecified = fault(
            "<ns0:ClientException><ns0:code>1000</ns0:code><ns0:message>Too many rows</ns0:message></ns0:ClientException>",
            "x",
        );

        assert_eq!(
            by_code,
            Fault::RowLimit {
                message: "too big".to_owned()
            }
        );
        assert_eq!(by_detail, by_code);
        assert!(matches!(by_string, Fault::RowLimit { .. }));
        assert!(matches!(unspecified, Fault::RowLimit { .. }));
    }

    #[test]
    fn anything_else_is_other_with_the_fault_text() {
        assert_eq!(
            fault("", "java.lang.NullPointerException"),
            Fault::Other {
                faultcode: "env:Server".to_owned(),
                faultstring: "java.lang.NullPointerException".to_owned()
            }
        );
        assert!(matches!(
            fault(
                "<ns0:ClientException><ns0:code>ten</ns0:code></ns0:ClientException>",
                "bad"
            ),
            Fault::Other { .. }
        ));
        assert!(matches!(
            fault("<x:Surprise xmlns:x=\"urn:x\"/>", "odd"),
            Fault::Other { .. }
        ));
    }

    #[test]
    fn a_missing_message_falls_back_to_the_fault_string() {
        assert_eq!(
            fault(
                "<ns0:ClientException><ns0:code>1007</ns0:code></ns0:ClientException>",
                "Cannot parse"
            ),
            Fault::ClientException {
                code: 1007,
                message: "Cannot parse".to_owned()
            }
        );
    }

    #[test]
    fn detail_parts_are_matched_in_any_namespace() {
        assert!(matches!(
            fault(
                "<e:ClientException xmlns:e=\"uri:StateApiService.wsdl\"><code>1009</code><message>m</message></e:ClientException>",
                "x"
            ),
            Fault::ClientException { code: 1009, .. }
        ));
    }
}
