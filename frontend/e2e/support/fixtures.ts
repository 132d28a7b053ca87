// What every end-to-end test file imports instead of @playwright/test: `test` with the fixtures
// below, and `expect`.
//
// - Every page of every context a test opens is watched for problems no assertion would see
//   (uncaught exceptions, Content-Security-Policy refusals); a test that leaves any fails.
// - `adminPage` and `insurerPage`: a page of a context of its own, signed in as the demo
//   Administrator or insurer. Each worker signs each account in once, through the real dev
//   identity provider's form (support/staff-sign-in.ts), and every such page starts from a copy of
//   that session (cookies and local storage), as a returning staff member's browser does.
// - `newContext`: another clean context aimed at the site (a second person, another language),
//   watched the same way and closed after the test.
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { SITE_CONTEXT } from './browser';
import { signInAs, STAFF, type StaffAccount } from './staff-sign-in';

export { expect };

/** A signed-in browser's cookies and local storage, as `BrowserContext.storageState()` gives them. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Problems pages report that no assertion would see. */
class PageProblems {
  readonly found: string[] = [];

  /** Watches every page `context` has and will have. */
  watch(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  private watchPage(page: Page): void {
    page.on('pageerror', (error) => this.found.push(`Uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
        this.found.push(`CSP: ${message.text()}`);
      }
    });
  }
}

type TestFixtures = {
  /** Collects the problems of every page the test opens; fails the test after it if there are any. */
  pageProblems: PageProblems;
  /** Opens another clean context aimed at the site (options add to or replace SITE_CONTEXT's). */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** A page of a context of its own, signed in as `account`. */
  staffPage: (account: StaffAccount) => Promise<Page>;
  /** A page signed in as the demo Administrator (Dana Whitfield). */
  adminPage: Page;
  /** A page signed in as the demo insurer (Marcus Lee, Blue Lake Health Plan). */
  insurerPage: Page;
};

type WorkerFixtures = {
  /** A staff account's signed-in session, signed in once per worker through the dev identity provider. */
  staffSession: (account: StaffAccount) => Promise<StorageState>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  pageProblems: [
    async ({}, use) => {
      const problems = new PageProblems();
      await use(problems);
      expect(problems.found, 'errors reported by the page').toEqual([]);
    },
    { auto: true },
  ],

  context: async ({ context, pageProblems }, use) => {
    pageProblems.watch(context);
    await use(context);
  },

  newContext: async ({ browser, pageProblems }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ ...SITE_CONTEXT, ...options });
      opened.push(context);
      pageProblems.watch(context);
      return context;
    });
    for (const context of opened) await context.close();
  },

  staffSession: [
    async ({ browser }, use) => {
      const sessions = new Map<string, Promise<StorageState>>();
      const signIn = async (account: StaffAccount) => {
        const context = await browser.newContext(SITE_CONTEXT);
        try {
          await signInAs(await context.newPage(), account);
          return await context.storageState();
        } finally {
          await context.close();
        }
      };
      await use((account) => {
        if (!sessions.has(account.email)) sessions.set(account.email, signIn(account));
        return sessions.get(account.email)!;
      });
    },
    { scope: 'worker' },
  ],

  staffPage: async ({ newContext, staffSession, viewport }, use) => {
    await use(async (account) => {
      const context = await newContext({ storageState: await staffSession(account), viewport });
      return context.newPage();
    });
  },

  adminPage: async ({ staffPage }, use) => {
    await use(await staffPage(STAFF.administrator));
  },

  insurerPage: async ({ staffPage }, use) => {
    await use(await staffPage(STAFF.insurer));
  },
});
