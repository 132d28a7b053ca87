/** The Companies and File Upload screens' types, from the admin API's contract (`@/lib/api/admin-api`). */
export type {
  AdminCompany,
  CompanyProduct,
  CompanySaveRequest,
  ProductType,
  RatesUploadForm,
  RatesUploadResult,
} from '@/lib/api/admin-api';
export type { RateRow } from '@/lib/api/public-api';

/** SPEC 3, 9: the solvency codes and how the Solvency select names them. */
export const SOLVENCY_OPTIONS = [
  { code: 10, label: 'Solvent' },
  { code: 20, label: 'Hazardous' },
  { code: 30, label: 'Insolvent' },
] as const;

/** SPEC 3, 9: the company active flag and how the Active select names it. */
export const ACTIVE_OPTIONS = [
  { code: 1, label: 'Active' },
  { code: 0, label: 'Inactive' },
] as const;

/** SPEC 2.13, 7.3: the static template staff download (served beside the SPA). */
export const RATES_TEMPLATE_HREF = `${import.meta.env.BASE_URL}rate_template.xls`;
