//! The county selection of [`build`] reads only the plan areas covering the county
//! and gives the year's dataset restricted to it (SPEC 3 "Compare dataset", SPEC 2.5), against
//! a real database.

use diesel::PgConnection;
use serde_json::{Value, json};
use test_support::TestDb;
use test_support::builders::PlanBuilder;
use test_support::compare_dataset::{empty_dataset, restricted_to_county, unclosed_references};
use test_support::plan_compare::{self, NO_AMOUNTS, company_with_product, compare_year, county};

use crate::compare_dataset::rows::{self, YearRows};
use crate::compare_dataset::{Selection, Unavailable, build};

/// Keys of the market [`market`] builds.
struct Market {
    /// Covered by Lakeland's Gold area 1 (with Birch), the inactive company's Silver plan and
    /// Lakeland's Bronze plan, which has no variance.
    adams: i32,
    /// Covered by Lakeland's Gold area 1 (with Adams) and Summit's Silver area (with Cedar).
    birch: i32,
    /// Covered by Lakeland's Gold area 2 and Summit's Silver area (with Birch).
    cedar: i32,
    /// Covered only in the inactive year.
    dale: i32,
    /// Lakeland Health.
    lakeland: i32,
}

/// Inserts a plan of `product` in `year` with variants `01` to `variants`, priced in one
/// rating area per list of counties.
fn offer(
    conn: &mut PgConnection,
    (year, product): (i32, i32),
    (plan_id, metal): (&str, &str),
    variants: u8,
    areas: &[&[i32]],
) {
    let plan = PlanBuilder::new(year, product, plan_id)
        .metal_level(metal)
        .insert(conn)
        .plan_pk;
    for v in 1..=variants {
        plan_compare::variance(conn, plan, &format!("{plan_id}-{v:02}"), NO_AMOUNTS, None);
    }
    for (i, counties) in areas.iter().enumerate() {
        let premium = format!("{}.45", 300 + i);
        let area = format!("Rating Area {}", i + 1);
        plan_compare::plan_area(conn, plan, &area, counties, &[("35-N", premium.as_str())]);
    }
}

/// An active 2027 and an inactive 2026; four counties; Lakeland Health offers a Gold plan in
/// two areas and a Bronze plan without variances, Summit Care a Silver plan, Gone Insurance
/// (inactive) a Silver plan.
fn market(conn: &mut PgConnection) -> Market {
    let adams = county(conn, "99001", "Adams County");
    let birch = county(conn, "99003", "Birch County");
    let cedar = county(conn, "99005", "Cedar County");
    let dale = county(conn, "99007", "Dale County");
    let year = compare_year(conn, 2027, true);
    let inactive_year = compare_year(conn, 2026, false);
    let (lakeland, lakeland_product) = company_with_product(conn, "Lakeland Health", 11111, 1);
    let (_, summit_product) = company_with_product(conn, "Summit Care", 33333, 1);
    let (_, gone_product) = company_with_product(conn, "Gone Insurance", 22222, 0);
    let gold = ("11111LK0010001", "G");
    offer(
        conn,
        (year, lakeland_product),
        gold,
        2,
        &[&[adams, birch], &[cedar]],
    );
    offer(
        conn,
        (year, lakeland_product),
        ("11111LK0010002", "B"),
        0,
        &[&[adams]],
    );
    offer(conn, (inactive_year, lakeland_product), gold, 1, &[&[dale]]);
    let silver = ("33333LK0010001", "S");
    offer(conn, (year, summit_product), silver, 1, &[&[birch, cedar]]);
    offer(
        conn,
        (year, gone_product),
        ("22222LK0010001", "S"),
        1,
        &[&[adams]],
    );
    Market {
        adams,
        birch,
        cedar,
        dale,
        lakeland,
    }
}

fn dataset(conn: &mut PgConnection, selection: Selection) -> Value {
    let dataset = build(conn, 2027, selection).unwrap().unwrap();
    serde_json::to_value(dataset).unwrap()
}

#[test]
fn each_county_gets_the_year_restricted_to_it_with_its_references_closed() {
    // Arrange
    let db = TestDb::new();
    let mut conn = db.conn();
    let m = market(&mut conn);
    let full = dataset(&mut conn, Selection::Year);

    for county in [m.adams, m.birch, m.cedar, m.dale] {
        // Act
        let slice = dataset(&mut conn, Selection::County(county));

        // Assert
        assert_eq!(
            slice,
            restricted_to_county(&full, &county.to_string()),
            "county {county}"
        );
        assert_eq!(unclosed_references(&slice), Vec::<String>::new());
    }
}

// SPEC 2.5 step 2: a plan area covering several counties lists its entries under each; the
// slice of one of them names only that county, and the plan's area elsewhere stays out.
#[test]
fn a_plan_area_covering_several_counties_is_in_the_slice_of_each_under_that_county_only() {
    // Arrange
    let db = TestDb::new();
    let mut conn = db.conn();
    let m = market(&mut conn);
    let full = dataset(&mut conn, Selection::Year);
    let shared_area =
        full["comparisonData"][m.adams.to_string()]["G"][m.lakeland.to_string()][0]["planAreaId"]
            .clone();

    // Act
    let adams = dataset(&mut conn, Selection::County(m.adams));
    let birch = dataset(&mut conn, Selection::County(m.birch));

    // Assert
    let keys = |value: &Value| {
        value
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect::<Vec<_>>()
    };
    assert_eq!(keys(&adams["comparisonData"]), [m.adams.to_string()]);
    assert_eq!(keys(&birch["comparisonData"]), [m.birch.to_string()]);
    assert_eq!(keys(&adams["planAreaData"]), [shared_area.to_string()]);
    assert!(birch["planAreaData"][shared_area.to_string()].is_object());
    assert_eq!(
        adams["comparisonData"][m.adams.to_string()],
        json!({"G": {m.lakeland.to_string(): [
            {"varianceId": "11111LK0010001-01", "planAreaId": shared_area},
            {"varianceId": "11111LK0010001-02", "planAreaId": shared_area},
        ]}}),
        "the inactive company's plan and the plan without variances stay out"
    );
    assert_eq!(keys(&adams["companyData"]), [m.lakeland.to_string()]);
}

// A county's reads are narrowed in SQL to the plan areas covering it; the year is
// never loaded and filtered afterwards.
#[test]
fn a_county_reads_only_the_plan_areas_covering_it_and_their_rates() {
    // Arrange: Cedar is covered by Lakeland Gold's second area and by Summit's Silver area;
    // Lakeland Gold's first area (Adams, Birch) must not be read.
    let db = TestDb::new();
    let mut conn = db.conn();
    let m = market(&mut conn);
    let year = rows::active_year_id(&mut conn, 2027).unwrap().unwrap();

    // Act
    let YearRows {
        plans,
        areas,
        area_counties,
        rates,
        ..
    } = rows::load(&mut conn, year, Selection::County(m.cedar)).unwrap();

    // Assert
    let mut plan_ids: Vec<&str> = plans.iter().map(|p| p.plan_id.as_str()).collect();
    plan_ids.sort_unstable();
    assert_eq!(plan_ids, ["11111LK0010001", "33333LK0010001"]);
    assert_eq!(areas.len(), 2, "{areas:?}");
    assert!(area_counties.iter().all(|&(_, county)| county == m.cedar));
    assert_eq!(area_counties.len(), 2);
    assert!(
        rates
            .keys()
            .all(|area| areas.iter().any(|&(a, _)| a == *area))
    );
}

#[test]
fn a_county_without_plans_that_year_has_every_map_empty() {
    // Arrange: Dale is covered only in the inactive year 2026.
    let db = TestDb::new();
    let mut conn = db.conn();
    let m = market(&mut conn);

    // Act
    let dale = dataset(&mut conn, Selection::County(m.dale));

    // Assert
    assert_eq!(dale, empty_dataset(2027));
}

#[test]
fn an_unknown_county_or_an_inactive_year_is_unavailable() {
    // Arrange
    let db = TestDb::new();
    let mut conn = db.conn();
    let m = market(&mut conn);
    let nowhere = i32::MAX;

    // Act
    let unknown_county = build(&mut conn, 2027, Selection::County(nowhere)).unwrap();
    let inactive_year = build(&mut conn, 2026, Selection::County(m.adams)).unwrap();
    let both = build(&mut conn, 2030, Selection::County(nowhere)).unwrap();

    // Assert
    assert_eq!(unknown_county, Err(Unavailable::County(nowhere)));
    assert_eq!(inactive_year, Err(Unavailable::Year));
    assert_eq!(both, Err(Unavailable::Year), "the year is checked first");
}
