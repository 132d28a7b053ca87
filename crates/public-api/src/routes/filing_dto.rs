//! JSON shapes of the rate-filing routes (SPEC 3): the latest rate row with its status badge
//! (SPEC 4.1) and company rate figures, and the single filing of the Rate Page (SPEC 2.9).

use bigdecimal::{BigDecimal, ToPrimitive};
use chrono::{DateTime, NaiveDate, Utc};
use db::queries::filings::{
    CompanyRateRow, PublicAttachment, PublicFilingPage, PublishedComment, RateRow,
};
use domain::{
    CommentPeriod, CommentStatus, FilingStatus, GroupMarketTypeCode, MarketTypeCode,
    TypeOfInsuranceCode, format_us_date,
};
use serde::Serialize;
use service_kit::state_status::StateStatusDto;
use service_kit::value_codes::{
    GroupMarketTypeCodeSchema, MarketTypeCodeSchema, TypeOfInsuranceCodeSchema,
};
use utoipa::ToSchema;
use uuid::Uuid;

/// One company's rate figures in a filing (`companyRate`); percents as numbers, null when unknown.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyRateDto {
    /// Overall rate change in percent, e.g. 7.5.
    rate_overall_rate_impact: Option<f64>,
    /// Largest change in percent.
    rate_max_change: Option<f64>,
    /// Smallest change in percent.
    rate_min_change: Option<f64>,
    /// Number of policyholders affected.
    rate_aff_policy_holder: Option<i32>,
}

impl CompanyRateDto {
    /// The figures as stored (`numeric` percents become JSON numbers).
    pub fn new(rate: &CompanyRateRow) -> CompanyRateDto {
        CompanyRateDto {
            rate_overall_rate_impact: percent(rate.overall_rate_impact.as_ref()),
            rate_max_change: percent(rate.rate_max_change.as_ref()),
            rate_min_change: percent(rate.rate_min_change.as_ref()),
            rate_aff_policy_holder: rate.policyholders_affected,
        }
    }
}

/// A stored `numeric(7, 3)` percent as a JSON number.
pub fn percent(value: Option<&BigDecimal>) -> Option<f64> {
    value.and_then(ToPrimitive::to_f64)
}

/// SPEC 3 "Latest rate row": one company's line of a publicly listed filing.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RateRowDto {
    /// The filing.
    filing_id: i32,
    /// The company product filed for (Company Page and Rate Page links).
    company_product_pk: i32,
    /// The company of this line.
    company_pk: i32,
    /// Its name.
    company_name: String,
    /// Type of insurance.
    toi_id: i32,
    /// Its descriptor (Insurance Type).
    toi_descriptor: String,
    /// Its code, for showing it in the reader's language; null for a type this site does not
    /// know, whose descriptor is shown as sent.
    #[schema(value_type = Option<TypeOfInsuranceCodeSchema>)]
    toi_code: Option<TypeOfInsuranceCode>,
    /// Product name as filed.
    product_name: String,
    /// Submission date, YYYY-MM-DD.
    submission_date: NaiveDate,
    /// Rate-filing system tracking number.
    filing_serff_track_num: String,
    /// Status badge.
    state_status: StateStatusDto,
    /// This company's rate figures.
    company_rate: CompanyRateDto,
    /// When the filing's 30-day public comment period closes (00:00 UTC of the submission date
    /// plus 30 days): a comment is accepted before this instant. Null when the filing is not
    /// Submitted, so no period runs. Whether it is still open is for the reader's clock to say.
    comment_period_closes_at: Option<DateTime<Utc>>,
}

impl From<RateRow> for RateRowDto {
    fn from(row: RateRow) -> RateRowDto {
        let status = FilingStatus::from_display(&row.display_status);
        let period = CommentPeriod::for_submission(&status, row.submission_date);
        RateRowDto {
            filing_id: row.filing_id,
            company_product_pk: row.company_product_pk,
            company_pk: row.company_pk,
            company_name: row.company_name,
            toi_id: row.toi_id,
            toi_code: TypeOfInsuranceCode::from_serff_code(&row.toi_code),
            toi_descriptor: row.toi_name,
            product_name: row.product_name,
            submission_date: row.submission_date,
            filing_serff_track_num: row.serff_tracking_num,
            state_status: StateStatusDto::from_status(&status),
            company_rate: CompanyRateDto::new(&row.company_rate),
            comment_period_closes_at: period.closes_at(),
        }
    }
}

/// SPEC 3 "Single filing": the Rate Page's answer.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SingleFilingDto {
    /// The company product's name (the page's "Product").
    product_name: String,
    /// Type-of-insurance descriptor.
    type_of_insurance: String,
    /// Its code, for showing it in the reader's language; null for a type this site does not
    /// know, whose descriptor is shown as sent.
    #[schema(value_type = Option<TypeOfInsuranceCodeSchema>)]
    type_of_insurance_code: Option<TypeOfInsuranceCode>,
    /// The requested company's name.
    company_name: String,
    /// Exactly one filing.
    filing_list: Vec<FilingDetailDto>,
}

/// One filing as the Rate Page shows it (SPEC 2.9).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FilingDetailDto {
    /// The filing.
    filing_id: i32,
    /// Product name as filed (the page's "Product Name").
    product_name: String,
    /// Market type, e.g. Individual.
    lah_market_type: String,
    /// Its code, for showing it in the reader's language; null for a market this site does not
    /// know, whose text is shown as sent.
    #[schema(value_type = Option<MarketTypeCodeSchema>)]
    lah_market_type_code: Option<MarketTypeCode>,
    /// Group market size; null for individual filings.
    lah_grp_market_size: Option<String>,
    /// Its code (a market: smallGroup, largeGroup), for showing it in the reader's language;
    /// null for individual filings and for a size this site does not know, whose text is shown
    /// as sent.
    #[schema(value_type = Option<MarketTypeCodeSchema>)]
    lah_grp_market_size_code: Option<MarketTypeCode>,
    /// Group market type; null for individual filings.
    lah_grp_market_type: Option<String>,
    /// Its code, for showing it in the reader's language; null for individual filings and for a
    /// kind of group this site does not know, whose text is shown as sent.
    #[schema(value_type = Option<GroupMarketTypeCodeSchema>)]
    lah_grp_market_type_code: Option<GroupMarketTypeCode>,
    /// Rate-filing system tracking number.
    filing_serff_track_num: String,
    /// Submission date, YYYY-MM-DD.
    submission_date: NaiveDate,
    /// Implementation date requested, YYYY-MM-DD.
    eff_imp_date_req_new: Option<NaiveDate>,
    /// Status badge.
    state_status: StateStatusDto,
    /// The insurer's own tracking number.
    comp_track_num: Option<String>,
    /// Overall rate change of the whole filing, percent.
    lah_overall_rate_impact: Option<f64>,
    /// The requested company's rate figures.
    company_rate: CompanyRateDto,
    /// Whether the public may comment now (SPEC 9: 30 days from submission while Submitted).
    comment_period: CommentPeriodDto,
    /// pdf and xlsm attachments by description (SPEC 5.4).
    attachments: Vec<AttachmentDto>,
    /// Published comments, oldest first (SPEC 4.2).
    comments: Vec<PublishedCommentDto>,
}

/// The public comment period of a filing (SPEC 9, issue 3).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommentPeriodDto {
    /// Whether a comment would be accepted now.
    open: bool,
    /// The day the period closes (submission date + 30 days; from 00:00 UTC on it comments are
    /// no longer accepted); null when the filing is not Submitted.
    closes_on: Option<NaiveDate>,
    /// The instant the period closes (00:00 UTC of `closesOn`): a comment is accepted before it.
    /// Null when the filing is not Submitted. `open` is as of when the answer was made, which a
    /// cached answer may predate; the closing instant holds whenever it is read.
    closes_at: Option<DateTime<Utc>>,
}

impl CommentPeriodDto {
    /// `period` as of `now`.
    pub fn new(period: &CommentPeriod, now: DateTime<Utc>) -> CommentPeriodDto {
        CommentPeriodDto {
            open: period.is_open_at(now),
            closes_on: period.closes_at().map(|at| at.date_naive()),
            closes_at: period.closes_at(),
        }
    }
}

/// SPEC 3 Attachment; the file is at `{apiBase}/attachments/{attachmentKey}`.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttachmentDto {
    /// Public key of the file.
    attachment_key: Uuid,
    /// File name as filed.
    name: String,
    /// Description.
    document_name: String,
    /// Lower-case extension: pdf or xlsm.
    file_extension: String,
}

/// A published comment: SPEC 3 Comment without anything staff-only (note, approver).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublishedCommentDto {
    /// The comment.
    comment_key: i32,
    /// Its text.
    commentary: String,
    /// When it was submitted (RFC 3339).
    date_created: DateTime<Utc>,
    /// Submission date as MM/DD/YYYY ("Published: {dateCreatedAsString}").
    date_created_as_string: String,
    /// Always 1 (Published).
    status: i16,
    /// Always "Published".
    status_desc: String,
}

impl SingleFilingDto {
    /// The Rate Page of `page`, with the comment period as of `now`.
    pub fn new(page: PublicFilingPage, now: DateTime<Utc>) -> SingleFilingDto {
        let PublicFilingPage {
            filing,
            attachments,
            comments,
        } = page;
        let line = filing.line;
        let status = FilingStatus::from_display(&filing.display_status);
        let period = CommentPeriod::for_submission(&status, line.submission_date);
        let detail = FilingDetailDto {
            filing_id: line.filing_id,
            product_name: line.product_name,
            lah_market_type_code: MarketTypeCode::from_stored(&line.market_type),
            lah_market_type: line.market_type,
            lah_grp_market_size_code: line
                .grp_market_size
                .as_deref()
                .and_then(MarketTypeCode::from_stored),
            lah_grp_market_size: line.grp_market_size,
            lah_grp_market_type_code: line
                .grp_market_type
                .as_deref()
                .and_then(GroupMarketTypeCode::from_stored),
            lah_grp_market_type: line.grp_market_type,
            filing_serff_track_num: line.serff_tracking_num,
            submission_date: line.submission_date,
            eff_imp_date_req_new: line.requested_effective_date,
            state_status: StateStatusDto::from_status(&status),
            comp_track_num: line.company_tracking_num,
            lah_overall_rate_impact: percent(line.overall_rate_impact.as_ref()),
            company_rate: CompanyRateDto::new(&filing.company_rate),
            comment_period: CommentPeriodDto::new(&period, now),
            attachments: attachments.into_iter().map(AttachmentDto::from).collect(),
            comments: comments
                .into_iter()
                .map(PublishedCommentDto::from)
                .collect(),
        };
        SingleFilingDto {
            product_name: filing.company_product_name,
            type_of_insurance_code: TypeOfInsuranceCode::from_serff_code(&filing.toi_code),
            type_of_insurance: filing.toi_name,
            company_name: filing.company_name,
            filing_list: vec![detail],
        }
    }
}

impl From<PublicAttachment> for AttachmentDto {
    fn from(a: PublicAttachment) -> AttachmentDto {
        AttachmentDto {
            attachment_key: a.attachment_key,
            name: a.name,
            document_name: a.document_name,
            file_extension: a.file_extension,
        }
    }
}

impl From<PublishedComment> for PublishedCommentDto {
    fn from(c: PublishedComment) -> PublishedCommentDto {
        let published = CommentStatus::Published;
        PublishedCommentDto {
            comment_key: c.comment_key,
            commentary: c.commentary,
            date_created: c.date_created,
            date_created_as_string: format_us_date(c.date_created.date_naive()),
            status: published.code(),
            status_desc: published.description().to_owned(),
        }
    }
}
