//! `GET /company-products/{companyProductPk}/history`: a company product's publicly
//! listed filings by type of insurance, oldest first, for the rate history charts of the Company
//! Page and Rate Page. Beside SPEC 7.2: its calls and shapes stay as they are. "Do Not Display"
//! filings never appear, as on the Company Page.

use std::collections::BTreeMap;

use actix_web::{HttpResponse, web};
use chrono::NaiveDate;
use db::DbPool;
use db::queries::companies::{self, ProductFiling, ProductHistory};
use domain::TypeOfInsuranceCode;
use serde::Serialize;
use service_kit::state_status::StateStatusDto;
use service_kit::value_codes::TypeOfInsuranceCodeSchema;
use utoipa::ToSchema;

use super::company_products::no_data;
use super::filing_dto::CompanyRateDto;
use super::path_key;

/// A company product's rate history: its filings per type of insurance.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RateHistoryDto {
    /// The product.
    company_product_pk: i32,
    /// The product's current name.
    product_name: String,
    /// The company owning the product.
    company_pk: i32,
    /// Its name.
    company_name: String,
    /// One entry per type of insurance the product has publicly listed filings in, by name;
    /// empty when it has none.
    types_of_insurance: Vec<RateHistoryTypeDto>,
}

/// The filings of one type of insurance: one chart.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RateHistoryTypeDto {
    /// Type of insurance.
    toi_id: i32,
    /// Its descriptor, e.g. "Individual Health".
    type_of_insurance: String,
    /// Its code, for showing it in the reader's language; null for a type this site does not
    /// know, whose descriptor is shown as sent.
    #[schema(value_type = Option<TypeOfInsuranceCodeSchema>)]
    type_of_insurance_code: Option<TypeOfInsuranceCode>,
    /// Its publicly listed filings, oldest submission first (then by tracking number and
    /// filing id); never empty.
    filings: Vec<RateHistoryFilingDto>,
}

/// One filing of the history: a point of the chart and a row of its table.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RateHistoryFilingDto {
    /// The filing.
    filing_id: i32,
    /// The company product filed for (Rate Page link).
    company_product_pk: i32,
    /// The company of this line (Rate Page link): the product's company when the filing names
    /// it, else the first company the filing names.
    company_pk: i32,
    /// Type of insurance (Rate Page link).
    toi_id: i32,
    /// Rate-filing system tracking number.
    filing_serff_track_num: String,
    /// Submission date, YYYY-MM-DD.
    submission_date: NaiveDate,
    /// Implementation date requested, YYYY-MM-DD; null when not given.
    eff_imp_date_req_new: Option<NaiveDate>,
    /// Status badge, as on Latest Rates and the Company Page.
    state_status: StateStatusDto,
    /// The company's rate figures, as on Latest Rates: `rateOverallRateImpact` is the requested
    /// overall change, `rateMinChange` and `rateMaxChange` its range; null when not given.
    company_rate: CompanyRateDto,
}

/// The rate history of a company product: each publicly listed filing with its requested
/// overall rate change, status and dates, grouped by type of insurance and oldest first.
#[utoipa::path(get, path = "/company-products/{companyProductPk}/history", tag = "companies",
    params(("companyProductPk" = i32, Path, minimum = 1, description = "The company product, a positive whole number")),
    responses((status = 200, description = "The product's rate history", body = RateHistoryDto),
              (status = 400, description = "The key is not a positive whole number; `field` names it", body = service_kit::error::ErrorEnvelope),
              (status = 404, description = "No such company product: No data found.", body = service_kit::error::ErrorEnvelope),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn history(
    pool: web::Data<DbPool>,
    path: web::Path<String>,
) -> Result<HttpResponse, service_kit::ApiError> {
    let company_product_pk = path_key("companyProductPk", &path, no_data)?;
    let history = service_kit::db::run(&pool, move |conn| {
        companies::product_history(conn, company_product_pk)
    })
    .await?
    .ok_or_else(|| service_kit::ApiError::NotFound(no_data()))?;
    Ok(HttpResponse::Ok().json(RateHistoryDto::from(history)))
}

impl From<ProductHistory> for RateHistoryDto {
    fn from(history: ProductHistory) -> RateHistoryDto {
        let ProductHistory {
            company,
            product,
            filings,
        } = history;
        // (type-of-insurance name, id, code) → filings, keeping their order (oldest first).
        let mut by_type: BTreeMap<(String, i32, String), Vec<RateHistoryFilingDto>> =
            BTreeMap::new();
        for filing in filings {
            let line = &filing.line;
            let key = (line.toi_name.clone(), line.toi_id, line.toi_code.clone());
            by_type
                .entry(key)
                .or_default()
                .push(RateHistoryFilingDto::from(filing));
        }
        RateHistoryDto {
            company_product_pk: product.company_product_pk,
            product_name: product.product_name,
            company_pk: company.company_pk,
            company_name: company.company_name,
            types_of_insurance: by_type
                .into_iter()
                .map(
                    |((type_of_insurance, toi_id, code), filings)| RateHistoryTypeDto {
                        toi_id,
                        type_of_insurance,
                        type_of_insurance_code: TypeOfInsuranceCode::from_serff_code(&code),
                        filings,
                    },
                )
                .collect(),
        }
    }
}

impl From<ProductFiling> for RateHistoryFilingDto {
    fn from(filing: ProductFiling) -> RateHistoryFilingDto {
        let line = filing.line;
        RateHistoryFilingDto {
            filing_id: line.filing_id,
            company_product_pk: line.company_product_pk,
            company_pk: line.company_pk,
            toi_id: line.toi_id,
            filing_serff_track_num: line.serff_tracking_num,
            submission_date: line.submission_date,
            eff_imp_date_req_new: filing.requested_effective_date,
            state_status: StateStatusDto::from_display(&line.display_status),
            company_rate: CompanyRateDto::new(&line.company_rate),
        }
    }
}
