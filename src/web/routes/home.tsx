import { BenefitsSection } from '~/web/features/home/components/benefits-section';
import { ClosingCta } from '~/web/features/home/components/closing-cta';
import { Hero } from '~/web/features/home/components/hero';
import { TimelineSection } from '~/web/features/home/components/timeline-section';
import { IncubatorProjectsSection } from '~/web/features/projects/components/incubator-projects-section';
import { PublicStatsBlock } from '~/web/features/stats/components/public-stats';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { Main } from '~/web/components/layout/page-focus';

export default function HomePage() {
  useDocumentTitle('');
  return (
    <Main>
      <Hero />
      <PublicStatsBlock />
      <BenefitsSection />
      <TimelineSection />
      <IncubatorProjectsSection />
      <ClosingCta />
    </Main>
  );
}
