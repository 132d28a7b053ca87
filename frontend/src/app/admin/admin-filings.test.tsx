import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportRun } from '@/lib/api/admin-api';
import { gate } from '@/testing/gate';
import { importRunsFixture } from '@/testing/mocks/admin-filings-fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import {
  bodyRows,
  FAILURE_MESSAGE,
  FAILURE_TITLE,
  filingsTable,
  historyTable,
  manyFilings,
  openFilings,
  runCell,
  trackingNumbers,
} from '@/testing/admin-filings-screen';
import { renderRoute } from '@/testing/render-route';
import { signInForTests } from '@/testing/staff-session';
import { expectPublicHomeForInsurer } from '@/testing/staff-access';
import { expectErrorAlert } from '@/testing/error-alert';
import { confirmSwitchOff, switchOffQuestion } from '@/testing/confirm-switch-off';

describe('Admin Filings (SPEC 2.11)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the heading 'Filings', the import switch and the Run button named after the rate-filing system", async () => {
    await openFilings();

    expect(screen.getByRole('heading', { level: 1, name: 'Filings' })).toBeInTheDocument();
    expect(await screen.findByText('SERFF import is currently enabled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable Import' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run SERFF Import' })).toBeInTheDocument();
    // SPEC 2.2: the browser title ends with the route's page title.
    await waitFor(() => expect(document.title).toBe('Health Insurance Rate Review - Filings'));
  });

  it('shows the same screen under /admin/filings (SPEC 2.1)', async () => {
    await openFilings('/admin/filings');

    expect(screen.getByRole('heading', { level: 1, name: 'Filings' })).toBeInTheDocument();
  });

  describe('the import switch (SPEC 4.3, 7.3)', () => {
    it('switches the scheduled import off and on again, keeping focus on the button, with the XSRF header', async () => {
      const calls: { path: string; xsrf: string | null; bearer: string | null }[] = [];
      server.events.on('request:start', ({ request }) => {
        const path = new URL(request.url).pathname;
        if (path.startsWith(api('/api/serf-auto-run/'))) {
          calls.push({
            path,
            xsrf: request.headers.get('X-XSRF-TOKEN'),
            bearer: request.headers.get('Authorization'),
          });
        }
      });
      document.cookie = 'XSRF-TOKEN=xsrf-value; Path=/';
      const { user } = await openFilings();
      await screen.findByText('SERFF import is currently enabled.');

      await user.click(screen.getByRole('button', { name: 'Disable Import' }));
      await confirmSwitchOff(user, 'Yes, disable import');
      expect(await screen.findByText('SERFF import is currently disabled.')).toBeInTheDocument();
      const enable = screen.getByRole('button', { name: 'Enable Import' });
      expect(enable).toHaveFocus();

      await user.click(enable);
      expect(await screen.findByText('SERFF import is currently enabled.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Disable Import' })).toHaveFocus();

      server.events.removeAllListeners();
      expect(calls.map((call) => call.path)).toEqual([api('/api/serf-auto-run/disable'), api('/api/serf-auto-run/enable')]);
      for (const call of calls) {
        expect(call.xsrf).toBe('xsrf-value');
        expect(call.bearer).toMatch(/^Bearer .+/);
      }
    });

    it('asks before disabling the scheduled import, saying what changes for the public; Cancel changes nothing', async () => {
      const calls: string[] = [];
      server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
      const { user } = await openFilings();
      await screen.findByText('SERFF import is currently enabled.');

      await user.click(screen.getByRole('button', { name: 'Disable Import' }));
      const question = await switchOffQuestion();
      expect(question).toHaveTextContent(
        "New and changed filings stop reaching the public site until the import is enabled again or run by hand with 'Run SERFF Import'.",
      );
      await user.click(within(question).getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('SERFF import is currently enabled.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Disable Import' })).toHaveFocus();
      server.events.removeAllListeners();
      expect(calls).not.toContain(api('/api/serf-auto-run/disable'));
    });

    it('shows the state the server answered with, not the one asked for', async () => {
      server.use(http.get(api('/api/serf-auto-run/disable'), () => HttpResponse.json(true)));
      const { user } = await openFilings();
      await screen.findByText('SERFF import is currently enabled.');

      await user.click(screen.getByRole('button', { name: 'Disable Import' }));
      await confirmSwitchOff(user, 'Yes, disable import');

      await waitFor(() => expect(screen.getByText('SERFF import is currently enabled.')).toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Disable Import' })).toBeInTheDocument();
    });

    it('keeps the state and says something went wrong when switching fails (SPEC 8)', async () => {
      server.use(http.get(api('/api/serf-auto-run/disable'), () => apiError(503, 'unavailable', 'Database down.')));
      const { user } = await openFilings();
      await screen.findByText('SERFF import is currently enabled.');

      await user.click(screen.getByRole('button', { name: 'Disable Import' }));
      await confirmSwitchOff(user, 'Yes, disable import');

      await expectErrorAlert(FAILURE_MESSAGE, { title: FAILURE_TITLE });
      expect(screen.getByText('SERFF import is currently enabled.')).toBeInTheDocument();
    });

    it('says something went wrong when the state cannot be read (SPEC 8)', async () => {
      server.use(http.get(api('/api/serf-auto-run'), () => apiError(503, 'unavailable', 'Database down.')));
      await openFilings();

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(FAILURE_MESSAGE);
      expect(screen.queryByRole('button', { name: /^(Enable|Disable) Import$/ })).not.toBeInTheDocument();
      // Running an import by hand does not depend on the switch.
      expect(screen.getByRole('button', { name: 'Run SERFF Import' })).toBeInTheDocument();
    });
  });

  describe('Run import (SPEC 2.11, 8)', () => {
    it("queues a run, says 'Import has started successfully.' and shows the new run in the history", async () => {
      let queued = false;
      const queuedRun: ImportRun = {
        ...importRunsFixture[0]!,
        importRunId: 43,
        status: 'queued',
        queuedAt: '2026-11-21T09:00:00.000000Z',
        startedAt: null,
        finishedAt: null,
        newCount: 0,
        updatedCount: 0,
        unchangedCount: 0,
        failedCount: 0,
        errors: [],
        moreErrors: 0,
      };
      server.use(
        http.get(api('/api/serf-import'), () => {
          queued = true;
          return HttpResponse.json({ importRunId: 43, status: 'queued', queuedAt: queuedRun.queuedAt }, { status: 202 });
        }),
        http.get(api('/api/import-runs'), () =>
          HttpResponse.json(queued ? [queuedRun, ...importRunsFixture] : importRunsFixture),
        ),
      );
      const { user } = await openFilings();
      await screen.findByRole('table', { name: 'Import runs, newest first' });

      await user.click(screen.getByRole('button', { name: 'Run SERFF Import' }));

      const status = await screen.findByText('Import has started successfully.');
      expect(status.closest('[role="status"]')).not.toBeNull();
      // The new run takes the latest run's place; the history now holds three.
      await waitFor(() => expect(runCell(bodyRows(historyTable())[0]!, 'Status')).toHaveTextContent('Queued'));
      expect(screen.getByRole('button', { name: 'Show all 3 runs' })).toBeInTheDocument();
      expect(runCell(bodyRows(historyTable())[0]!, 'Finished')).toHaveTextContent('Not yet');
    });

    it("replaces 'Import has started successfully.' once the history shows that run ended", async () => {
      let queued = false;
      const endedRun: ImportRun = { ...importRunsFixture[0]!, importRunId: 43, status: 'succeeded' };
      server.use(
        http.get(api('/api/serf-import'), () => {
          queued = true;
          return HttpResponse.json({ importRunId: 43, status: 'queued', queuedAt: endedRun.queuedAt }, { status: 202 });
        }),
        // A quick run: it has ended by the time the history is read after the press.
        http.get(api('/api/import-runs'), () => HttpResponse.json(queued ? [endedRun, ...importRunsFixture] : importRunsFixture)),
      );
      const { user } = await openFilings();
      await screen.findByRole('table', { name: 'Import runs, newest first' });

      await user.click(screen.getByRole('button', { name: 'Run SERFF Import' }));

      const ended = await screen.findByText('The import has ended: the run history below shows what it brought in.');
      expect(ended.closest('[role="status"]')).not.toBeNull();
      expect(screen.queryByText('Import has started successfully.')).not.toBeInTheDocument();
    });

    it("shows the server's own message when a run is already queued or running (409)", async () => {
      const message = 'An import is already queued or running. Please wait for it to finish.';
      server.use(http.get(api('/api/serf-import'), () => apiError(409, 'conflict', message)));
      const { user } = await openFilings();

      await user.click(screen.getByRole('button', { name: 'Run SERFF Import' }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByText('Import has started successfully.')).not.toBeInTheDocument();
    });

    it('says something went wrong when the run cannot be queued for another reason (SPEC 8)', async () => {
      server.use(http.get(api('/api/serf-import'), () => apiError(503, 'unavailable', 'Database down.')));
      const { user } = await openFilings();

      await user.click(screen.getByRole('button', { name: 'Run SERFF Import' }));

      await expectErrorAlert(FAILURE_MESSAGE, { title: FAILURE_TITLE });
      expect(screen.queryByText('Database down.')).not.toBeInTheDocument();
    });

    it('sends one request however often the button is pressed while it is on its way', async () => {
      let requests = 0;
      const held = gate();
      server.use(
        http.get(api('/api/serf-import'), async () => {
          requests += 1;
          await held.opened;
          return HttpResponse.json({ importRunId: 43, status: 'queued', queuedAt: '2026-11-21T09:00:00Z' }, { status: 202 });
        }),
      );
      const { user } = await openFilings();
      const run = screen.getByRole('button', { name: 'Run SERFF Import' });

      await user.click(run);
      await user.click(run);
      held.open();

      await screen.findByText('Import has started successfully.');
      expect(requests).toBe(1);
    });
  });

  describe('the filings table (SPEC 2.11, 9)', () => {
    it('lists every filing newest first, its tracking number and Details button leading to its details', async () => {
      await openFilings();

      expect(trackingNumbers()).toEqual(['CWCR-131000201', 'BLHP-130008414', 'BLHP-130000077', 'HMIC-129000012']);
      expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
      expect(
        within(filingsTable())
          .getAllByRole('columnheader')
          .map((header) => header.textContent?.replace(/[↕▲▼]/g, '')),
      ).toEqual(['Filing Tracking Number', 'Date', 'Market', 'Status', 'Actions']);
      const [, blueLake] = bodyRows(filingsTable()) as [HTMLElement, HTMLElement];
      expect(within(blueLake).getByRole('link', { name: 'BLHP-130008414' })).toHaveAttribute('href', '/admin/filings/159');
      const details = within(blueLake).getByRole('link', { name: 'Details for filing BLHP-130008414' });
      expect(details).toHaveAttribute('href', '/admin/filings/159');
      expect(details).toHaveClass('usa-button');
      expect(within(blueLake).getByText('11/18/2026')).toBeInTheDocument();
      expect(within(blueLake).getByText('Group')).toBeInTheDocument();
      expect(within(blueLake).getByText('Submitted')).toBeInTheDocument();
      expect(screen.getByText('Showing 1–4 of 4 filings.')).toBeInTheDocument();
    });

    it('sorts oldest first when the Date header is pressed', async () => {
      const { user } = await openFilings();

      await user.click(screen.getByRole('button', { name: 'Date' }));

      expect(trackingNumbers()).toEqual(['HMIC-129000012', 'BLHP-130000077', 'BLHP-130008414', 'CWCR-131000201']);
    });

    it('filters by market and by status, several values at once, and shows all again', async () => {
      const { user } = await openFilings();
      const market = screen.getByRole('group', { name: /^Market ?filter$/ });
      const status = screen.getByRole('group', { name: /^Status ?filter$/ });
      // The statuses the filings have, A–Z.
      expect(within(status).getAllByRole('checkbox').map((box) => box.closest('div')?.textContent)).toEqual([
        'Accepted',
        'Do Not Display',
        'Submitted',
        'Under Review',
      ]);

      await user.click(within(market).getByRole('checkbox', { name: 'Group' }));
      expect(trackingNumbers()).toEqual(['BLHP-130008414']);

      await user.click(within(market).getByRole('checkbox', { name: 'Group' }));
      await user.click(within(status).getByRole('checkbox', { name: 'Accepted' }));
      await user.click(within(status).getByRole('checkbox', { name: 'Under Review' }));
      expect(trackingNumbers()).toEqual(['BLHP-130000077', 'HMIC-129000012']);
      expect(screen.getByText('Showing 1–2 of 2 matching filings (4 in all).')).toBeInTheDocument();

      await user.click(within(market).getByRole('checkbox', { name: 'Group' }));
      expect(screen.queryByRole('table', { name: /^Filings/ })).not.toBeInTheDocument();
      expect(screen.getByText('No filings match the chosen market and status.')).toBeInTheDocument();

      await user.click(within(status).getByRole('button', { name: 'Show all status values' }));
      await user.click(within(market).getByRole('button', { name: 'Show all market values' }));
      expect(trackingNumbers()).toHaveLength(4);
    });

    it('shows fifty filings a page, with page controls that say which page is shown', async () => {
      server.use(http.get(api('/api/filings'), () => HttpResponse.json(manyFilings(120))));
      const { user } = await openFilings();

      expect(bodyRows(filingsTable())).toHaveLength(50);
      expect(trackingNumbers()[0]).toBe('TEST-0120');
      expect(screen.getByText('Showing 1–50 of 120 filings.')).toBeInTheDocument();
      const pages = screen.getByRole('navigation', { name: 'Filings table pages' });
      expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      expect(within(pages).queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();

      await user.click(within(pages).getByRole('button', { name: 'Next page' }));
      expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      expect(trackingNumbers()[0]).toBe('TEST-0070');
      expect(screen.getByText('Showing 51–100 of 120 filings.')).toBeInTheDocument();

      await user.click(within(pages).getByRole('button', { name: 'Last page, page 3' }));
      expect(bodyRows(filingsTable())).toHaveLength(20);
      expect(within(pages).queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
      expect(screen.getByText('Showing 101–120 of 120 filings.')).toBeInTheDocument();

      // A filter starts again at the first page.
      const market = screen.getByRole('group', { name: /^Market ?filter$/ });
      await user.click(within(market).getByRole('checkbox', { name: 'Group' }));
      expect(screen.getByText('Showing 1–50 of 60 matching filings (120 in all).')).toBeInTheDocument();
    });

    it('shows the first, last and nearby page numbers of many pages, with gaps between', async () => {
      server.use(http.get(api('/api/filings'), () => HttpResponse.json(manyFilings(10_000))));
      const { user } = await openFilings();
      const pages = screen.getByRole('navigation', { name: 'Filings table pages' });
      const numbers = () =>
        within(pages)
          .getAllByRole('button', { name: /^(Last page, )?[Pp]age \d+$/ })
          .map((button) => button.textContent);

      expect(numbers()).toEqual(['1', '2', '3', '4', '5', '200']);
      await user.click(within(pages).getByRole('button', { name: 'Page 4' }));
      await user.click(within(pages).getByRole('button', { name: 'Page 5' }));
      expect(numbers()).toEqual(['1', '4', '5', '6', '200']);
      expect(within(pages).getAllByText('…')).toHaveLength(2);
    });

    it("counts one filing in the singular: 'of 1 filing.'", async () => {
      server.use(http.get(api('/api/filings'), () => HttpResponse.json(manyFilings(1))));
      await openFilings();

      expect(screen.getByText('Showing 1–1 of 1 filing.')).toBeInTheDocument();
    });

    it("counts one matching filing in the singular: 'of 1 matching filing (2 in all).'", async () => {
      server.use(http.get(api('/api/filings'), () => HttpResponse.json(manyFilings(2))));
      const { user } = await openFilings();

      await user.click(within(screen.getByRole('group', { name: /^Market ?filter$/ })).getByRole('checkbox', { name: 'Group' }));
      expect(screen.getByText('Showing 1–1 of 1 matching filing (2 in all).')).toBeInTheDocument();
    });

    it('says something went wrong when the filings cannot be loaded (SPEC 8)', async () => {
      server.use(http.get(api('/api/filings'), () => apiError(503, 'unavailable', 'Database down.')));
      signInForTests();
      renderRoute('/secured/filings');

      await expectErrorAlert(FAILURE_MESSAGE, { title: FAILURE_TITLE });
      await waitFor(() => expect(screen.queryByText('Loading the filings…')).not.toBeInTheDocument());
    });
  });

  it.each(['/secured/filings', '/admin/filings'])(
    'shows the public home in place of %s to an Insurance user (SPEC 6)',
    async (path) => {
      await expectPublicHomeForInsurer(path);
      expect(screen.queryByRole('heading', { name: 'Filings', level: 1 })).not.toBeInTheDocument();
    },
  );
});
