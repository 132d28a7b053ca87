import { useState } from 'react';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { apiUrl } from '@/lib/api-client';
import { ExternalLink } from './external-link';
import { FileTypeIcon } from './file-type-icon';
import { SortableTable } from './sortable-table';
import styles from './attachments-table.module.css';

/** A filing's attachment, as both APIs describe it (SPEC 3 Attachment). */
export type FilingAttachment = {
  attachmentKey: string;
  name: string;
  documentName: string;
  fileExtension: string;
};

/**
 * The attachment address serves only the public file types (SPEC 5.4, 9: pdf and xlsm). The
 * public API lists only those; staff see every file of a filing, and the others get no link
 * that would only lead to 'not found'.
 */
const DOWNLOADABLE_EXTENSIONS = new Set(['pdf', 'xlsm']);

function isDownloadable(attachment: FilingAttachment): boolean {
  return DOWNLOADABLE_EXTENSIONS.has(attachment.fileExtension.trim().replace(/^\./, '').toLowerCase());
}

const column = createColumnHelper<FilingAttachment>();

/** The columns of the Filing Attachments tables (SPEC 2.9, 2.12), in their order. */
const attachmentColumns = [
  // The file's extension as an icon with a spoken name (pdf, spreadsheet or other); sorts by extension.
  column.accessor('fileExtension', {
    id: 'fileType',
    header: 'File Type',
    cell: ({ getValue }) => <FileTypeIcon fileExtension={getValue()} />,
  }),
  // The file name as filed, linked to the file itself; it opens in a new tab (SPEC 7.2 'attachment').
  column.accessor('name', {
    id: 'filename',
    header: 'Filename',
    cell: ({ row }) =>
      isDownloadable(row.original) ? (
        <ExternalLink href={apiUrl(`/attachments/${encodeURIComponent(row.original.attachmentKey)}`)} icon>
          {row.original.name}
        </ExternalLink>
      ) : (
        <>
          {row.original.name} <span className={styles.unavailable}>(not available for download)</span>
        </>
      ),
  }),
  // What the document is, e.g. 'Actuarial Memorandum'.
  column.accessor('documentName', { id: 'description', header: 'Description' }),
];

/** SPEC 9: attachments are sorted by documentName. */
const BY_DESCRIPTION: SortingState = [{ id: 'description', desc: false }];

/** 'Filing Attachments' (SPEC 2.9, 2.12): a sortable table without filters, by description first. */
export function AttachmentsTable({ attachments }: { attachments: FilingAttachment[] }) {
  const [sorting, setSorting] = useState<SortingState>(BY_DESCRIPTION);
  const table = useReactTable({
    data: attachments,
    columns: attachmentColumns,
    state: { sorting },
    onSortingChange: setSorting,
    enableSortingRemoval: false,
    sortDescFirst: false,
    getRowId: (attachment) => attachment.attachmentKey,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return <SortableTable table={table} caption="Filing attachments" />;
}
