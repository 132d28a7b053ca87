import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ComparePage } from './pages/compare-page';
import { SiteLayout } from './pages/site-layout';
import { formatViolations, scanWcag21AA } from './support/axe';
import { e2eConfig } from './support/config';
import { usePageSession } from './support/page-session';

describe(`smoke test against ${e2eConfig.baseUrl}`, () => {
  const session = usePageSession();
  let page: Page;
  beforeEach(() => {
    ({ page } = session);
  });

  it('lists the counties in the Location select of /compare', async () => {
    const compare = new ComparePage(page);
    await compare.open();
    await compare.waitForLocations();

    const options = await compare.locationOptions();
    expect(options[0]).toBe('— Select a location —');
    for (const county of e2eConfig.expectedCounties) {
      expect(options, `Location options should include "${county}"`).toContain(county);
    }
    await expect(compare.layout.currentSubNavLink().textContent()).resolves.toBe('Compare Plans');
    // The new-tab hint is part of the link's name as the browser computes it.
    await expect(compare.layout.externalLink('Consumer Guide').count()).resolves.toBe(1);
  });

  it.each([
    ['/', 'home'],
    ['/compare', 'compare'],
    ['/no-such-page', 'not found'],
  ])('has no WCAG 2.1 AA violations on %s (%s)', async (path) => {
    const layout = new SiteLayout(page);
    await layout.open(path);
    if (path === '/compare') await new ComparePage(page).waitForLocations();

    const violations = await scanWcag21AA(page);
    expect(violations, formatViolations(path, violations)).toEqual([]);
  });

  it('downloads no staff-area code on the public pages (issue 6)', async () => {
    // The staff area is split into chunks whose names say 'admin' (issue 7); a public visit must not fetch them.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const layout = new SiteLayout(page);
    for (const path of ['/', '/compare', '/measures', '/rates']) await layout.open(path);

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /admin|secured|oidc/i.test(script))).toEqual([]);
  });
});
