/**
 * The SPA's paths as the server knows them: which answer 200 with index.html (the rest 404, the
 * SPA still draws its 404 screen), and the title and description of each public page, put into
 * the served HTML so link previews and search engines read them without running the JS.
 * src/web/app/router.tsx holds the same paths and useDocumentTitle the same titles once the
 * SPA runs; site-pages.test.ts keeps the paths in step.
 */
export interface PublicPage {
  path: string;
  title: string;
  description: string;
}

export const SITE_NAME = 'Hatchery';

export const publicPages: PublicPage[] = [
  {
    path: '/',
    title: 'Hatchery · Web3 incubator on Avalanche',
    description:
      'Hatchery is a 100-day, equity-based Web3 startup incubator on Avalanche. Apply, browse our portfolio and see our numbers.',
  },
  {
    path: '/apply',
    title: 'Apply · Hatchery',
    description:
      'Apply to the 100-day Hatchery programme: six short steps about your team, product and funding.',
  },
  {
    path: '/companies',
    title: 'Portfolio · Hatchery',
    description: 'The Web3 startups Hatchery incubates on Avalanche: industries, stages and capital raised.',
  },
  {
    path: '/incubator',
    title: 'Incubator · Hatchery',
    description: 'How the Hatchery incubator works: phases, mentoring, funding and the projects in it now.',
  },
  {
    path: '/faq',
    title: 'FAQ · Hatchery',
    description:
      'Answers about applying to Hatchery, equity, funding, the programme and what happens after it.',
  },
  {
    path: '/transparency',
    title: 'Transparency · Hatchery',
    description:
      'Capital raised, projects incubated and application outcomes at Hatchery, from live figures.',
  },
];

/** Pages that exist but are not for search engines (sign-in, dashboards, admin). */
const privatePatterns = [
  '/accept-invitation',
  // An applicant's own application, opened by the mailed token (issue 16).
  '/apply/changes/:token',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/setup',
  '/project-dashboard',
  '/incubated-project-dashboard',
  '/dashboard',
  '/contracts',
  '/contracts/new',
  '/contracts/wizard',
  '/products',
  '/products/new',
  '/products/new-enhanced',
  '/products/:id',
  '/products/:id/edit',
  '/interfaces',
  '/interfaces/:id',
  '/network',
  '/monitors',
  '/alerts',
  '/incubator/:id',
  '/team-dashboard',
  '/admin',
  '/admin/dashboard',
  '/admin/applicants',
  '/admin/applicants/:id',
  '/admin/analytics',
  '/admin/decision-mail',
  '/admin/users',
  '/admin/messages',
  '/settings',
  '/settings/review-rubric',
  '/docs',
  '/docs/:page',
];

export const spaPatterns = [...publicPages.map((p) => p.path), ...privatePatterns];

const toRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+').replace(/\/$/, '')}/?$`, 'i');
const privateMatchers = privatePatterns.map(toRegExp);
const publicByPath = new Map(publicPages.map((p) => [p.path, p]));

export type PageKind = { kind: 'public'; page: PublicPage } | { kind: 'private' } | { kind: 'unknown' };

export function classifyPath(urlPath: string): PageKind {
  const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  const page = publicByPath.get(trimmed.toLowerCase());
  if (page) return { kind: 'public', page };
  if (privateMatchers.some((m) => m.test(trimmed))) return { kind: 'private' };
  return { kind: 'unknown' };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * index.html with this page's title, description and Open Graph tags; `noindex` on private pages
 * and on the 404 answer.
 */
export function withPageMeta(html: string, kind: PageKind, publicUrl: string): string {
  const page: Omit<PublicPage, 'path'> & { path: string | null } =
    kind.kind === 'public'
      ? kind.page
      : kind.kind === 'unknown'
        ? { path: null, title: `Page not found · ${SITE_NAME}`, description: publicPages[0]!.description }
        : { path: null, title: publicPages[0]!.title, description: publicPages[0]!.description };
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const tags = [`<meta property="og:site_name" content="${SITE_NAME}">`];
  if (page.path !== null) {
    const url = escapeHtml(new URL(page.path, publicUrl).toString());
    tags.push(
      `<link rel="canonical" href="${url}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:url" content="${url}">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta name="twitter:card" content="summary">`,
    );
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  return html
    .replace(/<meta\s+name="description"[^>]*>/, `<meta name="description" content="${description}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>${tags.join('')}`);
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /auth',
    'Disallow: /setup',
    'Allow: /',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
    '',
  ].join('\n');
}

/** The public pages; /companies and /incubator carry the newest change to an active project. */
export function sitemapXml(publicUrl: string, projectsUpdatedAt: Date | null): string {
  const lastmod = projectsUpdatedAt ? projectsUpdatedAt.toISOString().slice(0, 10) : null;
  const urls = publicPages.map((p) => {
    const withProjects = lastmod && (p.path === '/companies' || p.path === '/incubator' || p.path === '/');
    return `  <url><loc>${escapeHtml(new URL(p.path, publicUrl).toString())}</loc>${withProjects ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
