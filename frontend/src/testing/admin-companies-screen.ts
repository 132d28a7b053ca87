/** Admin Companies under test (SPEC 2.13): opening it, reading its rows, capturing saves and uploads. */
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { CompanySaveRequest } from '@/lib/api/admin-api';
import { capturePostedBodies } from '@/testing/capture-posts';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { signInForTests } from '@/testing/staff-session';

export type View = Awaited<ReturnType<typeof openCompanies>>;

export const TABLE = { name: /Insurance companies/ };

export async function openCompanies(path = '/secured/companies') {
  signInForTests();
  const view = renderRoute(path);
  await screen.findByRole('table', TABLE);
  return view;
}

/** Records every `POST /api/companies` body; the default handler answers unless `answer` is given. */
export function captureSaves(answer?: () => Response | Promise<Response>) {
  return capturePostedBodies<CompanySaveRequest>('/api/companies', answer);
}

/**
 * Records every upload: the company key of its path and the names of its multipart form's
 * fields. (jsdom's File does not survive Node's fetch, so what was appended is watched too.)
 */
export function captureUploads(answer?: () => Response | Promise<Response>) {
  const uploads: { companyPk: string; fields: string[] }[] = [];
  server.use(
    http.post(api('/api/provider/upload/:companyPk'), async ({ request, params }) => {
      const form = await request.clone().formData();
      uploads.push({ companyPk: String(params.companyPk), fields: [...form.keys()] });
      return answer?.();
    }),
  );
  return uploads;
}

export function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table', TABLE)).getAllByRole('row').slice(1);
}

export const nameOf = (row: HTMLElement) => within(row).getAllByRole('cell')[0]?.firstChild?.textContent;
export const rowOf = (name: string) => bodyRows().find((row) => nameOf(row) === name) as HTMLElement;
export const names = () => bodyRows().map(nameOf);
export const tagsOf = (name: string) =>
  within(within(rowOf(name)).getAllByRole('cell')[2] as HTMLElement)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

export const xls = (name: string) => new File(['xls bytes'], name, { type: 'application/vnd.ms-excel' });

export async function openEditRates({ user }: View, company = 'Blue Lake Health Plan') {
  await user.click(screen.getByRole('button', { name: `Edit Rates ${company}` }));
  return screen.getByRole('dialog', { name: 'Rates template upload' });
}
