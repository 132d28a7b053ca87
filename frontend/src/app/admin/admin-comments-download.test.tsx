import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openComments } from '@/testing/admin-comments-screen';
import { captureBlobDownloads } from '@/testing/downloads';

describe('Admin Comments (SPEC 2.16)', () => {
  describe('Download comments (SPEC 2.16, 9)', () => {
    it('downloads the listed comments as a CSV file through a Blob URL', async () => {
      const { blobs, downloads } = captureBlobDownloads('blob:comments');
      const { user } = await openComments();

      await user.click(screen.getByRole('button', { name: 'Download comments' }));

      expect(downloads).toEqual([
        { href: 'blob:comments', name: expect.stringMatching(/^comments-\d{4}-\d{2}-\d{2}\.csv$/) },
      ]);
      expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
      const lines = (await blobs[0]!.text()).split('\r\n');
      expect(lines[0]).toBe('Comment,Date,Status,SERFF Tracking Number');
      // In the table's order; quotes doubled; a line break stays inside its quotes; formulas defused.
      expect(lines.slice(1)).toEqual([
        '"Please explain ""trend"" in plain words.\nThank you.","01/02/2027 09:00 AM","Published","HRBM-131000002"',
        `"'=HYPERLINK(""http://evil.example"",""Click me"")","01/02/2027 12:30 AM","Rejected","BLHP-130008414"`,
        '"The increase is too steep for retirees on a fixed income.","12/31/2026 11:00 PM","Pending","BLHP-130008414"',
        '"My premium went up last year as well.","02/01/2026 10:00 AM","Pending","CLWC-131000003"',
        '',
      ]);
      await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:comments'));
    });

    it('downloads only what the Status filter lets through', async () => {
      const { blobs } = captureBlobDownloads('blob:comments');
      const { user } = await openComments();

      await user.click(within(screen.getByRole('group', { name: /Status/ })).getByRole('checkbox', { name: 'Published' }));
      await user.click(screen.getByRole('button', { name: 'Download comments' }));

      const lines = (await blobs[0]!.text()).trimEnd().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/"Published","HRBM-131000002"$/);
    });
  });
});
