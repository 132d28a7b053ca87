//! Why a call to the State API failed, in terms the importer acts on: fail the run (credentials),
//! split the window (row limit), bisect and quarantine (illegal XML), fail the window (client
//! faults), try again later (unavailable, throttled).

use std::time::Duration;

use super::codes;
use super::operation::Operation;
use super::xml::TextPosition;

/// A failed call.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SerffError {
    /// HTTP 401 or 403: the credentials were refused.
    #[error("{}", unauthorized_message(*.status))]
    Unauthorized {
        /// The HTTP status.
        status: u16,
    },
    /// The query matched more than 600 rows: narrow the condition (reference §4).
    #[error("the query matched more than the 600 rows the State API returns: {message}")]
    RowLimit {
        /// The server's message.
        message: String,
    },
    /// A `ClientException`: the request is wrong, or names something the server does not have.
    /// Not retried.
    #[error("the State API refused the {operation} call with client code {}: {message}", codes::describe(*.code))]
    Client {
        /// The call.
        operation: Operation,
        /// The code, 1000–1026.
        code: u32,
        /// The server's message.
        message: String,
    },
    /// A `ServerException` that is not retried, or that persisted through the retries.
    #[error("the State API failed the {operation} call with server code {} after {attempts} attempt(s): {message}", codes::describe(*.code))]
    Server {
        /// The call.
        operation: Operation,
        /// The code, 2000–2011.
        code: u32,
        /// The server's message.
        message: String,
        /// Attempts made.
        attempts: u32,
    },
    /// A fault of no known kind.
    #[error("the State API answered the {operation} call with {faultcode}: {faultstring}")]
    OtherFault {
        /// The call.
        operation: Operation,
        /// `faultcode`.
        faultcode: String,
        /// `faultstring`.
        faultstring: String,
    },
    /// The server kept refusing for the call rate, or asked for a wait longer than the client
    /// will sit through.
    #[error("the State API's call rate limit held the {operation} call back: {message}")]
    Throttled {
        /// The call.
        operation: Operation,
        /// The last wait the server asked for.
        wait: Duration,
        /// What happened.
        message: String,
    },
    /// The answer is not well-formed XML: for a query, most likely one filing holds a character
    /// XML does not allow. Narrow the query down to that filing and set it aside.
    #[error("the State API's answer to {operation} is not well-formed XML at {position}: {reason}")]
    IllegalXml {
        /// The call.
        operation: Operation,
        /// Where in the answer's body.
        position: TextPosition,
        /// What is wrong there.
        reason: String,
    },
    /// The server could not be reached, or kept failing, through the retries.
    #[error("the State API is unavailable: {reason} (gave up after {attempts} attempt(s))")]
    Unavailable {
        /// The last failure.
        reason: String,
        /// Attempts made.
        attempts: u32,
    },
    /// An answer that does not follow the protocol.
    #[error("the State API answered something unexpected: {0}")]
    Malformed(String),
    /// An answer or attachment over the configured size limit.
    #[error("{what} is {size} bytes or more, over the limit of {limit} bytes")]
    TooLarge {
        /// What was too large.
        what: String,
        /// Its size, or the size reached when reading stopped.
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// An attachment's bytes did not match the MD5 the server gave, after re-reading.
    #[error("attachment {attachment_id} does not match its MD5: {detail}")]
    ChecksumMismatch {
        /// The attachment.
        attachment_id: String,
        /// Which check failed.
        detail: String,
    },
    /// The request could not be written (a name that is not an identifier, a character XML
    /// cannot carry, no fields): a bug in the caller, not a server problem.
    #[error("the {operation} request cannot be sent: {reason}")]
    InvalidRequest {
        /// The call.
        operation: Operation,
        /// Why.
        reason: String,
    },
}

/// Staff read this when the import stops: say what to check and why it may have changed.
fn unauthorized_message(status: u16) -> String {
    if status == 403 {
        format!(
            "the SERFF State API refused access (HTTP {status}): the account in SERFF_API_USER \
             lacks a privilege it needs; ask NAIC to check the State API account's privileges"
        )
    } else {
        format!(
            "the SERFF State API refused the credentials (HTTP {status}): check SERFF_API_USER \
             and SERFF_API_PASSWORD; NAIC State API passwords expire every 90 days, so a \
             password that worked before may need renewing with NAIC"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_password_names_the_settings_and_the_expiry() {
        let message = SerffError::Unauthorized { status: 401 }.to_string();

        assert!(message.contains("SERFF_API_USER"));
        assert!(message.contains("SERFF_API_PASSWORD"));
        assert!(message.contains("90 days"));
    }

    #[test]
    fn client_faults_say_what_their_code_means() {
        let error = SerffError::Client {
            operation: Operation::QueryFiling,
            code: 1008,
            message: "Invalid field for query".to_owned(),
        };

        assert_eq!(
            error.to_string(),
            "the State API refused the queryFiling call with client code 1008 (a field name is \
             not valid for the query): Invalid field for query"
        );
    }
}
