import type { ComponentType } from 'react';
import { guidePageInfo, type GuidePageInfo } from './guide-pages';
import Contracts from './pages/contracts';
import Founders from './pages/founders';
import GettingStarted from './pages/getting-started';
import Incubator from './pages/incubator';
import Messaging from './pages/messaging';
import Programme from './pages/programme';
import Reviewing from './pages/reviewing';

export { API_SLUG } from './guide-pages';

export interface GuidePage extends GuidePageInfo {
  Component: ComponentType;
}

const components: Record<string, ComponentType> = {
  'getting-started': GettingStarted,
  programme: Programme,
  reviewing: Reviewing,
  incubator: Incubator,
  contracts: Contracts,
  messaging: Messaging,
  founders: Founders,
};

/** The guide, in reading order; `/docs/{slug}` opens a page. */
export const guidePages: GuidePage[] = guidePageInfo.map((p) => ({ ...p, Component: components[p.slug]! }));

export const guidePage = (slug: string | undefined) => guidePages.find((p) => p.slug === slug);
