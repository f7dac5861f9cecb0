import { Mail } from 'lucide-react';
import { ButtonLink } from '~/web/components/ui/button-link';

/** From the applicants list to the decision e-mail templates. */
export function DecisionMailLink() {
  return (
    <ButtonLink to="/admin/decision-mail" variant="outline">
      <Mail aria-hidden />
      Decision e-mails
    </ButtonLink>
  );
}
