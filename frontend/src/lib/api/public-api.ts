/**
 * The public API's response types, named. They are generated from the public-api's OpenAPI
 * document (`public-api.gen.ts`, `npm run gen:api`): never write an API type by hand.
 */
import type { components, operations } from './public-api.gen';

type Schemas = components['schemas'];

/** The name of a message a visitor can see (`messageCode` of an error answer); the catalogues translate each one. */
export type MessageCode = Schemas['MessageCode'];
/** The department's profile (`GET /site-profile`). */
export type SiteProfile = Schemas['SiteProfile'];
/** The department's postal address. */
export type PostalAddress = Schemas['PostalAddress'];
/** One phone line of the footer contact block. */
export type ContactPhone = Schemas['Phone'];
/** A county the plans are offered in (`GET /counties`). */
export type County = Schemas['CountyDto'];
/** A plan year open for comparison (an element of `GET /get-years`). */
export type CompareYear = operations['get_get_years']['responses'][200]['content']['application/json'][number];
/** One company's line of a publicly listed filing (an element of `GET /filings`). */
export type RateRow = Schemas['RateRowDto'];
/** A filing's status badge: text, colour and popover (SPEC 4.1). */
export type StateStatus = Schemas['StateStatusDto'];
/** The stable name of a known filing status (`stateStatus.statusCode`); the catalogues translate each one. */
export type FilingStatusCode = Schemas['FilingStatusCode'];
/** A type of insurance the site knows, by its rate-filing system code; the catalogues translate each one. */
export type TypeOfInsuranceCode = Schemas['TypeOfInsuranceCode'];
/** A market the site knows (a filing's market type or group market size); the catalogues translate each one. */
export type MarketTypeCode = Schemas['MarketTypeCode'];
/** A kind of group the site knows (a group filing's market type); the catalogues translate each one. */
export type GroupMarketTypeCode = Schemas['GroupMarketTypeCode'];
/** One company's rate figures in a filing; percents as numbers, null when unknown. */
export type CompanyRate = Schemas['CompanyRateDto'];
/** One company product and type of insurance with its public filings (`GET /company-products/{pk}`). */
export type CompanyProductRecord = Schemas['CompanyProductRecordDto'];
/** The Rate Page's answer (`GET /company-products/{a}/{b}/{c}/{d}`). */
export type SingleFiling = Schemas['SingleFilingDto'];
/** The one filing of a {@link SingleFiling}. */
export type FilingDetail = Schemas['FilingDetailDto'];
/** A filing's public comment period: open now or not, and when it closes. */
export type CommentPeriod = Schemas['CommentPeriodDto'];
/** A public attachment (pdf or xlsm), downloaded from `/attachments/{attachmentKey}`. */
export type Attachment = Schemas['AttachmentDto'];
/** A published comment on a filing. */
export type PublishedComment = Schemas['PublishedCommentDto'];
/** The body of `POST /comments`. */
export type CommentRequest = Schemas['CommentRequest'];
/** The answer to an accepted comment. */
export type CommentReceipt = Schemas['CommentReceiptDto'];
/** The body of `POST /comment-status`: a receipt code as typed. */
export type CommentStatusRequest = Schemas['CommentStatusRequest'];
/** A comment as its author sees it through its receipt code (`POST /comment-status`). */
export type CommentStatus = Schemas['CommentStatusDto'];
/** Where a comment stands for its author: awaiting_review, published or not_published. */
export type CommentState = Schemas['CommentStateCode'];
/** The filing a comment is about, with the keys of its Rate Page. */
export type CommentStatusFiling = Schemas['CommentStatusFilingDto'];
/** The compare dataset of one year (`GET /compare-plans/{year}`). */
export type CompareDataset = Schemas['CompareDataset'];
/** One plan choice in a county: a variant priced in one plan area. */
export type CompareEntry = Schemas['CompareEntry'];
/** A plan's name and product. */
export type ComparePlan = Schemas['ComparePlan'];
/** A plan priced in one plan area, with its premiums by rate key. */
export type ComparePlanArea = Schemas['ComparePlanArea'];
/** The cost sharing of one plan variant. */
export type CompareVariance = Schemas['CompareVariance'];
/** `GET /public-comments`: true while public commenting is allowed (SPEC 4.3). */
export type PublicCommentsAllowed =
  operations['get_public_comments']['responses'][200]['content']['application/json'];
/** `GET /getCurrentYear`: the plan year the department treats as current. */
export type CurrentYear = operations['get_getcurrentyear']['responses'][200]['content']['application/json'];
/** The catalogue of the open-data downloads (`GET /open-data`). */
export type OpenDataCatalogue = Schemas['OpenDataCatalogue'];
/** One data set of the catalogue: filings, comments or a year's plan premiums. */
export type OpenDataset = Schemas['CatalogueDataset'];
/** One file of a data set, in one format. */
export type OpenDataFile = Schemas['CatalogueFile'];
/** One column of a data set's dictionary. */
export type OpenDataColumn = Schemas['CatalogueColumn'];
/** A company product's rate history (`GET /company-products/{pk}/history`). */
export type RateHistory = Schemas['RateHistoryDto'];
/** The filings of one type of insurance in a {@link RateHistory}, oldest first: one chart. */
export type RateHistoryGroup = Schemas['RateHistoryTypeDto'];
/** One filing of a {@link RateHistoryGroup}: a point of the chart and a row of its table. */
export type RateHistoryFiling = Schemas['RateHistoryFilingDto'];
/** The quality-measure note and link in Spanish; '' where staff gave none (`GET /insurance-forms/quality-measure-spanish`). */
export type SpanishQualityMeasure = Schemas['SpanishMeasureDto'];
