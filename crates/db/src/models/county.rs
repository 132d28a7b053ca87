//! `counties`: the locations of the compare form.

use diesel::prelude::*;

use crate::schema::counties;

/// A county row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = counties, primary_key(county_id), check_for_backend(diesel::pg::Pg))]
pub struct County {
    /// Surrogate key, the `id` of SPEC 3 County.
    pub county_id: i32,
    /// Five-digit federal county code.
    pub fips_code: String,
    /// Name shown to visitors.
    pub long_name: String,
}

/// A county to insert.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = counties)]
pub struct NewCounty<'a> {
    /// Five-digit federal county code.
    pub fips_code: &'a str,
    /// Name shown to visitors.
    pub long_name: &'a str,
}
