import { describe, expect, it } from 'vitest';
import { nextSort, readListState, toFilters, toListQuery, writeListState } from './list-params';

describe('applicant list URL state', () => {
  it('reads defaults from an empty URL and writes nothing back', () => {
    const state = readListState(new URLSearchParams());
    expect(state).toMatchObject({ status: undefined, search: '', sort: 'createdAt', dir: 'desc', page: 1 });
    expect(writeListState(state).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const url =
      'status=under_review&search=acme&industry=defi&from=2026-01-01&to=2026-02-01&sort=name&dir=asc&read=unread&page=3&pageSize=50';
    expect(writeListState(readListState(new URLSearchParams(url))).toString()).toBe(url);
  });

  it('keeps the page cursor beside the page number, and never on page 1', () => {
    const state = readListState(new URLSearchParams('page=4&cursor=WyJhZnRlciJd'));
    expect(state).toMatchObject({ page: 4, cursor: 'WyJhZnRlciJd' });
    expect(writeListState(state).toString()).toBe('page=4&cursor=WyJhZnRlciJd');
    expect(toListQuery(state, '')).toMatchObject({ page: 4, cursor: 'WyJhZnRlciJd' });
    expect(readListState(new URLSearchParams('cursor=WyJhZnRlciJd')).cursor).toBeUndefined();
  });

  it('drops values the API would refuse', () => {
    const state = readListState(
      new URLSearchParams('status=bogus&sort=nope&page=-2&from=yesterday&read=maybe&pageSize=500'),
    );
    expect(state).toMatchObject({
      status: undefined,
      sort: 'createdAt',
      page: 1,
      from: '',
      unreadOnly: false,
      pageSize: 25,
    });
  });

  it('builds the API query with only set filters and a swapped reversed range', () => {
    const state = readListState(new URLSearchParams('from=2026-03-01&to=2026-01-01'));
    expect(toListQuery(state, '  ada ')).toEqual({
      status: undefined,
      search: 'ada',
      industry: undefined,
      from: '2026-01-01',
      to: '2026-03-01',
      sort: 'createdAt',
      dir: 'desc',
      read: undefined,
      page: 1,
      pageSize: 25,
    });
  });

  it('asks for unread only and the chosen page size; next/previous get the filters without paging', () => {
    const state = readListState(new URLSearchParams('read=unread&pageSize=100&page=2&status=submitted'));
    expect(toListQuery(state, '')).toMatchObject({ read: 'unread', pageSize: 100, page: 2 });
    expect(toFilters(state)).toEqual({
      status: 'submitted',
      search: undefined,
      industry: undefined,
      from: undefined,
      to: undefined,
      sort: 'createdAt',
      dir: 'desc',
      read: 'unread',
    });
  });

  it('flips the sorted column and starts a new one in its natural order', () => {
    expect(nextSort({ sort: 'name', dir: 'asc' }, 'name')).toEqual({ sort: 'name', dir: 'desc' });
    expect(nextSort({ sort: 'name', dir: 'asc' }, 'createdAt')).toEqual({ sort: 'createdAt', dir: 'desc' });
    expect(nextSort({ sort: 'createdAt', dir: 'desc' }, 'status')).toEqual({ sort: 'status', dir: 'asc' });
  });
});
