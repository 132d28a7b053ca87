import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { openCompanies, captureUploads, xls, openEditRates } from '@/testing/admin-companies-screen';
import { gate } from '@/testing/gate';
import { expectErrorAlert } from '@/testing/error-alert';

describe('Rates template upload dialog (SPEC 2.13, 5.4, 8)', () => {
  it("reads 'No file selected' until a .xls file is picked, then sends only that file as 'file'", async () => {
    const view = await openCompanies();
    const uploads = captureUploads();
    const appended = vi.spyOn(FormData.prototype, 'append');
    const editRates = screen.getByRole('button', { name: 'Edit Rates Blue Lake Health Plan' });
    const dialog = await openEditRates(view);

    expect(within(dialog).getByText('Use the form below to upload a .xls file.')).toBeInTheDocument();
    const picker = within(dialog).getByLabelText('Pick File');
    expect(picker).toHaveAttribute('type', 'file');
    // .xls (SPEC 2.13) and the other formats the server reads, said in the picker's description.
    expect(picker).toHaveAttribute('accept', '.xls,.xlsx,.xlsm,.ods');
    expect(picker).toHaveAccessibleDescription(/Accepted formats: \.xls, \.xlsx, \.xlsm or \.ods, at most 10 MB\./);
    expect(picker).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'No file selected' })).toBeDisabled();

    const chosen = xls('blue-lake-2027.xls');
    await view.user.upload(picker, [chosen, xls('second.xls')]);
    expect(within(dialog).getByText('blue-lake-2027.xls')).toBeInTheDocument();
    expect(within(dialog).queryByText('second.xls')).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit File' }));

    const loaded = await within(dialog).findByRole('status');
    expect(loaded).toHaveTextContent('Rates loaded');
    expect(loaded).toHaveTextContent(
      'Plan year 2027: 12 plans, 36 cost-sharing variants, 48 plan areas and 4,416 rates loaded.',
    );
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.companyPk).toBe('1');
    expect(uploads[0]?.fields).toEqual(['file']);
    expect(appended.mock.calls).toEqual([['file', chosen, 'blue-lake-2027.xls']]);
    appended.mockRestore();
    expect(within(dialog).getByRole('button', { name: 'No file selected' })).toBeDisabled();

    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editRates).toHaveFocus();
  });

  it("is busy while uploading, then shows 'Something went wrong' and the server's message, busy cleared", async () => {
    const view = await openCompanies();
    const message =
      "The rates template was not loaded and nothing was changed. Fix these 1 problems and upload it again:\nSheet 'Rates', row 14, column C (Age): '70' is not an age; use 0-14, 15 … 63 or '64 and over'.";
    const held = gate();
    captureUploads(async () => {
      await held.opened;
      return HttpResponse.json({ error: { code: 'bad_request', field: 'file', message } }, { status: 400 });
    });
    const dialog = await openEditRates(view);
    await view.user.upload(within(dialog).getByLabelText('Pick File'), xls('wrong-age.xls'));

    await view.user.click(within(dialog).getByRole('button', { name: 'Submit File' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading wrong-age.xls…');
    expect(within(dialog).getByRole('button', { name: 'Submit File' })).toBeDisabled();
    expect(within(dialog).getByRole('form')).toHaveAttribute('aria-busy', 'true');
    held.open();

    await expectErrorAlert("Sheet 'Rates', row 14, column C (Age): '70' is not an age", {
      title: 'Something went wrong',
      scope: dialog,
    });
    expect(within(dialog).getByRole('button', { name: 'Submit File' })).toBeEnabled();
    expect(within(dialog).getByRole('form')).toHaveAttribute('aria-busy', 'false');
  });
});
