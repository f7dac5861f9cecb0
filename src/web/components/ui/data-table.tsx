import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Cell,
  type ColumnDef,
  type Header,
  type OnChangeFn,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { queryErrorMessage } from '~/web/lib/query-client';
import { cn } from '~/web/lib/utils';
import { Pagination } from './pagination';
import { LoadError } from './query-state';
import { Skeleton } from './skeleton';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the names must match the library's
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's th and td (widths, alignment, 'hidden md:table-cell'). */
    className?: string;
    /** The label a phone shows beside the value; defaults to the header text, false for none. */
    cardLabel?: string | false;
  }
}

export type { ColumnDef, SortingState };

/** Server-side paging: the table shows what it is given and asks for another page. */
export interface ServerPagination {
  page: number;
  /** null when the last page is not known; `hasNext` then says whether Next leads anywhere. */
  pageCount: number | null;
  hasNext?: boolean;
  summary?: string;
  onPage(page: number): void;
}

/** The parts of a TanStack query result a table reads its rows and states from. */
export interface TableQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isFetching?: boolean;
}

export interface DataTableProps<T> {
  /** The accessible name of the table (its caption) and, unless `regionLabel` differs, of its scroll region. */
  label: string;
  /** Name of the scroll region when a surrounding section already carries `label`. */
  regionLabel?: string;
  columns: ColumnDef<T, never>[];
  /**
   * The query the rows come from: its data, pending state, error (as `queryErrorMessage` words it,
   * `errorFallback` for one that is not the network's or the server's) and Retry (refetch). The
   * props below describe the same by hand for rows that do not come from one query.
   */
  query?: TableQuery<T>;
  /** The sentence for a failed `query` that is neither offline, rate-limited nor a server error. */
  errorFallback?: string;
  data?: T[] | undefined;
  /** The key of a row; its `id` unless told otherwise. */
  getRowId?: (row: T) => string;
  isPending?: boolean;
  /** The sentence to show when loading failed (the table then shows no rows). */
  error?: string | null;
  onRetry?: () => void;
  /** A retry is under way (Retry shows busy). */
  retrying?: boolean;
  empty: ReactNode;
  /** Sorted by the server when given with `onSortingChange`; otherwise sortable columns sort here. */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  /** Client-side paging of `data`, this many rows a page. */
  pageSize?: number;
  pagination?: ServerPagination;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, unknown>;
  className?: string;
}

const rowId = (row: unknown) => (row as { id: string }).id;

const headerText = (column: { columnDef: { header?: unknown } }) =>
  typeof column.columnDef.header === 'string' ? column.columnDef.header : undefined;

/**
 * A table with sorting, paging, and its loading, error and empty states. Below 768 px each row
 * becomes a stacked card (label beside value) instead of scrolling sideways.
 */
export function DataTable<T>({ query, errorFallback, ...props }: DataTableProps<T>) {
  if (!query) return <Table {...props} />;
  return (
    <Table
      {...props}
      data={query.data}
      isPending={query.isPending}
      error={query.isError ? queryErrorMessage(query.error, errorFallback) : null}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

function Table<T>({
  label,
  regionLabel = label,
  columns,
  data,
  getRowId = rowId,
  isPending,
  error,
  onRetry,
  retrying,
  empty,
  sorting: controlledSorting,
  onSortingChange,
  pageSize,
  pagination,
  rowProps,
  className,
}: Omit<DataTableProps<T>, 'query' | 'errorFallback'>) {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [paging, setPaging] = useState<PaginationState>({ pageIndex: 0, pageSize: pageSize ?? 1 });
  const manualSorting = onSortingChange !== undefined;
  // TanStack Table hands back new functions each render by design; the React Compiler must not memoise them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: data ?? [],
    columns: columns as ColumnDef<T, unknown>[],
    getRowId,
    defaultColumn: { enableSorting: false },
    state: {
      sorting: controlledSorting ?? localSorting,
      ...(pageSize ? { pagination: paging } : {}),
    },
    onSortingChange: onSortingChange ?? setLocalSorting,
    onPaginationChange: setPaging,
    manualSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
    getPaginationRowModel: pageSize ? getPaginationRowModel() : undefined,
    autoResetPageIndex: true,
  });

  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (error) return <LoadError message={error} onRetry={onRetry} retrying={retrying} />;
  if (!data?.length) {
    return (
      <div className="space-y-3">
        {empty}
        {pagination && <Pagination {...pagination} />}
      </div>
    );
  }

  const headers = table.getHeaderGroups()[0]!.headers as Header<never, unknown>[];
  return (
    <div className="space-y-3">
      <div
        role="region"
        aria-label={regionLabel}
        tabIndex={0}
        // On phones the header row is only visually hidden, and overflow does not clip table parts:
        // clipping here keeps its full-width row from scrolling the page sideways. The cards'
        // single grid column (grid-cols-1 = minmax(0, 1fr)) lets long values truncate inside them.
        className={cn(
          'relative rounded-lg max-md:overflow-x-clip max-md:border-0 md:overflow-x-auto md:border',
          className,
        )}
      >
        <table className="w-full text-left text-sm max-md:block">
          <caption className="sr-only">{label}</caption>
          {/* Phones read the labels beside each value; the header row stays for screen readers. */}
          <thead className="bg-muted/50 max-md:sr-only">
            <tr>
              {headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </tr>
          </thead>
          <tbody className="max-md:grid max-md:grid-cols-1 max-md:gap-3">
            {table.getRowModel().rows.map((row) => {
              const extra = rowProps?.(row.original) ?? {};
              return (
                <tr
                  key={row.id}
                  {...extra}
                  // Cells sit in the middle of the row: a line of text level with a select or button.
                  className={cn(
                    'align-middle md:border-t max-md:grid max-md:grid-cols-1 max-md:gap-2 max-md:rounded-lg max-md:border max-md:p-3',
                    extra.className,
                  )}
                >
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    const text = headerText(cell.column);
                    const cardLabel = meta?.cardLabel === false ? undefined : (meta?.cardLabel ?? text);
                    return (
                      <td
                        key={cell.id}
                        data-label={cardLabel}
                        className={cn(
                          'px-3 py-2 max-md:flex max-md:items-baseline max-md:gap-x-3 max-md:p-0 max-md:[&>*]:min-w-0',
                          cardLabel &&
                            'max-md:before:w-24 max-md:before:shrink-0 max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]',
                          meta?.className,
                        )}
                      >
                        <CellContent cell={cell} />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pagination && <Pagination {...pagination} />}
      {pageSize && !pagination && table.getPageCount() > 1 && (
        <Pagination
          page={paging.pageIndex + 1}
          pageCount={table.getPageCount()}
          onPage={(page) => table.setPageIndex(page - 1)}
        />
      )}
    </div>
  );
}

/**
 * A cell's content through one component type. Screens write their columns inline, so each render
 * gives every `cell` a new function; flexRender would render that as a new component and remount
 * the cell, and a row's focused Edit button, gone from the page, could not get focus back when
 * its dialog closed. The cell function runs here instead, with the same hooks each render.
 */
function CellContent<T>({ cell }: { cell: Cell<T, unknown> }) {
  const render = cell.column.columnDef.cell;
  return <>{typeof render === 'function' ? render(cell.getContext()) : render}</>;
}

function HeaderCell({ header }: { header: Header<never, unknown> }) {
  const { column } = header;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  // A column's classes may break its long values anywhere (hashes, signatures); never its title.
  const className = cn('px-3 py-2 font-medium', column.columnDef.meta?.className, 'break-normal');
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {content}
      </th>
    );
  }
  const dir = column.getIsSorted();
  const Icon = dir === 'asc' ? ArrowUp : dir === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
      className={className}
    >
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        {content}
        <Icon aria-hidden className={cn('size-3.5', !dir && 'opacity-50')} />
      </button>
    </th>
  );
}
