import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportRun } from '@/lib/api/admin-api';
import { adminFilingRowsFixture, importRunsFixture } from '@/testing/mocks/admin-filings-fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { bodyRows, FAILURE_MESSAGE, filingsTable, historyTable, openFilings, runCell } from '@/testing/admin-filings-screen';

afterEach(() => {
  vi.useRealTimers();
});

describe('Admin Filings: import history', () => {
  it('lists the runs newest first with trigger, status, times and counts', async () => {
    const { user } = await openFilings();
    const table = await screen.findByRole('table', { name: 'Import runs, newest first' });
    await user.click(screen.getByRole('button', { name: 'Show all 2 runs' }));

    const [manual, scheduled] = bodyRows(table) as [HTMLElement, HTMLElement];
    expect(runCell(manual, 'Trigger')).toHaveTextContent('Manual (Dana Whitfield)');
    expect(runCell(manual, 'Status')).toHaveTextContent('Succeeded');
    expect(runCell(manual, 'Queued')).toHaveTextContent(/^Nov 20, 2026/);
    expect(within(runCell(manual, 'Queued')).getByText(/Nov 20, 2026/)).toHaveAttribute(
      'datetime',
      '2026-11-20T14:05:09.123456Z',
    );
    // Ended the day it was queued: only the time of day.
    expect(runCell(manual, 'Finished')).toHaveTextContent(/^\d{1,2}:\d{2}\s[AP]M$/);
    expect(['New', 'Updated', 'Unchanged', 'Failed'].map((column) => runCell(manual, column).textContent)).toEqual([
      '3',
      '5',
      '150',
      '2',
    ]);
    expect(runCell(scheduled, 'Trigger')).toHaveTextContent('Scheduled');
    expect(runCell(scheduled, 'Status')).toHaveTextContent('Failed');
  });

  it("keeps each run's errors behind a disclosure: the filings that failed and how many more", async () => {
    const { user } = await openFilings();
    await user.click(await screen.findByRole('button', { name: 'Show all 2 runs' }));
    const [manual, scheduled] = bodyRows(await screen.findByRole('table', { name: 'Import runs, newest first' })) as [
      HTMLElement,
      HTMLElement,
    ];

    const toggle = within(runCell(manual, 'Errors')).getByRole('button', { name: /^2 errors, run queued Nov 20, 2026/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const errors = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(errors).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toBeVisible();
    expect(within(errors).getByRole('listitem')).toHaveTextContent('LKHP-134567890: The filing names no company.');
    expect(within(errors).getByText('…and 1 more.')).toBeInTheDocument();

    await user.click(toggle);
    expect(errors).not.toBeVisible();

    const failed = within(runCell(scheduled, 'Errors')).getByRole('button', { name: /^1 error, / });
    await user.click(failed);
    expect(
      within(document.getElementById(failed.getAttribute('aria-controls')!)!).getByText(
        'The run failed: The rate-filing system could not be reached.',
      ),
    ).toBeVisible();
  });

  it('says None for a run without errors', async () => {
    const clean: ImportRun = { ...importRunsFixture[0]!, failedCount: 0, errors: [], moreErrors: 0 };
    server.use(http.get(api('/api/import-runs'), () => HttpResponse.json([clean])));
    await openFilings();

    const [run] = bodyRows(await screen.findByRole('table', { name: 'Import runs, newest first' }));
    expect(runCell(run!, 'Errors')).toHaveTextContent(/^None$/);
  });

  it('says so when no import has run yet', async () => {
    server.use(http.get(api('/api/import-runs'), () => HttpResponse.json([])));
    await openFilings();

    expect(await screen.findByText('No imports have run yet.')).toBeInTheDocument();
  });

  it('shows only the latest run, and all of them on request (25 run cards above the filings on phones)', async () => {
    const runs = Array.from({ length: 25 }, (_, index) => ({ ...importRunsFixture[0]!, importRunId: 100 - index }));
    server.use(http.get(api('/api/import-runs'), () => HttpResponse.json(runs)));
    const { user } = await openFilings();
    await screen.findByRole('table', { name: 'Import runs, newest first' });
    expect(bodyRows(historyTable())).toHaveLength(1);

    const more = screen.getByRole('button', { name: 'Show all 25 runs' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', historyTable().id);
    await user.click(more);

    expect(bodyRows(historyTable())).toHaveLength(25);
    const fewer = screen.getByRole('button', { name: 'Show the latest run only' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await user.click(fewer);
    expect(bodyRows(historyTable())).toHaveLength(1);
  });

  it('offers no history button while there is only one run', async () => {
    server.use(http.get(api('/api/import-runs'), () => HttpResponse.json(importRunsFixture.slice(0, 1))));
    await openFilings();

    expect(bodyRows(await screen.findByRole('table', { name: 'Import runs, newest first' }))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
  });

  it('reads the history again every few seconds while a run is active, then the filings it imported', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running: ImportRun = { ...importRunsFixture[0]!, status: 'running', finishedAt: null };
    let historyReads = 0;
    let filingsReads = 0;
    server.use(
      http.get(api('/api/import-runs'), () => {
        historyReads += 1;
        return HttpResponse.json(historyReads < 3 ? [running] : importRunsFixture);
      }),
      http.get(api('/api/filings'), () => {
        filingsReads += 1;
        return HttpResponse.json(adminFilingRowsFixture);
      }),
    );
    await openFilings();
    await waitFor(() => expect(runCell(bodyRows(historyTable())[0]!, 'Status')).toHaveTextContent('Running'));
    expect(filingsReads).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(historyReads).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(runCell(bodyRows(historyTable())[0]!, 'Status')).toHaveTextContent('Succeeded'));
    await waitFor(() => expect(filingsReads).toBe(2));

    // Nothing is active any more: no more reading.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(historyReads).toBe(3);
  });

  it('says something went wrong when the history cannot be read (SPEC 8)', async () => {
    server.use(http.get(api('/api/import-runs'), () => apiError(503, 'unavailable', 'Database down.')));
    await openFilings();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILURE_MESSAGE);
    // The filings are there all the same.
    expect(filingsTable()).toBeInTheDocument();
  });
});
