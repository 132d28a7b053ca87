import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import { saveFile } from '@/lib/download-file';
import type { FilingAttachment } from '../types';

/**
 * `GET /api/filings/{filingId}/attachments/{attachmentKey}`: any file of a filing, for staff
 * (beside SPEC 7.3: the public attachment address serves only pdf and xlsm files of publicly
 * listed filings). Fetched with the bearer token, so it cannot be a plain link.
 */
export function getAttachmentFile(filingId: number, attachmentKey: string, signal?: AbortSignal): Promise<Blob> {
  return answerOf(
    adminApi.GET('/api/filings/{filingId}/attachments/{attachmentKey}', {
      params: { path: { filingId, attachmentKey } },
      parseAs: 'blob',
      signal,
    }),
  );
}

/** The name the file is saved as: the name as filed, with its real extension if the name lacks it. */
export function savedFileName({ name, fileExtension }: FilingAttachment): string {
  const extension = fileExtension.trim().replace(/^\./, '').toLowerCase();
  const fileName = name.trim() || 'attachment';
  if (!extension || fileName.toLowerCase().endsWith(`.${extension}`)) return fileName;
  return `${fileName}.${extension}`;
}

/**
 * Downloads one attachment of `filingId` and hands it to the person under its file name. A
 * download is an action, not data the screen shows, so it is a mutation: nothing is cached,
 * and its pending and error states belong to the control that started it.
 */
export function useDownloadAttachment(filingId: number, attachment: FilingAttachment) {
  return useMutation({
    mutationFn: async () => {
      const file = await getAttachmentFile(filingId, attachment.attachmentKey);
      saveFile(file, savedFileName(attachment));
    },
  });
}
