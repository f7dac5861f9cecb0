import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { classifyPath, robotsTxt, sitemapXml, spaPatterns } from './site-pages';

it('knows exactly the paths the SPA router draws', () => {
  const router = readFileSync(new URL('../../web/app/router.tsx', import.meta.url), 'utf8');
  const paths = [...router.matchAll(/path: '([^'*]+)'/g)].map((m) => `/${m[1]}`);
  expect([...paths, '/'].sort()).toEqual([...spaPatterns].sort());
});

it('classifies public, private and unknown paths', () => {
  expect(classifyPath('/companies')).toMatchObject({ kind: 'public', page: { path: '/companies' } });
  expect(classifyPath('/incubator/0b7c')).toEqual({ kind: 'private' });
  expect(classifyPath('/incubator/0b7c/more')).toEqual({ kind: 'unknown' });
  expect(classifyPath('/wp-login.php')).toEqual({ kind: 'unknown' });
});

it('points robots.txt at the sitemap, which lists the public pages on PUBLIC_URL', () => {
  expect(robotsTxt('https://h.example')).toContain('Sitemap: https://h.example/sitemap.xml');
  const xml = sitemapXml('https://h.example', new Date('2026-02-03T04:05:06Z'));
  for (const page of ['/', '/apply', '/companies', '/incubator', '/faq', '/transparency']) {
    expect(xml).toContain(`<loc>https://h.example${page}</loc>`);
  }
  expect(xml).toContain('<loc>https://h.example/companies</loc><lastmod>2026-02-03</lastmod>');
  expect(xml).not.toContain('/admin');
});
