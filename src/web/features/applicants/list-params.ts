import {
  applicationDateFilterFields,
  type ApplicationFilters,
  applicationSortFields,
  type ApplicationListQuery,
  type ApplicationSortField,
} from '~/shared/schemas/applicant-filters';
import { applicationStatusValues, type ApplicationStatusValue } from '~/shared/enums';

export const APPLICANTS_PAGE_SIZE = 25;
/** The page sizes offered; the server accepts any size up to 100. */
export const APPLICANTS_PAGE_SIZES = [10, 25, 50, 100] as const;

export interface ApplicantListState {
  status?: ApplicationStatusValue;
  search: string;
  industry: string;
  from: string;
  to: string;
  sort: ApplicationSortField;
  dir: 'asc' | 'desc';
  /** 'Unread only': the API's read=unread, for the calling admin. */
  unreadOnly: boolean;
  page: number;
  pageSize: number;
  /** `me`: only applications the caller is assigned to review. */
  assigned?: 'me';
  /**
   * The list's nextCursor/prevCursor that led to `page` (decision 0020): the server then reads
   * that page from the row on instead of skipping all rows before it. Without it (a typed or old
   * link) the page is found by its number, slower on deep pages but the same rows.
   */
  cursor?: string;
}

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The list's state lives in the URL so a filtered view can be shared, reloaded and gone back to. */
export function readListState(params: URLSearchParams): ApplicantListState {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    status: applicationStatusValues.find((s) => s === status),
    search: params.get('search') ?? '',
    industry: params.get('industry') ?? '',
    from: isDay(params.get('from')) ? params.get('from')! : '',
    to: isDay(params.get('to')) ? params.get('to')! : '',
    sort: applicationSortFields.find((f) => f === sort) ?? 'createdAt',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    unreadOnly: params.get('read') === 'unread',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: APPLICANTS_PAGE_SIZES.find((size) => size === pageSize) ?? APPLICANTS_PAGE_SIZE,
    assigned: params.get('assigned') === 'me' ? 'me' : undefined,
    cursor: (page > 1 && params.get('cursor')) || undefined,
  };
}

/** Back to URL parameters, leaving defaults out so the plain page stays at '/admin/applicants'. */
export function writeListState(state: ApplicantListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.search) params.set('search', state.search);
  if (state.industry) params.set('industry', state.industry);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.sort !== 'createdAt') params.set('sort', state.sort);
  if (state.dir !== 'desc') params.set('dir', state.dir);
  if (state.unreadOnly) params.set('read', 'unread');
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== APPLICANTS_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  if (state.assigned) params.set('assigned', state.assigned);
  if (state.page > 1 && state.cursor) params.set('cursor', state.cursor);
  return params;
}

/** The shared rule's message for a filter date (out of range, no such day), or undefined. */
export function dateFilterError(field: 'from' | 'to', value: string): string | undefined {
  if (!value) return undefined;
  const checked = applicationDateFilterFields[field].safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/**
 * The API query for a state; a reversed date range is swapped rather than refused, and a date
 * the filters show as wrong is left out rather than failing the whole list.
 */
export function toListQuery(state: ApplicantListState, search: string): Partial<ApplicationListQuery> {
  const stateFrom = dateFilterError('from', state.from) ? '' : state.from;
  const stateTo = dateFilterError('to', state.to) ? '' : state.to;
  const [from, to] =
    stateFrom && stateTo && stateFrom > stateTo ? [stateTo, stateFrom] : [stateFrom, stateTo];
  return {
    status: state.status,
    search: search.trim() || undefined,
    industry: state.industry || undefined,
    from: from || undefined,
    to: to || undefined,
    sort: state.sort,
    dir: state.dir,
    read: state.unreadOnly ? 'unread' : undefined,
    page: state.page,
    pageSize: state.pageSize,
    assigned: state.assigned,
    ...(state.cursor && state.page > 1 ? { cursor: state.cursor } : {}),
  };
}

/** The list's filters and order without paging: what next/previous in the detail view walk. */
export function toFilters(state: ApplicantListState): Partial<ApplicationFilters> {
  const { page: _page, pageSize: _size, cursor: _cursor, ...filters } = toListQuery(state, state.search);
  return filters;
}

/** Clicking a sorted column flips it; a new column starts descending for dates, ascending for text. */
export function nextSort(
  state: Pick<ApplicantListState, 'sort' | 'dir'>,
  field: ApplicationSortField,
): Pick<ApplicantListState, 'sort' | 'dir'> {
  if (state.sort === field) return { sort: field, dir: state.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: field, dir: field === 'createdAt' || field === 'updatedAt' ? 'desc' : 'asc' };
}
