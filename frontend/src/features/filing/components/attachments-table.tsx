import { useState } from 'react';
import { getCoreRowModel, getSortedRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import { SortableTable } from '@/lib/ui/sortable-table';
import type { Attachment } from '../types';
import { attachmentColumns, BY_DESCRIPTION } from './attachment-columns';

type AttachmentsTableProps = {
  /** The filing's public attachments: the server lists only pdf and xlsm files (SPEC 5.4). */
  attachments: Attachment[];
};

/** SPEC 2.9 'Filing Attachments': a sortable table, by description first; a sentence when there are none. */
export function AttachmentsTable({ attachments }: AttachmentsTableProps) {
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

  if (attachments.length === 0) return <p>This filing has no public attachments.</p>;
  return <SortableTable table={table} caption="Filing attachments; column headers with buttons sort the table." />;
}
