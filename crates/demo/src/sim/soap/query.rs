//! `queryFiling`: the rows of one form whose filing and own fields satisfy the condition, the
//! requested fields in the requested order, and the attachments `attachmentNamePattern` asks
//! for. Checks run in the order a caller's mistakes are best reported: the form (1002), the
//! fields (1009 when none, 1008 when unknown), the condition (1007, or 1008 for an unknown
//! field in it), then the row limit (1003).

use super::condition;
use super::envelope::Element;
use super::evaluate::{CompileError, Filter};
use super::fault::Fault;
use super::fields::Field;
use super::forms::Form;
use crate::sim::records::SourceFiling;

/// A `queryFiling` (or `queryBinder`) request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct QueryRequest {
    /// `form`.
    pub form: String,
    /// `fields/field`, in order.
    pub fields: Vec<String>,
    /// `condition`.
    pub condition: String,
    /// `attachmentNamePattern`, when sent (and not nil).
    pub pattern: Option<String>,
}

impl QueryRequest {
    /// The request the operation element `op` carries.
    pub(super) fn read(op: &Element) -> Self {
        Self {
            form: op.child_text("form").unwrap_or_default(),
            fields: op
                .child("fields")
                .map(|f| {
                    f.children_named("field")
                        .map(|field| field.text.trim().to_owned())
                        .collect()
                })
                .unwrap_or_default(),
            condition: op.child_text("condition").unwrap_or_default(),
            pattern: op.child_text("attachmentNamePattern"),
        }
    }
}

/// One answered row: a value per field (`None` is null) and its attachments (file name, id).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct ResultRow {
    /// Values in field order.
    pub values: Vec<Option<String>>,
    /// Attachments (file name, attachment id).
    pub attachments: Vec<(String, String)>,
}

/// Answers `request` over `filings` (in the order given); `row_limit` is the most rows an
/// answer holds; `spoiled` names the filing whose product name the illegal-XML fault spoils.
pub(super) fn run<'a>(
    filings: impl Iterator<Item = &'a SourceFiling>,
    request: &QueryRequest,
    row_limit: usize,
    spoiled: Option<&str>,
) -> Result<Vec<ResultRow>, Fault> {
    let form = Form::named(&request.form).ok_or_else(|| {
        Fault::client(
            1002,
            format!(
                "Invalid form {:?}: this simulator knows FILING, COMPANY, COMPANYRATE, DISPOSITION, DISPOSITIONCOMPANYRATE and SUPPORTDOCS",
                request.form
            ),
        )
    })?;
    if request.fields.is_empty() {
        return Err(Fault::client(1009, "No fields to return were given"));
    }
    let fields: Vec<&'static Field> = request
        .fields
        .iter()
        .map(|name| {
            form.field(name)
                .ok_or_else(|| Fault::client(1008, format!("Invalid field for query: {name}")))
        })
        .collect::<Result<_, _>>()?;
    let parsed = condition::parse(&request.condition)
        .map_err(|e| Fault::client(1007, format!("The condition could not be parsed: {}", e.0)))?;
    let filter = Filter::compile(&parsed, |name| form.field(name)).map_err(|e| match e {
        CompileError::UnknownField(name) => {
            Fault::client(1008, format!("Invalid field for query: {name}"))
        }
        CompileError::Mismatch(message) => Fault::client(
            1007,
            format!("The condition could not be parsed: {message}"),
        ),
    })?;

    let mut matched = Vec::new();
    for filing in filings {
        let is_spoiled = spoiled == Some(filing.tracking_number.as_str());
        let rows = form.rows(filing, is_spoiled);
        let Some(first) = rows.first() else { continue };
        if !filter.accepts(first, true) {
            continue;
        }
        for row in rows {
            if filter.accepts(&row, false) {
                if matched.len() == row_limit {
                    return Err(Fault::row_limit(row_limit));
                }
                matched.push(row);
            }
        }
    }
    Ok(matched
        .iter()
        .map(|row| ResultRow {
            values: fields
                .iter()
                .map(|f| (f.get)(row).map(|v| v.to_wire()))
                .collect(),
            attachments: match &request.pattern {
                None => Vec::new(),
                Some(pattern) => form
                    .attachments(row)
                    .into_iter()
                    .filter(|a| pattern == "*" || a.file_name.contains(pattern.as_str()))
                    .map(|a| (a.file_name.clone(), a.attachment_id.clone()))
                    .collect(),
            },
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;

    use super::*;
    use crate::sim::catalog::status;
    use crate::sim::snapshot::Snapshot;

    fn filings() -> Vec<SourceFiling> {
        let today = NaiveDate::from_ymd_opt(2026, 11, 20).expect("date");
        Snapshot::generated(3, 120, today, true)
            .expect("documents and decisions")
            .filings
    }

    fn ask(form: &str, fields: &[&str], condition: &str, pattern: Option<&str>) -> QueryRequest {
        QueryRequest {
            form: form.to_owned(),
            fields: fields.iter().map(|f| (*f).to_owned()).collect(),
            condition: condition.to_owned(),
            pattern: pattern.map(str::to_owned),
        }
    }

    /// `run` over `filings` with SERFF's row limit of 600 and no filing spoiled.
    fn answer(filings: &[SourceFiling], request: &QueryRequest) -> Result<Vec<ResultRow>, Fault> {
        run(filings.iter(), request, 600, None)
    }

    fn code(result: Result<Vec<ResultRow>, Fault>) -> Option<String> {
        match result {
            Err(Fault::Client { code, .. }) => Some(code.to_string()),
            _ => None,
        }
    }

    #[test]
    fn a_filing_query_answers_the_fields_in_the_order_asked() {
        let filings = filings();
        let target = &filings[5];

        let rows = answer(
            &filings,
            &ask(
                "filing",
                &["StateStatus", "FilingSERFFTrackNum", "LahGrpMarketSize"],
                &format!("FilingSERFFTrackNum = '{}'", target.tracking_number),
                None,
            ),
        )
        .expect("answers");

        assert_eq!(
            rows,
            [ResultRow {
                values: vec![
                    Some(target.state_status.clone()),
                    Some(target.tracking_number.clone()),
                    target.group_market_size.clone(),
                ],
                attachments: Vec::new(),
            }]
        );
    }

    #[test]
    fn child_forms_filter_by_their_filing_and_keep_company_order() {
        let filings = filings();
        let joint = filings
            .iter()
            .find(|f| f.companies.len() > 1)
            .expect("a joint filing");

        let rows = answer(
            &filings,
            &ask(
                "COMPANYRATE",
                &["CompanyCoCode", "RatePremium"],
                &format!(
                    "FilingSERFFTrackNum IN ('{}', 'NONE-1') AND StateStatus <> 'Nothing'",
                    joint.tracking_number
                ),
                Some("*"),
            ),
        )
        .expect("answers");

        let codes: Vec<Option<String>> = rows.iter().map(|r| r.values[0].clone()).collect();
        let expected: Vec<Option<String>> = joint
            .companies
            .iter()
            .map(|c| Some(c.naic_code.clone()))
            .collect();
        assert_eq!(codes, expected);
        assert!(rows.iter().all(|r| r.attachments.is_empty()));
    }

    #[test]
    fn attachment_patterns_give_none_all_or_names_containing_the_text() {
        let filings = filings();
        let target = filings
            .iter()
            .find(|f| f.attachments.len() >= 3)
            .expect("a filing with documents");
        let condition = format!("FilingSERFFTrackNum = '{}'", target.tracking_number);
        let docs = |pattern: Option<&str>| {
            answer(
                &filings,
                &ask("SUPPORTDOCS", &["SuppDocName"], &condition, pattern),
            )
            .expect("answers")
        };

        assert_eq!(docs(None).len(), target.attachments.len());
        assert!(docs(None).iter().all(|r| r.attachments.is_empty()));
        let all: Vec<(String, String)> = docs(Some("*"))
            .into_iter()
            .flat_map(|r| r.attachments)
            .collect();
        assert_eq!(all.len(), target.attachments.len());
        let some: Vec<(String, String)> = docs(Some("Memorandum"))
            .into_iter()
            .flat_map(|r| r.attachments)
            .collect();
        assert_eq!(some.len(), 1, "{some:?}");
        assert!(some[0].0.contains("Memorandum"));
    }

    #[test]
    fn dispositions_exist_only_for_decided_filings() {
        let filings = filings();

        let rows = answer(
            &filings,
            &ask(
                "DISPOSITION",
                &["FilingSERFFTrackNum", "DispositionStatus", "StateStatus"],
                "StateStatus IN ('Accepted', 'Denied', 'Withdrawn', 'Rejected', 'Submitted')",
                Some("*"),
            ),
        )
        .expect("answers");

        let decided = filings.iter().filter(|f| f.disposition.is_some()).count();
        assert_eq!(rows.len(), decided);
        assert!(
            rows.iter()
                .all(|r| r.values[2].as_deref() != Some(status::SUBMITTED))
        );
        assert!(rows.iter().any(|r| !r.attachments.is_empty()));
    }

    #[test]
    fn mistakes_get_their_client_codes_and_too_many_rows_1003() {
        let filings = filings();
        let all = "DateLastModified > DATE '1990-01-01'";

        assert_eq!(
            code(answer(&filings, &ask("NOPE", &["X"], all, None))),
            Some("1002".into())
        );
        assert_eq!(
            code(answer(&filings, &ask("FILING", &[], all, None))),
            Some("1009".into())
        );
        assert_eq!(
            code(answer(&filings, &ask("FILING", &["Nope"], all, None))),
            Some("1008".into())
        );
        assert_eq!(
            code(answer(
                &filings,
                &ask("FILING", &["TOIName"], "Nope = 1", None)
            )),
            Some("1008".into())
        );
        assert_eq!(
            code(answer(
                &filings,
                &ask("FILING", &["TOIName"], "A = 1 OR", None)
            )),
            Some("1007".into())
        );
        assert_eq!(
            code(run(
                filings.iter(),
                &ask("FILING", &["TOIName"], all, None),
                119,
                None
            )),
            Some("1003".into())
        );
        let exactly = run(
            filings.iter(),
            &ask("FILING", &["TOIName"], all, None),
            120,
            None,
        );
        assert_eq!(exactly.map(|rows| rows.len()).ok(), Some(120));
    }

    #[test]
    fn the_spoiled_filing_carries_the_illegal_character_in_its_product_name() {
        let filings = filings();
        let target = &filings[0].tracking_number;

        let rows = run(
            filings.iter(),
            &ask(
                "FILING",
                &["ProductName"],
                &format!("FilingSERFFTrackNum = '{target}'"),
                None,
            ),
            600,
            Some(target),
        )
        .expect("answers");

        assert!(
            rows[0].values[0]
                .as_deref()
                .is_some_and(|n| n.contains('\u{1}'))
        );
    }
}
