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
import { companyHandlers } from './company-handlers';
import { compareHandlers } from './compare-handlers';
import { ratePageHandlers } from './rate-page-handlers';

/** The public API's answers for a healthy backend: fixtures, no logic. */
export const handlers = [
  http.get(api('/site-profile'), () => HttpResponse.json(siteProfileFixture)),
  http.get(api('/counties'), () => HttpResponse.json(countiesFixture)),
  http.get(api('/get-years'), () => HttpResponse.json(compareYearsFixture)),
  http.get(api('/filings'), () => HttpResponse.json(latestRatesFixture)),
  http.get(api('/insurance-forms/quality-measure-note'), () => HttpResponse.text(qualityMeasureNoteFixture)),
  http.get(api('/insurance-forms/quality-measure-link'), () => HttpResponse.text(qualityMeasureLinkFixture)),
  ...compareHandlers,
  ...companyHandlers,
  ...ratePageHandlers,
];

export { api, apiError } from './api';
