//! `GET /api/filings/{filingId}/attachments/{attachmentKey}`: any file of a filing, for staff
//! (Filing Details, SPEC 2.12, lists them all). Beside SPEC 7.3, whose public attachment call
//! serves only pdf and xlsm files of publicly listed filings (SPEC 5.4); this one serves every
//! type, whatever the filing's status, and only to a signed-in Administrator. The bytes are
//! served as the public call serves them (`web::attachment_download`), but never cached.

use actix_web::http::header;
use actix_web::{HttpResponse, web};
use db::DbPool;
use db::attachment_store::AttachmentStore;
use service_kit::ApiError;
use service_kit::attachment_download::{self, NO_SUCH_ATTACHMENT};

use crate::auth::AdminUser;

/// Any file of the filing, for staff: typed by its extension and named in `Content-Disposition`.
#[utoipa::path(get, path = "/api/filings/{filingId}/attachments/{attachmentKey}", tag = "filings",
    params(("filingId" = i32, Path, minimum = 1, description = "Key of the filing"),
           ("attachmentKey" = String, Path, description = "The attachment's key (a UUID) from the filing's attachments")),
    responses(
        (status = 200, description = "The file, any type, typed by its extension (pdf, xlsm, else bytes); `Content-Disposition` names it; `Cache-Control: no-store`",
            content(("application/pdf"), ("application/vnd.ms-excel.sheet.macroEnabled.12"), ("application/octet-stream"))),
        (status = 400, description = "filingId is not a whole number", body = service_kit::error::ErrorEnvelope),
        (status = 404, description = "No such attachment of this filing (also for a key that is not a UUID)", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip(_admin, pool, store))]
pub async fn download(
    _admin: AdminUser,
    pool: web::Data<DbPool>,
    store: web::Data<dyn AttachmentStore>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (filing_id, key) = path.into_inner();
    let filing_id = crate::routes::path_key("filingId", "a filing", &filing_id)?;
    let key = attachment_download::parse_key(&key)?;
    let attachment = service_kit::db::run(&pool, move |conn| {
        db::queries::filings::attachment_of_filing(conn, filing_id, key)
    })
    .await?
    .ok_or_else(|| ApiError::NotFound(NO_SUCH_ATTACHMENT.into()))?;
    // Files that were never public (drafts, correspondence) stay out of every browser and
    // shared cache, as every staff answer does.
    let mut response = HttpResponse::Ok();
    response.insert_header((header::CACHE_CONTROL, "no-store"));
    attachment_download::stream(response, store.into_inner(), &attachment).await
}
