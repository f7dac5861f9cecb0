import type { ComponentType } from 'react';
import Contracts from './pages/contracts';
import Founders from './pages/founders';
import GettingStarted from './pages/getting-started';
import Incubator from './pages/incubator';
import Messaging from './pages/messaging';
import Programme from './pages/programme';
import Reviewing from './pages/reviewing';

export interface GuidePage {
  slug: string;
  title: string;
  summary: string;
  /** Who the page is mostly for. */
  audience: 'Everyone' | 'Admins' | 'Founders';
  Component: ComponentType;
}

/** The guide, in reading order; `/docs/{slug}` opens a page. */
export const guidePages: GuidePage[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    summary: 'Roles, the first admin, inviting people and the demo logins.',
    audience: 'Everyone',
    Component: GettingStarted,
  },
  {
    slug: 'programme',
    title: 'The programme',
    summary: 'The 100 days: Foundation, Development and Launch, and milestones.',
    audience: 'Everyone',
    Component: Programme,
  },
  {
    slug: 'reviewing',
    title: 'Reviewing applications',
    summary: 'Live notifications, the applicants list, statuses, notes and creating the project.',
    audience: 'Admins',
    Component: Reviewing,
  },
  {
    slug: 'incubator',
    title: 'Running the incubator',
    summary: 'Projects and their tabs, the team, capital sources and sync, revenue.',
    audience: 'Admins',
    Component: Incubator,
  },
  {
    slug: 'contracts',
    title: 'Smart contracts',
    summary: 'Networks, registering contracts, products, the console and the journal.',
    audience: 'Admins',
    Component: Contracts,
  },
  {
    slug: 'messaging',
    title: 'Messaging',
    summary: 'Founders and admins in one thread per project, delivery and notices.',
    audience: 'Everyone',
    Component: Messaging,
  },
  {
    slug: 'founders',
    title: 'For founders',
    summary: 'Your project dashboard, your team and your messages.',
    audience: 'Founders',
    Component: Founders,
  },
];

export const API_SLUG = 'api';

export const guidePage = (slug: string | undefined) => guidePages.find((p) => p.slug === slug);
