import type { RateRow } from '@/features/rates/types';
import type { SiteProfile } from '@/features/site-profile/types';

/** The shape of config/site-profile.json, as `GET /site-profile` answers it. */
export const siteProfileFixture: SiteProfile = {
  productTitle: 'Health Insurance Rate Review',
  siteTitle: 'Lakeland Health Insurance Transparency',
  stateName: 'Lakeland',
  departmentName: 'Lakeland Insurance Department',
  address: {
    street: '1200 Capitol Avenue, Suite 400',
    city: 'Harbor City',
    state: 'LK',
    postalCode: '55501',
  },
  phones: [
    { label: 'Consumer Services', number: '(555) 010-4400' },
    { label: 'Toll free', number: '(800) 555-0144' },
  ],
  email: 'rate.review@insurance.lakeland.example',
  supportDesk: 'the Consumer Services desk at (555) 010-4400',
  rateFilingSystemName: 'SERFF',
  openDataTerms:
    'Public records of the Lakeland Insurance Department: free to copy, share and reuse, with or without changes, for any purpose; please name the department as the source.',
  links: {
    consumerGuide: 'https://insurance.lakeland.example/consumers/health-reform-guide',
    news: 'https://insurance.lakeland.example/news',
    federalRateReview: 'https://ratereview.healthcare.gov',
    federalMarketplace: 'https://www.healthcare.gov',
    identityProfile: 'https://myprofile.lakeland.example',
  },
};

export const countiesFixture = [
  { id: 1, longName: 'Adams County' },
  { id: 2, longName: 'Baker County' },
  { id: 3, longName: 'Clearwater County' },
];

export const compareYearsFixture = [2027, 2026, 2025];

export const qualityMeasureNoteFixture =
  'Quality ratings help you compare plans.\nRatings are updated every year.';

export const qualityMeasureLinkFixture = 'https://insurance.lakeland.example/reports/quality-2026.pdf';

const SUBMITTED_POPOVER =
  'The insurance company has formally proposed a rate change but it has not yet completed the review process.';

/** Attachments of filing 159 (BLHP-130008414), which the Rate Page and Filing Details both list. */
export const rateTableAttachment = {
  attachmentKey: '82668076-4152-42aa-99cd-c42dffb24df6',
  name: 'BLHP Rate Table 2027.xlsm',
  documentName: 'Rate Table',
  fileExtension: 'xlsm',
};

export const actuarialMemorandumAttachment = {
  attachmentKey: 'daf243d6-7aaa-4450-b6f4-c6c0c727bc58',
  name: 'BLHP-130008414 Actuarial Memorandum.pdf',
  documentName: 'Actuarial Memorandum',
  fileExtension: 'pdf',
};

/** `GET /filings`: deliberately not in date order, so the table's own sort shows. */
export const latestRatesFixture: RateRow[] = [
  {
    filingId: 11,
    companyProductPk: 101,
    companyPk: 7,
    companyName: 'Blue Lake Health',
    toiId: 3,
    toiDescriptor: 'Individual Health',
    toiCode: null,
    productName: 'Blue Lake Silver',
    submissionDate: '2026-02-14',
    filingSerffTrackNum: 'BLHP-131000001',
    stateStatus: { displayStatus: 'Submitted', statusCode: 'submitted', colour: 'blue', popover: SUBMITTED_POPOVER },
    companyRate: { rateOverallRateImpact: 7.5, rateMaxChange: 9.1, rateMinChange: 2, rateAffPolicyHolder: 1200 },
    // Submitted on 02/14/2026: the 30-day period closes at 00:00 UTC on 03/16/2026.
    commentPeriodClosesAt: '2026-03-16T00:00:00Z',
  },
  {
    filingId: 12,
    companyProductPk: 102,
    companyPk: 8,
    companyName: 'Harbor Mutual',
    toiId: 4,
    toiDescriptor: 'Small Group Health',
    toiCode: null,
    productName: 'Harbor Gold',
    submissionDate: '2026-05-02',
    filingSerffTrackNum: 'HRBM-131000002',
    stateStatus: { displayStatus: 'Do Not Display', statusCode: 'do_not_display', colour: 'gray', popover: null },
    companyRate: { rateOverallRateImpact: -2.25, rateMaxChange: null, rateMinChange: null, rateAffPolicyHolder: null },
    commentPeriodClosesAt: null,
  },
  {
    filingId: 13,
    companyProductPk: 103,
    companyPk: 9,
    companyName: 'Clearwater Care',
    toiId: 5,
    toiDescriptor: 'Individual Health - Major Medical',
    toiCode: 'H16I',
    productName: 'Clearwater Bronze',
    submissionDate: '2025-11-30',
    filingSerffTrackNum: 'CLWC-131000003',
    stateStatus: { displayStatus: 'Accepted', statusCode: 'accepted', colour: 'green', popover: 'The Insurance Department completed the rate review process.' },
    companyRate: { rateOverallRateImpact: 0, rateMaxChange: 0, rateMinChange: 0, rateAffPolicyHolder: 40 },
    commentPeriodClosesAt: null,
  },
];
