//! `types_of_insurance`: rate-filing system TOI codes.

use diesel::prelude::*;

use crate::schema::types_of_insurance;

/// A type-of-insurance row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = types_of_insurance, primary_key(toi_id), check_for_backend(diesel::pg::Pg))]
pub struct TypeOfInsurance {
    /// Surrogate key (`toiId`).
    pub toi_id: i32,
    /// Rate-filing system TOI code, e.g. H16I.
    pub toi_code: String,
    /// Descriptor shown as Insurance Type (`toiDescriptor`).
    pub name: String,
}

/// A type of insurance to insert.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = types_of_insurance)]
pub struct NewTypeOfInsurance<'a> {
    /// Rate-filing system TOI code.
    pub toi_code: &'a str,
    /// Descriptor shown as Insurance Type.
    pub name: &'a str,
}
