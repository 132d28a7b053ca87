/** The Rate Page under test (SPEC 2.9): opening it, reading its facts and attachments, the comment dialog. */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { SingleFiling } from '@/features/filing/types';
import { i18n } from '@/lib/i18n/i18n';
import { api } from '@/testing/mocks/handlers';
import { RATE_PAGE_NOW, RATE_PAGE_PATH, singleFilingFixture } from '@/testing/mocks/rate-page-fixtures';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';

export const FILING_API = api('/company-products/3/159/1/2');

/** The fixture's filing with some of its fields replaced. */
export function filingWith(changes: Partial<SingleFiling['filingList'][number]>): SingleFiling {
  const [filing] = singleFilingFixture.filingList;
  return { ...singleFilingFixture, filingList: [{ ...filing!, ...changes }] };
}

/** The market fields of an individual filing (the fixture's is a small group one). */
export const INDIVIDUAL_MARKET = {
  lahMarketType: 'Individual',
  lahMarketTypeCode: 'individual',
  lahGrpMarketSize: null,
  lahGrpMarketSizeCode: null,
  lahGrpMarketType: null,
  lahGrpMarketTypeCode: null,
} satisfies Partial<SingleFiling['filingList'][number]>;

export function answerFiling(filing: SingleFiling) {
  server.use(http.get(FILING_API, () => HttpResponse.json(filing)));
}

/**
 * Opens the Rate Page on {@link RATE_PAGE_NOW}: only the date is fixed (timers run as usual), so
 * the fixture's comment period is open whatever day the tests run. Waits for the page, in the
 * language shown.
 */
export async function openRatePage(path = RATE_PAGE_PATH) {
  vi.useFakeTimers({ toFake: ['Date'], now: RATE_PAGE_NOW });
  const view = renderRoute(path);
  // In the language shown: 'Product Information' in English.
  await screen.findByRole('heading', { level: 2, name: i18n.t('filing:ratePage.productInformation') });
  return view;
}

export { fact } from '@/testing/facts';
export { attachmentRows } from '@/testing/filing-card';

export const commentButton = () => screen.getByRole('button', { name: 'Comment' });

export async function openDialog(user: Awaited<ReturnType<typeof openRatePage>>['user']) {
  await user.click(commentButton());
  return screen.getByRole('dialog', { name: 'Type a comment' });
}
