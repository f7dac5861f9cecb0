/** The guide's pages (no components here: the e2e suite reads this list too). */
export interface GuidePageInfo {
  slug: string;
  title: string;
  summary: string;
  /** Who the page is mostly for. */
  audience: 'Everyone' | 'Admins' | 'Founders';
}

/** The guide, in reading order; `/docs/{slug}` opens a page. */
export const guidePageInfo: GuidePageInfo[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    summary: 'Roles, the first admin, inviting people and the demo logins.',
    audience: 'Everyone',
  },
  {
    slug: 'programme',
    title: 'The programme',
    summary: 'The 100 days: Foundation, Development and Launch, and milestones.',
    audience: 'Everyone',
  },
  {
    slug: 'reviewing',
    title: 'Reviewing applications',
    summary: 'Live notifications, the applicants list, statuses, notes and creating the project.',
    audience: 'Admins',
  },
  {
    slug: 'incubator',
    title: 'Running the incubator',
    summary: 'Projects and their tabs, the team, capital sources and sync, revenue.',
    audience: 'Admins',
  },
  {
    slug: 'contracts',
    title: 'Smart contracts',
    summary: 'Networks, registering contracts, products, the console and the journal.',
    audience: 'Admins',
  },
  {
    slug: 'messaging',
    title: 'Messaging',
    summary: 'Founders and admins in one thread per project, delivery and notices.',
    audience: 'Everyone',
  },
  {
    slug: 'founders',
    title: 'For founders',
    summary: 'Your project dashboard, your team and your messages.',
    audience: 'Founders',
  },
];

export const API_SLUG = 'api';
