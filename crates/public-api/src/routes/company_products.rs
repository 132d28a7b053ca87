//! `GET /company-products/{companyProductPk}` (Company Page, SPEC 2.8) and
//! `GET /company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}` (Rate Page, SPEC 2.9).
//! Filings whose status is not publicly listed ("Do Not Display") never appear.

use std::collections::BTreeMap;

use actix_web::{HttpResponse, web};
use chrono::Utc;
use db::DbPool;
use db::models::company::Company;
use db::queries::companies::{self, CompanyPage, PageProduct};
use db::queries::filings::{self, FilingKey, RateRow};
use domain::{Solvency, TypeOfInsuranceCode};
use serde::Serialize;
use service_kit::value_codes::TypeOfInsuranceCodeSchema;
use utoipa::ToSchema;

use super::filing_dto::{RateRowDto, SingleFilingDto};
use super::path_key;

/// The answer when no public record matches the keys (SPEC 8), here and for a product's rate
/// history.
pub(crate) fn no_data() -> String {
    "No data found.".to_owned()
}

/// SPEC 3 "Company product record": the company, one product and one type of insurance it has
/// public filings in (or none), with those filings.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyProductRecordDto {
    /// The company's name (page heading).
    company_name: String,
    /// The company's key (`companyPk` in Rate Page links).
    company_id: i32,
    /// First address line.
    address1: Option<String>,
    /// Second address line.
    address2: Option<String>,
    /// Third address line.
    address3: Option<String>,
    /// City.
    city: Option<String>,
    /// Two-letter state code.
    state: Option<String>,
    /// ZIP code.
    postal_code: Option<String>,
    /// Phone number.
    phone: Option<String>,
    /// Website address.
    website: Option<String>,
    /// Website label.
    website_desc: Option<String>,
    /// SPEC 9 solvency code (10, 20 or 30); null when not set.
    solvency: Option<i16>,
    /// Solvent, Hazardous or Insolvent; null when not set.
    solvency_desc: Option<String>,
    /// The product.
    company_product_pk: i32,
    /// The product's name.
    product_name: String,
    /// Type of insurance; null for a product without public filings.
    toi_id: Option<i32>,
    /// Its descriptor; null for a product without public filings.
    type_of_insurance: Option<String>,
    /// Its code, for showing it in the reader's language; null for a product without public
    /// filings or a type this site does not know, whose descriptor is shown as sent.
    #[schema(value_type = Option<TypeOfInsuranceCodeSchema>)]
    type_of_insurance_code: Option<TypeOfInsuranceCode>,
    /// The product's public filings of this type, newest first.
    filing_list: Vec<RateRowDto>,
}

/// The Company Page: one record per product of the company owning `companyProductPk` and type
/// of insurance it has public filings in, plus one with `typeOfInsurance: null` for each product
/// without; by product name, then type of insurance.
#[utoipa::path(get, path = "/company-products/{companyProductPk}", tag = "companies",
    params(("companyProductPk" = i32, Path, minimum = 1, description = "Any product of the company, a positive whole number")),
    responses((status = 200, description = "Company product records", body = [CompanyProductRecordDto]),
              (status = 400, description = "The key is not a positive whole number", body = service_kit::error::ErrorEnvelope),
              (status = 404, description = "No such company product: No data found.", body = service_kit::error::ErrorEnvelope),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn company_page(
    pool: web::Data<DbPool>,
    path: web::Path<String>,
) -> Result<HttpResponse, service_kit::ApiError> {
    let company_product_pk = path_key("companyProductPk", &path, no_data)?;
    let page = service_kit::db::run(&pool, move |conn| {
        companies::company_page(conn, company_product_pk)
    })
    .await?
    .ok_or_else(|| service_kit::ApiError::NotFound(no_data()))?;
    Ok(HttpResponse::Ok().json(records(page)))
}

/// The Rate Page: one publicly listed filing of a company product and type of insurance, for
/// one of the companies it names, with its attachments and published comments.
#[utoipa::path(get, path = "/company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}",
    tag = "rate filings",
    params(("companyProductPk" = i32, Path, minimum = 1, description = "The filing's company product"),
           ("filingId" = i32, Path, minimum = 1, description = "The filing"),
           ("companyPk" = i32, Path, minimum = 1, description = "A company named in the filing"),
           ("toiId" = i32, Path, minimum = 1, description = "The filing's type of insurance")),
    responses((status = 200, description = "The filing", body = SingleFilingDto),
              (status = 400, description = "A key is not a positive whole number; `field` names it", body = service_kit::error::ErrorEnvelope),
              (status = 404, description = "No such public filing for these keys: No data found.", body = service_kit::error::ErrorEnvelope),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn single_filing(
    pool: web::Data<DbPool>,
    path: web::Path<(String, String, String, String)>,
) -> Result<HttpResponse, service_kit::ApiError> {
    let (company_product_pk, filing_id, company_pk, toi_id) = path.into_inner();
    let key = FilingKey {
        company_product_pk: path_key("companyProductPk", &company_product_pk, no_data)?,
        filing_id: path_key("filingId", &filing_id, no_data)?,
        company_pk: path_key("companyPk", &company_pk, no_data)?,
        toi_id: path_key("toiId", &toi_id, no_data)?,
    };
    let page = service_kit::db::run(&pool, move |conn| filings::rate_page(conn, key))
        .await?
        .ok_or_else(|| service_kit::ApiError::NotFound(no_data()))?;
    Ok(HttpResponse::Ok().json(SingleFilingDto::new(page, Utc::now())))
}

/// Splits the page's rows into records per product and type of insurance.
fn records(page: CompanyPage) -> Vec<CompanyProductRecordDto> {
    let CompanyPage {
        company,
        products,
        rows,
    } = page;
    // product → type of insurance → rows, newest first as loaded.
    let mut grouped: BTreeMap<i32, BTreeMap<TypeKey, Vec<RateRow>>> = BTreeMap::new();
    for row in rows {
        grouped
            .entry(row.company_product_pk)
            .or_default()
            .entry((row.toi_name.clone(), row.toi_id, row.toi_code.clone()))
            .or_default()
            .push(row);
    }
    let mut records = Vec::new();
    for product in products {
        match grouped.remove(&product.company_product_pk) {
            Some(by_toi) => {
                for ((name, toi_id, code), rows) in by_toi {
                    let toi = PageType {
                        toi_id,
                        name,
                        code: TypeOfInsuranceCode::from_serff_code(&code),
                    };
                    records.push(record(&company, &product, Some(toi), rows));
                }
            }
            None => records.push(record(&company, &product, None, Vec::new())),
        }
    }
    records
}

/// A type of insurance by name, id and code: records come in the order of its names.
type TypeKey = (String, i32, String);

/// A type of insurance a product has public filings in.
struct PageType {
    toi_id: i32,
    name: String,
    code: Option<TypeOfInsuranceCode>,
}

/// One record of the page: `company`, `product`, and a type of insurance with its rows (or none).
fn record(
    company: &Company,
    product: &PageProduct,
    toi: Option<PageType>,
    rows: Vec<RateRow>,
) -> CompanyProductRecordDto {
    let solvency = company
        .solvency_code
        .and_then(|code| Solvency::from_code(code).ok());
    let (toi_id, type_of_insurance, type_of_insurance_code) = match toi {
        Some(toi) => (Some(toi.toi_id), Some(toi.name), toi.code),
        None => (None, None, None),
    };
    CompanyProductRecordDto {
        company_name: company.company_name.clone(),
        company_id: company.company_pk,
        address1: company.address1.clone(),
        address2: company.address2.clone(),
        address3: company.address3.clone(),
        city: company.city.clone(),
        state: company.state.clone(),
        postal_code: company.postal_code.clone(),
        phone: company.phone.clone(),
        website: company.website.clone(),
        website_desc: company.website_desc.clone(),
        solvency: solvency.map(Solvency::code),
        solvency_desc: solvency.map(|s| s.description().to_owned()),
        company_product_pk: product.company_product_pk,
        product_name: product.product_name.clone(),
        toi_id,
        type_of_insurance,
        type_of_insurance_code,
        filing_list: rows.into_iter().map(RateRowDto::from).collect(),
    }
}
