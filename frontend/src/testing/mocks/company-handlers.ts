import { http, HttpResponse, type RequestHandler } from 'msw';
import { api } from './api';
import { companyProductsFixture } from './company-fixtures';

/** The public API's answers for the Company Page (SPEC 2.8): fixtures, no logic. */
export const companyHandlers: RequestHandler[] = [
  http.get(api('/company-products/101'), () => HttpResponse.json(companyProductsFixture)),
];
