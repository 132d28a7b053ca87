//! Why a filing was not imported: a bad record (counted failed, the run goes on) or a failure
//! the run cannot go on after (the database or the object store).

use diesel::result::{DatabaseErrorKind, Error as DieselError};

use crate::source::SourceError;

/// What is wrong with a record; the message is what staff read in the run's errors.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RecordError {
    /// The tracking number is not of the form `ABCD-123456789`.
    #[error("The tracking number \"{0}\" is not of the form ABCD-123456789.")]
    TrackingNumber(String),
    /// The filing names no company.
    #[error("The filing names no company.")]
    NoCompany,
    /// A NAIC code is not a positive number of one to nine digits.
    #[error("The NAIC code \"{0}\" is not a company code of one to nine digits.")]
    NaicCode(String),
    /// The same company is named twice.
    #[error("The filing names the company with NAIC code {0} twice.")]
    CompanyTwice(i32),
    /// A required value is blank.
    #[error("The {0} is missing.")]
    Missing(&'static str),
    /// A percent is out of range or not a number.
    #[error("The {field} ({value}) is not a percent between -9999.999 and 9999.999.")]
    Percent {
        /// Which figure.
        field: &'static str,
        /// As received.
        value: f64,
    },
    /// A dollar amount is out of range or not a number.
    #[error("The {field} ({value}) is not an amount of dollars below one trillion.")]
    Dollars {
        /// Which figure.
        field: &'static str,
        /// As received.
        value: f64,
    },
    /// The decision gives figures for a company the filing does not name.
    #[error(
        "The decision gives figures for the company with NAIC code {0}, which the filing does not name."
    )]
    DecisionCompany(i32),
    /// A company's minimum rate change is above its maximum.
    #[error("The minimum rate change of {0} is above its maximum rate change.")]
    MinimumAboveMaximum(String),
    /// Policyholders affected is negative or too large.
    #[error("The policyholders affected ({0}) must be a whole number from 0 to 2147483647.")]
    Policyholders(i64),
    /// Two attachments share a file name.
    #[error("Two attachments are named \"{0}\".")]
    AttachmentTwice(String),
    /// An attachment's bytes do not match the announced SHA-256 (or the announcement is not one).
    #[error("The attachment \"{0}\" does not match its SHA-256 checksum.")]
    AttachmentChecksum(String),
    /// An attachment arrived with another size than announced.
    #[error(
        "The attachment \"{name}\" arrived with {received} bytes; the source announced {announced}."
    )]
    AttachmentSize {
        /// File name.
        name: String,
        /// Size the source announced.
        announced: i64,
        /// Bytes received.
        received: i64,
    },
    /// An attachment's leading bytes are not the format its file name's extension says (an
    /// HTML page named `.pdf`): never stored.
    #[error("The attachment \"{name}\" was not stored: {mismatch}.")]
    AttachmentType {
        /// File name.
        name: String,
        /// What the name promised and what the bytes are.
        mismatch: super::signature::Mismatch,
    },
    /// The source does not have an attachment it listed.
    #[error("The source has no attachment \"{0}\".")]
    AttachmentMissing(String),
    /// The source answered something unreadable for an attachment.
    #[error("The attachment \"{name}\" could not be read: {reason}")]
    AttachmentUnreadable {
        /// File name.
        name: String,
        /// What went wrong.
        reason: String,
    },
    /// The source could not be reached for an attachment.
    #[error("The attachment \"{name}\" could not be fetched: {reason}")]
    AttachmentUnavailable {
        /// File name.
        name: String,
        /// What went wrong.
        reason: String,
    },
    /// The database refused a value the checks let through.
    #[error("The database refused the filing: {0}")]
    Refused(String),
}

/// Why one filing was not imported.
#[derive(Debug, thiserror::Error)]
pub enum FilingFailure {
    /// The record cannot be imported as it is: counted failed, and the run goes on.
    #[error(transparent)]
    Record(#[from] RecordError),
    /// The importer cannot go on (database or object store): the run fails.
    #[error(transparent)]
    Fatal(#[from] anyhow::Error),
}

impl FilingFailure {
    /// A failure of the source while fetching the attachment `name`.
    pub fn from_source(name: &str, error: SourceError) -> Self {
        let name = name.to_owned();
        let text = error.to_string();
        let record = match error {
            SourceError::NoSuchAttachment(_) => RecordError::AttachmentMissing(name),
            SourceError::Malformed(reason) | SourceError::Refused(reason) => {
                RecordError::AttachmentUnreadable { name, reason }
            }
            SourceError::TooManyRows => RecordError::AttachmentUnreadable { name, reason: text },
            SourceError::Unavailable(reason) | SourceError::Unauthorized(reason) => {
                RecordError::AttachmentUnavailable { name, reason }
            }
        };
        Self::Record(record)
    }

    /// Whether the source could not be reached: several in a row stop the run.
    pub fn is_source_unavailable(&self) -> bool {
        matches!(
            self,
            Self::Record(RecordError::AttachmentUnavailable { .. })
        )
    }
}

impl From<DieselError> for FilingFailure {
    /// A constraint the record breaks makes it a bad record; anything else (a lost connection,
    /// a timeout) stops the run.
    fn from(error: DieselError) -> Self {
        match &error {
            DieselError::DatabaseError(
                DatabaseErrorKind::CheckViolation
                | DatabaseErrorKind::UniqueViolation
                | DatabaseErrorKind::ForeignKeyViolation
                | DatabaseErrorKind::NotNullViolation,
                info,
            ) => Self::Record(RecordError::Refused(info.message().to_owned())),
            _ => Self::Fatal(error.into()),
        }
    }
}
