import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { SortableTable } from './sortable-table';

type Person = { name: string; uid: number };
const column = createColumnHelper<Person>();
const columns = [
  column.accessor('name', { id: 'name', header: 'Name' }),
  column.accessor('uid', { id: 'uid', header: 'UID' }),
  column.display({ id: 'actions', header: 'Actions', cell: () => 'Edit' }),
];

/** A table as the Users screen has it: unsorted until a person sorts it. */
function People({ people }: { people: Person[] }) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data: people,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    enableSortingRemoval: false,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return <SortableTable table={table} caption="Staff users" />;
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('SortableTable on phones: the Sort by list', () => {
  it("reads 'Not sorted' until an order is chosen, and then sorts by it", async () => {
    const user = userEvent.setup();
    render(<People people={[{ name: 'Marcus', uid: 3 }, { name: 'Dana', uid: 1 }, { name: 'Priya', uid: 2 }]} />);
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveDisplayValue('Not sorted');

    await user.selectOptions(sortBy, 'UID, descending');

    expect(names()).toEqual(['Marcus', 'Priya', 'Dana']);
    expect(within(sortBy).queryByRole('option', { name: 'Not sorted' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'UID' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('names the table and how to sort it in the caption, and offers no list for a single row', () => {
    render(<People people={[{ name: 'Dana', uid: 1 }]} />);

    // Two readings of the caption; CSS shows the header one on wide screens, the list one on phones.
    const caption = screen.getByRole('table').querySelector('caption')!;
    expect(within(caption).getByText('Staff users; column headers with buttons sort the table.')).toBeInTheDocument();
    expect(within(caption).getByText('Staff users; the Sort by list above the table sorts it.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });
});

describe('SortableTable in Spanish', () => {
  it('tells how to sort it and offers the orders in Spanish', async () => {
    await act(() => chooseLanguage('es'));
    const user = userEvent.setup();
    render(<People people={[{ name: 'Marcus', uid: 3 }, { name: 'Dana', uid: 1 }]} />);

    const caption = screen.getByRole('table').querySelector('caption')!;
    expect(within(caption).getByText('Staff users; los botones de los encabezados de columna ordenan la tabla.')).toBeInTheDocument();
    expect(within(caption).getByText('Staff users; la lista Ordenar por, encima de la tabla, la ordena.')).toBeInTheDocument();
    const sortBy = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(sortBy).toHaveDisplayValue('Sin ordenar');

    await user.selectOptions(sortBy, 'UID, descendente');

    expect(names()).toEqual(['Marcus', 'Dana']);
    expect(within(sortBy).getByRole('option', { name: 'UID, ascendente' })).toBeInTheDocument();
  });
});
