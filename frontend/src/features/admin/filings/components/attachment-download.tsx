import { ApiError } from '@/lib/api-client';
import { useDownloadAttachment } from '../api/download-attachment';
import type { FilingAttachment } from '../types';
import styles from './filing-details.module.css';

type AttachmentDownloadProps = {
  filingId: number;
  attachment: FilingAttachment;
};

/**
 * The Filename cell of Filing Details (SPEC 2.12): every file, of any type, downloads through
 * the admin API. A button styled as a link (it starts an action, not a navigation), named
 * 'Download {file name}'; a failure is said next to it, with the server's words when it sent
 * some (no such file, sign in again).
 */
export function AttachmentDownload({ filingId, attachment }: AttachmentDownloadProps) {
  const download = useDownloadAttachment(filingId, attachment);
  return (
    <>
      <button
        type="button"
        className={`usa-button usa-button--unstyled ${styles.download}`}
        aria-disabled={download.isPending}
        onClick={() => {
          if (!download.isPending) download.mutate();
        }}
      >
        <span className="usa-sr-only">Download </span>
        {attachment.name}
      </button>
      {download.isPending && (
        <span role="status" className={styles.downloadNote}>
          Downloading…
        </span>
      )}
      {download.isError && (
        <span role="alert" className={`${styles.downloadNote} ${styles.downloadError}`}>
          {attachment.name} could not be downloaded. {downloadFailure(download.error)}
        </span>
      )}
    </>
  );
}

/** The server's own words (no such file, sign in again, the SPEC 8 generic message), else a plain one. */
function downloadFailure(error: Error): string {
  return error instanceof ApiError ? error.message : 'Please try again later.';
}
