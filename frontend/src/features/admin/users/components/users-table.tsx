import { useMemo, useRef, useState } from 'react';
import {
  createColumnHelper,
  getFilteredRowModel,
  type ColumnFiltersState,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { identifierCell } from '@/lib/ui/identifier';
import { ListedCount } from '@/lib/ui/listed-count';
import { includesAnyOf, MultiSelectFilter } from '@/lib/ui/multi-select-filter';
import { ActivationRowActions } from '@/lib/ui/row-actions';
import { SearchBox } from '@/lib/ui/search-box';
import { SortableTable, useSortableTable } from '@/lib/ui/sortable-table';
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
      cell: ({ row: { original: user } }) => (
        <ActivationRowActions
          name={user.fullName}
          active={user.active}
          onEdit={(opener) => actions.current.onEdit(user, opener)}
          onToggleActive={(opener) => actions.current.onToggleActive(user, opener)}
        />
      ),
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
  const table = useSortableTable({
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
    getFilteredRowModel: getFilteredRowModel(),
  });
  const rows = table.getRowModel().rows;

  return (
    <>
      <div className={styles.filters}>
        <SearchBox
          id="users-filter"
          label="Filter by name, email or UID"
          className={styles.search}
          value={text}
          onChange={setText}
        />
        <MultiSelectFilter legend="Status" options={STATUS_OPTIONS} selected={statuses} onChange={setStatuses} />
      </div>
      <ListedCount shown={rows.length} total={users.length} noun={{ one: 'user', other: 'users' }} />
      <SortableTable table={table} caption="Staff users" />
      {rows.length === 0 && <p>No users match the filter. Change the filter to see more users.</p>}
    </>
  );
}
