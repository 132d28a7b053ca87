// Measure Note Editor end to end (SPEC 2.14, 5.4, 7.3): as the administrator, save a new
// note and link, see them on the public Quality Measures page, and put the original ones back; and
// check WCAG 2.1 AA on the editor and its dialog.
import type { Page } from '@playwright/test';
import { AdminMeasuresPage } from './pages/admin-measures-page';
import { MeasuresPage } from './pages/measures-page';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { DESKTOP_AND_PHONE } from './support/layout';

/** The note and link as the public reads them now. */
async function readStored(): Promise<{ note: string; link: string }> {
  const read = async (what: string) => (await fetch(`${e2eConfig.baseUrl}/ws/insurance-forms/${what}`)).text();
  return { note: await read('quality-measure-note'), link: (await read('quality-measure-link')).trim() };
}

/**
 * Waits until the public API answers `expected`: it checks for new data every half second, so a
 * read right after a save may still be the old one.
 */
async function expectStoredOnceChanged(expected: { note: string; link: string }): Promise<void> {
  await expect.poll(readStored, { message: 'the note and link the public API answers', timeout: 10_000 }).toEqual(expected);
}

/**
 * Puts the original note and link back through the admin API with the page's own session (token
 * and XSRF cookie), as the editor sends them. The note's answer tells what is stored (the public
 * reads may be cached), so the link is sent only when it differs.
 */
async function restore(page: Page, original: { note: string; link: string }): Promise<void> {
  const problems = await page.evaluate(async ({ note, link }) => {
    const token = (JSON.parse(localStorage.getItem('oidcUser') ?? '{}') as { access_token?: string }).access_token;
    const xsrf = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1];
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    const base = '/ws/api/insurance-forms';
    const saved = await fetch(`${base}/quality-measure-note/${encodeURIComponent(note)}`, { method: 'POST', headers });
    if (!saved.ok) return [`note: ${saved.status} ${await saved.text()}`];
    const stored = (await saved.json()) as { link: string };
    if (stored.link === link) return [];
    const linked = await fetch(`${base}/quality-measure-link/${encodeURIComponent(link)}`, { method: 'POST', headers });
    return linked.ok ? [] : [`link: ${linked.status} ${await linked.text()}`];
  }, original);
  expect(problems, 'restoring the original note and link').toEqual([]);
}

type Spanish = { note: string; link: string };

/** The Spanish note and link as the public reads them now. */
async function readSpanish(): Promise<Spanish> {
  return (await (await fetch(`${e2eConfig.baseUrl}/ws/insurance-forms/quality-measure-spanish`)).json()) as Spanish;
}

/** Puts the original Spanish note and link back through the admin API with the page's own session. */
async function restoreSpanish(page: Page, original: Spanish): Promise<void> {
  const problem = await page.evaluate(async (body) => {
    const token = (JSON.parse(localStorage.getItem('oidcUser') ?? '{}') as { access_token?: string }).access_token;
    const xsrf = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1];
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    const saved = await fetch('/ws/api/insurance-forms/quality-measure-spanish', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return saved.ok ? null : `${saved.status} ${await saved.text()}`;
  }, original);
  expect(problem, 'restoring the original Spanish note and link').toBeNull();
}

/**
 * Opens /measures until it shows `note`: the public API sees a change once it notices the new
 * data generation (within half a second), and the gateway keeps its answer for a second.
 */
async function expectPublicNote(measures: MeasuresPage, note: string, chooseSpanish = false): Promise<void> {
  await expect(async () => {
    await measures.open();
    if (chooseSpanish) await measures.chooseLanguage('Español');
    await expect(measures.note).toHaveText(note, { useInnerText: true, timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe(`Measure Note Editor against ${e2eConfig.baseUrl}`, () => {
  test('saves a new note and link, shows them here and on the public /measures page, then restores the original', async ({
    adminPage: page,
  }) => {
    const editor = new AdminMeasuresPage(page);
    const original = await readStored();
    const stamp = Date.now();
    // Characters that must survive the trip in the path: slash, ampersand, question mark, hash, percent.
    const note = `E2E note ${stamp}: 4/5 plans & more? See #1 — 100% checked.`;
    const link = `https://insurance.lakeland.example/quality-report?run=${stamp}&lang=en`;
    await editor.open();
    try {
      await expect(editor.note).toHaveText(original.note.trim(), { useInnerText: true });

      await editor.save(note, link);

      await expect(editor.note).toHaveText(note, { useInnerText: true });
      await expect(editor.reportLink()).toHaveAttribute('href', link);
      await expectStoredOnceChanged({ note, link });

      const measures = new MeasuresPage(page);
      await expectPublicNote(measures, note);
      await expect(measures.card.getByRole('link', { name: /^See Report/ })).toHaveAttribute('href', link);
    } finally {
      await restore(page, original);
    }
    await expectStoredOnceChanged(original);
  });

  // The Spanish note and link, saved in the same dialog, are what a visitor
  // reading in Spanish sees on /measures; the English visitor still sees the English ones.
  test('saves a Spanish note and link that the public card shows in Spanish, then restores them', async ({ adminPage: page }) => {
    const editor = new AdminMeasuresPage(page);
    const original = await readStored();
    const originalSpanish = await readSpanish();
    const stamp = Date.now();
    const spanish = { note: `Nota de prueba ${stamp}: calificaciones de 1 a 5 estrellas.`, link: `https://insurance.lakeland.example/calidad?run=${stamp}` };
    await editor.open();
    const measures = new MeasuresPage(page, 'Medidas de calidad');
    try {
      await editor.save(original.note.trim(), original.link, spanish);
      await expect(editor.note).toHaveText(original.note.trim(), { useInnerText: true });

      // The first visit chooses Spanish; the site remembers it for the next ones.
      await expectPublicNote(measures, spanish.note, true);
      await expect(measures.card.getByRole('link', { name: /^Ver informe/ })).toHaveAttribute('href', spanish.link);
      for (const [width, height] of DESKTOP_AND_PHONE) {
        await page.setViewportSize({ width, height });
        await expectNoViolations(page, `/measures in Spanish at ${width} px`);
      }
    } finally {
      await measures.chooseLanguage('English').catch(() => undefined);
      await restoreSpanish(page, originalSpanish);
    }
  });

  test('also opens under /admin/edit-quality-measures, the dashboard button’s address (SPEC 2.1)', async ({ adminPage: page }) => {
    const editor = new AdminMeasuresPage(page);
    await editor.open('/admin/edit-quality-measures');
    await expect(editor.heading).toHaveCount(1);
  });

  for (const [width, height] of DESKTOP_AND_PHONE) {
    test.describe(`at ${width} px wide`, () => {
      test('has no WCAG 2.1 AA violations on the editor and its dialog', async ({ adminPage: page }) => {
        const editor = new AdminMeasuresPage(page);
        await page.setViewportSize({ width, height });
        await editor.open();

        await expectNoViolations(page, `/secured/edit-quality-measures at ${width} px`);
        await page.screenshot({ path: `/tmp/shots/admin-measures-${width}.png`, fullPage: width > 400 });

        await editor.editButton.click();
        await expect(editor.dialog).toBeVisible();
        // Show the link's error message too, without saving anything.
        await editor.linkField.fill('not a web address');
        await editor.saveButton.click();
        await expect(editor.dialog.getByText(/starting with https:\/\//)).toBeVisible();
        await expectNoViolations(page, `the Edit dialog at ${width} px`);
        await page.screenshot({ path: `/tmp/shots/admin-measures-dialog-${width}.png` });

        await page.keyboard.press('Escape');
        await expect(editor.dialog).toHaveCount(0);
        await expect(editor.editButton).toBeFocused();
      });
    });
  }
});
