//! Types of insurance (rate-filing system TOI codes).

use db::models::type_of_insurance::{NewTypeOfInsurance, TypeOfInsurance};
use db::schema::types_of_insurance;
use diesel::prelude::*;

/// A type of insurance; both of its fields are what tests vary, so both are given.
#[derive(Debug, Clone)]
pub struct TypeOfInsuranceBuilder {
    code: String,
    name: String,
}

impl TypeOfInsuranceBuilder {
    /// The type `code` (e.g. H16I) described as `name`.
    pub fn new(code: &str, name: &str) -> Self {
        Self {
            code: code.to_owned(),
            name: name.to_owned(),
        }
    }

    /// Inserts the type; returns the stored row.
    pub fn insert(self, conn: &mut PgConnection) -> TypeOfInsurance {
        diesel::insert_into(types_of_insurance::table)
            .values(NewTypeOfInsurance {
                toi_code: &self.code,
                name: &self.name,
            })
            .returning(TypeOfInsurance::as_returning())
            .get_result(conn)
            .unwrap()
    }
}
