import { Plus, Wand2 } from 'lucide-react';
import { ButtonLink } from '~/web/components/ui/button-link';

/**
 * A list screen's header actions: the guided wizard (when the resource has one) beside the plain
 * create form, which stands out as the brand button.
 */
export function CreateActions({
  wizard,
  create,
}: {
  wizard?: { to: string; label: string };
  create: { to: string; label: string };
}) {
  return (
    <>
      {wizard && (
        <ButtonLink to={wizard.to} variant="outline">
          <Wand2 aria-hidden /> {wizard.label}
        </ButtonLink>
      )}
      <ButtonLink to={create.to} variant="brand">
        <Plus aria-hidden /> {create.label}
      </ButtonLink>
    </>
  );
}
