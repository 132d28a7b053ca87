import { http, HttpResponse } from 'msw';
import { api } from './api';
import {
  compareYearsFixture,
  countiesFixture,
  latestRatesFixture,
  qualityMeasureLinkFixture,
  qualityMeasureNoteFixture,
  siteProfileFixture,
} from './fixtures';
import { adminCommentsHandlers } from './admin-comments-handlers';
import { adminCompaniesHandlers } from './admin-companies-handlers';
import { adminFilingsHandlers } from './admin-filings-handlers';
import { adminSessionHandlers } from './admin-session-handlers';
import { adminUsersHandlers } from './admin-users-handlers';
import { commentStatusHandlers } from './comment-status-handlers';
import { companyHandlers } from './company-handlers';
import { compareHandlers } from './compare-handlers';
import { openDataHandlers } from './open-data-handlers';
import { rateHistoryHandlers } from './rate-history-handlers';
import { ratePageHandlers } from './rate-page-handlers';

/** The public API's answers for a healthy backend: fixtures, no logic. */
export const handlers = [
  http.get(api('/site-profile'), () => HttpResponse.json(siteProfileFixture)),
  http.get(api('/counties'), () => HttpResponse.json(countiesFixture)),
  http.get(api('/get-years'), () => HttpResponse.json(compareYearsFixture)),
  http.get(api('/filings'), () => HttpResponse.json(latestRatesFixture)),
  http.get(api('/insurance-forms/quality-measure-note'), () => HttpResponse.text(qualityMeasureNoteFixture)),
  http.get(api('/insurance-forms/quality-measure-link'), () => HttpResponse.text(qualityMeasureLinkFixture)),
  http.get(api('/insurance-forms/quality-measure-spanish'), () => HttpResponse.json({ note: '', link: '' })),
  ...compareHandlers,
  ...companyHandlers,
  ...ratePageHandlers,
  ...rateHistoryHandlers,
  ...openDataHandlers,
  ...commentStatusHandlers,
  ...adminSessionHandlers,
  ...adminFilingsHandlers,
  ...adminCompaniesHandlers,
  ...adminUsersHandlers,
  ...adminCommentsHandlers,
];

export { api, apiError } from './api';
