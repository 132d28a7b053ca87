import { http, HttpResponse, type RequestHandler } from 'msw';
import { api } from './api';
import { blueLakeFixture, companiesFixture, productTypesFixture, ratesUploadResultFixture } from './admin-companies-fixtures';

/** The admin API's answers for Companies and File Upload (SPEC 2.13, 2.18): fixtures, no logic. */
export const adminCompaniesHandlers: RequestHandler[] = [
  http.get(api('/api/companies'), () => HttpResponse.json(companiesFixture)),
  http.get(api('/api/companies/product-types'), () => HttpResponse.json(productTypesFixture)),
  http.post(api('/api/companies'), () => HttpResponse.json(blueLakeFixture)),
  http.post(api('/api/provider/upload/:companyPk'), () => HttpResponse.json(ratesUploadResultFixture)),
];
