//! Tests of the `queryFiling` condition parser (`condition.rs`).
use super::*;

fn at(text: &str) -> NaiveDateTime {
    date(text).expect("a date")
}

fn one(text: &str) -> Predicate {
    let mut condition = parse(text).expect("parses");
    assert_eq!(condition.predicates.len(), 1, "{text}");
    condition.predicates.remove(0)
}

#[test]
fn a_window_on_date_last_modified_is_two_predicates() {
    let condition = parse(
        "DateLastModified > DATE '2022-03-01 00:00:00' AND DateLastModified <= DATE '2022-03-02'",
    )
    .expect("parses");

    assert_eq!(
        condition.predicates,
        [
            Predicate {
                field: "DateLastModified".to_owned(),
                test: Test::Compare(CmpOp::Gt, Literal::Date(at("2022-03-01 00:00:00"))),
            },
            Predicate {
                field: "DateLastModified".to_owned(),
                test: Test::Compare(CmpOp::Le, Literal::Date(at("2022-03-02 00:00:00"))),
            },
        ]
    );
}

#[test]
fn keywords_are_case_insensitive_and_every_operator_reads() {
    let condition =
        parse("SubmissionDate <= date '2022-02-01' and A=1 and B<>'x' and C<2 and D>=-3.5 and E>0")
            .expect("parses");

    let ops: Vec<CmpOp> = condition
        .predicates
        .iter()
        .map(|p| match &p.test {
            Test::Compare(op, _) => *op,
            other => panic!("not a comparison: {other:?}"),
        })
        .collect();
    assert_eq!(
        ops,
        [
            CmpOp::Le,
            CmpOp::Eq,
            CmpOp::Ne,
            CmpOp::Lt,
            CmpOp::Ge,
            CmpOp::Gt
        ]
    );
    assert_eq!(
        condition.predicates[4].test,
        Test::Compare(CmpOp::Ge, Literal::Number(-3.5))
    );
}

#[test]
fn between_binds_its_own_and_before_the_next_predicate() {
    let condition =
        parse("RateOverallRateImpact NOT BETWEEN -1 AND 5.25 AND StateStatus = 'Accepted'")
            .expect("parses");

    assert_eq!(condition.predicates.len(), 2);
    assert_eq!(
        condition.predicates[0].test,
        Test::Between {
            negated: true,
            low: Literal::Number(-1.0),
            high: Literal::Number(5.25),
        }
    );
    assert_eq!(condition.predicates[1].field, "StateStatus");
}

#[test]
fn strings_undouble_apostrophes_and_keep_case_and_tildes() {
    assert_eq!(
        one("ProductName = 'Gilligan''s Island ~ Plan'").test,
        Test::Compare(
            CmpOp::Eq,
            Literal::Text("Gilligan's Island ~ Plan".to_owned())
        )
    );
    assert_eq!(
        one("ProductName not like 'Average ~% Of%'").test,
        Test::Like {
            negated: true,
            pattern: "Average ~% Of%".to_owned(),
        }
    );
    assert_eq!(
        one("X = ''''").test,
        Test::Compare(CmpOp::Eq, Literal::Text("'".to_owned()))
    );
}

#[test]
fn in_lists_take_any_scalars() {
    assert_eq!(
        one("FilingSERFFTrackNum IN ('A-1', 'B-2',3, DATE '2020-01-01')").test,
        Test::In {
            negated: false,
            items: vec![
                Literal::Text("A-1".to_owned()),
                Literal::Text("B-2".to_owned()),
                Literal::Number(3.0),
                Literal::Date(at("2020-01-01")),
            ],
        }
    );
}

#[test]
fn what_the_grammar_does_not_have_is_a_parse_error() {
    for bad in [
        "",
        "   ",
        "A = 1 OR B = 2",
        "(A = 1)",
        "A IS NULL",
        "A = 'open",
        "A = ",
        "A == 1",
        "A != 1",
        "A BETWEEN 1 2",
        "A BETWEEN 1",
        "A IN ()",
        "A IN (1, 2",
        "A NOT = 1",
        "A LIKE 5",
        "A = 1 AND",
        "A = 1 B = 2",
        "AND = 1",
        "A = DATE 'E'",
        "A = DATE '2022-02-30'",
        "A = DATE '2022-2-3'",
        "A = DATE '2022-02-03T10:00:00'",
        "A = 1.",
        "A = 1.2.3",
        "A = 12abc",
        "A = -",
        "A = \"x\"",
        "A = 1;",
    ] {
        assert!(parse(bad).is_err(), "{bad:?} parsed");
    }
}

#[test]
fn errors_say_where() {
    let error = parse("A = 1 AND B ~ 2").expect_err("fails");

    assert!(error.0.contains("character 13"), "{}", error.0);
}
