//! Site content: the quality-measure note and report link (SPEC 2.4, 2.6, 3 Quality measure)
//! and the quality-measure comparison forms (SPEC 4.3). Also bumps the public cache
//! generation, since everything the public pages show has just changed.

use diesel::prelude::*;

use super::places::Places;
use super::staff::Staff;
use db::models::insurance_form::NewInsuranceForm;
use db::schema::{data_generation, insurance_forms, quality_measure};

/// The note shown on the Home card and the Quality Measures page.
const NOTE: &str = "Quality ratings help you compare how well health plans serve their members. \
Each year the Lakeland Insurance Department reviews plan performance on preventive care, \
management of chronic conditions such as diabetes and high blood pressure, and member \
satisfaction surveys. Plans are rated from one to five stars; a plan that is new or too small \
to rate is marked \"Not yet rated\". Use the report together with premiums and cost sharing \
when you choose a plan.";

/// The report the See Report button opens.
const LINK: &str = "https://insurance.lakeland.example/quality-report";

/// Writes the quality-measure note and link, the comparison forms, and bumps the generation.
pub(super) fn seed(conn: &mut PgConnection, staff: &Staff, places: &Places) -> QueryResult<()> {
    diesel::insert_into(quality_measure::table)
        .values((
            quality_measure::singleton.eq(true),
            quality_measure::note.eq(NOTE),
            quality_measure::link.eq(LINK),
            quality_measure::updated_by.eq(staff.content_editor()),
        ))
        .on_conflict(quality_measure::singleton)
        .do_update()
        .set((
            quality_measure::note.eq(NOTE),
            quality_measure::link.eq(LINK),
            quality_measure::updated_by.eq(staff.content_editor()),
        ))
        .execute(conn)?;

    let years: Vec<i16> = places.years.iter().map(|(year, _)| *year).collect();
    let newest = years.last().copied().unwrap_or(2026);
    let titles: Vec<(String, String, String, Option<i16>, bool)> = vec![
        (
            format!("{newest} Health Plan Quality Ratings"),
            format!(
                "Star ratings of every individual health plan offered in Lakeland for {newest}."
            ),
            format!("https://insurance.lakeland.example/quality/{newest}-plan-quality-ratings.pdf"),
            Some(newest),
            true,
        ),
        (
            format!("{} Health Plan Quality Ratings", newest - 1),
            format!(
                "Star ratings of individual health plans for {}.",
                newest - 1
            ),
            format!(
                "https://insurance.lakeland.example/quality/{}-plan-quality-ratings.pdf",
                newest - 1
            ),
            Some(newest - 1),
            true,
        ),
        (
            format!("{} Health Plan Quality Ratings (archived)", newest - 2),
            format!(
                "Last published ratings for {}; kept for reference.",
                newest - 2
            ),
            format!(
                "https://insurance.lakeland.example/quality/{}-plan-quality-ratings.pdf",
                newest - 2
            ),
            Some(newest - 2),
            false,
        ),
        (
            "Member Satisfaction Survey Results".to_owned(),
            "How members rated their plan's customer service, claims handling and access to care."
                .to_owned(),
            "https://insurance.lakeland.example/quality/member-satisfaction-survey.pdf".to_owned(),
            None,
            true,
        ),
    ];
    let rows: Vec<NewInsuranceForm<'_>> = titles
        .iter()
        .zip(0..)
        .map(
            |((title, description, link, plan_year, published), sort_order)| NewInsuranceForm {
                title,
                description,
                link,
                plan_year: *plan_year,
                sort_order,
                published: *published,
            },
        )
        .collect();
    diesel::insert_into(insurance_forms::table)
        .values(&rows)
        .execute(conn)?;

    diesel::update(data_generation::table)
        .set((
            data_generation::generation.eq(data_generation::generation + 1),
            data_generation::bumped_at.eq(diesel::dsl::now),
        ))
        .execute(conn)?;
    Ok(())
}
