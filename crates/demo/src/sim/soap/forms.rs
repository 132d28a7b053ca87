//! The forms `queryFiling` answers (`docs/serff-state-api.md`): `FILING` (one row per
//! filing), `COMPANY` and `COMPANYRATE` (one per company, in the filing's order),
//! `DISPOSITION` (one per decided filing), `DISPOSITIONCOMPANYRATE` (one per company of an
//! approval) and `SUPPORTDOCS` (one per filed document), and the attachments their rows
//! carry. Form and field names match without regard to case; every child form also knows the
//! filing's fields, so a condition on a child form can filter by its filing
//! (`DateLastModified`, `SubmissionDate`, …).

use super::fields::{
    COMPANY_FIELDS, COMPANY_RATE_FIELDS, DISPOSITION_COMPANY_RATE_FIELDS, DISPOSITION_FIELDS,
    FILING_FIELDS, Field, Row, SUPPORT_DOC_FIELDS,
};
use crate::sim::records::{SourceAttachment, SourceFiling};

/// A form (`queryFiling`'s `form`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Form {
    /// `FILING`.
    Filing,
    /// `COMPANY`.
    Company,
    /// `COMPANYRATE`.
    CompanyRate,
    /// `DISPOSITION`.
    Disposition,
    /// `DISPOSITIONCOMPANYRATE`.
    DispositionCompanyRate,
    /// `SUPPORTDOCS`.
    SupportDocs,
}

impl Form {
    /// The form `name` stands for (any case).
    pub(super) fn named(name: &str) -> Option<Self> {
        let forms = [
            ("FILING", Form::Filing),
            ("COMPANY", Form::Company),
            ("COMPANYRATE", Form::CompanyRate),
            ("DISPOSITION", Form::Disposition),
            ("DISPOSITIONCOMPANYRATE", Form::DispositionCompanyRate),
            ("SUPPORTDOCS", Form::SupportDocs),
        ];
        forms
            .into_iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name.trim()))
            .map(|(_, form)| form)
    }

    fn own_fields(self) -> &'static [Field] {
        match self {
            Form::Filing => &FILING_FIELDS,
            Form::Company => &COMPANY_FIELDS,
            Form::CompanyRate => &COMPANY_RATE_FIELDS,
            Form::Disposition => &DISPOSITION_FIELDS,
            Form::DispositionCompanyRate => &DISPOSITION_COMPANY_RATE_FIELDS,
            Form::SupportDocs => &SUPPORT_DOC_FIELDS,
        }
    }

    /// The field `name` (any case): the form's own, else its filing's.
    pub(super) fn field(self, name: &str) -> Option<&'static Field> {
        let find =
            |fields: &'static [Field]| fields.iter().find(|f| f.name.eq_ignore_ascii_case(name));
        find(self.own_fields()).or_else(|| find(&FILING_FIELDS))
    }

    /// The form's rows of `filing`, in the filing's order.
    pub(super) fn rows(self, filing: &SourceFiling, spoiled: bool) -> Vec<Row<'_>> {
        let row = Row {
            filing,
            company: None,
            approved: None,
            document: None,
            spoiled,
        };
        match self {
            Form::Filing => vec![row],
            Form::Company | Form::CompanyRate => filing
                .companies
                .iter()
                .map(|c| Row {
                    company: Some(c),
                    ..row
                })
                .collect(),
            Form::Disposition => filing.disposition.iter().map(|_| row).collect(),
            Form::DispositionCompanyRate => filing
                .disposition
                .iter()
                .flat_map(|d| &d.companies)
                .map(|a| Row {
                    approved: Some(a),
                    company: filing.companies.iter().find(|c| c.naic_code == a.naic_code),
                    ..row
                })
                .collect(),
            Form::SupportDocs => filing
                .attachments
                .iter()
                .map(|d| Row {
                    document: Some(d),
                    ..row
                })
                .collect(),
        }
    }

    /// The attachments a row of this form carries: every document of the filing on `FILING`,
    /// the document on `SUPPORTDOCS`, the decision documents on `DISPOSITION`.
    pub(super) fn attachments<'a>(self, row: &Row<'a>) -> Vec<&'a SourceAttachment> {
        let decision = row.filing.disposition.iter().flat_map(|d| &d.attachments);
        match self {
            Form::Filing => row.filing.attachments.iter().chain(decision).collect(),
            Form::SupportDocs => row.document.into_iter().collect(),
            Form::Disposition => decision.collect(),
            Form::Company | Form::CompanyRate | Form::DispositionCompanyRate => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_and_fields_match_without_case_and_children_know_filing_fields() {
        assert_eq!(Form::named("supportdocs"), Some(Form::SupportDocs));
        assert_eq!(Form::named("Filing"), Some(Form::Filing));
        assert_eq!(Form::named("OBJECTION"), None);

        let field = Form::Company
            .field("datelastmodified")
            .expect("a filing field");
        assert!(field.filing_level);
        assert_eq!(field.name, "DateLastModified");
        let own = Form::CompanyRate.field("CompanyCoCode").expect("its own");
        assert!(!own.filing_level);
        assert!(Form::Filing.field("CompanyCoCode").is_none());
        assert!(Form::Filing.field("PPACA").is_none());
    }

    #[test]
    fn field_names_are_unique_within_each_form() {
        for form in [
            Form::Filing,
            Form::Company,
            Form::CompanyRate,
            Form::Disposition,
            Form::DispositionCompanyRate,
            Form::SupportDocs,
        ] {
            let mut names: Vec<String> = form
                .own_fields()
                .iter()
                .map(|f| f.name.to_ascii_lowercase())
                .collect();
            let count = names.len();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), count, "{form:?}");
        }
    }
}
