import { ComparePage } from './pages/compare-page';
import { SiteLayout } from './pages/site-layout';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';

// The tests of this file share nothing: they may run in different workers at once.
test.describe.configure({ mode: 'parallel' });

test.describe(`smoke test against ${e2eConfig.baseUrl}`, () => {
  test('lists the counties in the Location select of /compare', async ({ page }) => {
    const compare = new ComparePage(page);
    await compare.open();
    await compare.waitForLocations();

    const options = await compare.locationOptions();
    expect(options[0]).toBe('— Select a location —');
    for (const county of e2eConfig.expectedCounties) {
      expect(options, `Location options should include "${county}"`).toContain(county);
    }
    await expect(compare.layout.currentSubNavLink()).toHaveText('Compare Plans');
    // The new-tab hint is part of the link's name as the browser computes it.
    await expect(compare.layout.externalLink('Consumer Guide')).toHaveCount(1);
  });

  for (const [path, name] of [
    ['/', 'home'],
    ['/compare', 'compare'],
    ['/no-such-page', 'not found'],
  ] as const) {
    test(`has no WCAG 2.1 AA violations on ${path} (${name})`, async ({ page }) => {
      const layout = new SiteLayout(page);
      await layout.open(path);
      if (path === '/compare') await new ComparePage(page).waitForLocations();

      await expectNoViolations(page, path);
    });
  }

  test('downloads no staff-area code on the public pages', async ({ page }) => {
    // The staff area is split into chunks whose names say 'admin'; a public visit must not fetch them.
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
