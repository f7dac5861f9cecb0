import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { FaqAccordion } from '~/web/features/faq/components/faq-accordion';
import { VideoEmbed } from '~/web/features/faq/components/video-embed';
import { faqItems } from '~/web/features/faq/faq-items';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { scriptSafeJson } from '~/web/ssr/ssr-data';
import { Main } from '~/web/components/layout/page-focus';

/**
 * The questions and answers as schema.org FAQPage data: the answers sit in closed accordion
 * panels (not in the markup until opened), and this is how search engines read them.
 */
const faqStructuredData = scriptSafeJson({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqItems.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
  })),
});

export default function FaqPage() {
  useDocumentTitle('FAQ');
  return (
    <Main className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqStructuredData }} />
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Frequently Asked Questions</h1>
        <p className="mt-3 text-muted-foreground">
          Everything you need to know about the 100-day programme and how to apply.
        </p>
      </header>

      <section aria-labelledby="video-heading" className="mb-12">
        <h2 id="video-heading" className="sr-only">
          Getting-started video
        </h2>
        <VideoEmbed />
      </section>

      <section aria-labelledby="questions-heading">
        <h2 id="questions-heading" className="mb-4 text-2xl font-semibold">
          Questions and answers
        </h2>
        <FaqAccordion items={faqItems} />
      </section>

      <section className="mt-12 rounded-xl border bg-muted/50 p-6 text-center sm:p-8">
        <h2 className="text-xl font-semibold">Ready to build with us?</h2>
        <p className="mt-2 text-muted-foreground">
          There is no upfront fee, and you can apply without an account.
        </p>
        <Button variant="brand" size="lg" asChild className="mt-5">
          <Link to="/apply">Start Your Application</Link>
        </Button>
      </section>
    </Main>
  );
}
