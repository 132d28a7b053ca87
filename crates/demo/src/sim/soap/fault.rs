//! SOAP faults as the State API sends them (reference §8): HTTP 500, `env:Fault` with the
//! unqualified `faultcode` `env:Server`, `faultstring` and `detail`, whose one child is the
//! exception in the types namespace: `ClientException` and `ServerException` with `code` (a
//! number as text) and `message`, `CallRateExceededException` with
//! `millisecondsUntilNextAllowedCall` and `message`.

use super::envelope::{envelope, escape};

/// A fault answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Fault {
    /// The caller's mistake (codes 1000–1026).
    Client {
        /// The code.
        code: u16,
        /// What went wrong.
        message: String,
    },
    /// The server's trouble (codes 2000–2011).
    Server {
        /// The code.
        code: u16,
        /// What went wrong.
        message: String,
    },
    /// The throttle refused the call.
    CallRate {
        /// When the next call will be allowed, in (real) milliseconds.
        wait_ms: u64,
        /// Why.
        message: String,
    },
}

impl Fault {
    /// A `ClientException`.
    pub(super) fn client(code: u16, message: impl Into<String>) -> Self {
        Fault::Client {
            code,
            message: message.into(),
        }
    }

    /// A `ServerException`.
    pub(super) fn server(code: u16, message: impl Into<String>) -> Self {
        Fault::Server {
            code,
            message: message.into(),
        }
    }

    /// The row-limit fault: as the WSDL has no `QueryRowLimitException`, client code 1003.
    pub(super) fn row_limit(limit: usize) -> Self {
        Fault::client(
            1003,
            format!("query exceeded the maximum number of rows ({limit}): narrow the condition"),
        )
    }

    /// Whether this is the row-limit fault (for the counters).
    pub(super) fn is_row_limit(&self) -> bool {
        matches!(self, Fault::Client { code: 1003, .. })
    }

    /// The whole answer envelope.
    pub(super) fn to_xml(&self) -> String {
        let (faultstring, detail) = match self {
            Fault::Client { code, message } | Fault::Server { code, message } => {
                let name = if matches!(self, Fault::Client { .. }) {
                    "ClientException"
                } else {
                    "ServerException"
                };
                (
                    message.as_str(),
                    format!(
                        "<ns0:{name}><ns0:code>{code}</ns0:code><ns0:message>{}</ns0:message></ns0:{name}>",
                        escape(message)
                    ),
                )
            }
            Fault::CallRate { wait_ms, message } => (
                message.as_str(),
                format!(
                    "<ns0:CallRateExceededException><ns0:millisecondsUntilNextAllowedCall>{wait_ms}</ns0:millisecondsUntilNextAllowedCall><ns0:message>{}</ns0:message></ns0:CallRateExceededException>",
                    escape(message)
                ),
            ),
        };
        envelope(&format!(
            "<env:Fault><faultcode>env:Server</faultcode><faultstring>{}</faultstring><detail>{detail}</detail></env:Fault>",
            escape(faultstring)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_fault_has_the_shape_of_reference_section_8() {
        let xml = Fault::client(1008, "Invalid field for query: A<B").to_xml();

        assert!(xml.contains(
            "<env:Body><env:Fault><faultcode>env:Server</faultcode><faultstring>Invalid field for query: A&lt;B</faultstring><detail><ns0:ClientException><ns0:code>1008</ns0:code><ns0:message>Invalid field for query: A&lt;B</ns0:message></ns0:ClientException></detail></env:Fault></env:Body>"
        ), "{xml}");
    }

    #[test]
    fn a_call_rate_fault_carries_its_wait() {
        let xml = Fault::CallRate {
            wait_ms: 41_250,
            message: "slow down".to_owned(),
        }
        .to_xml();

        assert!(xml.contains("<detail><ns0:CallRateExceededException><ns0:millisecondsUntilNextAllowedCall>41250</ns0:millisecondsUntilNextAllowedCall><ns0:message>slow down</ns0:message></ns0:CallRateExceededException></detail>"), "{xml}");
    }
}
