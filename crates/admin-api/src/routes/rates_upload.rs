//! `POST /api/provider/upload/{companyPk}`: a company's rates template replaces its plan-compare
//! data for the template's plan year (SPEC 2.13, 5.4, 7.3, 8 'Rates template upload fails';
//! `docs/rates-template.md`).

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, http::header, web};
use db::DbPool;
use db::queries::audit::{self, Change};
use db::queries::companies;
use db::queries::data_generation;
use db::queries::plans::{self, UploadRecord};
use diesel::Connection;
use futures_util::StreamExt;
use rates_template::{Checked, MAX_UPLOAD_BYTES, Problems};
use serde::Serialize;
use serde_json::json;
use service_kit::ApiError;
use utoipa::ToSchema;

use crate::auth::{RatesUploader, StaffUser};

/// The most the form's parts before the file may hold together. SPEC 7.3's form has only the
/// file; a browser sends nothing else, so this only stops a client that streams junk.
const OTHER_PARTS_MAX_BYTES: usize = 16 * 1024;

/// The multipart form of the upload (SPEC 7.3: one field `file`); it only describes the form
/// in the OpenAPI document, the handler reads the stream itself.
#[allow(dead_code)]
#[derive(Debug, ToSchema)]
pub struct RatesUploadForm {
    /// The filled rates template: .xls, .xlsx, .xlsm or .ods, at most 10 MB. Only the first
    /// file of the field is read.
    #[schema(value_type = String, format = Binary)]
    pub file: Vec<u8>,
}

/// What an accepted upload loaded: the company's plan-compare data for the year now.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RatesUploadResult {
    /// Key of the upload's history row.
    #[schema(example = 7)]
    pub upload_id: i32,
    /// The plan year loaded (the template's BusinessYear).
    #[schema(example = 2027)]
    pub plan_year: i16,
    /// Plans loaded.
    #[schema(example = 12)]
    pub plans: i64,
    /// Cost-sharing variants loaded.
    #[schema(example = 36)]
    pub variances: i64,
    /// Plan areas (plan × rating area) loaded.
    #[schema(example = 48)]
    pub plan_areas: i64,
    /// Rates loaded (92 per plan area).
    #[schema(example = 4416)]
    pub rates: i64,
}

/// The uploaded file.
struct Upload {
    name: String,
    bytes: Vec<u8>,
}

/// How the transaction ended.
enum Outcome {
    Loaded(RatesUploadResult),
    NoCompany,
    Refused(Problems),
}

/// Replaces the company's plans, variants, plan areas, counties and rates for the template's
/// plan year with the uploaded template's, in one transaction, and bumps the public data
/// generation. Any problem refuses the whole upload and changes nothing; the message lists
/// every problem by sheet, row and column, one per line.
#[utoipa::path(post, path = "/api/provider/upload/{companyPk}", tag = "companies",
    params(crate::auth::RatesUploader, ("companyPk" = i32, Path, description = "The company the template prices")),
    request_body(content = RatesUploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "Loaded; the company's data for the year now", body = RatesUploadResult),
        (status = 400, description = "Not a readable spreadsheet, over a limit, or problems in the template (one per line, by sheet, row and column); nothing changed", body = service_kit::error::ErrorEnvelope),
        (status = 404, description = "No company has this companyPk", body = service_kit::error::ErrorEnvelope),
        (status = 413, description = "The file is larger than 10 MB, or the form's other parts than 16 KB", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(company_pk = %path))]
pub async fn upload(
    uploader: RatesUploader,
    path: web::Path<i32>,
    req: HttpRequest,
    payload: Multipart,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let company_pk = path.into_inner();
    if !uploader.may_upload_for(company_pk) {
        return Err(ApiError::Forbidden(
            "You may upload rates only for your own company.".into(),
        ));
    }
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    // The form's boundaries and headers come on top of the file.
    if declared.is_some_and(|len| len > MAX_UPLOAD_BYTES + 64 * 1024) {
        return Err(too_large());
    }
    let file = read_file(payload).await?;
    let bytes = file.bytes;
    let checked = web::block(move || rates_template::read(&bytes))
        .await
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("template reader failed: {e}")))?
        .map_err(|refusal| ApiError::bad_field("file", refusal.message()))?;
    tracing::info!(
        plans = checked.plans.len(),
        plan_year = checked.plan_year,
        "rates template read"
    );
    let staff = uploader.staff;
    let name = file.name;
    let outcome = service_kit::db::run(&pool, move |conn| {
        conn.transaction(|conn| load(conn, &staff, company_pk, &checked, &name))
    })
    .await?;
    match outcome {
        Outcome::Loaded(result) => Ok(HttpResponse::Ok().json(result)),
        Outcome::NoCompany => Err(ApiError::NotFound("No data found.".into())),
        Outcome::Refused(problems) => Err(ApiError::bad_field("file", problems.message())),
    }
}

fn too_large() -> ApiError {
    ApiError::PayloadTooLarge(format!(
        "The file is larger than {} MB, the most a rates template upload may be. Delete unused sheets, rows and columns, or save it as .xlsx, and upload it again.",
        MAX_UPLOAD_BYTES / (1024 * 1024)
    ))
}

/// The first file of the form field `file`, at most [`MAX_UPLOAD_BYTES`]; the parts before it
/// at most [`OTHER_PARTS_MAX_BYTES`] together; parts after it are not read.
async fn read_file(mut payload: Multipart) -> Result<Upload, ApiError> {
    let malformed = || {
        ApiError::bad_field(
            "file",
            "The upload is not a multipart form with a file in the field 'file'. Choose the rates template and submit it again.",
        )
    };
    let mut other_bytes = 0usize;
    while let Some(field) = payload.next().await {
        let mut field = field.map_err(|_| malformed())?;
        if field.name() != Some("file") {
            // Read only to reach the file, and only so far: a client that streams a huge part
            // (or endless small ones) past the gateway is stopped, not read to its end.
            let part: String = field
                .name()
                .unwrap_or_default()
                .chars()
                .filter(|c| !c.is_control())
                .take(40)
                .collect();
            while let Some(chunk) = field.next().await {
                other_bytes += chunk.map_err(|_| malformed())?.len();
                if other_bytes > OTHER_PARTS_MAX_BYTES {
                    return Err(ApiError::PayloadTooLarge(format!(
                        "The upload form holds more than {} KB besides the file (at part '{part}'). Send only the rates template, in the form field 'file'.",
                        OTHER_PARTS_MAX_BYTES / 1024
                    )));
                }
            }
            continue;
        }
        let name = field
            .content_disposition()
            .and_then(|cd| cd.get_filename())
            .map(file_name)
            .unwrap_or_else(|| "rate_template".to_owned());
        let mut bytes = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|_| malformed())?;
            if bytes.len() + chunk.len() > MAX_UPLOAD_BYTES {
                return Err(too_large());
            }
            bytes.extend_from_slice(&chunk);
        }
        return Ok(Upload { name, bytes });
    }
    Err(ApiError::bad_field(
        "file",
        "Choose a rates template file to upload (form field 'file').",
    ))
}

/// The uploaded file's own name, without any folder, at most 200 characters.
fn file_name(raw: &str) -> String {
    let base = raw.rsplit(['/', '\\']).next().unwrap_or(raw).trim();
    let name: String = base.chars().filter(|c| !c.is_control()).take(200).collect();
    if name.is_empty() {
        "rate_template".to_owned()
    } else {
        name
    }
}

/// The transaction: lock the company, check the template against the database, replace the
/// year's data, record the upload, audit it and bump the generation.
fn load(
    conn: &mut diesel::PgConnection,
    staff: &StaffUser,
    company_pk: i32,
    checked: &Checked,
    file_name: &str,
) -> diesel::QueryResult<Outcome> {
    let Some(company) = companies::lock(conn, company_pk)? else {
        return Ok(Outcome::NoCompany);
    };
    let replacement = match rates_template::resolve(conn, &company, checked)? {
        Ok(replacement) => replacement,
        Err(problems) => return Ok(Outcome::Refused(problems)),
    };
    let before = plans::counts(conn, company_pk, replacement.compare_year_id)?;
    let after = plans::replace(conn, &replacement)?;
    let upload_id = plans::record_upload(
        conn,
        &UploadRecord {
            company_pk,
            compare_year_id: replacement.compare_year_id,
            file_name,
            uploaded_by: staff.user.user_pk,
            plans_loaded: i32::try_from(after.plans).unwrap_or(i32::MAX),
            rates_loaded: i32::try_from(after.rates).unwrap_or(i32::MAX),
        },
    )?;
    let plan_year = checked.plan_year;
    audit::record(
        conn,
        &staff.actor(),
        Change {
            action: "rates_template.upload",
            entity_type: "company",
            entity_id: Some(company_pk.to_string()),
            before: Some(json!({ "planYear": plan_year, "counts": before })),
            after: Some(
                json!({ "planYear": plan_year, "counts": after, "uploadId": upload_id, "fileName": file_name }),
            ),
        },
    )?;
    data_generation::bump(conn)?;
    Ok(Outcome::Loaded(RatesUploadResult {
        upload_id,
        plan_year,
        plans: after.plans,
        variances: after.variances,
        plan_areas: after.plan_areas,
        rates: after.rates,
    }))
}
