// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type ColumnDef, type DataTableProps } from './data-table';

afterEach(cleanup);

type Fruit = { id: string; name: string; kilos: number };
const fruits: Fruit[] = [
  { id: 'a', name: 'Banana', kilos: 3 },
  { id: 'b', name: 'Apple', kilos: 10 },
  { id: 'c', name: 'Cherry', kilos: 1 },
];
const columns: ColumnDef<Fruit, never>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name', enableSorting: true },
  { id: 'kilos', accessorKey: 'kilos', header: 'Kilos' },
];

/** The fruit table; each test changes only the props it is about. */
const fruitTable = (props: Partial<DataTableProps<Fruit>> = {}) => (
  <DataTable
    label="Fruit"
    columns={columns}
    data={fruits}
    getRowId={(f) => f.id}
    empty="No fruit"
    {...props}
  />
);

const names = () =>
  within(screen.getByRole('table', { name: 'Fruit' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('shows the rows with a label for phones on each cell, sorted by a sortable header', async () => {
    render(fruitTable());
    expect(names()).toEqual(['Banana', 'Apple', 'Cherry']);
    expect(screen.getByText('Apple').closest('td')).toHaveProperty('dataset.label', 'Name');
    // Only opted-in columns sort.
    expect(within(screen.getByRole('columnheader', { name: 'Kilos' })).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Cherry', 'Banana', 'Apple']);
  });

  it("breaks a column's long values anywhere but never its header's words", () => {
    render(
      fruitTable({
        columns: [
          { id: 'name', accessorKey: 'name', header: 'Name', meta: { className: 'font-mono break-all' } },
        ],
      }),
    );
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(within(table).getAllByRole('cell')[0]!.className).toContain('break-all');
    // A narrow column split 'Function' into 'Funct' / 'ion'.
    expect(within(table).getByRole('columnheader', { name: 'Name' }).className).not.toContain('break-all');
  });

  it('pages long lists on the client', async () => {
    render(fruitTable({ pageSize: 2 }));
    expect(names()).toEqual(['Banana', 'Apple']);
    expect(screen.getByText('page 1 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Cherry']);
  });

  it('says loading, failure with a retry, and empty instead of an empty table', async () => {
    const { rerender } = render(fruitTable({ data: undefined, isPending: true }));
    expect(screen.queryByRole('table')).toBeNull();
    let retried = 0;
    rerender(fruitTable({ data: undefined, error: 'Could not load fruit.', onRetry: () => retried++ }));
    expect(screen.getByRole('alert').textContent).toContain('Could not load fruit.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toBe(1);
    rerender(fruitTable({ data: [] }));
    expect(screen.getByText('No fruit')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
