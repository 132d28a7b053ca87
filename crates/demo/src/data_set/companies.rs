//! Companies, their products, product types and types of insurance (SPEC 2.8, 2.13, 3).

use diesel::prelude::*;

use super::company_catalog::{CompanySpec, Market, ProductSpec};
use super::generated_companies;
use super::scale::Sizes;
use crate::catalog::TYPES_OF_INSURANCE;
use db::models::company::NewCompany;
use db::models::company_product::NewCompanyProduct;
use db::models::product_type::NewProductType;
use db::models::type_of_insurance::NewTypeOfInsurance;
use db::schema::{companies, company_products, product_types, types_of_insurance};

/// Product types of SPEC 3 ("e.g. HMO, PPO").
const PRODUCT_TYPES: [&str; 4] = ["HMO", "PPO", "EPO", "POS"];

/// A product as stored.
#[derive(Debug, Clone)]
pub(super) struct SeededProduct {
    /// What was stored.
    pub spec: ProductSpec,
    /// Its key (`companyProductPk`).
    pub company_product_pk: i32,
}

/// A company as stored.
#[derive(Debug, Clone)]
pub(super) struct SeededCompany {
    /// What was stored.
    pub spec: CompanySpec,
    /// Its key.
    pub company_pk: i32,
    /// Its products, in catalog order.
    pub products: Vec<SeededProduct>,
}

impl SeededCompany {
    /// Active individual-market products that have a type: the ones plans are offered under.
    pub(super) fn plan_products(&self) -> Vec<&SeededProduct> {
        self.products
            .iter()
            .filter(|p| {
                p.spec.active && p.spec.kind.is_some() && p.spec.market == Market::Individual
            })
            .collect()
    }
}

/// Companies and types of insurance as stored.
#[derive(Debug, Clone)]
pub(super) struct Companies {
    /// Every company, in catalog order.
    pub list: Vec<SeededCompany>,
    /// `(toi_code, toi_id)` of every type of insurance in [`TYPES_OF_INSURANCE`].
    pub tois: Vec<(&'static str, i32)>,
}

impl Companies {
    /// The id of the type of insurance `code`.
    pub(super) fn toi_id(&self, code: &str) -> Option<i32> {
        self.tois
            .iter()
            .find(|(c, _)| *c == code)
            .map(|(_, id)| *id)
    }

    /// The company with `co_code`.
    pub(super) fn by_co_code(&self, co_code: i32) -> Option<&SeededCompany> {
        self.list.iter().find(|c| c.spec.co_code == co_code)
    }
}

/// Inserts product types, types of insurance, the companies and their products.
pub(super) fn seed(conn: &mut PgConnection, sizes: &Sizes) -> QueryResult<Companies> {
    let types: Vec<NewProductType<'_>> = PRODUCT_TYPES
        .iter()
        .map(|name| NewProductType { name })
        .collect();
    diesel::insert_into(product_types::table)
        .values(&types)
        .on_conflict_do_nothing()
        .execute(conn)?;
    let type_ids: Vec<(String, i32)> = product_types::table
        .select((product_types::name, product_types::product_type_pk))
        .load(conn)?;

    let tois: Vec<NewTypeOfInsurance<'_>> = TYPES_OF_INSURANCE
        .iter()
        .map(|(toi_code, name)| NewTypeOfInsurance { toi_code, name })
        .collect();
    diesel::insert_into(types_of_insurance::table)
        .values(&tois)
        .on_conflict_do_nothing()
        .execute(conn)?;
    let toi_ids: Vec<(String, i32)> = types_of_insurance::table
        .select((types_of_insurance::toi_code, types_of_insurance::toi_id))
        .load(conn)?;
    let tois = TYPES_OF_INSURANCE
        .iter()
        .filter_map(|(code, _)| {
            toi_ids
                .iter()
                .find(|(c, _)| c == code)
                .map(|(_, id)| (*code, *id))
        })
        .collect();

    let specs = generated_companies::catalog(sizes.companies, sizes.rating_areas);
    let mut list = Vec::with_capacity(specs.len());
    for spec in specs {
        let website = format!("https://www.{}", spec.domain);
        let row = NewCompany {
            company_name: &spec.name,
            co_code: spec.co_code,
            address1: spec.address[0].as_deref(),
            address2: spec.address[1].as_deref(),
            address3: spec.address[2].as_deref(),
            city: Some(&spec.city),
            state: Some("LK"),
            postal_code: Some(&spec.postal_code),
            phone: Some(&spec.phone),
            phone_ext: spec.phone_ext.as_deref(),
            website: Some(&website),
            website_desc: Some(&spec.website_desc),
            solvency_code: spec.solvency,
            active: i16::from(spec.active),
        };
        let company_pk: i32 = diesel::insert_into(companies::table)
            .values(&row)
            .returning(companies::company_pk)
            .get_result(conn)?;
        let rows: Vec<NewCompanyProduct<'_>> = spec
            .products
            .iter()
            .map(|p| NewCompanyProduct {
                company_pk,
                product_type_pk: p.kind.and_then(|kind| {
                    type_ids
                        .iter()
                        .find(|(name, _)| name == kind)
                        .map(|(_, id)| *id)
                }),
                product_name: &p.name,
                active: i16::from(p.active),
            })
            .collect();
        let keys: Vec<(String, i32)> = diesel::insert_into(company_products::table)
            .values(&rows)
            .returning((
                company_products::product_name,
                company_products::company_product_pk,
            ))
            .get_results(conn)?;
        let products = spec
            .products
            .iter()
            .filter_map(|p| {
                keys.iter()
                    .find(|(name, _)| *name == p.name)
                    .map(|(_, pk)| SeededProduct {
                        spec: p.clone(),
                        company_product_pk: *pk,
                    })
            })
            .collect();
        list.push(SeededCompany {
            spec,
            company_pk,
            products,
        });
    }
    Ok(Companies { list, tois })
}
