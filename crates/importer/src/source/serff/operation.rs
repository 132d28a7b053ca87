//! The operations the client calls: which port serves each, its SOAPAction, the element its
//! answer is wrapped in, and whether the server counts it against the call budget.

use std::fmt;

/// A port of the `StateApiService` (reference §1), served at `{base}/<Port>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Port {
    /// Queries and status updates.
    Filing,
    /// Objection letters, notes and dispositions.
    Correspondence,
    /// Filing PDFs.
    Pdf,
    /// Attachment download and upload: never throttled.
    Attachment,
    /// ACA plan binders.
    PlanBinder,
}

impl Port {
    /// The last segment of the port's address.
    pub fn path(self) -> &'static str {
        match self {
            Self::Filing => "Filing",
            Self::Correspondence => "Correspondence",
            Self::Pdf => "Pdf",
            Self::Attachment => "Attachment",
            Self::PlanBinder => "PlanBinder",
        }
    }

    /// Every port, for checks on configured addresses.
    pub const ALL: [Port; 5] = [
        Self::Filing,
        Self::Correspondence,
        Self::Pdf,
        Self::Attachment,
        Self::PlanBinder,
    ];
}

/// An operation this client calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Operation {
    /// `queryFiling` on the Filing port.
    QueryFiling,
    /// `beginDownload` on the Attachment port.
    BeginDownload,
    /// `readBlock` on the Attachment port.
    ReadBlock,
    /// `endDownload` on the Attachment port.
    EndDownload,
}

impl Operation {
    /// Every operation, for metrics that start every label at 0.
    pub const ALL: [Operation; 4] = [
        Self::QueryFiling,
        Self::BeginDownload,
        Self::ReadBlock,
        Self::EndDownload,
    ];

    /// The operation's name: its request element and its SOAPAction (in quotes on the wire).
    pub fn name(self) -> &'static str {
        match self {
            Self::QueryFiling => "queryFiling",
            Self::BeginDownload => "beginDownload",
            Self::ReadBlock => "readBlock",
            Self::EndDownload => "endDownload",
        }
    }

    /// The port that serves it.
    pub fn port(self) -> Port {
        match self {
            Self::QueryFiling => Port::Filing,
            Self::BeginDownload | Self::ReadBlock | Self::EndDownload => Port::Attachment,
        }
    }

    /// The local name of the element the answer's body holds. The capital `Q` of
    /// `QueryFilingResponse` and the lower-case `b`/`r`/`e` of the download answers are as the
    /// WSDL has them (reference §1, §7).
    pub fn response_element(self) -> &'static str {
        match self {
            Self::QueryFiling => "QueryFilingResponse",
            Self::BeginDownload => "beginDownloadResponse",
            Self::ReadBlock => "readBlockResponse",
            Self::EndDownload => "endDownloadResponse",
        }
    }

    /// Whether the call counts against the server's call budget and so goes through the
    /// limiter: every operation that declares `CallRateExceededException`, which is all but the
    /// Attachment port's and `finalizePdf` (reference §3).
    pub fn throttled(self) -> bool {
        is_throttled(self.port(), self.name())
    }
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The throttle rule of reference §3 for any operation of any port, so that operations added
/// later follow it without a second list.
pub fn is_throttled(port: Port, operation: &str) -> bool {
    port != Port::Attachment && operation != "finalizePdf"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_queries_and_the_other_non_attachment_calls_are_throttled() {
        assert!(Operation::QueryFiling.throttled());
        for op in [
            Operation::BeginDownload,
            Operation::ReadBlock,
            Operation::EndDownload,
        ] {
            assert!(!op.throttled(), "{op}");
            assert_eq!(op.port(), Port::Attachment);
        }
        assert!(is_throttled(Port::Pdf, "requestPdf"));
        assert!(!is_throttled(Port::Pdf, "finalizePdf"));
        assert!(is_throttled(Port::Correspondence, "submitDisposition"));
        assert!(is_throttled(Port::PlanBinder, "queryBinder"));
        assert!(!is_throttled(Port::Attachment, "writeBlock"));
    }
}
