//! A company's products follow the product types staff list (SPEC 2.13 Products select).

use std::collections::BTreeSet;

use diesel::prelude::*;

use crate::schema::company_products;

/// Each wanted type gets an active product (an inactive one is reactivated, else one named
/// "{company} {type}" is created); products of other types become inactive; products without
/// a type are left alone.
pub(super) fn sync(
    conn: &mut PgConnection,
    company_pk: i32,
    company_name: &str,
    wanted: &[(i32, String)],
) -> QueryResult<()> {
    let existing: Vec<(i32, Option<i32>, String, i16)> = company_products::table
        .filter(company_products::company_pk.eq(company_pk))
        .select((
            company_products::company_product_pk,
            company_products::product_type_pk,
            company_products::product_name,
            company_products::active,
        ))
        .order(company_products::company_product_pk)
        .for_update()
        .load(conn)?;
    let wanted_pks: BTreeSet<i32> = wanted.iter().map(|(pk, _)| *pk).collect();
    let unwanted: Vec<i32> = existing
        .iter()
        .filter(|(_, ty, _, active)| *active == 1 && ty.is_some_and(|t| !wanted_pks.contains(&t)))
        .map(|(pk, ..)| *pk)
        .collect();
    set_active(conn, &unwanted, 0)?;
    let mut names: BTreeSet<String> = existing
        .iter()
        .map(|(_, _, name, _)| name.clone())
        .collect();
    for (type_pk, type_name) in wanted {
        let of_type: Vec<_> = existing
            .iter()
            .filter(|(_, ty, ..)| *ty == Some(*type_pk))
            .collect();
        if of_type.iter().any(|(.., active)| *active == 1) {
            continue;
        }
        if let Some((product_pk, ..)) = of_type.first() {
            set_active(conn, &[*product_pk], 1)?;
            continue;
        }
        let name = unused_name(&names, &format!("{company_name} {type_name}"));
        diesel::insert_into(company_products::table)
            .values((
                company_products::company_pk.eq(company_pk),
                company_products::product_type_pk.eq(type_pk),
                company_products::product_name.eq(&name),
                company_products::active.eq(1),
            ))
            .execute(conn)?;
        names.insert(name);
    }
    Ok(())
}

fn set_active(conn: &mut PgConnection, product_pks: &[i32], active: i16) -> QueryResult<()> {
    if !product_pks.is_empty() {
        diesel::update(
            company_products::table
                .filter(company_products::company_product_pk.eq_any(product_pks)),
        )
        .set(company_products::active.eq(active))
        .execute(conn)?;
    }
    Ok(())
}

/// `base`, or `base 2`, `base 3`… when the company already has a product of that name.
fn unused_name(taken: &BTreeSet<String>, base: &str) -> String {
    (1..)
        .map(|n| {
            if n == 1 {
                base.to_owned()
            } else {
                format!("{base} {n}")
            }
        })
        .find(|name| !taken.contains(name))
        .unwrap_or_else(|| base.to_owned())
}
