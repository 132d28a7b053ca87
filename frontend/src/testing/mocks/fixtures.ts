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
