import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportRun } from '@/lib/api/admin-api';
import { importRunsFixture, runningImportRunFixture } from '@/testing/mocks/admin-filings-fixtures';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { bodyRows, openFilings } from '@/testing/admin-filings-screen';

/** The staff member's clock: 10:05 AM on the day of the fixtures, wherever the tests run. */
const NOW = new Date(2026, 10, 20, 10, 5);

function historyAnswers(runs: ImportRun[]) {
  server.use(http.get(api('/api/import-runs'), () => HttpResponse.json(runs)));
}

/** The history as it shows once loaded. */
async function openHistory(): Promise<HTMLElement> {
  await openFilings();
  return screen.findByRole('table', { name: 'Import runs, newest first' });
}

/** The running run's line of progress, whose label names the bar. */
function progressLine(history: HTMLElement): HTMLElement {
  return within(history).getByText('Calls to SERFF').closest('p')!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Admin Filings: a running import says how far it has got', () => {
  it('shows the calls to SERFF made of about how many, when it should end, and a labelled bar', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    const expectedFinishAt = new Date(2026, 10, 20, 10, 42).toISOString();
    historyAnswers([{ ...runningImportRunFixture, expectedFinishAt }, ...importRunsFixture]);

    const history = await openHistory();

    // In words first, so nothing depends on seeing the bar (WCAG 1.4.1).
    const line = progressLine(history);
    expect(line).toHaveTextContent(/^Calls to SERFF: 123 of about 300 · expected to finish around 10:42\sAM$/);
    expect(within(line).getByText(/^10:42\sAM$/)).toHaveAttribute('datetime', expectedFinishAt);
    const bar = within(history).getByRole('progressbar', { name: 'Calls to SERFF' });
    expect(bar).toHaveAttribute('max', '300');
    expect(bar).toHaveAttribute('value', '123');
  });

  it('gives the date too when the run should end on another day', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    const expectedFinishAt = new Date(2026, 10, 21, 0, 10).toISOString();
    historyAnswers([{ ...runningImportRunFixture, callsMade: 1234, callsPlanned: 4100, expectedFinishAt }]);

    const history = await openHistory();

    expect(progressLine(history)).toHaveTextContent(
      /^Calls to SERFF: 1,234 of about 4,100 · expected to finish around 11\/21\/2026 at 12:10\sAM$/,
    );
  });

  it('shows only the calls made so far, and no bar, until the run can tell how many it needs', async () => {
    historyAnswers([{ ...runningImportRunFixture, callsPlanned: null, expectedFinishAt: null }]);

    const history = await openHistory();

    expect(within(history).getByText('Calls to SERFF so far: 123')).toBeInTheDocument();
    expect(within(history).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(history).queryByText(/expected to finish/)).not.toBeInTheDocument();
  });

  const queued: ImportRun = { ...runningImportRunFixture, status: 'queued', startedAt: null, callsMade: 0 };
  // As an admin API from before calls were counted answers, while the two are deployed in turn.
  const { callsPlanned: _planned, callsMade: _made, expectedFinishAt: _end, ...uncounted } = runningImportRunFixture;

  it.each([
    ['finished runs', importRunsFixture, 'Succeeded'],
    ['a queued run', [queued, ...importRunsFixture], 'Queued'],
    ['a running run the admin API gives no calls for', [uncounted], 'Running'],
  ])('shows nothing new for %s', async (_case, runs, latestStatus) => {
    historyAnswers(runs);

    const history = await openHistory();

    expect(bodyRows(history)[0]).toHaveTextContent(latestStatus);
    expect(within(history).queryByText(/Calls to SERFF/)).not.toBeInTheDocument();
    expect(within(history).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
