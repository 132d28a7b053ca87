import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SpanishQualityMeasure } from '@/lib/api/admin-api';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { signInForTests } from '@/testing/staff-session';

// The 'Edit Quality Measures Section' dialog also edits the Spanish note and
// link, saved through their own call beside SPEC 7.3's; the staff screen itself stays English.

/** A backend that keeps the Spanish pair and records each body saved. */
function spanishBackend(initial: SpanishQualityMeasure) {
  let stored = initial;
  const bodies: unknown[] = [];
  server.use(
    http.get(api('/api/insurance-forms/quality-measure-spanish'), () => HttpResponse.json(stored)),
    http.post(api('/api/insurance-forms/quality-measure-spanish'), async ({ request }) => {
      const body = (await request.json()) as SpanishQualityMeasure;
      bodies.push(body);
      stored = body;
      return HttpResponse.json(stored);
    }),
  );
  return bodies;
}

async function openDialog() {
  signInForTests();
  const { user } = renderRoute('/secured/edit-quality-measures');
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Edit Quality Measures Section' }) };
}

describe('Measure Note Editor: the Spanish note and link', () => {
  it('shows the stored Spanish note and link with hints that English is shown when they are empty', async () => {
    spanishBackend({ note: 'Las calificaciones le ayudan a comparar planes.', link: 'https://example.gov/es.pdf' });
    const { dialog } = await openDialog();

    const note = within(dialog).getByLabelText('Note in Spanish (optional)');
    const link = within(dialog).getByLabelText('Link in Spanish (optional)');
    expect(note).toHaveValue('Las calificaciones le ayudan a comparar planes.');
    expect(note).toHaveAccessibleDescription(/Left empty, they see the English note\./);
    expect(link).toHaveValue('https://example.gov/es.pdf');
    expect(link).toHaveAccessibleDescription(/Left empty, they get the English link\./);
  });

  it('saves the Spanish pair together with the English one, and clears it when emptied', async () => {
    const bodies = spanishBackend({ note: '', link: '' });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Note in Spanish (optional)'), 'Nota en español');
    await user.type(within(dialog).getByLabelText('Link in Spanish (optional)'), ' https://example.gov/es.pdf ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const again = screen.getByRole('dialog', { name: 'Edit Quality Measures Section' });
    expect(within(again).getByLabelText('Note in Spanish (optional)')).toHaveValue('Nota en español');
    await user.clear(within(again).getByLabelText('Note in Spanish (optional)'));
    await user.clear(within(again).getByLabelText('Link in Spanish (optional)'));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(bodies).toEqual([
      { note: 'Nota en español', link: 'https://example.gov/es.pdf' },
      { note: '', link: '' },
    ]);
  });

  it('refuses a Spanish link that is not an http(s) address before saving, focusing it', async () => {
    const bodies = spanishBackend({ note: '', link: '' });
    const { user, dialog } = await openDialog();
    const link = within(dialog).getByLabelText('Link in Spanish (optional)');
    await user.type(link, 'example.gov/es.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter the report’s full address, starting with https:// or http://.',
    );
    expect(link).toHaveFocus();
    expect(link).toBeInvalid();
    expect(bodies).toEqual([]);
  });
});
