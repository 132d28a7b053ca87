//! Insurance companies and their products (SPEC 2.13, 4.4, 5.4, 7.3): the Companies screen's
//! list, the product types of its Products select, and the company dialog's save (which is also
//! the Activate/Deactivate toggle: a save with `active` flipped).

pub(crate) mod payload;

use actix_web::{HttpResponse, web};
use db::DbPool;
use db::queries::companies::{self, AdminCompany, AdminProduct, CompanyInput, SaveCompanyOutcome};
use serde::Serialize;
use service_kit::{ApiError, JsonBody};
use utoipa::ToSchema;

use self::payload::CompanySaveRequest;
use crate::auth::{AdminChange, AdminUser};

/// SPEC 3 Company (admin), with its solvency description and every product.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyDto {
    /// Key of the company.
    company_pk: i32,
    /// Name.
    company_name: String,
    /// NAIC company code (Cocode).
    co_code: i32,
    /// Address line 1.
    address1: Option<String>,
    /// Address line 2.
    address2: Option<String>,
    /// Address line 3.
    address3: Option<String>,
    /// City.
    city: Option<String>,
    /// Two-letter state code.
    state: Option<String>,
    /// ZIP code.
    postal_code: Option<String>,
    /// Phone.
    phone: Option<String>,
    /// Phone extension.
    phone_ext: Option<String>,
    /// Website address.
    website: Option<String>,
    /// Website label.
    website_desc: Option<String>,
    /// 10 Solvent, 20 Hazardous, 30 Insolvent; null when not set.
    solvency_fk: Option<i16>,
    /// Solvent, Hazardous or Insolvent; null when not set.
    solvency_desc: Option<String>,
    /// 1 Active, 0 Inactive.
    active: i16,
    /// Created by an import from an unknown company; cleared when staff save the company.
    needs_review: bool,
    /// Every product, active or not, by name. The Products column tags the active ones with a type.
    products: Vec<CompanyProductDto>,
}

/// A product of a company.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyProductDto {
    /// Key of the product (the public Company Page's address).
    company_product_pk: i32,
    /// Its product type; null for a product without one.
    product_type_fk: Option<i32>,
    /// The product type's name.
    product_type_name: Option<String>,
    /// Product name.
    product_name: String,
    /// 1 Active, 0 Inactive.
    active: i16,
}

/// SPEC 3 Product type.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductTypeDto {
    /// Key of the product type.
    product_type_pk: i32,
    /// Name, e.g. HMO.
    name: String,
}

impl From<AdminCompany> for CompanyDto {
    fn from(c: AdminCompany) -> CompanyDto {
        let AdminCompany {
            company: row,
            solvency_desc,
            products,
        } = c;
        CompanyDto {
            company_pk: row.company_pk,
            company_name: row.company_name,
            co_code: row.co_code,
            address1: row.address1,
            address2: row.address2,
            address3: row.address3,
            city: row.city,
            state: row.state,
            postal_code: row.postal_code,
            phone: row.phone,
            phone_ext: row.phone_ext,
            website: row.website,
            website_desc: row.website_desc,
            solvency_fk: row.solvency_code,
            solvency_desc,
            active: row.active,
            needs_review: row.needs_review,
            products: products.into_iter().map(CompanyProductDto::from).collect(),
        }
    }
}

impl From<AdminProduct> for CompanyProductDto {
    fn from(p: AdminProduct) -> CompanyProductDto {
        CompanyProductDto {
            company_product_pk: p.company_product_pk,
            product_type_fk: p.product_type_pk,
            product_type_name: p.product_type_name,
            product_name: p.product_name,
            active: p.active,
        }
    }
}

/// Every company, active or not, by name (case-insensitive).
#[utoipa::path(get, path = "/api/companies", tag = "companies",
    responses((status = 200, description = "Companies by name", body = [CompanyDto]),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip_all)]
pub async fn list(_admin: AdminUser, pool: web::Data<DbPool>) -> Result<HttpResponse, ApiError> {
    let companies = service_kit::db::run(&pool, companies::list).await?;
    Ok(HttpResponse::Ok().json(
        companies
            .into_iter()
            .map(CompanyDto::from)
            .collect::<Vec<_>>(),
    ))
}

/// The product types, by name (options of the company dialog's Products select).
#[utoipa::path(get, path = "/api/companies/product-types", tag = "companies",
    responses((status = 200, description = "Product types by name", body = [ProductTypeDto]),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip_all)]
pub async fn product_types(
    _admin: AdminUser,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let types = service_kit::db::run(&pool, companies::product_types).await?;
    let body: Vec<ProductTypeDto> = types
        .into_iter()
        .map(|t| ProductTypeDto {
            product_type_pk: t.product_type_pk,
            name: t.name,
        })
        .collect();
    Ok(HttpResponse::Ok().json(body))
}

/// Creates (`companyPk` null) or updates a company; its products follow the listed product
/// types: each gets an active product (created as "{companyName} {type}" when the company has
/// none of that type), products of unlisted types become inactive, untyped products stay.
#[utoipa::path(post, path = "/api/companies", tag = "companies", request_body = CompanySaveRequest,
    params(crate::auth::AdminChange),
    responses(
        (status = 201, description = "Created; the company as listed", body = CompanyDto),
        (status = 200, description = "Updated; the company as listed", body = CompanyDto),
        (status = 400, description = "A field is missing or malformed, or the company code was changed; `field` names it", body = service_kit::error::ErrorEnvelope),
        (status = 404, description = "No company has this companyPk", body = service_kit::error::ErrorEnvelope),
        (status = 409, description = "Another company uses this company code", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all)]
pub async fn save(
    admin: AdminChange,
    pool: web::Data<DbPool>,
    body: JsonBody<CompanySaveRequest>,
) -> Result<HttpResponse, ApiError> {
    let AdminChange(staff) = admin;
    let request = body.into_inner();
    let input = CompanyInput::try_from(&request)?;
    let (company_pk, co_code) = (input.company_pk, input.co_code);
    let actor = staff.actor();
    let outcome =
        service_kit::db::run(&pool, move |conn| companies::save(conn, &actor, input)).await?;
    match outcome {
        SaveCompanyOutcome::Created(company) => {
            Ok(HttpResponse::Created().json(CompanyDto::from(company)))
        }
        SaveCompanyOutcome::Updated(company) => {
            Ok(HttpResponse::Ok().json(CompanyDto::from(company)))
        }
        SaveCompanyOutcome::NotFound => Err(ApiError::NotFound(format!(
            "There is no company with companyPk {}.",
            company_pk.unwrap_or_default()
        ))),
        SaveCompanyOutcome::CodeFixed => Err(ApiError::bad_field(
            "coCode",
            "The company code cannot be changed after the company is created.",
        )),
        SaveCompanyOutcome::CodeTaken(holder) => Err(ApiError::FieldConflict {
            field: "coCode".into(),
            message: match holder {
                Some(name) => format!("The company code {co_code} is already used by {name}."),
                None => format!("The company code {co_code} is already used by another company."),
            },
        }),
        SaveCompanyOutcome::UnknownProductType(type_pk) => Err(ApiError::bad_field(
            request.product_field(type_pk),
            format!("There is no product type {type_pk}. Choose one of the product types offered."),
        )),
    }
}
