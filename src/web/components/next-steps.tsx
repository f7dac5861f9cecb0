import { ButtonLink } from '~/web/components/ui/button-link';

/** What someone without a project can do next: apply, or read how the programme works. */
export function ApplyOrReadFaq() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <ButtonLink to="/apply" variant="brand">
        Apply to Incubator
      </ButtonLink>
      <ButtonLink to="/faq" variant="outline">
        Read the FAQ
      </ButtonLink>
    </div>
  );
}
