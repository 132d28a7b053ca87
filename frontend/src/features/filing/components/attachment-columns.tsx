import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { apiUrl } from '@/lib/api-client';
import { ExternalLink } from '@/lib/ui/external-link';
import type { Attachment } from '../types';
import { FileTypeIcon } from './file-type-icon';

const column = createColumnHelper<Attachment>();

/** The file's extension as an icon with a spoken name (pdf, spreadsheet or other); sorts by extension. */
const fileTypeColumn = column.accessor('fileExtension', {
  id: 'fileType',
  header: 'File Type',
  cell: ({ getValue }) => <FileTypeIcon fileExtension={getValue()} />,
});

/** The file name as filed, linked to the file itself; it opens in a new tab (SPEC 7.2 'attachment'). */
const filenameColumn = column.accessor('name', {
  id: 'filename',
  header: 'Filename',
  cell: ({ row }) => (
    <ExternalLink href={apiUrl(`/attachments/${encodeURIComponent(row.original.attachmentKey)}`)} icon>
      {row.original.name}
    </ExternalLink>
  ),
});

/** What the document is, e.g. 'Actuarial Memorandum'. */
const descriptionColumn = column.accessor('documentName', {
  id: 'description',
  header: 'Description',
});

/** The columns of the Filing Attachments table (SPEC 2.9), in their order. */
export const attachmentColumns = [fileTypeColumn, filenameColumn, descriptionColumn];

/** SPEC 9: attachments are sorted by documentName. */
export const BY_DESCRIPTION: SortingState = [{ id: 'description', desc: false }];
