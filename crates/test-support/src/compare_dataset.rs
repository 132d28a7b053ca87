//! What a SPEC 3 compare dataset (as JSON) refers to, for the tests of its county slice:
//! the whole year's answer restricted to one county, and the references that do not close.
//! Written over JSON so the builder's unit tests and the API's tests check against one oracle.

use std::collections::BTreeSet;

use serde_json::{Map, Value, json};

/// The SPEC 3 compare dataset of `compare_year` with every map empty: a year without plans,
/// or a county without plans that year.
pub fn empty_dataset(compare_year: i16) -> Value {
    json!({"compareYear": compare_year, "comparisonData": {}, "companyData": {},
           "varianceData": {}, "planAreaData": {}, "planData": {}})
}

/// The ids a dataset's `comparisonData` entries refer to, directly or through `planAreaData`.
#[derive(Debug, Default)]
struct References {
    companies: BTreeSet<String>,
    variances: BTreeSet<String>,
    plan_areas: BTreeSet<String>,
    plans: BTreeSet<String>,
}

impl References {
    /// The references of the entries in `locations` (county id → coverage → company → entries),
    /// resolving plan areas through `plan_area_data`.
    fn of<'a>(locations: impl Iterator<Item = &'a Value>, plan_area_data: &Value) -> Self {
        let mut references = Self::default();
        for (company, entries) in locations
            .flat_map(members)
            .flat_map(|(_, by_company)| members(by_company))
        {
            references.companies.insert(company.clone());
            for entry in entries.as_array().into_iter().flatten() {
                let variance = entry["varianceId"].as_str().unwrap_or_default();
                let area = entry["planAreaId"].to_string();
                references.variances.insert(variance.to_owned());
                if let Some(plan) = plan_area_data[&area]["planId"].as_str() {
                    references.plans.insert(plan.to_owned());
                }
                references.plan_areas.insert(area);
            }
        }
        references
    }

    /// Each lookup's name with the ids referred to in it.
    fn by_lookup(&self) -> [(&'static str, &BTreeSet<String>); 4] {
        [
            ("companyData", &self.companies),
            ("varianceData", &self.variances),
            ("planAreaData", &self.plan_areas),
            ("planData", &self.plans),
        ]
    }
}

/// The members of a JSON object (none for anything else).
fn members(value: &Value) -> impl Iterator<Item = (&String, &Value)> {
    value.as_object().into_iter().flatten()
}

/// The compare dataset `full` restricted to the county `county_id`: its `comparisonData`
/// entry alone (none when the year offers it nothing) and, in each lookup, exactly the ids
/// that entry refers to.
pub fn restricted_to_county(full: &Value, county_id: &str) -> Value {
    let locations: Map<String, Value> = members(&full["comparisonData"])
        .filter(|(id, _)| id.as_str() == county_id)
        .map(|(id, location)| (id.clone(), location.clone()))
        .collect();
    let references = References::of(locations.values(), &full["planAreaData"]);
    let mut slice = json!({
        "compareYear": full["compareYear"],
        "comparisonData": locations,
    });
    for (lookup, ids) in references.by_lookup() {
        let kept: Map<String, Value> = members(&full[lookup])
            .filter(|(id, _)| ids.contains(id.as_str()))
            .map(|(id, value)| (id.clone(), value.clone()))
            .collect();
        slice[lookup] = Value::Object(kept);
    }
    slice
}

/// Where the references of `dataset` do not close: an id an entry mentions that its lookup
/// lacks, or a lookup entry no entry refers to. Empty when every reference resolves and
/// nothing else is sent (SPEC 2.5 step 3).
pub fn unclosed_references(dataset: &Value) -> Vec<String> {
    let locations = members(&dataset["comparisonData"]).map(|(_, location)| location);
    let references = References::of(locations, &dataset["planAreaData"]);
    let mut problems = Vec::new();
    for (lookup, ids) in references.by_lookup() {
        problems.extend(
            ids.iter()
                .filter(|id| dataset[lookup].get(id.as_str()).is_none())
                .map(|id| format!("{lookup} lacks {id}")),
        );
        problems.extend(
            members(&dataset[lookup])
                .filter(|(id, _)| !ids.contains(id.as_str()))
                .map(|(id, _)| format!("{lookup} holds {id}, which no entry refers to")),
        );
    }
    problems
}
