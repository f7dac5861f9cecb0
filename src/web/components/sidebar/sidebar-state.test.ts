import { describe, expect, it } from 'vitest';
import { activeEntry, isActivePath, readSidebarCookie, sidebarCookie, unreadBadge } from './sidebar-state';

describe('isActivePath', () => {
  it('matches "/" only exactly', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/products', '/')).toBe(false);
  });
  it('matches the entry and paths below it, not siblings sharing a prefix', () => {
    expect(isActivePath('/products', '/products')).toBe(true);
    expect(isActivePath('/products/abc/edit', '/products')).toBe(true);
    expect(isActivePath('/products-archive', '/products')).toBe(false);
    expect(isActivePath('/admin/users', '/admin')).toBe(true);
  });
});

describe('activeEntry', () => {
  const matches = ['/dashboard', '/incubator', '/admin', '/admin/applicants', '/admin/users', '/'];
  it('lights only the most specific entry: the page, not also Admin Panel', () => {
    expect(activeEntry('/admin/applicants', matches)).toBe('/admin/applicants');
    expect(activeEntry('/admin/users', matches)).toBe('/admin/users');
    expect(activeEntry('/admin/applicants/abc', matches)).toBe('/admin/applicants');
  });
  it('keeps the starts-with rule for the rest', () => {
    expect(activeEntry('/admin', matches)).toBe('/admin');
    expect(activeEntry('/admin/messages', matches)).toBe('/admin');
    expect(activeEntry('/incubator/abc/manage', matches)).toBe('/incubator');
    expect(activeEntry('/', matches)).toBe('/');
    expect(activeEntry('/nowhere', matches)).toBeUndefined();
  });
});

describe('sidebar cookie', () => {
  it('reads back what it writes, for 7 days', () => {
    const written = sidebarCookie(false);
    expect(written).toContain('max-age=604800');
    expect(readSidebarCookie(`theme=x; ${written.split(';')[0]}`)).toBe(false);
    expect(readSidebarCookie(sidebarCookie(true).split(';')[0]!)).toBe(true);
  });
  it('defaults to expanded', () => {
    expect(readSidebarCookie('')).toBe(true);
  });
});

describe('unreadBadge', () => {
  it('shows nothing until there is a real positive count, and caps at 99+', () => {
    expect(unreadBadge(undefined)).toBeNull();
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});
