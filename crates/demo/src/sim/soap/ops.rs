//! The State API's ports and operations (reference §1): which port each request element
//! belongs to, its SOAPAction (with the WSDL's `updateGinalizedDisposition` typo), and which
//! ones the throttle counts — all but the Attachment port's and `finalizePdf`.

/// A port: the last segment of `/state-api_4.1/<Port>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Port {
    /// Queries and status changes.
    Filing,
    /// Objection letters, notes, dispositions.
    Correspondence,
    /// Filing PDFs.
    Pdf,
    /// Attachment downloads and uploads.
    Attachment,
    /// ACA plan binders.
    PlanBinder,
}

/// Every port, in the WSDL's order.
pub(super) const PORTS: [Port; 5] = [
    Port::Filing,
    Port::Correspondence,
    Port::Pdf,
    Port::Attachment,
    Port::PlanBinder,
];

impl Port {
    /// The port named `name` (exactly, as in the path).
    pub(crate) fn named(name: &str) -> Option<Self> {
        PORTS.into_iter().find(|p| p.name() == name)
    }

    /// Its name.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Port::Filing => "Filing",
            Port::Correspondence => "Correspondence",
            Port::Pdf => "Pdf",
            Port::Attachment => "Attachment",
            Port::PlanBinder => "PlanBinder",
        }
    }
}

/// An operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Operation {
    /// Its name (and the request element's, except `submitReviewerNote`).
    pub name: &'static str,
    /// The request element's local name.
    pub element: &'static str,
    /// Its SOAPAction, without quotes.
    pub action: &'static str,
    /// Its port.
    pub port: Port,
}

impl Operation {
    /// Whether the throttle counts it.
    pub(super) fn throttled(&self) -> bool {
        self.port != Port::Attachment && self.name != "finalizePdf"
    }

    /// Whether the `SOAPAction` header `header` fits: absent or empty, or naming this
    /// operation (quoted or not, alone or at the end of a URI). Clients differ; only an
    /// action naming something else is refused.
    pub(super) fn action_fits(&self, header: Option<&str>) -> bool {
        let Some(header) = header else { return true };
        let action = header.trim().trim_matches('"').trim();
        let last = action.rsplit(['/', '#']).next().unwrap_or(action);
        action.is_empty() || [self.action, self.name, self.element].contains(&last)
    }
}

const fn op(name: &'static str, port: Port) -> Operation {
    Operation {
        name,
        element: name,
        action: name,
        port,
    }
}

/// Every operation of the API.
pub(super) const OPERATIONS: [Operation; 27] = [
    op("queryFiling", Port::Filing),
    op("setStateStatus", Port::Filing),
    op("setStateTrackingNumber", Port::Filing),
    op("setReviewerName", Port::Filing),
    op("setDeemerDate", Port::Filing),
    op("setStateScheduleItemStatus", Port::Filing),
    op("queryBinder", Port::PlanBinder),
    op("requestPdf", Port::Pdf),
    op("requestCustomPdf", Port::Pdf),
    op("finalizePdf", Port::Pdf),
    op("beginDownload", Port::Attachment),
    op("readBlock", Port::Attachment),
    op("endDownload", Port::Attachment),
    op("beginUpload", Port::Attachment),
    op("writeBlock", Port::Attachment),
    op("endUpload", Port::Attachment),
    op("submitObjectionLetter", Port::Correspondence),
    op("finalizeObjectionLetter", Port::Correspondence),
    op("updateFinalizedObjectionLetter", Port::Correspondence),
    op("submitNoteToFiler", Port::Correspondence),
    op("finalizeNoteToFiler", Port::Correspondence),
    op("submitDisposition", Port::Correspondence),
    op("finalizeDisposition", Port::Correspondence),
    Operation {
        action: "updateGinalizedDisposition",
        ..op("updateFinalizedDisposition", Port::Correspondence)
    },
    op("processPostSubmissionUpdate", Port::Correspondence),
    Operation {
        element: "submitReviewerNoteRequest",
        ..op("submitReviewerNote", Port::Correspondence)
    },
    op("finalizeReviewerNote", Port::Correspondence),
];

/// The operation whose request element is `element`.
pub(super) fn by_element(element: &str) -> Option<&'static Operation> {
    OPERATIONS.iter().find(|o| o.element == element)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_throttle_skips_attachments_and_finalize_pdf_only() {
        let free: Vec<&str> = OPERATIONS
            .iter()
            .filter(|o| !o.throttled())
            .map(|o| o.name)
            .collect();

        assert_eq!(
            free,
            [
                "finalizePdf",
                "beginDownload",
                "readBlock",
                "endDownload",
                "beginUpload",
                "writeBlock",
                "endUpload"
            ]
        );
    }

    #[test]
    fn soap_actions_are_checked_loosely_with_the_typo() {
        let query = by_element("queryFiling").expect("known");
        let update = by_element("updateFinalizedDisposition").expect("known");

        assert!(query.action_fits(None));
        assert!(query.action_fits(Some("\"queryFiling\"")));
        assert!(query.action_fits(Some("queryFiling")));
        assert!(query.action_fits(Some("\"\"")));
        assert!(query.action_fits(Some("uri:StateApiService.wsdl/queryFiling")));
        assert!(!query.action_fits(Some("\"readBlock\"")));
        assert!(update.action_fits(Some("\"updateGinalizedDisposition\"")));
        assert!(update.action_fits(Some("\"updateFinalizedDisposition\"")));
        assert_eq!(
            by_element("submitReviewerNoteRequest").map(|o| o.name),
            Some("submitReviewerNote")
        );
    }
}
