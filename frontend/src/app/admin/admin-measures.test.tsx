import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { holdAnswers } from '@/testing/gate';
import { qualityMeasureLinkFixture, qualityMeasureNoteFixture } from '@/testing/mocks/fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { newTabLinkName } from '@/testing/names';
import { renderRoute } from '@/testing/render-route';
import { signInForTests } from '@/testing/staff-session';
import { expectErrorAlert } from '@/testing/error-alert';

const NOTE_PATH = '/ws/api/insurance-forms/quality-measure-note/';
const LINK_PATH = '/ws/api/insurance-forms/quality-measure-link/';

async function openEditor(path = '/secured/edit-quality-measures') {
  signInForTests();
  const view = renderRoute(path);
  await screen.findByRole('button', { name: 'Edit' });
  return view;
}

/**
 * A backend that stores what is saved: the public reads answer the latest note and link, and
 * every save's raw path is recorded (the text travels URL-encoded in it, SPEC 7.3).
 */
function storingBackend() {
  const stored = { note: qualityMeasureNoteFixture, link: qualityMeasureLinkFixture };
  const saves: string[] = [];
  const answerStored = () => HttpResponse.json(stored);
  server.use(
    http.get(api('/insurance-forms/quality-measure-note'), () => HttpResponse.text(stored.note)),
    http.get(api('/insurance-forms/quality-measure-link'), () => HttpResponse.text(stored.link)),
    http.post(api('/api/insurance-forms/quality-measure-note/:note'), ({ request }) => {
      const raw = new URL(request.url).pathname;
      saves.push(raw);
      stored.note = decodeURIComponent(raw.slice(NOTE_PATH.length));
      return answerStored();
    }),
    http.post(api('/api/insurance-forms/quality-measure-link/:link'), ({ request }) => {
      const raw = new URL(request.url).pathname;
      saves.push(raw);
      stored.link = decodeURIComponent(raw.slice(LINK_PATH.length));
      return answerStored();
    }),
  );
  return { stored, saves };
}

const card = () => screen.getByRole('heading', { level: 2, name: 'Quality Measures' }).closest('li') as HTMLElement;

async function openDialog({ user }: Awaited<ReturnType<typeof openEditor>>) {
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  return screen.getByRole('dialog', { name: 'Edit Quality Measures Section' });
}

async function replace(user: Awaited<ReturnType<typeof openEditor>>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('Measure Note Editor (SPEC 2.14)', () => {
  it("shows 'Loading...' while the note and the link load", async () => {
    const held = holdAnswers('get', api('/insurance-forms/quality-measure-link'), () =>
      HttpResponse.text(qualityMeasureLinkFixture),
    );
    signInForTests();
    renderRoute('/secured/edit-quality-measures');

    expect(await screen.findByText('Loading...')).toHaveAttribute('role', 'status');
    held.open();
    await screen.findByRole('button', { name: 'Edit' });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows the heading with Edit, and the 'Quality Measures' card with the note and See Report", async () => {
    await openEditor();

    expect(screen.getByRole('heading', { level: 1, name: 'Quality Measures Section' })).toBeInTheDocument();
    expect(within(card()).getByText(/Quality ratings help you compare plans\.\s+Ratings are updated every year\./)).toBeInTheDocument();
    const report = within(card()).getByRole('link', { name: newTabLinkName('See Report') });
    expect(report).toHaveAttribute('href', qualityMeasureLinkFixture);
    expect(report).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(document.title).toBe('Health Insurance Rate Review - Quality Measures'));
  });

  it('also answers under /admin/edit-quality-measures (SPEC 2.1)', async () => {
    await openEditor('/admin/edit-quality-measures');
    expect(screen.getByRole('heading', { level: 1, name: 'Quality Measures Section' })).toBeInTheDocument();
  });

  it('opens the dialog with its text and the stored note and link, focus on the note', async () => {
    const view = await openEditor();
    const dialog = await openDialog(view);

    expect(dialog).toHaveAccessibleDescription('This text will appear in the section.');
    expect(within(dialog).getByLabelText('Note')).toHaveValue(qualityMeasureNoteFixture);
    expect(within(dialog).getByLabelText('Note')).toHaveFocus();
    expect(within(dialog).getByLabelText('Link')).toHaveValue(qualityMeasureLinkFixture);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('saves the note and then the link, each URL-encoded in the path (SPEC 5.4, 7.3), and shows them', async () => {
    const { saves } = storingBackend();
    const view = await openEditor();
    const dialog = await openDialog(view);
    const note = 'Ratings 2027: 5/5 stars & more? See #report';
    const link = 'https://insurance.lakeland.example/reports/quality 2027.pdf?year=2027&lang=en';
    await replace(view.user, within(dialog).getByLabelText('Note'), note);
    await replace(view.user, within(dialog).getByLabelText('Link'), link);
    expect(within(dialog).getByLabelText('Note')).toHaveValue(note);
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toEqual([`${NOTE_PATH}${encodeURIComponent(note)}`, `${LINK_PATH}${encodeURIComponent(link)}`]);
    expect(saves[0]).toContain('5%2F5%20stars%20%26%20more%3F%20See%20%23report');
    expect(within(card()).getByText(note)).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: newTabLinkName('See Report') })).toHaveAttribute('href', link);
    expect(screen.getByText('The quality measures section was saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('sends only the link when the note is empty, and only the note when the link is empty (SPEC 5.4)', async () => {
    const { saves } = storingBackend();
    const view = await openEditor();
    let dialog = await openDialog(view);
    await replace(view.user, within(dialog).getByLabelText('Note'), '');
    await replace(view.user, within(dialog).getByLabelText('Link'), 'https://example.gov/q');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toEqual([`${LINK_PATH}${encodeURIComponent('https://example.gov/q')}`]);

    dialog = await openDialog(view);
    await replace(view.user, within(dialog).getByLabelText('Note'), 'Only the note');
    await replace(view.user, within(dialog).getByLabelText('Link'), '');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves.slice(1)).toEqual([`${NOTE_PATH}Only%20the%20note`]);
    expect(within(card()).getByText('Only the note')).toBeInTheDocument();
  });

  it('shows the new note on the public Quality Measures page afterwards', async () => {
    storingBackend();
    signInForTests();
    const view = renderRoute('/measures');
    // The public page has read (and cached) the old note.
    expect(await screen.findByText(/Quality ratings help you compare plans/)).toBeInTheDocument();
    await view.router.navigate('/secured/edit-quality-measures');
    await screen.findByRole('button', { name: 'Edit' });
    const dialog = await openDialog(view);
    await replace(view.user, within(dialog).getByLabelText('Note'), 'A brand new note');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await view.router.navigate('/measures');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Quality Measures' });
    await waitFor(() => expect(heading.closest('li')).toHaveTextContent('A brand new note'));
  });

  it('asks for an http(s) address instead of saving another kind of link', async () => {
    const { saves } = storingBackend();
    const view = await openEditor();
    const dialog = await openDialog(view);
    await replace(view.user, within(dialog).getByLabelText('Link'), 'javascript:alert(1)');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const link = within(dialog).getByLabelText('Link');
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(/starting with https:\/\/ or http:\/\//);
    expect(saves).toEqual([]);
  });

  it("shows SPEC 8's message with the support desk when the save fails, keeping what was typed", async () => {
    server.use(
      http.post(api('/api/insurance-forms/quality-measure-note/:note'), () => apiError(503, 'unavailable', 'Down')),
    );
    const view = await openEditor();
    const dialog = await openDialog(view);
    await replace(view.user, within(dialog).getByLabelText('Note'), 'Unsaved note');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const heading = await within(dialog).findByRole('heading', { name: 'Something went wrong' });
    expect(heading.closest('.usa-alert')).toHaveTextContent(
      'There was an error trying to save the quality measure and link. Please try again or call ' +
        'the Consumer Services desk at (555) 010-4400.',
    );
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Unsaved note');
  });

  it('closes on Escape or Close without saving, returning focus to Edit', async () => {
    const { saves } = storingBackend();
    const view = await openEditor();
    let dialog = await openDialog(view);
    await replace(view.user, within(dialog).getByLabelText('Note'), 'Not kept');
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();

    dialog = await openDialog(view);
    expect(within(dialog).getByLabelText('Note')).toHaveValue(qualityMeasureNoteFixture);
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it("shows SPEC 8's generic error when the note cannot be loaded", async () => {
    server.use(http.get(api('/insurance-forms/quality-measure-note'), () => apiError(500, 'internal', 'boom')));
    signInForTests();
    renderRoute('/secured/edit-quality-measures');

    await expectErrorAlert('An error occurred. Please try again later.', { title: 'Something went wrong' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
