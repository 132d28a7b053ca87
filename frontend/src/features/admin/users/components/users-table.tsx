import { useMemo, useRef, useState } from 'react';
import {
  createColumnHelper,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnFiltersState,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { Button, Label, TextInput } from '@trussworks/react-uswds';
import { identifierCell } from '@/lib/ui/identifier';
import { includesAnyOf, MultiSelectFilter } from '@/lib/ui/multi-select-filter';
import { SortableTable } from '@/lib/ui/sortable-table';
import { statusLabel, type StaffUser } from '../types';
import { UserStatus } from './user-status';
import styles from './users-table.module.css';

type UsersTableProps = {
  users: StaffUser[];
  /** Opens 'Edit user' for this user; `opener` is the button pressed, for focus to return to. */
  onEdit: (user: StaffUser, opener: HTMLButtonElement) => void;
  /** Asks 'Are you sure?' before flipping the user's status (SPEC 4.4). */
  onToggleActive: (user: StaffUser, opener: HTMLButtonElement) => void;
};

const STATUS_OPTIONS = ['Active', 'Inactive'] as const;

/** The words the filter box matches: name, e-mail and UID. */
function matchesText(row: Row<StaffUser>, _columnId: string, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return true;
  const { fullName, email, umdId } = row.original;
  return [fullName, email, String(umdId)].some((value) => value.toLowerCase().includes(wanted));
}

const column = createColumnHelper<StaffUser>();

type Actions = Pick<UsersTableProps, 'onEdit' | 'onToggleActive'>;

/**
 * The columns. Made once per table: a cell renderer that changed on every render would
 * remount its buttons and lose the focus that returns to them after a dialog.
 */
function columns(actions: { readonly current: Actions }) {
  return [
    column.accessor('fullName', { id: 'name', header: 'Name' }),
    column.accessor('email', {
      id: 'email',
      header: 'Email',
      cell: ({ getValue }) => <span className={styles.breakable}>{getValue()}</span>,
    }),
    column.accessor('umdId', { id: 'uid', header: 'UID', sortingFn: 'basic', cell: identifierCell }),
    column.accessor((user) => statusLabel(user.active), {
      id: 'status',
      header: 'Status',
      filterFn: (row, id, selected: string[]) => includesAnyOf(row.getValue(id), selected),
      cell: ({ row }) => <UserStatus active={row.original.active} />,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const user = row.original;
        return (
          <div className={styles.actions}>
            <Button
              type="button"
              outline
              aria-haspopup="dialog"
              aria-label={`Edit ${user.fullName}`}
              onClick={(event) => actions.current.onEdit(user, event.currentTarget)}
            >
              Edit
            </Button>
            <Button
              type="button"
              outline
              aria-haspopup="dialog"
              aria-label={`${user.active ? 'Deactivate' : 'Activate'} ${user.fullName}`}
              onClick={(event) => actions.current.onToggleActive(user, event.currentTarget)}
            >
              {user.active ? 'Deactivate' : 'Activate'}
            </Button>
          </div>
        );
      },
    }),
  ];
}

/**
 * The filterable Users table of SPEC 2.15: Name, Email, UID, Status and the actions. A box
 * filters by name, e-mail or UID and checkboxes by status. Stacks into one card per user on
 * phones.
 */
export function UsersTable({ users, onEdit, onToggleActive }: UsersTableProps) {
  const actions = useRef<Actions>({ onEdit, onToggleActive });
  actions.current = { onEdit, onToggleActive };
  const tableColumns = useMemo(() => columns(actions), []);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [text, setText] = useState('');
  const [statuses, setStatuses] = useState<string[]>([]);
  // Memoized: a new filter array on every render would recompute the filtered rows each time, and
  // @tanstack/react-table answers that with a state update, re-rendering without end.
  const columnFilters = useMemo<ColumnFiltersState>(
    () => (statuses.length ? [{ id: 'status', value: statuses }] : []),
    [statuses],
  );
  const table = useReactTable({
    data: users,
    columns: tableColumns,
    // Rows keep their identity across a reload, so focus can return to a row's button.
    getRowId: (user) => String(user.userPk),
    state: { sorting, globalFilter: text, columnFilters },
    onSortingChange: setSorting,
    globalFilterFn: matchesText,
    getColumnCanGlobalFilter: () => true,
    // Nothing is paged: there is no page index to reset when the rows change.
    autoResetPageIndex: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  const rows = table.getRowModel().rows;

  return (
    <>
      <div className={styles.filters}>
        <div className={styles.search}>
          <Label htmlFor="users-filter">Filter by name, email or UID</Label>
          <TextInput
            id="users-filter"
            name="users-filter"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <MultiSelectFilter legend="Status" options={STATUS_OPTIONS} selected={statuses} onChange={setStatuses} />
      </div>
      <p className="usa-sr-only" aria-live="polite">
        {rows.length === users.length ? `${users.length} users listed.` : `${rows.length} of ${users.length} users listed.`}
      </p>
      <SortableTable table={table} caption="Staff users" />
      {rows.length === 0 && <p>No users match the filter. Change the filter to see more users.</p>}
    </>
  );
}
