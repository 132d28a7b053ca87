import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminCompareYear } from '@/lib/api/admin-api';
import { readCachedCompareDataset, writeCachedCompareDataset } from '@/lib/compare-dataset-cache';
import { adminCompareYearsFixture } from '@/testing/mocks/admin-comments-fixtures';
import { compareDatasetFixture } from '@/testing/mocks/compare-fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { signInForTests } from '@/testing/staff-session';
import { gate } from '@/testing/gate';
import { expectErrorAlert } from '@/testing/error-alert';

const COMPARE_YEARS_PATH = '/secured/compare-years';

const NOTICE =
  'Considerations: After changes to years, click "Reset Caches" - will cause compare rate slowness for several minutes.';
const RESET_STARTED =
  'Cache reset has stated. It may take a few minutes to complete.  Compare queries may be slow until it finishes.';

async function openCompareYears() {
  signInForTests();
  const view = renderRoute(COMPARE_YEARS_PATH);
  await screen.findByRole('table', { name: /^Compare years/ });
  return view;
}

/** A year's checkbox: 'Active' shows, '{year}' is visually hidden (jsdom drops the space between them). */
const activeBox = (year: number) => screen.getByRole('checkbox', { name: new RegExp(`^${year} ?Active$`) });

/** The element whose whole text is exactly `text`, white space included (SPEC 8's double space). */
const exactly = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

describe('Compare Years (SPEC 2.17, 4.5)', () => {
  it('shows the heading, the considerations notice word for word and the Reset Cache button', async () => {
    await openCompareYears();

    expect(screen.getByRole('heading', { level: 1, name: 'Compare Years' })).toBeInTheDocument();
    expect(screen.getByText(exactly(NOTICE))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Cache' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/ - Compare Years$/));
  });

  it('lists the years with columns Years and isActive, a checkbox per year', async () => {
    await openCompareYears();

    const table = screen.getByRole('table', { name: /^Compare years/ });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Years', 'isActive']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      adminCompareYearsFixture.map((record) => String(record.year)),
    );
    expect(activeBox(2027)).toBeChecked();
    expect(activeBox(2026)).toBeChecked();
    expect(activeBox(2025)).not.toBeChecked();
  });

  it('saves the whole record and shows the change at once, before the server answers (SPEC 4.5)', async () => {
    const held = gate();
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/api/update/compare-year'), async ({ request }) => {
        const body = (await request.json()) as AdminCompareYear;
        bodies.push(body);
        await held.opened;
        return HttpResponse.json(body);
      }),
    );
    const { user } = await openCompareYears();

    await user.click(activeBox(2026));

    expect(activeBox(2026)).not.toBeChecked();
    await waitFor(() => expect(bodies).toEqual([{ id: 2, year: 2026, active: false }]));
    held.open();
    // Once saved the list is read again; the fixture server still says active, as a real one would not.
    await waitFor(() => expect(activeBox(2026)).toBeChecked());
  });

  it('says once a year is saved what changed for Compare Plans', async () => {
    const { user } = await openCompareYears();

    await user.click(activeBox(2026));
    expect(await screen.findByText('Saved: 2026 is no longer offered on Compare Plans.')).toHaveAttribute('role', 'status');

    await user.click(activeBox(2025));
    expect(await screen.findByText('Saved: 2025 is now offered on Compare Plans.')).toHaveAttribute('role', 'status');
  });

  it("puts the checkbox back and shows 'Error' with the reason when the save fails", async () => {
    server.use(http.post(api('/api/update/compare-year'), () => apiError(409, 'conflict', 'The year exists already.')));
    const { user } = await openCompareYears();

    await user.click(activeBox(2025));

    await expectErrorAlert(/^ErrorSomething went wrong\. Please try again : The year exists already\.$/);
    expect(activeBox(2025)).not.toBeChecked();
  });

  it("shows 'Error' with the reason when the years cannot be loaded", async () => {
    server.use(http.get(api('/api/compare-years'), () => apiError(503, 'unavailable', 'Database unreachable.')));
    signInForTests();
    renderRoute(COMPARE_YEARS_PATH);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again : Database unreachable.');
  });

  describe('Reset Cache (SPEC 4.5)', () => {
    it('clears the remote cache, then the local one, shows the message, then warms each year in turn', async () => {
      await writeCachedCompareDataset(compareDatasetFixture(2027), Date.now());
      const steps: string[] = [];
      const warmHeld = gate();
      server.use(
        http.get(api('/api/clearCompareCache'), async () => {
          steps.push(`clear remote (local cache ${(await readCachedCompareDataset()) ? 'present' : 'empty'})`);
          return HttpResponse.json({ generation: 3, years: [] });
        }),
        http.get(api('/get-years'), async () => {
          steps.push(`years (local cache ${(await readCachedCompareDataset()) ? 'present' : 'empty'})`);
          await warmHeld.opened;
          return HttpResponse.json([2027, 2026]);
        }),
        http.get(api('/compare-plans/:year'), ({ params }) => {
          steps.push(`compare ${String(params.year)}`);
          return HttpResponse.json(compareDatasetFixture(Number(params.year)));
        }),
      );
      const { user } = await openCompareYears();

      await user.click(screen.getByRole('button', { name: 'Reset Cache' }));

      // The message is up while the cache is still being warmed.
      expect(await screen.findByRole('heading', { name: 'Reset Cache Started!' })).toBeInTheDocument();
      expect(screen.getByText(exactly(RESET_STARTED))).toBeInTheDocument();
      warmHeld.open();
      expect(await screen.findByText(/comparison has been asked for again/)).toBeInTheDocument();
      expect(steps).toEqual([
        'clear remote (local cache present)',
        'years (local cache empty)',
        'compare 2027',
        'compare 2026',
      ]);
      expect(await readCachedCompareDataset()).toBeNull();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("shows 'Error' with the reason, and no message, when the remote cache cannot be cleared", async () => {
      server.use(http.get(api('/api/clearCompareCache'), () => apiError(500, 'internal', 'The 2027 dataset is broken.')));
      const { user } = await openCompareYears();

      await user.click(screen.getByRole('button', { name: 'Reset Cache' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong. Please try again : The 2027 dataset is broken.');
      expect(screen.queryByRole('heading', { name: 'Reset Cache Started!' })).not.toBeInTheDocument();
    });

    it("shows 'Error' with the reason when warming a year fails", async () => {
      server.use(http.get(api('/compare-plans/:year'), () => apiError(503, 'unavailable', 'Try later.')));
      const { user } = await openCompareYears();

      await user.click(screen.getByRole('button', { name: 'Reset Cache' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong. Please try again : Try later.');
      expect(screen.getByRole('heading', { name: 'Reset Cache Started!' })).toBeInTheDocument();
    });

    it("shows 'Error' with the reason when the years cannot be fetched", async () => {
      server.use(http.get(api('/get-years'), () => apiError(503, 'unavailable', 'No years.')));
      const { user } = await openCompareYears();

      await user.click(screen.getByRole('button', { name: 'Reset Cache' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again : No years.');
    });

    it('runs once however often the button is pressed while it runs, and keeps focus on it', async () => {
      const held = gate();
      let clears = 0;
      server.use(
        http.get(api('/api/clearCompareCache'), async () => {
          clears += 1;
          await held.opened;
          return HttpResponse.json({ generation: 3, years: [] });
        }),
      );
      const { user } = await openCompareYears();
      const button = screen.getByRole('button', { name: 'Reset Cache' });

      await user.click(button);
      await user.click(button);
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveFocus();
      held.open();

      expect(await screen.findByRole('heading', { name: 'Reset Cache Started!' })).toBeInTheDocument();
      expect(clears).toBe(1);
    });
  });
});
