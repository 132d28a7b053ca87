//! Health benefit plans of a compare year (SPEC 3 planData).

use db::models::plan::{NewPlan, Plan};
use db::schema::plans;
use diesel::prelude::*;

/// A Silver plan named after its plan id.
#[derive(Debug, Clone)]
pub struct PlanBuilder {
    compare_year_id: i32,
    company_product_pk: i32,
    plan_id: String,
    name: Option<String>,
    metal_level_code: String,
}

impl PlanBuilder {
    /// Plan `plan_id` (14 characters) of `company_product_pk` in `compare_year_id`.
    pub fn new(compare_year_id: i32, company_product_pk: i32, plan_id: &str) -> Self {
        Self {
            compare_year_id,
            company_product_pk,
            plan_id: plan_id.to_owned(),
            name: None,
            metal_level_code: "S".to_owned(),
        }
    }

    /// Sets the plan name (default "Plan {plan id}").
    pub fn name(mut self, name: &str) -> Self {
        self.name = Some(name.to_owned());
        self
    }

    /// Sets the metal level code: P, G, S, B or C.
    pub fn metal_level(mut self, code: &str) -> Self {
        self.metal_level_code = code.to_owned();
        self
    }

    /// Inserts the plan; returns the stored row.
    pub fn insert(self, conn: &mut PgConnection) -> Plan {
        let name = self
            .name
            .unwrap_or_else(|| format!("Plan {}", self.plan_id));
        diesel::insert_into(plans::table)
            .values(NewPlan {
                compare_year_id: self.compare_year_id,
                plan_id: &self.plan_id,
                company_product_pk: self.company_product_pk,
                plan_name: &name,
                metal_level_code: &self.metal_level_code,
            })
            .returning(Plan::as_returning())
            .get_result(conn)
            .unwrap()
    }
}
