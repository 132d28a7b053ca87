//! Rate filings for staff (SPEC 2.11, 2.12, 7.3): every filing, including those the public
//! never sees ("Do Not Display"), with all attachments and all comments.

use actix_web::{HttpResponse, web};
use db::DbPool;
use db::queries::filings::{
    self, AdminAttachment, AdminFilingComment, AdminFilingCompany, AdminFilingDetail,
};
use serde::Serialize;
use service_kit::ApiError;
use service_kit::state_status::StateStatusDto;
use utoipa::ToSchema;

use crate::auth::AdminUser;

/// SPEC 3 "Admin filing row", with the first company and product for the table.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminFilingRowDto {
    /// Key of the filing.
    filing_id: i32,
    /// Rate-filing system tracking number.
    #[schema(example = "LKHP-134567890")]
    filing_serff_track_num: String,
    /// Submission date, YYYY-MM-DD.
    #[schema(format = Date, example = "2026-09-14")]
    submission_date: String,
    /// Market type, e.g. Individual.
    market: String,
    /// Display status, e.g. Under Review or Do Not Display.
    status: String,
    /// Status badge: the same text with its colour and popover (SPEC 4.1).
    state_status: StateStatusDto,
    /// The first company named in the filing; null when it names none.
    company_name: Option<String>,
    /// Product name as filed.
    product_name: String,
}

/// SPEC 3 "Filing (admin)": what Filing Details shows.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminFilingDto {
    /// Key of the filing.
    filing_id: i32,
    /// Product name as filed.
    product_name: String,
    /// The companies of the filing in filing order; Filing Details shows the first.
    filing_companies: Vec<FilingCompanyDto>,
    /// Type of insurance.
    toi: FilingToiDto,
    /// Market type.
    lah_market_type: String,
    /// Group market size; null for individual filings.
    lah_grp_market_size: Option<String>,
    /// Group market type; null for individual filings.
    lah_grp_market_type: Option<String>,
    /// Rate-filing system tracking number.
    filing_serff_track_num: String,
    /// Submission date, YYYY-MM-DD.
    #[schema(format = Date)]
    submission_date: String,
    /// Implementation date requested, YYYY-MM-DD.
    #[schema(format = Date)]
    eff_imp_date_req_new: Option<String>,
    /// Status badge (SPEC 4.1).
    state_status: StateStatusDto,
    /// Overall rate change of the filing, percent.
    lah_overall_rate_impact: Option<f64>,
    /// The insurer's own tracking number.
    comp_track_num: Option<String>,
    /// The first company's rate figures; all null when the filing names no company.
    company_rate: FilingCompanyRateDto,
    /// Every attachment, any file type, by description.
    attachments: Vec<FilingAttachmentDto>,
    /// Every comment, any status, oldest first.
    comments: Vec<FilingCommentDto>,
}

/// A company of a filing with its rate figures.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FilingCompanyDto {
    /// Key of the company.
    company_pk: i32,
    /// Its name.
    company_name: String,
    /// Overall rate change, percent.
    rate_overall_rate_impact: Option<f64>,
    /// Largest change, percent.
    rate_max_change: Option<f64>,
    /// Smallest change, percent.
    rate_min_change: Option<f64>,
    /// Number of policyholders affected.
    rate_aff_policy_holder: Option<i32>,
}

/// A type of insurance.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FilingToiDto {
    /// Key of the type of insurance.
    toi_id: i32,
    /// Its descriptor.
    name: String,
}

/// One company's rate figures (`companyRate`).
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FilingCompanyRateDto {
    /// Number of policyholders affected.
    rate_aff_policy_holder: Option<i32>,
    /// Largest change, percent.
    rate_max_change: Option<f64>,
    /// Smallest change, percent.
    rate_min_change: Option<f64>,
    /// Overall rate change, percent.
    rate_overall_rate_impact: Option<f64>,
}

/// SPEC 3 Attachment.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FilingAttachmentDto {
    /// Key of the file (`{apiBase}/attachments/{attachmentKey}` serves pdf and xlsm publicly).
    #[schema(format = Uuid)]
    attachment_key: String,
    /// File name as filed.
    name: String,
    /// Description.
    document_name: String,
    /// Lower-case extension.
    file_extension: String,
}

/// A comment on the filing, in any moderation state.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FilingCommentDto {
    /// Key of the comment.
    comment_key: i32,
    /// Its text.
    commentary: String,
    /// Submission date as MM/DD/YYYY (UTC).
    #[schema(example = "09/20/2026")]
    date_created_as_string: String,
    /// 0 Pending, 1 Published, 2 Rejected, 3 Posted.
    status: i16,
    /// The status's description.
    status_desc: String,
}

/// Every filing, whatever its status, newest submission first (SPEC 2.11 default sort).
#[utoipa::path(get, path = "/api/filings", tag = "filings",
    responses((status = 200, description = "Every filing, newest first", body = [AdminFilingRowDto]),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip_all)]
pub async fn list(_admin: AdminUser, pool: web::Data<DbPool>) -> Result<HttpResponse, ApiError> {
    let rows = service_kit::db::run(&pool, filings::list).await?;
    let body: Vec<AdminFilingRowDto> = rows
        .into_iter()
        .map(|(row, company_name)| AdminFilingRowDto {
            filing_id: row.filing_id,
            filing_serff_track_num: row.serff_tracking_num,
            submission_date: row.submission_date.to_string(),
            market: row.market_type,
            state_status: StateStatusDto::from_display(&row.display_status),
            status: row.display_status,
            company_name,
            product_name: row.product_name,
        })
        .collect();
    Ok(HttpResponse::Ok().json(body))
}

/// One filing as Filing Details shows it, whatever its status.
#[utoipa::path(get, path = "/api/filings/{filingId}", tag = "filings",
    params(("filingId" = i32, Path, minimum = 1, description = "Key of the filing")),
    responses((status = 200, description = "The filing", body = AdminFilingDto),
              (status = 400, description = "filingId is not a whole number", body = service_kit::error::ErrorEnvelope),
              (status = 404, description = "No data found.", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip(_admin, pool))]
pub async fn get(
    _admin: AdminUser,
    pool: web::Data<DbPool>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let filing_id = crate::routes::path_key("filingId", "a filing", &path)?;
    let detail = service_kit::db::run(&pool, move |conn| filings::detail(conn, filing_id))
        .await?
        .ok_or_else(|| ApiError::NotFound("No data found.".into()))?;
    Ok(HttpResponse::Ok().json(AdminFilingDto::from(detail)))
}

impl From<AdminFilingDetail> for AdminFilingDto {
    fn from(detail: AdminFilingDetail) -> AdminFilingDto {
        let AdminFilingDetail {
            filing,
            companies,
            attachments,
            comments,
        } = detail;
        let company_rate = companies.first().map(company_rate).unwrap_or_default();
        AdminFilingDto {
            filing_id: filing.filing_id,
            product_name: filing.product_name,
            filing_companies: companies.into_iter().map(FilingCompanyDto::from).collect(),
            toi: FilingToiDto {
                toi_id: filing.toi_id,
                name: filing.toi_name,
            },
            lah_market_type: filing.market_type,
            lah_grp_market_size: filing.grp_market_size,
            lah_grp_market_type: filing.grp_market_type,
            filing_serff_track_num: filing.serff_tracking_num,
            submission_date: filing.submission_date.to_string(),
            eff_imp_date_req_new: filing.requested_effective_date.map(|d| d.to_string()),
            state_status: StateStatusDto::from_display(&filing.display_status),
            lah_overall_rate_impact: filing.overall_rate_impact,
            comp_track_num: filing.company_tracking_num,
            company_rate,
            attachments: attachments
                .into_iter()
                .map(FilingAttachmentDto::from)
                .collect(),
            comments: comments.into_iter().map(FilingCommentDto::from).collect(),
        }
    }
}

fn company_rate(c: &AdminFilingCompany) -> FilingCompanyRateDto {
    FilingCompanyRateDto {
        rate_aff_policy_holder: c.policyholders_affected,
        rate_max_change: c.rate_max_change,
        rate_min_change: c.rate_min_change,
        rate_overall_rate_impact: c.overall_rate_impact,
    }
}

impl From<AdminFilingCompany> for FilingCompanyDto {
    fn from(c: AdminFilingCompany) -> FilingCompanyDto {
        FilingCompanyDto {
            company_pk: c.company_pk,
            company_name: c.company_name,
            rate_overall_rate_impact: c.overall_rate_impact,
            rate_max_change: c.rate_max_change,
            rate_min_change: c.rate_min_change,
            rate_aff_policy_holder: c.policyholders_affected,
        }
    }
}

impl From<AdminAttachment> for FilingAttachmentDto {
    fn from(a: AdminAttachment) -> FilingAttachmentDto {
        FilingAttachmentDto {
            attachment_key: a.attachment_key.to_string(),
            name: a.name,
            document_name: a.document_name,
            file_extension: a.file_extension,
        }
    }
}

impl From<AdminFilingComment> for FilingCommentDto {
    fn from(c: AdminFilingComment) -> FilingCommentDto {
        FilingCommentDto {
            comment_key: c.comment_key,
            commentary: c.commentary,
            date_created_as_string: domain::format_us_date(c.date_created.date_naive()),
            status: c.comment_status_code,
            status_desc: c.status_desc,
        }
    }
}
