//! The save-company payload of SPEC 7.3 and its conversion into a checked
//! [`CompanyInput`]: each refusal is a 400 naming the field (SPEC 5.4, 9).

use db::queries::companies::CompanyInput;
use domain::{
    CompanyActive, FieldError, NaicCode, PhoneExtension, PhoneNumber, Solvency, StateCode, Website,
    ZipCode,
};
use serde::Deserialize;
use serde_json::Value;
use service_kit::ApiError;
use utoipa::ToSchema;

use crate::routes::fields::{
    field_refusal, optional_text, positive_id, required_text, whole_number,
};

/// Longest name, address line, city or website label accepted.
const MAX_TEXT: usize = 200;

/// SPEC 7.3 save company. Numbers may also come as strings of digits and blank text counts as
/// absent; other fields the list answer carries (solvencyDesc, needsReview, product names) are
/// ignored.
// The patterns of state, postalCode, phone, phoneExt and website write `domain::company_fields`'
// rules for the API document; company-field-rules.test.ts (frontend) holds them to the examples
// the domain parsers are tested against (crates/domain/company-field-examples.json).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanySaveRequest {
    /// Null or absent creates a company; a key updates that company.
    #[serde(default)]
    #[schema(value_type = Option<i32>, minimum = 1)]
    company_pk: Value,
    /// Required, at most 200 characters.
    #[schema(value_type = String, example = "Keystone Mutual Health", min_length = 1, max_length = 200, pattern = r"\S")]
    company_name: Option<String>,
    /// NAIC company code, a positive whole number; fixed once the company exists.
    #[serde(default)]
    #[schema(value_type = i32, required = true, example = 95102, minimum = 1)]
    co_code: Value,
    /// Address line 1.
    #[schema(max_length = 200)]
    address1: Option<String>,
    /// Address line 2.
    #[schema(max_length = 200)]
    address2: Option<String>,
    /// Address line 3.
    #[schema(max_length = 200)]
    address3: Option<String>,
    /// City.
    #[schema(max_length = 200)]
    city: Option<String>,
    /// Two capital letters, e.g. PA.
    #[schema(pattern = "^([A-Z]{2})?$")]
    state: Option<String>,
    /// ZIP code: 12345 or 12345-6789.
    #[schema(pattern = "^([0-9]{5}(-[0-9]{4})?)?$")]
    postal_code: Option<String>,
    /// Phone: digits, spaces and ( ) + - . with 7 to 15 digits, at most 30 characters.
    #[schema(max_length = 30, pattern = r"^([ ()+.\-]*([0-9][ ()+.\-]*){7,15})?$")]
    phone: Option<String>,
    /// Phone extension: up to 10 digits.
    #[schema(pattern = "^[0-9]{0,10}$")]
    phone_ext: Option<String>,
    /// Website: an http(s) address.
    #[schema(
        max_length = 2048,
        pattern = "^([Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][^\\s]*)?)?$"
    )]
    website: Option<String>,
    /// Website label.
    #[schema(max_length = 200)]
    website_desc: Option<String>,
    /// 10 Solvent, 20 Hazardous, 30 Insolvent, or null.
    #[serde(default)]
    #[schema(value_type = Option<i16>, example = 10, minimum = 10, maximum = 30, multiple_of = 10)]
    solvency_fk: Value,
    /// 1 Active or 0 Inactive; absent keeps the stored flag (a new company is Active).
    #[serde(default)]
    #[schema(value_type = Option<i16>, example = 1, minimum = 0, maximum = 1)]
    active: Value,
    /// The product types the company sells; absent or null leaves its products alone.
    products: Option<Vec<ProductChoice>>,
}

/// One product type the company sells (SPEC 7.3 `{active: 1, productTypeFk}`).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductChoice {
    /// 1 (sold) or 0 (an entry the SPA kept but no longer wants); absent means 1.
    #[serde(default)]
    #[schema(value_type = Option<i16>, example = 1, minimum = 0, maximum = 1)]
    active: Value,
    /// A product type's `productTypePk`.
    #[serde(default)]
    #[schema(value_type = i32, example = 1, minimum = 1)]
    product_type_fk: Value,
}

impl CompanySaveRequest {
    /// The `products[i].productTypeFk` field that lists `product_type_pk`, for messages.
    pub(crate) fn product_field(&self, product_type_pk: i32) -> String {
        let index = self.products.iter().flatten().position(|p| {
            whole_number("", &p.product_type_fk).ok().flatten() == Some(i64::from(product_type_pk))
        });
        format!("products[{}].productTypeFk", index.unwrap_or(0))
    }
}

impl TryFrom<&CompanySaveRequest> for CompanyInput {
    type Error = ApiError;

    fn try_from(req: &CompanySaveRequest) -> Result<CompanyInput, ApiError> {
        let text =
            |field: &str, value: &Option<String>| optional_text(field, value.clone(), MAX_TEXT);
        let company_pk = positive_id("companyPk", &req.company_pk)?;
        let company_name = required_text(
            "companyName",
            req.company_name.clone(),
            MAX_TEXT,
            "Enter the company's name.",
        )?;
        let co_code = match whole_number("coCode", &req.co_code)? {
            None => {
                return Err(ApiError::bad_field(
                    "coCode",
                    "Enter the company code (NAIC Cocode), a positive whole number.",
                ));
            }
            Some(number) => NaicCode::new(number).map_err(|e| field_refusal("coCode", e))?,
        };
        let state = checked("state", &req.state, StateCode::parse)?;
        let postal_code = checked("postalCode", &req.postal_code, ZipCode::parse)?;
        let phone = checked("phone", &req.phone, PhoneNumber::parse)?;
        let phone_ext = checked("phoneExt", &req.phone_ext, PhoneExtension::parse)?;
        let website = optional_text("website", req.website.clone(), Website::MAX_CHARS)?
            .map(|w| Website::parse(&w).map_err(|e| field_refusal("website", e)))
            .transpose()?;
        let solvency = match whole_number("solvencyFk", &req.solvency_fk)? {
            None => None,
            Some(code) => Some(
                i16::try_from(code)
                    .ok()
                    .and_then(|c| Solvency::from_code(c).ok())
                    .ok_or_else(|| ApiError::bad_field("solvencyFk", solvency_message(code)))?,
            ),
        };
        let active = match whole_number("active", &req.active)? {
            None => None,
            Some(code) => Some(active_flag("active", code)?),
        };
        Ok(CompanyInput {
            company_pk,
            company_name,
            co_code,
            address1: text("address1", &req.address1)?,
            address2: text("address2", &req.address2)?,
            address3: text("address3", &req.address3)?,
            city: text("city", &req.city)?,
            state,
            postal_code,
            phone,
            phone_ext,
            website,
            website_desc: text("websiteDesc", &req.website_desc)?,
            solvency,
            active,
            product_types: req
                .products
                .as_ref()
                .map(|p| product_types(p))
                .transpose()?,
        })
    }
}

/// The product types listed as sold (entries with active 0 are not sold).
fn product_types(products: &[ProductChoice]) -> Result<Vec<i32>, ApiError> {
    let mut types = Vec::new();
    for (i, product) in products.iter().enumerate() {
        let field = format!("products[{i}].productTypeFk");
        let type_pk = positive_id(&field, &product.product_type_fk)?.ok_or_else(|| {
            ApiError::bad_field(
                &field,
                format!("{field} is required: choose a product type."),
            )
        })?;
        let sold = match whole_number(&format!("products[{i}].active"), &product.active)? {
            None => true,
            Some(code) => active_flag(&format!("products[{i}].active"), code)?.is_active(),
        };
        if sold {
            types.push(type_pk);
        }
    }
    Ok(types)
}

/// `value` trimmed, `None` when blank, else read by `parse`; each refusal names `field`.
fn checked<T>(
    field: &str,
    value: &Option<String>,
    parse: impl Fn(&str) -> Result<T, FieldError>,
) -> Result<Option<T>, ApiError> {
    optional_text(field, value.clone(), MAX_TEXT)?
        .map(|text| parse(&text).map_err(|e| field_refusal(field, e)))
        .transpose()
}

fn active_flag(field: &str, code: i64) -> Result<CompanyActive, ApiError> {
    i16::try_from(code)
        .ok()
        .and_then(|c| CompanyActive::from_code(c).ok())
        .ok_or_else(|| {
            ApiError::bad_field(
                field,
                format!("{field} must be 1 (Active) or 0 (Inactive)."),
            )
        })
}

fn solvency_message(code: i64) -> String {
    format!(
        "{code} is not a solvency code: use 10 (Solvent), 20 (Hazardous) or 30 (Insolvent), or leave it empty."
    )
}
