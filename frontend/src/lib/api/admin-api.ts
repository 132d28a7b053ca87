/**
 * The admin API's types, named. They are generated from the admin-api's OpenAPI document
 * (`admin-api.gen.ts`, `npm run gen:api`): never write an API type by hand.
 */
import type { components } from './admin-api.gen';

type Schemas = components['schemas'];

/** The signed-in staff member (`GET /api/users/active`). */
export type CurrentUser = Schemas['CurrentUserDto'];
/** A staff user as the Users screen lists and edits them (`GET /api/users`). */
export type StaffUser = Schemas['UserDto'];
/** The body of `POST /api/users`. */
export type UserSaveRequest = Schemas['UserSaveRequest'];
/** Whether a staff account is tied to the sign-in it was first used with. */
export type SignInBinding = Schemas['SignInBindingDto'];
/** A staff user's role record (`userRole`). */
export type UserRole = Schemas['UserRoleDto'];

/** A line of the admin Filings table (`GET /api/filings`). */
export type AdminFilingRow = Schemas['AdminFilingRowDto'];
/** One filing as Filing Details shows it (`GET /api/filings/{filingId}`). */
export type AdminFiling = Schemas['AdminFilingDto'];
/** An attachment of a filing. */
export type FilingAttachment = Schemas['FilingAttachmentDto'];
/** A comment on a filing, in any moderation state. */
export type FilingComment = Schemas['FilingCommentDto'];
/** A company of a filing, with its rate figures. */
export type FilingCompany = Schemas['FilingCompanyDto'];
/** The answer to 'Run import now' (`GET /api/serf-import`). */
export type QueuedImport = Schemas['QueuedImportDto'];

/** A company (`GET /api/companies`). */
export type AdminCompany = Schemas['CompanyDto'];
/** A product of a company. */
export type CompanyProduct = Schemas['CompanyProductDto'];
/** The body of `POST /api/companies`. */
export type CompanySaveRequest = Schemas['CompanySaveRequest'];
/** A product type (`GET /api/companies/product-types`). */
export type ProductType = Schemas['ProductTypeDto'];
/**
 * The multipart body of `POST /api/provider/upload/{companyPk}`. Its `file` part is the file's bytes
 * (`format: binary`), which the generated type writes as a string.
 */
export type RatesUploadForm = Schemas['RatesUploadForm'];
/** What an accepted rates template upload loaded. */
export type RatesUploadResult = Schemas['RatesUploadResult'];

/** A public comment and its moderation (`GET /api/comments`). */
export type ModeratedComment = Schemas['CommentDto'];
/** The body of the moderation calls (approve, reject, mark posted). */
export type ModerationRequest = Schemas['ModerationRequest'];

/** The quality-measure note and link. */
export type QualityMeasure = Schemas['QualityMeasureDto'];
/** The quality-measure note and link in Spanish; '' where none is given (`/api/insurance-forms/quality-measure-spanish`). */
export type SpanishQualityMeasure = Schemas['SpanishMeasureDto'];

/** A compare year record (`GET /api/compare-years`). */
export type AdminCompareYear = Schemas['CompareYearDto'];
/** The body of `POST /api/update/compare-year`. */
export type CompareYearSaveRequest = Schemas['CompareYearSaveRequest'];
/** The answer to `GET /api/clearCompareCache`. */
export type ClearCacheResult = Schemas['ClearCacheDto'];
/** Where and how the app signs staff in (`GET /api/sign-in-settings`). */
export type SignInSettings = Schemas['SignInSettingsDto'];
/** One import from the rate-filing system, with its counts and errors (`GET /api/import-runs`). */
export type ImportRun = Schemas['ImportRunDto'];
/** A filing an import run could not take, and why. */
export type ImportRunError = Schemas['ImportRunErrorDto'];
