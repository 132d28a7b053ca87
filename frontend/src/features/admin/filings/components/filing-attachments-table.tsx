import { useState } from 'react';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { apiUrl } from '@/lib/api-client';
import { ExternalLink } from '@/lib/ui/external-link';
import { SortableTable } from '@/lib/ui/sortable-table';
import type { FilingAttachment } from '../types';
import styles from './filing-details.module.css';

const column = createColumnHelper<FilingAttachment>();

/**
 * The attachment address serves only the public file types (SPEC 5.4, 9: pdf and xlsm); the admin
 * API lists every file of a filing but offers no download of its own, so other files get no link
 * that would only lead to 'not found'.
 */
const DOWNLOADABLE_EXTENSIONS = new Set(['pdf', 'xlsm']);

function isDownloadable(attachment: FilingAttachment): boolean {
  return DOWNLOADABLE_EXTENSIONS.has(attachment.fileExtension.trim().replace(/^\./, '').toLowerCase());
}

/** The columns of the staff Filing Attachments table: every file of the filing, of any type. */
const attachmentColumns = [
  column.accessor((attachment) => attachment.fileExtension.replace(/^\./, '').toUpperCase(), {
    id: 'fileType',
    header: 'File Type',
  }),
  // The file name as filed, linked to the file at its public address; it opens in a new tab (SPEC 7.2).
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
  column.accessor('documentName', { id: 'description', header: 'Description' }),
];

/** SPEC 9: attachments are sorted by documentName. */
const BY_DESCRIPTION: SortingState = [{ id: 'description', desc: false }];

/** SPEC 2.12 'Filing Attachments': a sortable table without filters, by description first. */
export function FilingAttachmentsTable({ attachments }: { attachments: FilingAttachment[] }) {
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
  return <SortableTable table={table} caption="Filing attachments; column headers with buttons sort the table." />;
}
