import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { identifierCell } from '@/lib/ui/identifier';
import { includesAnyOf } from '@/lib/ui/multi-select-filter';
import { commentDateOrder } from '../comment-list';
import type { ModeratedComment } from '../types';

const column = createColumnHelper<ModeratedComment>();

/** SPEC 9: the comments table starts sorted by date, newest first. */
export const NEWEST_COMMENTS_FIRST: SortingState = [{ id: 'date', desc: true }];

/** The id of the Status column, which the multi-select filter narrows (SPEC 2.16). */
export const STATUS_COLUMN_ID = 'status';

/** Opens the comment dialog from a row's view button, which then gets focus back. */
export type ViewComment = (comment: ModeratedComment, opener: HTMLButtonElement) => void;

/** The columns of the Comments table (SPEC 2.16), in their order. */
export function commentColumns(onView: ViewComment) {
  return [
    /** The first 80 characters of the comment (shortComment). */
    column.accessor('shortComment', { id: 'comment', header: 'Comment' }),
    /** When it was submitted, shown as the server wrote it; sorted as a date, not as text (SPEC 9). */
    column.accessor((comment) => commentDateOrder(comment.dateCreatedAsString), {
      id: 'date',
      header: 'Date',
      sortingFn: 'basic',
      sortDescFirst: true,
      cell: ({ row }) => <span className="text-no-wrap">{row.original.dateCreatedAsString}</span>,
    }),
    /** Pending, Published, Rejected or Posted; narrowed by the Status filter. */
    column.accessor('statusDesc', {
      id: STATUS_COLUMN_ID,
      header: 'Status',
      filterFn: (row, id, selected: string[] | undefined) => includesAnyOf(row.getValue(id), selected),
    }),
    /** The tracking number of the filing commented on. */
    column.accessor('filingSerffTrackNum', {
      id: 'trackingNumber',
      header: 'Filing Tracking Number',
      cell: identifierCell,
    }),
    /** The view button, opening 'See comment'. */
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const comment = row.original;
        return (
          <button
            type="button"
            className="usa-button usa-button--outline margin-right-0"
            aria-haspopup="dialog"
            aria-label={`View comment of ${comment.dateCreatedAsString} on filing ${comment.filingSerffTrackNum}`}
            onClick={(event) => onView(comment, event.currentTarget)}
          >
            View
          </button>
        );
      },
    }),
  ];
}
