import { useMemo, useState, type ReactNode } from 'react';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '@/lib/api-client';
import { ExternalLink } from './external-link';
import { FileTypeIcon } from './file-type-icon';
import { SortableTable, useSortableTable } from './sortable-table';

/** A filing's attachment, as both APIs describe it (SPEC 3 Attachment). */
export type FilingAttachment = {
  attachmentKey: string;
  name: string;
  documentName: string;
  fileExtension: string;
};

const column = createColumnHelper<FilingAttachment>();

/**
 * The public Filename cell: the file name linked to the file itself, opened in a new tab (SPEC
 * 7.2 'attachment'). The public API lists only the kinds its attachment address serves (SPEC
 * 5.4, 9: pdf and xlsm), so every listed file has its link.
 */
function publicFilename(attachment: FilingAttachment): ReactNode {
  return (
    <ExternalLink href={apiUrl(`/attachments/${encodeURIComponent(attachment.attachmentKey)}`)} icon>
      {attachment.name}
    </ExternalLink>
  );
}

/** The columns of the Filing Attachments tables (SPEC 2.9, 2.12), in their order, headed in the language of `t`. */
const attachmentColumns = (filename: (attachment: FilingAttachment) => ReactNode, t: TFunction<'ui'>) => [
  // The file's extension as an icon with a spoken name (pdf, spreadsheet or other); sorts by extension.
  column.accessor('fileExtension', {
    id: 'fileType',
    header: t('attachments.fileType'),
    cell: ({ getValue }) => <FileTypeIcon fileExtension={getValue()} />,
  }),
  // The file name as filed, with the way to get the file.
  column.accessor('name', {
    id: 'filename',
    header: t('attachments.filename'),
    cell: ({ row }) => filename(row.original),
  }),
  // What the document is, e.g. 'Actuarial Memorandum'.
  column.accessor('documentName', { id: 'description', header: t('attachments.description') }),
];

/** SPEC 9: attachments are sorted by documentName. */
const BY_DESCRIPTION: SortingState = [{ id: 'description', desc: false }];

type AttachmentsTableProps = {
  attachments: FilingAttachment[];
  /**
   * The Filename cell. By default the public link to the file; staff pass
   * their own, which downloads any file through the admin API.
   */
  filename?: (attachment: FilingAttachment) => ReactNode;
};

/** 'Filing Attachments' (SPEC 2.9, 2.12): a sortable table without filters, by description first. */
export function AttachmentsTable({ attachments, filename = publicFilename }: AttachmentsTableProps) {
  const { t } = useTranslation('ui');
  const [sorting, setSorting] = useState<SortingState>(BY_DESCRIPTION);
  const columns = useMemo(() => attachmentColumns(filename, t), [filename, t]);
  const table = useSortableTable({
    data: attachments,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (attachment) => attachment.attachmentKey,
  });
  return <SortableTable table={table} caption={t('attachments.caption')} />;
}
